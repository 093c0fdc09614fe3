import { type ShiftRow, scheduleCoverage, TA_TEXT } from '@sahod/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../components/test-utils';
import { ScheduleCell } from './ScheduleCell';

const DAY_SHIFT: ShiftRow = {
  shift_id: 1,
  shift_name: 'Day Shift',
  start_time: '08:00:00',
  end_time: '17:00:00',
  color_hex: '#4DABF7',
  overnight: false,
  break_minutes: 60,
  grace_minutes: 0,
};

describe('ScheduleCell (issue 22: rest days)', () => {
  it("an empty cell on the employee's rest day reads 'Rest Day'", () => {
    renderWithProviders(<ScheduleCell shift={undefined} restDay />);
    expect(screen.getByTestId('schedule-cell').textContent).toBe('Rest Day');
  });

  it('an empty working day reads the no-shift text, not Rest Day', () => {
    renderWithProviders(<ScheduleCell shift={undefined} />);
    expect(screen.getByTestId('schedule-cell').textContent).toBe(TA_TEXT.noShiftAssigned);
  });

  it('a shift on a rest day shows the shift (work on a rest day)', () => {
    renderWithProviders(<ScheduleCell shift={DAY_SHIFT} restDay />);
    const cell = screen.getByTestId('schedule-cell');
    expect(cell.textContent).toContain('Day Shift');
    expect(cell.textContent).toContain('08:00-17:00');
    expect(cell.textContent).not.toContain('Rest Day');
  });
});

describe('scheduleCoverage: rest days are left out of unassigned', () => {
  // Week of Monday 2026-11-23 .. Sunday 2026-11-29.
  const dates = [
    '2026-11-23',
    '2026-11-24',
    '2026-11-25',
    '2026-11-26',
    '2026-11-27',
    '2026-11-28',
    '2026-11-29',
  ];

  it('Saturday and Sunday rest, shifts Monday-Friday: 5/5 = 100%', () => {
    const entries = dates.slice(0, 5).map((shift_date) => ({ employee_id: 1, shift_date }));
    expect(scheduleCoverage([{ employee_id: 1, rest_weekdays: '0,6' }], entries, dates).text).toBe(
      '100% assigned (5/5)',
    );
  });

  it('Sunday only (the default), shifts Monday-Friday: Saturday unassigned, 5/6 = 83%', () => {
    const entries = dates.slice(0, 5).map((shift_date) => ({ employee_id: 1, shift_date }));
    expect(scheduleCoverage([{ employee_id: 1, rest_weekdays: null }], entries, dates).text).toBe(
      '83% assigned (5/6)',
    );
  });

  it('a shift on a rest day counts as assigned: 6/6', () => {
    const entries = dates.slice(0, 6).map((shift_date) => ({ employee_id: 1, shift_date }));
    expect(scheduleCoverage([{ employee_id: 1, rest_weekdays: '0,6' }], entries, dates).text).toBe(
      '100% assigned (6/6)',
    );
  });
});
