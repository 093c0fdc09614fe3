/** The build's precompression: a .br and a .gz copy beside each compressible file, identical content. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { precompressDir } from './precompress';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sahod-precompress-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('precompressDir', () => {
  it('writes brotli and gzip copies of scripts, styles and pages, not of images or tiny files', async () => {
    fs.mkdirSync(path.join(dir, 'assets'));
    const script = `export const x = ${JSON.stringify('payroll '.repeat(400))};`;
    fs.writeFileSync(path.join(dir, 'assets/index-abc.js'), script);
    fs.writeFileSync(path.join(dir, 'assets/index-abc.css'), `.a{color:red}\n`.repeat(200));
    fs.writeFileSync(path.join(dir, 'index.html'), `<!doctype html>${'<p>x</p>'.repeat(200)}`);
    fs.writeFileSync(path.join(dir, 'tiny.js'), 'x()');
    fs.writeFileSync(path.join(dir, 'assets/logo.png'), Buffer.alloc(4096, 1));

    expect(await precompressDir(dir)).toBe(3);
    const js = path.join(dir, 'assets/index-abc.js');
    expect(zlib.brotliDecompressSync(fs.readFileSync(`${js}.br`)).toString()).toBe(script);
    expect(zlib.gunzipSync(fs.readFileSync(`${js}.gz`)).toString()).toBe(script);
    expect(fs.statSync(`${js}.br`).size).toBeLessThan(script.length / 10);
    expect(fs.existsSync(path.join(dir, 'assets/index-abc.css.br'))).toBe(true);
    expect(fs.existsSync(path.join(dir, 'index.html.gz'))).toBe(true);
    expect(fs.existsSync(path.join(dir, 'tiny.js.br'))).toBe(false);
    expect(fs.existsSync(path.join(dir, 'assets/logo.png.br'))).toBe(false);
  });
});
