/** The one source of "now", so tests can pass a fixed or advancing clock. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export function nowIso(clock: Clock): string {
  return clock.now().toISOString();
}
