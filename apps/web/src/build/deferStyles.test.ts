/** The entry stylesheet is preloaded, not render-blocking, and applied before React's first render. */
import { describe, expect, it, vi } from 'vitest';
import { applyAppStyles } from '../app/appStyles';
import { deferEntryStyles } from './deferStyles';

const built = `<head>
    <script type="module" crossorigin src="/assets/index-CWejDUQA.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/Alert-V5WRKCtb.js">
    <link rel="stylesheet" crossorigin href="/assets/index-B6Ir0Tul.css">
  </head>`;

describe('deferEntryStyles', () => {
  it('turns the entry stylesheet into a preload and leaves everything else as it was', () => {
    const html = deferEntryStyles(built);
    expect(html).not.toContain('rel="stylesheet"');
    expect(html).toContain(
      '<link rel="preload" as="style" crossorigin href="/assets/index-B6Ir0Tul.css" data-app-styles>',
    );
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-CWejDUQA.js"></script>');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/Alert-V5WRKCtb.js">');
  });
});

describe('applyAppStyles', () => {
  it('adds the preloaded stylesheet and resolves only once it has loaded', async () => {
    const doc = document.implementation.createHTMLDocument('t');
    doc.head.innerHTML =
      '<link rel="preload" as="style" crossorigin href="/assets/index-B6Ir0Tul.css" data-app-styles>';
    // Kept out of the document so that jsdom (which loads no CSS) does not fail it at once.
    let sheet: HTMLLinkElement | undefined;
    vi.spyOn(doc.head, 'appendChild').mockImplementation(<T extends Node>(node: T) => {
      sheet = node as unknown as HTMLLinkElement;
      return node;
    });
    let done = false;
    const applying = applyAppStyles(doc).then(() => {
      done = true;
    });
    expect(sheet?.rel).toBe('stylesheet');
    expect(sheet?.getAttribute('href')).toBe('/assets/index-B6Ir0Tul.css');
    expect(sheet?.hasAttribute('crossorigin')).toBe(true);
    await Promise.resolve();
    expect(done).toBe(false);
    sheet?.dispatchEvent(new Event('load'));
    await applying;
    expect(done).toBe(true);
  });

  it('resolves at once without a preloaded stylesheet (the dev server injects the styles)', async () => {
    const doc = document.implementation.createHTMLDocument('t');
    await applyAppStyles(doc);
    expect(doc.head.querySelector('link')).toBeNull();
  });
});
