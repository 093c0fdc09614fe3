import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../components/test-utils';
import { type NoTimeOutDay, NoTimeOutList } from './NoTimeOutList';

const day = (id: number, last: string, date: string): NoTimeOutDay => ({
  employee: {
    employee_id: id,
    employee_code: `E000${id}`,
    first_name: 'Ana',
    last_name: last,
    middle_name: null,
    company_id: 1,
    department_id: 1,
    designation_id: 1,
    designation: null,
  },
  date,
  record: {
    log_no: 10 + id,
    employee_id: id,
    shift_date: date,
    start_time: '07:55:00',
    end_time: null,
    lunch_start: null,
    lunch_end: null,
    notes: null,
  },
  shift_id: 1,
});

describe("NoTimeOutList (issue 28: the whole filter's days, not the page's)", () => {
  it('counts every day under the filter, lists those sent, and opens the day it is given', async () => {
    const onOpen = vi.fn();
    const days = [day(1, 'Aquino', '2026-11-16'), day(2, 'Bautista', '2026-11-17')];
    renderWithProviders(<NoTimeOutList days={days} count={32} onOpen={onOpen} />);
    expect(screen.getByText('No time out: 32 days to correct')).toBeTruthy();
    expect(screen.getByText('… 30 more')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /Bautista.*2026-11-17 \(in 07:55\)/ }));
    expect(onOpen).toHaveBeenCalledWith(days[1]);
  });

  it('shows nothing without such days', () => {
    const { container } = renderWithProviders(<NoTimeOutList days={[]} count={0} onOpen={() => {}} />);
    expect(container.querySelector('[data-testid="no-time-out-list"]')).toBeNull();
  });
});
