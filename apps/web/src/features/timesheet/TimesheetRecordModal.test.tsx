import { type GridEmployee, type PermissionSet, type ShiftRow, TIMESHEET_MSG } from '@sahod/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../components/test-utils';
import { TimesheetRecordModal } from './TimesheetRecordModal';

const EMPLOYEE: GridEmployee = {
  employee_id: 3,
  employee_code: '00003',
  first_name: 'Ana',
  last_name: 'Cruz',
  middle_name: null,
  company_id: 1,
  department_id: 1,
  designation_id: 1,
  designation: 'Sales Associate',
};
const NIGHT: ShiftRow = {
  shift_id: 5,
  shift_name: 'Night Shift',
  start_time: '22:00:00',
  end_time: '07:00:00',
  color_hex: '#5C7CFA',
  overnight: true,
  break_minutes: 60,
  grace_minutes: 0,
};
const ALL: PermissionSet = { view: true, create: true, update: true, delete: true };

function open(shift: ShiftRow | undefined) {
  const onSave = vi.fn(async () => ({}));
  const result = renderWithProviders(
    <TimesheetRecordModal
      target={{ employee: EMPLOYEE, date: '2026-03-02', record: undefined, shift }}
      permissions={ALL}
      onClose={vi.fn()}
      onSave={onSave}
      onDelete={vi.fn()}
    />,
  );
  return { ...result, onSave };
}

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;

async function fill(user: ReturnType<typeof open>['user'], values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await user.clear(field(label));
    if (value) await user.type(field(label), value);
  }
}

describe('TimesheetRecordModal (spec 5 "Timesheet form")', () => {
  it('shows the spec messages and does not save', async () => {
    const { user, onSave } = open(undefined);
    const cases: Array<[Record<string, string>, string]> = [
      [{ 'Start Time': '17:00', 'End Time': '08:00' }, TIMESHEET_MSG.startBeforeEnd],
      [
        { 'Start Time': '08:00', 'End Time': '17:00', 'Lunch Start': '13:00', 'Lunch End': '12:00' },
        TIMESHEET_MSG.lunchStartBeforeEnd,
      ],
      [{ 'Lunch Start': '17:30', 'Lunch End': '18:00' }, TIMESHEET_MSG.lunchDuringShift],
    ];
    for (const [values, message] of cases) {
      await fill(user, values);
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect((await screen.findByRole('alert')).textContent).toBe(message);
    }
    expect(onSave).not.toHaveBeenCalled();
  });

  it('takes times as 24-hour HH:mm text, the format of the grid and the PDFs (issue 22 section 4)', async () => {
    const { user, onSave } = open(undefined);
    expect(field('Start Time').type).toBe('text');
    expect(field('Start Time').placeholder).toBe('HH:mm (24-hour)');
    await fill(user, { 'Start Time': '8:00 AM', 'End Time': '17:00' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Enter times as 24-hour HH:mm, e.g. 08:00 or 17:30.',
    );
    await fill(user, { 'Start Time': '08:00', 'End Time': '17:00' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(onSave).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ start_time: '08:00', end_time: '17:00' }),
    );
  });

  it('accepts a night that ends the next day on an overnight shift', async () => {
    const { user, onSave } = open(NIGHT);
    expect(screen.getByText(/Night Shift 22:00-07:00 \(ends next day\)/)).toBeTruthy();
    await fill(user, {
      'Start Time': '22:00',
      'End Time': '07:00',
      'Lunch Start': '02:00',
      'Lunch End': '03:00',
    });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({ date: '2026-03-02' }),
      expect.objectContaining({ start_time: '22:00', end_time: '07:00' }),
    );
  });
});
