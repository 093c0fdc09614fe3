/**
 * How the built web app (apps/web/dist) is served. The build writes a brotli (.br) and a gzip (.gz)
 * copy beside each compressible file (apps/web/precompress.ts); the matching copy is sent by the
 * request's Accept-Encoding, with `Vary: Accept-Encoding`. Files under /assets/ are named by
 * content hash: browsers keep them for a year. index.html is revalidated on every load, so a new
 * version is picked up at once. Source maps are never served.
 */
import path from 'node:path';
import type { FastifyStaticOptions } from '@fastify/static';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';

export function isSourceMap(pathName: string): boolean {
  return /\.map(\.(br|gz))?$/i.test(pathName);
}

export function webStaticOptions(root: string): FastifyStaticOptions {
  return {
    root,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    allowedPath: (pathName) => !isSourceMap(pathName),
    setHeaders: (reply, filePath) => {
      const inAssets = path.relative(root, filePath).split(path.sep)[0] === 'assets';
      reply.header('cache-control', inAssets ? IMMUTABLE : NO_CACHE);
    },
  };
}
