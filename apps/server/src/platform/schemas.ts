/** Schema helpers shared by every route: the error body and its statuses. */
import { errorResponseSchema } from '@sahod/shared';

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 423 | 429;

/** Response schemas for the error statuses a route can answer (always `{ error }`). */
export function errorResponses(...statuses: ErrorStatus[]) {
  return Object.fromEntries(statuses.map((s) => [s, errorResponseSchema])) as Record<
    ErrorStatus,
    typeof errorResponseSchema
  >;
}

/** The statuses every guarded route can answer. */
export const GUARDED_ERRORS = [400, 401, 403, 423] as const;
