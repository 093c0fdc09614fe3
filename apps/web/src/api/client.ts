/**
 * The one HTTP client (spec 7, 8). JSON to and from `/api`, the stored token as bearer, and the
 * spec's error handling in one place:
 * - 401/403: the token is removed, the body's `error` is shown, the browser goes to /.
 * - 423/500: the body's `error` is shown.
 * - a 200 whose body is a string containing 'success' is shown.
 * - a streamed 200 that failed later (its last line `{"error": ...}`) is shown and thrown as a 500.
 * Callers get the parsed body or an `ApiError`. `quiet` requests (login, the session check, the
 * status polls) skip all of the above: their caller words the outcome itself.
 */
import { MSG } from '@sahod/shared';
import { clearToken, getToken } from '../app/session';
import { SHELL_TEXT } from '../app/texts';
import { notifyError, notifySuccess } from '../components/notify';
import { takeEarly } from './early';

export const API_BASE = '/api';

export class ApiError extends Error {
  readonly status: number;
  /** The body's `error` field when the server sent one; null otherwise. */
  readonly serverMessage: string | null;

  constructor(status: number, message: string, serverMessage: string | null = null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = serverMessage;
  }
}

/** Statuses the client already alerted the user about; callers need not word them again. */
export function isReportedByClient(error: unknown): boolean {
  return error instanceof ApiError && [401, 403, 423, 500].includes(error.status);
}

type QueryValue = string | number | boolean | null | undefined;

/** Anything with zod's `parse`: the shared response schemas. */
export interface ResponseSchema<T> {
  parse(data: unknown): T;
}

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, QueryValue>;
  /** Sent as JSON, or as multipart when it is FormData. */
  body?: unknown;
  schema?: ResponseSchema<T>;
  quiet?: boolean;
}

/** The user's own two-factor enrolment screen (routes.tsx). */
const TWO_FACTOR_PATH = '/account/two-factor';
let navigate: (path: string) => void = () => {};

/** The router registers itself here so the client can send the browser to / on 401/403. */
export function setApiNavigator(navigator: (path: string) => void): void {
  navigate = navigator;
}

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  if ((response.headers.get('content-type') ?? '').includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

function errorField(body: unknown): string | null {
  if (body && typeof body === 'object' && 'error' in body && typeof body.error === 'string') {
    return body.error || null;
  }
  return null;
}

// Several requests failing together with the same reason would stack identical alerts.
let lastAlert = { message: '', at: 0 };
function alertOnce(message: string): void {
  const now = Date.now();
  if (lastAlert.message === message && now - lastAlert.at < 2000) return;
  lastAlert = { message, at: now };
  notifyError(message);
}

/** The 403 of a user whose role requires two-factor sign-in and who has not enrolled (issue 25 §2). */
function owesTwoFactor(status: number, body: unknown): boolean {
  return (
    status === 403 &&
    typeof body === 'object' &&
    body !== null &&
    (body as { reason?: unknown }).reason === 'two_factor_required'
  );
}

function handleStatus(status: number, body: unknown, serverMessage: string | null): void {
  if (owesTwoFactor(status, body)) {
    // Still signed in: enrolment is the one screen the server answers until it is done.
    alertOnce(serverMessage ?? MSG.twoFactorRequired);
    navigate(TWO_FACTOR_PATH);
  } else if (status === 401 || status === 403) {
    clearToken();
    alertOnce(serverMessage ?? (status === 401 ? MSG.sessionExpired : MSG.noPermission));
    navigate('/');
  } else if (status === 423) {
    alertOnce(serverMessage ?? MSG.maintenanceDefault);
  } else if (status === 500) {
    alertOnce(serverMessage ?? MSG.unexpected);
  } else if (status === 200 && typeof body === 'string' && body.toLowerCase().includes('success')) {
    notifySuccess(body);
  }
}

/** The request itself: base URL, bearer token, JSON or multipart body. */
async function send(path: string, options: RequestOptions<unknown>, accept: string): Promise<Response> {
  const headers: Record<string, string> = { Accept: accept };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const url = buildUrl(path, options.query);
  const method = options.method ?? 'GET';
  try {
    // A GET the entry already started (api/early.ts) is answered by that response.
    const early =
      method === 'GET' && body === undefined && accept === 'application/json'
        ? takeEarly(url, token)
        : undefined;
    return await (early ?? fetch(url, { method, headers, body }));
  } catch {
    throw new ApiError(0, SHELL_TEXT.cannotReachServer);
  }
}

function failure(status: number, serverMessage: string | null): ApiError {
  return new ApiError(status, serverMessage ?? SHELL_TEXT.requestFailed(status), serverMessage);
}

/**
 * A streamed JSON answer (Calculate) that failed after its 200 ends, instead of with its last
 * bracket, with a line break and a last line `{"error": message}`: that message, else null.
 */
export function streamFailure(response: Response, body: unknown): string | null {
  if (!response.ok || typeof body !== 'string') return null;
  if (!(response.headers.get('content-type') ?? '').includes('json')) return null;
  const at = body.lastIndexOf('\n');
  if (at < 0) return null;
  try {
    return errorField(JSON.parse(body.slice(at + 1)));
  } catch {
    return null;
  }
}

export async function apiRequest<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const response = await send(path, options, 'application/json');
  const data = await readBody(response);
  const failedLate = streamFailure(response, data);
  if (failedLate !== null) {
    // Shown like a 500's message: the server could no longer change its status.
    if (!options.quiet) alertOnce(failedLate);
    throw failure(500, failedLate);
  }
  const serverMessage = errorField(data);
  if (!options.quiet || owesTwoFactor(response.status, data))
    handleStatus(response.status, data, serverMessage);
  if (!response.ok) throw failure(response.status, serverMessage);
  if (!options.schema) return data as T;
  try {
    return options.schema.parse(data);
  } catch {
    throw new ApiError(response.status, SHELL_TEXT.unexpectedResponse);
  }
}

export interface BlobResponse {
  blob: Blob;
  /** The file name from Content-Disposition, when the server sent one. */
  filename: string | null;
}

/** The name in a Content-Disposition header: the UTF-8 `filename*` first, then `filename`. */
export function dispositionFilename(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // Fall through to the plain name.
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"/i.exec(header) ?? /filename\s*=\s*([^;]+)/i.exec(header);
  return plain?.[1]?.trim() || null;
}

/** A binary download (documents, photos) with the same token and error handling as JSON calls. */
export async function apiBlob(path: string, query?: Record<string, QueryValue>): Promise<BlobResponse> {
  const response = await send(path, { query }, '*/*');
  if (response.ok) {
    return {
      blob: await response.blob(),
      filename: dispositionFilename(response.headers.get('content-disposition')),
    };
  }
  const data = await readBody(response);
  const serverMessage = errorField(data);
  handleStatus(response.status, data, serverMessage);
  throw failure(response.status, serverMessage);
}

/**
 * A large download read as it streams, reporting the bytes received and the expected total
 * (Content-Length, or `estimate` when the server streams without one), for a progress bar.
 */
export async function apiBlobProgress(
  path: string,
  query: Record<string, QueryValue>,
  onProgress: (received: number, total: number | null) => void,
  estimate?: (headers: Headers) => number | null,
): Promise<BlobResponse> {
  const response = await send(path, { query }, '*/*');
  if (!response.ok) {
    const data = await readBody(response);
    const serverMessage = errorField(data);
    handleStatus(response.status, data, serverMessage);
    throw failure(response.status, serverMessage);
  }
  const length = Number(response.headers.get('content-length') ?? '');
  const total = length > 0 ? length : (estimate?.(response.headers) ?? null);
  const chunks: BlobPart[] = [];
  let received = 0;
  const reader = response.body?.getReader();
  if (reader) {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      received += value.byteLength;
      onProgress(received, total);
    }
  }
  onProgress(received, received);
  return {
    blob: new Blob(chunks, { type: response.headers.get('content-type') ?? undefined }),
    filename: dispositionFilename(response.headers.get('content-disposition')),
  };
}

type MethodOptions<T> = Omit<RequestOptions<T>, 'method'>;

export const api = {
  get: <T = unknown>(path: string, options?: MethodOptions<T>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T = unknown>(path: string, options?: MethodOptions<T>) =>
    apiRequest<T>(path, { ...options, method: 'POST' }),
  put: <T = unknown>(path: string, options?: MethodOptions<T>) =>
    apiRequest<T>(path, { ...options, method: 'PUT' }),
  delete: <T = unknown>(path: string, options?: MethodOptions<T>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};

/** A static file served beside the API (the changelog). HTML means the SPA fallback: not found. */
export async function fetchStaticText(path: string): Promise<string> {
  let response: Response;
  try {
    response = await fetch(path, { headers: { Accept: 'text/markdown, text/plain' } });
  } catch {
    throw new ApiError(0, SHELL_TEXT.cannotReachServer);
  }
  if (!response.ok || (response.headers.get('content-type') ?? '').includes('text/html')) {
    throw new ApiError(response.status, SHELL_TEXT.requestFailed(response.status));
  }
  return response.text();
}
