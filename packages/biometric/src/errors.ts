/**
 * The spec's biometric file messages (section 5 "Biometric file"), kept verbatim at the start of
 * every message; parse failures go on to say what was wrong and where.
 */
export const BIOMETRIC_MESSAGES = {
  invalidFiletype: 'Invalid filetype.',
  emptyData: 'Invalid/Empty data.',
  txt: 'Error parsing TXT. Double check formatting.',
  xls: 'Error converting XLS.',
  csv: 'Error processing CSV.',
} as const;

/** Which reader family the user picked, by extension: it decides the error wording only. */
export type FileKind = 'txt' | 'xls' | 'csv';

export type BiometricErrorCode = 'INVALID_FILETYPE' | 'EMPTY_DATA' | 'PARSE_ERROR';

export class BiometricFileError extends Error {
  override readonly name = 'BiometricFileError';
  constructor(
    readonly code: BiometricErrorCode,
    message: string,
    /** 1-based line (text) or row (spreadsheet) the problem was found on. */
    readonly line?: number,
  ) {
    super(message);
  }
}

const PREFIX: Record<FileKind, string> = {
  txt: BIOMETRIC_MESSAGES.txt,
  xls: BIOMETRIC_MESSAGES.xls,
  csv: BIOMETRIC_MESSAGES.csv,
};

/** Shows at most 60 characters of an offending input, tabs made visible. */
export function quote(text: string): string {
  const shown = text.length > 60 ? `${text.slice(0, 57)}...` : text;
  return `"${shown.replace(/\t/g, '\\t')}"`;
}

/** A parse failure: `<spec words> Line 12: <what was wrong>.` */
export function parseError(kind: FileKind, where: string, line: number, detail: string): BiometricFileError {
  return new BiometricFileError('PARSE_ERROR', `${PREFIX[kind]} ${where} ${line}: ${detail}`, line);
}

/** A failure of the whole file (not tied to a line). */
export function fileError(kind: FileKind, detail: string): BiometricFileError {
  return new BiometricFileError('PARSE_ERROR', `${PREFIX[kind]} ${detail}`);
}

export function emptyDataError(): BiometricFileError {
  return new BiometricFileError('EMPTY_DATA', BIOMETRIC_MESSAGES.emptyData);
}

export function invalidFiletypeError(): BiometricFileError {
  return new BiometricFileError('INVALID_FILETYPE', BIOMETRIC_MESSAGES.invalidFiletype);
}
