import { describe, expect, it } from 'vitest';
import { builtScreens } from './app/screens';
import { SCREENS } from './routes';

const LAZY = Symbol.for('react.lazy');

describe('route table', () => {
  it('loads every built screen lazily, each as its own chunk (issue 15 §3)', () => {
    const built = builtScreens(SCREENS);
    expect(built.length).toBeGreaterThan(0);
    const eager = built
      .filter((screen) => (screen.Component as unknown as { $$typeof?: symbol }).$$typeof !== LAZY)
      .map((screen) => screen.path);
    expect(eager).toEqual([]);
  });
});
