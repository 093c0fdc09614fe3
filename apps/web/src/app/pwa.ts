/**
 * The installed app (issue 24 §3–4): registers the service worker (production builds only), keeps
 * one person's cached data from the next (sign-out and sign-in delete it and end this device's push
 * subscription), and turns Web Push on for this device.
 */
import { PRIVATE_CACHE } from '../sw/caches';

const supported = () => typeof navigator !== 'undefined' && 'serviceWorker' in navigator;

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !supported()) return;
  const register = () =>
    void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  // Once the page has loaded and the main thread is idle: the worker's start, its precache and its
  // claim of the page do not compete with the first screen's chunks and data (issue 24 §3).
  window.addEventListener('load', () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(register, { timeout: 5000 });
    else setTimeout(register, 1000);
  });
}

/** Deletes what this device holds of the signed-in person: cached payslips and its push subscription. */
export async function forgetPrivateData(): Promise<void> {
  if (typeof caches !== 'undefined') await caches.delete(PRIVATE_CACHE).catch(() => false);
  if (!supported()) return;
  const registration = await navigator.serviceWorker.getRegistration().catch(() => undefined);
  const subscription = await registration?.pushManager?.getSubscription().catch(() => null);
  await subscription?.unsubscribe().catch(() => false);
}

export type PushState = 'unsupported' | 'denied' | 'off' | 'on';

export async function pushState(): Promise<PushState> {
  if (!supported() || typeof Notification === 'undefined' || !('PushManager' in window)) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  return subscription ? 'on' : 'off';
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/**
 * Asks for permission, subscribes this device with the server's VAPID key and hands the
 * subscription to `save` (POST /api/me/push/subscribe). Resolves the resulting state.
 */
export async function enablePush(
  publicKey: string,
  save: (subscription: PushSubscriptionJSON) => Promise<unknown>,
): Promise<PushState> {
  if ((await pushState()) === 'unsupported') return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'off';
  const registration = await navigator.serviceWorker.ready;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(publicKey),
    }));
  await save(subscription.toJSON());
  return 'on';
}

export async function disablePush(remove: (endpoint: string) => Promise<unknown>): Promise<PushState> {
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (subscription) {
    await remove(subscription.endpoint).catch(() => undefined);
    await subscription.unsubscribe();
  }
  return 'off';
}
