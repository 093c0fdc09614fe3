/**
 * Build step (a Vite plugin): the entry's stylesheet stops blocking the first paint. In the built
 * index.html its `<link rel="stylesheet">` becomes `<link rel="preload" as="style" data-app-styles>`:
 * fetched at once at high priority, but the boot shell (index.html's own inline styles) paints
 * without waiting for it. main.tsx applies it (src/app/appStyles.ts) before React's first render, so
 * no screen is ever drawn without its styles. Issue 15 §3: the render-blocking stylesheet held the
 * first paint of the login page on a slow phone.
 */
import type { Plugin } from 'vite';

const STYLESHEET = /<link rel="stylesheet"( crossorigin)? href="(\/assets\/index-[^"]+\.css)">/g;

export function deferEntryStyles(html: string): string {
  return html.replace(
    STYLESHEET,
    (_all, crossorigin: string | undefined, href: string) =>
      `<link rel="preload" as="style"${crossorigin ?? ''} href="${href}" data-app-styles>`,
  );
}

export function deferStyles(): Plugin {
  return {
    name: 'sahod-defer-styles',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: (html) => deferEntryStyles(html) },
  };
}
