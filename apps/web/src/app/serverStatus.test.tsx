import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nextServerStatus, useServerStatus } from './serverStatus';

describe('nextServerStatus', () => {
  it('is online after any success', () => {
    expect(nextServerStatus('offline', 'pingSucceeded')).toBe('online');
    expect(nextServerStatus('reconnecting', 'pingSucceeded')).toBe('online');
  });

  it('reconnects only after having been online', () => {
    expect(nextServerStatus('online', 'pingFailed')).toBe('reconnecting');
    expect(nextServerStatus('offline', 'pingFailed')).toBe('offline');
    expect(nextServerStatus('reconnecting', 'pingFailed')).toBe('reconnecting');
  });

  it('goes offline when the reconnect window ends, and only then', () => {
    expect(nextServerStatus('reconnecting', 'reconnectWindowEnded')).toBe('offline');
    expect(nextServerStatus('online', 'reconnectWindowEnded')).toBe('online');
  });
});

describe('useServerStatus', () => {
  let serverUp = true;

  beforeEach(() => {
    vi.useFakeTimers();
    serverUp = true;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        if (!serverUp) throw new TypeError('Failed to fetch');
        return new Response(JSON.stringify({ status: 'ok', time: new Date().toISOString() }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  function renderStatus() {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    return renderHook(() => useServerStatus(), { wrapper });
  }

  // A fetch settles a few ticks after its poll fires; 50 ms covers that without reaching the next poll.
  const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

  it('polls every 3 s: online, reconnecting for 3 s after losing the server, then offline', async () => {
    const { result } = renderStatus();
    expect(result.current).toBe('offline');
    await advance(50);
    expect(result.current).toBe('online');
    expect(fetch).toHaveBeenCalledWith('/api/ping', expect.anything());

    serverUp = false;
    await advance(3050);
    expect(result.current).toBe('reconnecting');
    await advance(2850);
    expect(result.current).toBe('reconnecting');
    await advance(200);
    expect(result.current).toBe('offline');
    await advance(3000);
    expect(result.current).toBe('offline');

    serverUp = true;
    await advance(3000);
    expect(result.current).toBe('online');
    expect(vi.mocked(fetch).mock.calls.length).toBeGreaterThanOrEqual(5);
  });

  it('is offline when the server never answered', async () => {
    serverUp = false;
    const { result } = renderStatus();
    await advance(50);
    expect(result.current).toBe('offline');
    await advance(3050);
    expect(result.current).toBe('offline');
  });

  it('comes back online within the reconnect window', async () => {
    const { result } = renderStatus();
    await advance(50);
    serverUp = false;
    await advance(3050);
    expect(result.current).toBe('reconnecting');
    serverUp = true;
    await advance(3000);
    expect(result.current).toBe('online');
    await advance(1000);
    expect(result.current).toBe('online');
  });
});
