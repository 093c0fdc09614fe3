/**
 * Requests Fastify's router refuses (bad percent-encoding, an overlong path parameter) answer like
 * every other refusal: `{ error }` JSON with security headers, without echoing the URL.
 */
import { INPUT_MSG } from '@sahod/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../test/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => h.close());

describe('router refusals', () => {
  const cases = [
    { url: '/api/pageSetup/background/%ZZ<script>', status: 400, error: INPUT_MSG.badUrl },
    { url: '/api/pageSetup/background/%E0%A4%A', status: 400, error: INPUT_MSG.badUrl },
    { url: `/api/pageSetup/background/${'x'.repeat(300)}<b>`, status: 414, error: INPUT_MSG.urlTooLong },
  ];
  for (const c of cases) {
    it(`${c.status} for ${c.url.slice(0, 40)}…`, async () => {
      const res = await h.app.inject({ method: 'GET', url: c.url });
      expect(res.statusCode).toBe(c.status);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toEqual({ error: c.error });
      expect(res.body).not.toMatch(/script|<b>|%ZZ|xxxx|background/);
      expect(res.headers['content-security-policy']).toContain("default-src 'none'");
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
    });
  }
});
