import type { ShiftRow, TimesheetRecord } from '@sahod/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../components/test-utils';
import { TimesheetCell } from './TimesheetPage';

const DAY: ShiftRow = {
  shift_id: 1,
  shift_name: 'Day Shift',
  start_time: '08:00:00',
  end_time: '17:00:00',
  color_hex: '#40C057',
  overnight: false,
  break_minutes: 60,
  grace_minutes: 0,
};
const record = (start: string, end: string): TimesheetRecord => ({
  log_no: 1,
  employee_id: 3,
  shift_date: '2026-03-02',
  start_time: start,
  end_time: end,
  lunch_start: '12:00:00',
  lunch_end: '13:00:00',
  notes: null,
});

describe('TimesheetCell (issue 22 section 4)', () => {
  it('shows the whole status, allowed to wrap, never cut to an ellipsis; punches in 24-hour time', () => {
    renderWithProviders(
      <div style={{ width: 90 }}>
        <TimesheetCell
          cell={{ record: record('08:00:00', '16:00:00'), shift: DAY }}
          upcoming={false}
          at={{ date: '2026-03-02', now: new Date('2026-03-10T00:00:00Z') }}
        />
      </div>,
    );
    const badge = screen.getByTestId('timesheet-status');
    expect(badge.textContent).toBe('Early Departure');
    expect(badge.getAttribute('title')).toBe('Early Departure');
    const label = badge.querySelector('.mantine-Badge-label') as HTMLElement;
    expect(label.style.whiteSpace).toBe('normal');
    expect(label.style.textOverflow).toBe('clip');
    expect(badge.style.height).toBe('auto');
    expect(screen.getByTestId('timesheet-cell').textContent).toMatch(/08:00.*16:00/);
    expect(screen.getByTestId('timesheet-cell').textContent).not.toMatch(/AM|PM/);
  });
});
