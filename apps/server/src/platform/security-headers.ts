/**
 * The security headers of every response (Content-Security-Policy, nosniff, frame and referrer
 * policies, ...), worked out once at start by helmet itself and then copied onto each reply: no
 * per-response parsing. Two variants, because an office server is often reached over plain HTTP:
 * `upgrade-insecure-requests` and Strict-Transport-Security are sent only when the request came
 * over HTTPS (directly, or through a trusted proxy's X-Forwarded-Proto when HRIS_TRUST_PROXY is
 * on). Over plain HTTP they would make the browser fetch the page's scripts over https and show a
 * blank page.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** The product's policy: everything from our own origin, inline styles (Mantine), no framing. */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  styleSrc: ["'self'", "'unsafe-inline'"],
  scriptSrc: ["'self'"],
  connectSrc: ["'self'"],
  fontSrc: ["'self'", 'data:'],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
};

export type HeaderSet = Readonly<Record<string, string>>;

export interface SecurityHeaders {
  http: HeaderSet;
  https: HeaderSet;
}

/** Runs helmet's middleware once against a recording response and returns what it set. */
function headersOf(options: HelmetOptions): HeaderSet {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader() {},
  };
  let finished = false;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => {
    finished = true;
  });
  if (!finished) throw new Error('helmet did not finish synchronously');
  return Object.freeze(headers);
}

export function buildSecurityHeaders(): SecurityHeaders {
  return {
    https: headersOf({
      crossOriginEmbedderPolicy: false,
      contentSecurityPolicy: { directives: CSP_DIRECTIVES },
    }),
    http: headersOf({
      crossOriginEmbedderPolicy: false,
      contentSecurityPolicy: { directives: { ...CSP_DIRECTIVES, upgradeInsecureRequests: null } },
      strictTransportSecurity: false,
    }),
  };
}

/**
 * Adds the headers to every response (errors and not-found answers included). `request.protocol`
 * is 'https' for a TLS socket, or for X-Forwarded-Proto: https when Fastify trusts the proxy.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  headers: SecurityHeaders = buildSecurityHeaders(),
) {
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.protocol === 'https' ? headers.https : headers.http);
    done();
  });
}
