/**
 * Build step (a Vite plugin): writes a brotli (.br) and a gzip (.gz) copy beside every compressible
 * file of the build, so the server sends compressed files without compressing per request (see
 * apps/server/src/platform/web-static.ts). A copy is kept only when it is smaller than the file.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|md|xml|webmanifest|wasm)$/i;
const MIN_BYTES = 1024;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((e) => {
      const full = path.join(dir, e.name);
      return e.isDirectory() ? filesUnder(full) : Promise.resolve([full]);
    }),
  );
  return nested.flat();
}

/** Compresses every compressible file of `dir` (recursively); returns how many files it compressed. */
export async function precompressDir(dir: string): Promise<number> {
  let count = 0;
  for (const file of await filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const content = await fs.readFile(file);
    if (content.length < MIN_BYTES) continue;
    const [br, gz] = await Promise.all([
      brotli(content, {
        params: {
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
      gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
    ]);
    if (br.length < content.length) await fs.writeFile(`${file}.br`, br);
    if (gz.length < content.length) await fs.writeFile(`${file}.gz`, gz);
    count++;
  }
  return count;
}

export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'sahod-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressDir(outDir);
    },
  };
}
