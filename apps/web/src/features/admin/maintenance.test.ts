import { describe, expect, it } from 'vitest';
import { formatCountdown, maintenanceStatusText, remainingMinutes } from './maintenance';

describe('maintenanceStatusText', () => {
  it('words active, counting down and off', () => {
    expect(maintenanceStatusText({ active: true, message: 'Upgrade', remaining: 0 })).toBe(
      'Maintenance is active: Upgrade',
    );
    expect(maintenanceStatusText({ active: false, message: 'Upgrade', remaining: 4 * 60_000 + 1 })).toBe(
      'Maintenance starts in 5 minutes',
    );
    expect(maintenanceStatusText({ active: false, message: '', remaining: 1 })).toBe(
      'Maintenance starts in 1 minute',
    );
    expect(maintenanceStatusText({ active: false, message: '', remaining: 0 })).toBe('Maintenance is off');
  });
});

describe('remainingMinutes', () => {
  it('rounds up to whole minutes', () => {
    expect(remainingMinutes(0)).toBe(0);
    expect(remainingMinutes(1)).toBe(1);
    expect(remainingMinutes(60_000)).toBe(1);
    expect(remainingMinutes(60_001)).toBe(2);
  });
});

describe('formatCountdown', () => {
  it('shows m:ss under an hour and h:mm:ss above', () => {
    expect(formatCountdown(299_500)).toBe('5:00');
    expect(formatCountdown(61_000)).toBe('1:01');
    expect(formatCountdown(3_725_000)).toBe('1:02:05');
    expect(formatCountdown(-5)).toBe('0:00');
  });
});
