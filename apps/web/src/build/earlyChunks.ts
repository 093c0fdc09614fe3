/**
 * Build step (a Vite plugin): a signed-in user opening My Sahod Home (/me) or Home (/home) starts
 * downloading that screen's chunk while the entry is still on its way (issues 24 §3 and 26 §2).
 * Without it the screen's code is asked for only once the entry has arrived and run (main.tsx), one
 * slow round trip and the entry's evaluation later. The built index.html gets a small `async` script
 * (a file: the server's Content-Security-Policy allows no inline script) that, when a token is held,
 * adds `<link rel="modulepreload">` for the screen's chunks. The login page, without a token, loads
 * nothing more.
 */
import { createHash } from 'node:crypto';
import type { OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';

/** The chunk names (code-splitting groups, see vite.config.ts) each path needs beyond the entry. */
export const EARLY_ROUTES: readonly { paths: readonly string[]; chunks: readonly string[] }[] = [
  { paths: ['/me'], chunks: ['me-home'] },
  { paths: ['/home'], chunks: ['me-home', 'home'] },
];

/** The early script's text for the given path → chunk files. */
export function earlyScript(
  routes: readonly { paths: readonly string[]; files: readonly string[] }[],
): string {
  const table = JSON.stringify(Object.fromEntries(routes.flatMap((r) => r.paths.map((p) => [p, r.files]))));
  return `(function(){try{if(!localStorage.getItem('token'))return;var f=${table}[location.pathname];if(!f)return;for(var i=0;i<f.length;i++){var l=document.createElement('link');l.rel='modulepreload';l.href=f[i];document.head.appendChild(l)}}catch(e){}})();\n`;
}

/** Adds the script tag to index.html's head. */
export function withEarlyScript(html: string, src: string): string {
  return html.replace('</head>', `  <script async src="${src}"></script>\n  </head>`);
}

function chunkFile(bundle: OutputBundle, name: string): string | null {
  for (const file of Object.values(bundle))
    if (file.type === 'chunk' && file.name === name) return file.fileName;
  return null;
}

export function earlyChunks(): Plugin {
  return {
    name: 'sahod-early-chunks',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (html?.type !== 'asset') return;
      const routes = EARLY_ROUTES.map((r) => ({
        paths: r.paths,
        files: r.chunks
          .map((c) => chunkFile(bundle as OutputBundle, c))
          .filter((f): f is string => f !== null),
      })).filter((r) => r.files.length > 0);
      if (routes.length === 0) return;
      const source = earlyScript(routes.map((r) => ({ ...r, files: r.files.map((f) => `/${f}`) })));
      const fileName = `assets/early-${createHash('sha256').update(source).digest('hex').slice(0, 8)}.js`;
      this.emitFile({ type: 'asset', fileName, source });
      html.source = withEarlyScript(String(html.source), `/${fileName}`);
    },
  };
}
