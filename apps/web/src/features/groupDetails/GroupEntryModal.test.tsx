import { GROUP_MSG } from '@sahod/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../components/test-utils';
import { GroupEntryModal } from './GroupEntryModal';

const NCR = {
  code: 1,
  name: 'NCR Minimum Wage',
  pay_basis: 'Monthly' as const,
  monthly_salary: 18070,
  day_rate: 695,
  hour_rate: 86.88,
  days: 26,
  hours: 8,
  annual_factor: 312,
};

function renderModal(props: Partial<Parameters<typeof GroupEntryModal>[0]> = {}) {
  const onSave = props.onSave ?? vi.fn(async () => ({}));
  const onClose = vi.fn();
  const result = renderWithProviders(
    <GroupEntryModal group="salary_group" opened onClose={onClose} onSave={onSave} {...props} />,
  );
  return { ...result, onSave, onClose };
}

const input = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) });

describe('GroupEntryModal', () => {
  it('shows Day Rate = monthly salary x 12 / factor and Hour Rate = that / hours, as the user types', async () => {
    const { user } = renderModal({ row: NCR });
    // 18,070 x 12 / 312 = 695.00; / 8 = 86.875 -> 86.88
    expect((screen.getByTestId('day-rate') as HTMLInputElement).value).toBe('₱695.00');
    expect((screen.getByTestId('hour-rate') as HTMLInputElement).value).toBe('₱86.88');
    // 18,070 x 12 / 261 = 830.805 -> 830.80; / 8 = 103.851 -> 103.85
    await user.clear(input('Annual Factor'));
    await user.type(input('Annual Factor'), '261');
    expect((screen.getByTestId('day-rate') as HTMLInputElement).value).toBe('₱830.80');
    expect((screen.getByTestId('hour-rate') as HTMLInputElement).value).toBe('₱103.85');
    // A blank factor is Days x 12: then 18,070 / 22 = 821.36
    await user.clear(input('Annual Factor'));
    await user.clear(input('Days'));
    await user.type(input('Days'), '22');
    expect((screen.getByTestId('day-rate') as HTMLInputElement).value).toBe('₱821.36');
    expect((screen.getByTestId('hour-rate') as HTMLInputElement).value).toBe('₱102.67');
    await user.clear(input('Days'));
    expect((screen.getByTestId('day-rate') as HTMLInputElement).value).toBe('');
    expect(screen.getByTestId('day-rate').hasAttribute('readonly')).toBe(true);
  });

  it('disables Save while nothing changed, and for the same amount written differently', async () => {
    const { user } = renderModal({ row: NCR });
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save.hasAttribute('disabled')).toBe(true);
    await user.type(input('Monthly Salary'), '.00');
    expect(save.hasAttribute('disabled')).toBe(true);
    await user.type(input('Hours'), '.5');
    expect(save.hasAttribute('disabled')).toBe(false);
  });

  it('accepts only digits and a dot, and strips leading spaces from the name', async () => {
    const { user } = renderModal();
    await user.type(input('Monthly Salary'), '2a0,000.5x');
    expect((input('Monthly Salary') as HTMLInputElement).value).toBe('20000.5');
    await user.type(input('Name'), '   Grade');
    expect((input('Name') as HTMLInputElement).value).toBe('Grade');
  });

  it('lists the missing fields on Save, then confirms and sends the entry', async () => {
    const { user, onSave, onClose } = renderModal();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Please fill in all fields. Missing: Name, Monthly Salary, Days, Hours',
    );
    await user.type(input('Name'), 'Grade 1 ');
    await user.type(input('Monthly Salary'), '20000');
    await user.type(input('Days'), '32');
    await user.type(input('Hours'), '8');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert').textContent).toBe(GROUP_MSG.range('Days', 1, 31));
    await user.clear(input('Days'));
    await user.type(input('Days'), '22');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByText(GROUP_MSG.saveConfirm);
    expect(onSave).not.toHaveBeenCalled();
    await user.click(
      within(dialog.closest('section') ?? document.body).getByRole('button', { name: 'Confirm' }),
    );
    expect(onSave).toHaveBeenCalledWith({
      name: 'Grade 1',
      pay_basis: 'Monthly',
      monthly_salary: '20000',
      day_rate: '',
      days: '22',
      hours: '8',
      annual_factor: '',
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('keeps the dialog open with the server`s message when saving fails', async () => {
    const onSave = vi.fn(async () => {
      throw new Error(GROUP_MSG.duplicateName);
    });
    const { user, onClose } = renderModal({ row: NCR, onSave });
    await user.type(input('Name'), ' 2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect((await screen.findByRole('alert')).textContent).toBe(GROUP_MSG.duplicateName);
    expect(onClose).not.toHaveBeenCalled();
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ code: 1, name: 'NCR Minimum Wage 2' }));
  });

  it('a Daily-rated group states its Day Rate instead of a Monthly Salary', async () => {
    const { user, onSave } = renderModal();
    await user.click(screen.getByRole('combobox', { name: /^Pay Basis/ }));
    await user.click(await screen.findByRole('option', { name: 'Daily-rated' }));
    expect(screen.queryByRole('textbox', { name: /^Monthly Salary/ })).toBeNull();
    await user.type(input('Name'), 'NCR Daily');
    await user.type(input('Day Rate'), '695');
    await user.type(input('Days'), '26');
    await user.type(input('Hours'), '8');
    await user.type(input('Annual Factor'), '313');
    expect((screen.getByTestId('hour-rate') as HTMLInputElement).value).toBe('₱86.88');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'NCR Daily',
        pay_basis: 'Daily',
        day_rate: '695',
        annual_factor: '313',
      }),
    );
  });

  it('a statutory tax group has its fixed amounts locked at zero', async () => {
    renderModal({ group: 'w_tax_group' });
    expect(input('SSS Rate').hasAttribute('disabled')).toBe(true);
    expect((input('SSS Rate') as HTMLInputElement).value).toBe('0');
    expect(screen.queryByTestId('day-rate')).toBeNull();
  });
});
