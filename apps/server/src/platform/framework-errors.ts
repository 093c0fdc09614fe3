/**
 * Requests Fastify refuses before any route runs (a URL with bad percent-encoding: 400; a path
 * parameter over `maxParamLength`: 414; a failed route constraint): answered like every other
 * refusal, `{ error }` JSON without echoing the request, with the security headers an error body
 * needs. Helmet's hooks do not run for these, so the headers are set here: the strictest policy,
 * since the body is JSON and never a page.
 */
import { INPUT_MSG, MSG } from '@sahod/shared';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

export const ERROR_RESPONSE_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy':
    "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cross-origin-resource-policy': 'same-origin',
  'cross-origin-opener-policy': 'same-origin',
  'cache-control': 'no-store',
};

export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : (error.statusCode ?? 400);
  const message =
    error.code === 'FST_ERR_BAD_URL'
      ? INPUT_MSG.badUrl
      : error.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? INPUT_MSG.urlTooLong
        : MSG.invalidInput;
  request.log.debug({ code: error.code }, 'request refused by the router');
  reply
    .headers(ERROR_RESPONSE_HEADERS)
    .status(status >= 400 && status < 500 ? status : 400)
    .send({ error: message });
}
