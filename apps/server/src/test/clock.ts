import type { Clock } from '../platform/clock.ts';

/** A clock tests can move: starts at a fixed instant and only advances when told. */
export class TestClock implements Clock {
  private ms: number;
  constructor(start = '2026-11-21T01:00:00.000Z') {
    this.ms = Date.parse(start);
  }
  now(): Date {
    return new Date(this.ms);
  }
  advance(ms: number): void {
    this.ms += ms;
  }
}
