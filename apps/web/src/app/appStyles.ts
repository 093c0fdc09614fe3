/**
 * Applies the entry stylesheet that the built index.html only preloads (src/build/deferStyles.ts),
 * and resolves once it is in effect (or failed to load: the screen then shows unstyled rather than
 * not at all). On the dev server there is no such link: Vite injects the styles itself.
 */
export function applyAppStyles(doc: Document = document): Promise<void> {
  const preload = doc.querySelector<HTMLLinkElement>('link[rel="preload"][as="style"][data-app-styles]');
  if (!preload) return Promise.resolve();
  const link = doc.createElement('link');
  link.rel = 'stylesheet';
  link.href = preload.getAttribute('href') ?? preload.href;
  if (preload.crossOrigin !== null) link.crossOrigin = preload.crossOrigin;
  const applied = new Promise<void>((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
  });
  doc.head.appendChild(link);
  return applied;
}
