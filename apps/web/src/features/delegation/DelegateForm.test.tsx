/** The 'Delegate while away' form (issue 27 §2): the shared rules before sending, the body sent. */
import { DELEGATION_MSG } from '@sahod/shared';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../components/test-utils';
import { checkDelegation, DelegateForm } from './DelegateForm';

const PEOPLE = [
  { employee_id: 4, name: 'Ramon Bautista' },
  { employee_id: 1, name: 'Maria Santos' },
];

function renderForm(withApprover = false) {
  const onSubmit = vi.fn(async () => true);
  const view = renderWithProviders(
    <DelegateForm
      delegates={PEOPLE}
      approvers={withApprover ? PEOPLE : undefined}
      onSubmit={onSubmit}
      pending={false}
    />,
  );
  return { ...view, onSubmit };
}

const combo = (name: RegExp) => screen.getByRole('combobox', { name }) as HTMLInputElement;
const date = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('DelegateForm', () => {
  it('asks for the delegate, then refuses a start after the end, sending nothing', async () => {
    const { user, onSubmit } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Delegate' }));
    expect(screen.getByTestId('delegate-problem').textContent).toBe(DELEGATION_MSG.delegateRequired);

    await user.click(combo(/^Delegate/));
    await user.click(await screen.findByRole('option', { name: 'Maria Santos' }));
    date(/^From/, '2026-12-10');
    date(/^To/, '2026-12-07');
    await user.click(screen.getByRole('button', { name: 'Delegate' }));
    expect(screen.getByTestId('delegate-problem').textContent).toBe(DELEGATION_MSG.fromAfterTo);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the delegate and the dates, and clears the form after success', async () => {
    const { user, onSubmit } = renderForm();
    await user.click(combo(/^Delegate/));
    await user.click(await screen.findByRole('option', { name: 'Ramon Bautista' }));
    date(/^From/, '2026-12-07');
    date(/^To/, '2026-12-11');
    await user.click(screen.getByRole('button', { name: 'Delegate' }));
    expect(onSubmit).toHaveBeenCalledWith({
      delegate_employee_id: 4,
      date_from: '2026-12-07',
      date_to: '2026-12-11',
    });
    expect(screen.queryByTestId('delegate-problem')).toBeNull();
    expect((screen.getByLabelText(/^From/) as HTMLInputElement).value).toBe('');
  });

  it('for HR: the approver is chosen too and is not offered as their own delegate', async () => {
    const { user, onSubmit } = renderForm(true);
    await user.click(combo(/^Approver/));
    await user.click(await screen.findByRole('option', { name: 'Ramon Bautista' }));
    await user.click(combo(/^Delegate/));
    expect(screen.queryByRole('option', { name: 'Ramon Bautista' })).toBeNull();
    await user.click(await screen.findByRole('option', { name: 'Maria Santos' }));
    date(/^From/, '2026-12-07');
    date(/^To/, '2026-12-07');
    await user.click(screen.getByRole('button', { name: 'Delegate' }));
    expect(onSubmit).toHaveBeenCalledWith({
      approver_employee_id: 4,
      delegate_employee_id: 1,
      date_from: '2026-12-07',
      date_to: '2026-12-07',
    });
  });

  it('checkDelegation names the first problem the server would answer', () => {
    const base = { approver: null, delegate: '4', from: '2026-12-07', to: '2026-12-07' };
    expect(checkDelegation(base, true)).toEqual({ ok: false, message: DELEGATION_MSG.approverRequired });
    expect(checkDelegation({ ...base, approver: '4' }, true)).toEqual({
      ok: false,
      message: DELEGATION_MSG.self,
    });
    expect(checkDelegation({ ...base, from: '07/12/2026' }, false)).toEqual({
      ok: false,
      message: DELEGATION_MSG.dateInvalid,
    });
  });
});
