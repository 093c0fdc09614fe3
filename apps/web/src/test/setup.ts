import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

// Mantine reads these browser APIs; happy-dom lacks some of them.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
if (!('ResizeObserver' in window)) {
  (window as unknown as { ResizeObserver: typeof ResizeObserverStub }).ResizeObserver = ResizeObserverStub;
}

// Testing Library's waits (waitFor, findBy*) give up after 1 s by default. A profile form renders
// some thirty Mantine inputs and answers about a dozen queries before it shows its values; on a
// loaded two-core CI machine that first render alone can take several seconds. The waits still
// return as soon as their condition holds; only the give-up point moves.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => cleanup());

// The files of a worker share one set of modules (vitest.config.ts, isolate: false): what a file
// stubbed or stored must not reach the next one.
afterAll(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  notifications.clean();
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});
