import type { GridEmployee, PermissionSet, ShiftRow } from '@sahod/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../components/test-utils';
import { type CellTarget, ShiftCellModal } from './ShiftCellModal';

const EMPLOYEE: GridEmployee = {
  employee_id: 7,
  employee_code: '00007',
  first_name: 'Kristine Joy',
  last_name: 'Mendoza',
  middle_name: null,
  company_id: 1,
  department_id: 2,
  designation_id: 3,
  designation: 'Accounting Clerk',
};
const SHIFTS: ShiftRow[] = [
  {
    shift_id: 1,
    shift_name: 'Day Shift',
    start_time: '08:00:00',
    end_time: '17:00:00',
    color_hex: '#4DABF7',
    overnight: false,
    break_minutes: 60,
    grace_minutes: 0,
  },
  {
    shift_id: 2,
    shift_name: 'Unpaid Leave',
    start_time: null,
    end_time: null,
    color_hex: '#ADB5BD',
    overnight: false,
    break_minutes: 60,
    grace_minutes: 0,
  },
  {
    shift_id: 4,
    shift_name: 'Paid Leave',
    start_time: null,
    end_time: null,
    color_hex: '#B197FC',
    overnight: false,
    break_minutes: 60,
    grace_minutes: 0,
  },
  {
    shift_id: 5,
    shift_name: 'Night Shift',
    start_time: '22:00:00',
    end_time: '07:00:00',
    color_hex: '#5C7CFA',
    overnight: true,
    break_minutes: 60,
    grace_minutes: 0,
  },
];
const ALL: PermissionSet = { view: true, create: true, update: true, delete: true };

function open(target: CellTarget, permissions: PermissionSet = ALL) {
  const onSave = vi.fn(async () => ({}));
  const onRemove = vi.fn(async () => ({}));
  const onClose = vi.fn();
  const result = renderWithProviders(
    <ShiftCellModal
      target={target}
      shifts={SHIFTS}
      permissions={permissions}
      onClose={onClose}
      onSave={onSave}
      onRemove={onRemove}
    />,
  );
  return { ...result, onSave, onRemove, onClose };
}

const save = () => screen.getByRole('button', { name: 'Save' });

describe('ShiftCellModal (spec 4 "Schedule cell", 5)', () => {
  it("'Creating Shift': leaves are not offered; Save needs a shift and create permission; no Remove", async () => {
    const { user, onSave, onClose } = open({ employee: EMPLOYEE, date: '2026-03-02', entry: undefined });
    expect(screen.getByText('Creating Shift')).toBeTruthy();
    expect(screen.getByText('Mendoza, Kristine Joy')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove Shift' })).toBeNull();
    expect(save().hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('combobox', { name: 'Shift' }));
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['Day Shift (08:00-17:00)', 'Night Shift (22:00-07:00)']);
    await user.click(screen.getByRole('option', { name: 'Night Shift (22:00-07:00)' }));
    expect(save().hasAttribute('disabled')).toBe(false);
    await user.click(save());
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ date: '2026-03-02' }), 5);
    expect(onClose).toHaveBeenCalled();
  });

  it("'Editing Shift': Save stays disabled for the same shift and without update; Remove needs delete", async () => {
    const entry = { log_no: 9, employee_id: 7, shift_date: '2026-03-02', shift_id: 1 };
    open(
      { employee: EMPLOYEE, date: '2026-03-02', entry },
      { view: true, create: true, update: false, delete: false },
    );
    expect(screen.getByText('Editing Shift')).toBeTruthy();
    expect(save().hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Remove Shift' }).hasAttribute('disabled')).toBe(true);
  });

  it('shows the server refusal and stays open', async () => {
    const entry = { log_no: 9, employee_id: 7, shift_date: '2026-03-02', shift_id: 1 };
    const onSave = vi.fn(async () => {
      throw new Error('Cannot edit approved leaves.');
    });
    const onClose = vi.fn();
    const { user } = renderWithProviders(
      <ShiftCellModal
        target={{ employee: EMPLOYEE, date: '2026-03-02', entry }}
        shifts={SHIFTS}
        permissions={ALL}
        onClose={onClose}
        onSave={onSave}
        onRemove={vi.fn()}
      />,
    );
    await user.click(screen.getByRole('combobox', { name: 'Shift' }));
    await user.click(screen.getByRole('option', { name: 'Night Shift (22:00-07:00)' }));
    await user.click(save());
    expect((await screen.findByRole('alert')).textContent).toBe('Cannot edit approved leaves.');
    expect(onClose).not.toHaveBeenCalled();
  });
});
