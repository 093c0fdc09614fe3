/**
 * @sahod/biometric: reads the files Philippine time clocks export (ZKTeco attlog, 12-hour text
 * exports, the 'Attendance Record' month grid as .xls/.xlsx/.csv, the desk-software CSV) and
 * groups their punches into the spec's day records. Pure and isomorphic (browser worker and Node;
 * no clock, no I/O). See README.md for the layouts and the output contract.
 */
export {
  BIOMETRIC_MESSAGES,
  type BiometricErrorCode,
  BiometricFileError,
  type FileKind,
} from './errors.ts';
export {
  BIOMETRIC_NOTES,
  collapseRepeatedPunches,
  DEFAULT_PUNCH_WINDOW_MINUTES,
  dayRecord,
  employeesPerDate,
  type GroupedPunches,
  type GroupOptions,
  groupPunches,
  groupPunchesWithCounts,
  isOvernight,
  MAX_PUNCH_WINDOW_MINUTES,
  type ScheduleEntry,
  scheduleLookup,
  scheduleRange,
} from './group.ts';
export type { ProgressListener } from './punchLines.ts';
export { type BiometricImport, readBiometricFile } from './readBiometricFile.ts';
export {
  BIOMETRIC_FILE_ACCEPT,
  biometricFileKind,
  type ParseOptions,
  parseBiometricFile,
} from './readFile.ts';
export { normalizeEmployeeCode } from './tokens.ts';
export type {
  BiometricDayRecord,
  BiometricLayout,
  BiometricNote,
  ParsedBiometricFile,
  Punch,
  ScheduledShift,
  ScheduleLookup,
} from './types.ts';
export {
  type BiometricWorkerRequest,
  type BiometricWorkerResponse,
  createBiometricWorker,
} from './worker.ts';
