import { describe, expect, it } from 'vitest';
import { activeEntry } from './BottomNav';

const items = ['/me', '/me/pay', '/me/tax', '/me/profile'].map((path) => ({ path, label: path }));

describe('activeEntry', () => {
  it('marks the longest entry a path starts with: a payslip page is Pay, not Home', () => {
    expect(activeEntry(items, '/me')).toBe('/me');
    expect(activeEntry(items, '/me/pay/12')).toBe('/me/pay');
    expect(activeEntry(items, '/me/taxes')).toBe('/me');
    expect(activeEntry(items, '/employees')).toBeNull();
  });
});
