/** A GET started by the entry (main.tsx) answers the screen's first read of it, once, for the same token. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../app/session';
import { api, buildUrl } from './client';
import { startEarly, takeEarly } from './early';

vi.mock('../components/notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

let served = 0;
beforeEach(() => {
  localStorage.clear();
  served = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      served += 1;
      return new Response(JSON.stringify({ answer: served }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('early requests', () => {
  it('are sent with the bearer token and taken by the first read of the same address only', async () => {
    setToken('tok-1');
    startEarly(buildUrl('/me/home'), 'tok-1');
    expect(served).toBe(1);
    const [url, init] = vi.mocked(fetch).mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/me/home');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok-1');

    await expect(api.get('/me/home')).resolves.toEqual({ answer: 1 });
    expect(served).toBe(1);
    // A later read (a refetch) asks the server again.
    await expect(api.get('/me/home')).resolves.toEqual({ answer: 2 });
  });

  it('are not used for another token, another address or once they are stale', async () => {
    startEarly(buildUrl('/me/home'), 'tok-1');
    setToken('tok-2');
    await expect(api.get('/me/home')).resolves.toEqual({ answer: 2 });
    expect(takeEarly('/api/me/home', 'tok-1')).toBeUndefined();

    vi.useFakeTimers();
    startEarly(buildUrl('/me/home'), 'tok-2');
    vi.advanceTimersByTime(10_001);
    expect(takeEarly('/api/me/home', 'tok-2')).toBeUndefined();

    startEarly(buildUrl('/me/home'), 'tok-2');
    expect(takeEarly('/api/me/payslips', 'tok-2')).toBeUndefined();
    expect(takeEarly('/api/me/home', 'tok-2')).toBeDefined();
  });
});
