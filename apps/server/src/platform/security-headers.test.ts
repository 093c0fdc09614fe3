/**
 * Security headers: the full set on every response, with upgrade-insecure-requests and HSTS only
 * for requests that really came over HTTPS (a blank page over plain HTTP on an office LAN
 * otherwise). X-Forwarded-Proto counts only behind a trusted proxy (HRIS_TRUST_PROXY=true).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { App } from '../deps.ts';
import { createHarness, type Harness } from '../test/harness.ts';
import { buildSecurityHeaders } from './security-headers.ts';

let h: Harness;
let proxied: App;
beforeAll(async () => {
  h = await createHarness();
  const config = loadConfig({ ...process.env, HRIS_TRUST_PROXY: 'true', DATABASE_URL: ':memory:' });
  proxied = await buildApp({ ...h.deps, config, webDir: undefined });
});
afterAll(async () => {
  await proxied.close();
  await h.close();
});

const ping = (app: App, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: '/api/ping', headers });

const csp = (res: { headers: Record<string, unknown> }) => String(res.headers['content-security-policy']);

describe('security headers', () => {
  it('plain HTTP: the policy without upgrade-insecure-requests and no HSTS', async () => {
    const res = await ping(h.app);
    expect(csp(res)).toContain("default-src 'self'");
    expect(csp(res)).toContain("script-src 'self'");
    expect(csp(res)).toContain("frame-ancestors 'none'");
    expect(csp(res)).toContain("img-src 'self' data: blob:");
    expect(csp(res)).not.toContain('upgrade-insecure-requests');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it('HTTPS through a trusted proxy: upgrade-insecure-requests and HSTS', async () => {
    const res = await ping(proxied, { 'x-forwarded-proto': 'https' });
    expect(csp(res)).toContain('upgrade-insecure-requests');
    expect(csp(res)).toContain("default-src 'self'");
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const plain = await ping(proxied, { 'x-forwarded-proto': 'http' });
    expect(csp(plain)).not.toContain('upgrade-insecure-requests');
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });

  it('ignores X-Forwarded-Proto when the proxy is not trusted', async () => {
    const res = await ping(h.app, { 'x-forwarded-proto': 'https' });
    expect(csp(res)).not.toContain('upgrade-insecure-requests');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('errors, refusals and unknown addresses carry the same headers', async () => {
    for (const res of [
      await h.app.inject({ method: 'GET', url: '/api/auth/verify' }),
      await h.app.inject({ method: 'GET', url: '/api/no-such-route' }),
      await h.app.inject({ method: 'POST', url: '/api/auth/login', payload: {} }),
    ]) {
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(csp(res)).toContain("default-src 'self'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('the API documentation page works over plain HTTP (no upgrade-insecure-requests)', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(csp(res)).toContain("default-src 'self'");
    expect(csp(res)).not.toContain('upgrade-insecure-requests');
  });

  it('the two variants differ only in upgrade-insecure-requests and HSTS', () => {
    const { http, https } = buildSecurityHeaders();
    const { 'strict-transport-security': hsts, 'content-security-policy': secure, ...restHttps } = https;
    const { 'content-security-policy': plain, ...restHttp } = http;
    expect(hsts).toBeTruthy();
    expect(restHttp).toEqual(restHttps);
    const directives = (policy: string | undefined) => new Set(policy?.split(';'));
    expect(directives(secure)).toEqual(new Set([...directives(plain), 'upgrade-insecure-requests']));
  });
});
