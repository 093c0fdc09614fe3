import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../components/test-utils';
import { CreditFreeDates, creditFreeNotes } from './CreditFreeDates';

describe('CreditFreeDates (issue 22)', () => {
  it('names the regular holidays and rest days of the range, in date order', () => {
    // Fri 27 Nov 2026 to Mon 30 Nov 2026: Sunday the 29th, Bonifacio Day the 30th.
    expect(creditFreeNotes('2026-11-27', '2026-11-30')).toEqual([
      '29 Nov 2026 is a rest day: no leave credit is used.',
      '30 Nov 2026 is a regular holiday (Bonifacio Day): no leave credit is used.',
    ]);
    expect(creditFreeNotes('2026-11-27', '')).toEqual([]);
    expect(creditFreeNotes('', '2026-11-30')).toEqual([]);
  });

  it('shows the notes for a type that uses credits only', () => {
    const { unmount } = renderWithProviders(<CreditFreeDates usesCredits start="2026-11-30" end="" />);
    expect(screen.getByTestId('credit-free-dates').textContent).toBe(
      '30 Nov 2026 is a regular holiday (Bonifacio Day): no leave credit is used.',
    );
    unmount();
    renderWithProviders(<CreditFreeDates usesCredits={false} start="2026-11-30" end="" />);
    expect(screen.queryByTestId('credit-free-dates')).toBeNull();
  });
});
