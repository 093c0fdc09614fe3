/// <reference lib="webworker" />
/**
 * Sahod's service worker (issue 24 section 3 and 4), built by vite-plugin-pwa (injectManifest):
 * - the app shell (index.html, manifest, icons) is precached; a navigation answers with it when
 *   the network does not, so the app opens without a connection;
 * - the hashed JavaScript and CSS chunks are kept once loaded (cache first: their names change
 *   with their content), so the screens already opened open offline too;
 * - the employee's own payslips (/api/me/payslips...) are fetched from the network first and kept
 *   in the private cache for offline reading; the page deletes that cache on every sign-out and
 *   sign-in (app/pwa.ts), so one person's payslip is never shown to the next on the same phone;
 * - a push message shows a notification with its title only (the server never puts a pay figure
 *   in one); a tap opens or focuses the app at the notification's link.
 */
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { PRIVATE_CACHE } from './caches';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<string | { url: string; revision: string | null }>;
};

self.skipWaiting();
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api\//, /^\/CHANGELOG\.md/],
  }),
);

registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin && url.pathname.startsWith('/assets/') && request.method === 'GET',
  new CacheFirst({
    cacheName: 'sahod-assets',
    plugins: [new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 90 * 24 * 3600 })],
  }),
);

registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin &&
    request.method === 'GET' &&
    /^\/api\/me\/payslips(\/\d+)?$/.test(url.pathname),
  new NetworkFirst({
    cacheName: PRIVATE_CACHE,
    networkTimeoutSeconds: 8,
    plugins: [new ExpirationPlugin({ maxEntries: 20 })],
  }),
);

interface PushMessage {
  title?: string;
  link?: string | null;
  kind?: string;
}

self.addEventListener('push', (event) => {
  let message: PushMessage = {};
  try {
    message = (event.data?.json() ?? {}) as PushMessage;
  } catch {
    message = { title: event.data?.text() ?? '' };
  }
  const title = message.title || 'Sahod';
  event.waitUntil(
    self.registration.showNotification('Sahod', {
      body: title,
      tag: message.kind ?? 'sahod',
      icon: '/icons/icon-192.png',
      badge: '/icons/badge-96.png',
      data: { link: message.link ?? '/' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const link = (event.notification.data as { link?: string } | null)?.link ?? '/';
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows[0];
      if (open) {
        await open.focus();
        await open.navigate(link).catch(() => undefined);
        return;
      }
      await self.clients.openWindow(link);
    })(),
  );
});
