import { describe, expect, it } from 'vitest';
import { formatManilaDate, formatManilaDateTime } from './manilaTime.ts';

describe('formatManilaDateTime', () => {
  it('shows a UTC instant as the time in Manila (UTC+8): 21:56Z on the 27th is 05:56 on the 28th', () => {
    expect(formatManilaDateTime(new Date('2026-11-27T21:56:00Z'))).toBe('2026-11-28 05:56');
    expect(formatManilaDateTime('2026-11-27T21:59:56.082Z')).toBe('2026-11-28 05:59');
    expect(formatManilaDate('2026-11-27T21:59:56.082Z')).toBe('2026-11-28');
  });

  it('midnight and the turn of the year, 24-hour clock', () => {
    expect(formatManilaDateTime('2026-12-31T16:00:00Z')).toBe('2027-01-01 00:00');
    expect(formatManilaDateTime('2026-06-15T04:30:00Z')).toBe('2026-06-15 12:30');
    expect(formatManilaDateTime('2026-06-15T15:59:00Z')).toBe('2026-06-15 23:59');
  });

  it('text that is no timestamp is shown as it is', () => {
    expect(formatManilaDateTime('not a date')).toBe('not a date');
    expect(formatManilaDate('')).toBe('');
  });
});
