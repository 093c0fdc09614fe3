/**
 * Domain errors. Services throw `AppError` with a code; the HTTP layer maps codes to statuses in
 * one place (app.ts error handler), so rules never speak HTTP.
 */
export const ERROR_STATUS = {
  INVALID_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  GONE: 410,
  TOO_LARGE: 413,
  UNSUPPORTED_TYPE: 415,
  MAINTENANCE: 423,
  TOO_MANY_REQUESTS: 429,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  readonly code: ErrorCode;
  /** A machine-readable reason the web app acts on (e.g. 'two_factor_required'), sent beside the message. */
  readonly reason: string | undefined;
  constructor(code: ErrorCode, message: string, reason?: string) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.reason = reason;
  }
  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export const invalid = (message: string) => new AppError('INVALID_INPUT', message);
export const notFound = (message: string) => new AppError('NOT_FOUND', message);
export const gone = (message: string) => new AppError('GONE', message);
export const conflict = (message: string) => new AppError('CONFLICT', message);
export const forbidden = (message: string) => new AppError('FORBIDDEN', message);
