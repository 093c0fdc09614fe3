import type { ShiftRow, TimesheetApplication, TimesheetRecord } from '@sahod/shared';
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

  const approved = (type: string, start: string, end: string): TimesheetApplication => ({
    application_id: type.length,
    employee_id: 3,
    effective_date: '2026-03-02',
    application_type: type,
    start_time: start,
    end_time: end,
  });
  const at = { date: '2026-03-02', now: new Date('2026-03-10T00:00:00Z') };

  it('shows an approved Official Business with its hours and counts them as present (issue 27)', () => {
    renderWithProviders(
      <TimesheetCell
        cell={{
          record: undefined,
          shift: DAY,
          applications: [approved('Official Business', '08:00', '17:00')],
        }}
        upcoming={false}
        at={at}
      />,
    );
    const label = screen.getByTestId('timesheet-business');
    expect(label.textContent).toBe('OB 08:00-17:00');
    expect(label.getAttribute('title')).toBe('Official Business 08:00-17:00 (9h 0m)');
    // Without the application the day is Absent; the window 08:00-17:00 covers the Day Shift.
    expect(screen.getByTestId('timesheet-status').textContent).toBe('Present');
  });

  it('shows an approved Undertime with its hours; the early departure is excused', () => {
    renderWithProviders(
      <TimesheetCell
        cell={{
          record: record('08:00:00', '15:00:00'),
          shift: DAY,
          applications: [approved('Undertime', '15:00', '17:00')],
        }}
        upcoming={false}
        at={at}
      />,
    );
    expect(screen.getByTestId('timesheet-business').textContent).toBe('UT 15:00-17:00');
    expect(screen.getByTestId('timesheet-business').getAttribute('title')).toBe(
      'Undertime 15:00-17:00 (2h 0m)',
    );
    expect(screen.getByTestId('timesheet-status').textContent).toBe('Present');
  });

  it('a day without applications shows no OB or UT label', () => {
    renderWithProviders(
      <TimesheetCell
        cell={{ record: record('08:00:00', '15:00:00'), shift: DAY }}
        upcoming={false}
        at={at}
      />,
    );
    expect(screen.queryByTestId('timesheet-business')).toBeNull();
    expect(screen.getByTestId('timesheet-status').textContent).toBe('Early Departure');
  });
});
