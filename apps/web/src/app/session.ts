/**
 * The login state: a token in localStorage under 'token' (spec 4). The logged-in flag is simply
 * "a token is held"; components follow it through `useToken`, other tabs through the storage event.
 */
import { useSyncExternalStore } from 'react';
import { forgetPrivateData } from './pwa';

export const TOKEN_KEY = 'token';

const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function getToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function setToken(token: string): void {
  // A new sign-in on this device starts clean: nothing cached for whoever signed in before.
  void forgetPrivateData();
  window.localStorage.setItem(TOKEN_KEY, token);
  emit();
}

export function clearToken(): void {
  if (getToken() === null) return;
  void forgetPrivateData();
  window.localStorage.removeItem(TOKEN_KEY);
  emit();
}

export function subscribeToken(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === TOKEN_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useToken(): string | null {
  return useSyncExternalStore(subscribeToken, getToken, () => null);
}
