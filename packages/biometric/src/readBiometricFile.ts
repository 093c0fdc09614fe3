/** Parse and group in one call: what the web worker runs once it has the schedule (or without one). */
import { type GroupOptions, groupPunches } from './group.ts';
import { type ParseOptions, parseBiometricFile } from './readFile.ts';
import type { BiometricDayRecord, ParsedBiometricFile } from './types.ts';

export interface BiometricImport {
  file: ParsedBiometricFile;
  records: BiometricDayRecord[];
}

export function readBiometricFile(
  fileName: string,
  data: Uint8Array | ArrayBuffer,
  options: ParseOptions & GroupOptions = {},
): BiometricImport {
  const file = parseBiometricFile(fileName, data, options);
  return { file, records: groupPunches(file.punches, options) };
}
