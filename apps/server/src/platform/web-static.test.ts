/**
 * The built web app as a browser gets it: the precompressed copy the browser accepts (brotli, then
 * gzip) with Vary: Accept-Encoding, hashed assets cached for a year, index.html and the
 * single-page fallback revalidated on every load, and no source maps.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { App } from '../deps.ts';
import { createHarness, type Harness } from '../test/harness.ts';

let h: Harness;
let app: App;
let dir: string;
const SCRIPT = `console.log(${JSON.stringify('Sahod '.repeat(500))});`;
const INDEX =
  '<!doctype html><html><body><div id="root"></div><script src="/assets/index-AbC123.js"></script></body></html>';

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sahod-web-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), INDEX);
  const js = path.join(dir, 'assets/index-AbC123.js');
  fs.writeFileSync(js, SCRIPT);
  fs.writeFileSync(`${js}.br`, zlib.brotliCompressSync(SCRIPT));
  fs.writeFileSync(`${js}.gz`, zlib.gzipSync(SCRIPT));
  fs.writeFileSync(`${js}.map`, '{"version":3,"sources":["secret.ts"]}');
  fs.writeFileSync(path.join(dir, 'assets/plain-XyZ789.css'), 'body{margin:0}');
  h = await createHarness();
  app = await buildApp({ ...h.deps, webDir: dir });
});
afterAll(async () => {
  await app.close();
  await h.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, encoding?: string) =>
  app.inject({ method: 'GET', url, headers: encoding === undefined ? {} : { 'accept-encoding': encoding } });

describe('the web app`s files', () => {
  it('sends the brotli copy to a browser that accepts it', async () => {
    const res = await get('/assets/index-AbC123.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(String(res.headers['content-type'])).toMatch(/javascript/);
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
    expect(res.rawPayload.length).toBeLessThan(SCRIPT.length / 10);
  });

  it('sends gzip to a browser without brotli, and the plain file to one without either', async () => {
    const gz = await get('/assets/index-AbC123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);
    const plain = await get('/assets/index-AbC123.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(String(plain.headers.vary)).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(SCRIPT);
  });

  it('hashed assets are cached for a year, even when no compressed copy exists', async () => {
    for (const url of ['/assets/index-AbC123.js', '/assets/plain-XyZ789.css']) {
      const res = await get(url, 'br');
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('index.html and every page address are revalidated on each load', async () => {
    for (const url of ['/', '/index.html', '/employees/list', '/settings/page-setup?x=1']) {
      const res = await get(url, 'br, gzip');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(String(res.headers['content-type'])).toMatch(/text\/html/);
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('never serves source maps, and a missing asset is a 404 rather than the page', async () => {
    for (const url of ['/assets/index-AbC123.js.map', '/assets/missing-123.js']) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('secret.ts');
    }
  });
});
