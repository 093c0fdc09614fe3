/** Processing a year-end payroll with employees without an opening balance asks first, naming how many (issue 23). */
import { Button } from '@mantine/core';
import type { PayrollRow } from '@sahod/shared';
import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../components/test-utils';
import { useMissingOpeningConfirm } from './useMissingOpeningConfirm';

const WARNING =
  'No opening balance for 2026: year figures count only payrolls processed in Sahod (from 1 Nov 2026).';
const row = (employee_id: number, warning: string | null) => ({ employee_id, warning }) as PayrollRow;
const ROWS = [row(1, WARNING), row(2, `Tax shortfall not withheld: ₱10.00. ${WARNING}`), row(3, null)];

function Harness({ ids }: { ids: number[] }) {
  const ask = useMissingOpeningConfirm();
  const [answer, setAnswer] = useState('');
  return (
    <>
      <Button onClick={async () => setAnswer(String(await ask(ROWS, ids)))}>Process</Button>
      <output>{answer}</output>
    </>
  );
}

describe('useMissingOpeningConfirm', () => {
  it('names how many of the chosen employees have no opening balance and proceeds on Process anyway', async () => {
    const { user } = renderWithProviders(<Harness ids={[1, 2, 3]} />);
    await user.click(screen.getByRole('button', { name: 'Process' }));
    const dialog = await screen.findByRole('dialog', { name: 'Year-end payroll' });
    expect(dialog.textContent).toContain(
      '2 employees have no opening balance for 2026. Their year figures count only payrolls processed in Sahod. Process anyway?',
    );
    await user.click(screen.getByRole('button', { name: 'Process anyway' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('2'));
  });

  it('Cancel keeps the payroll unprocessed', async () => {
    const { user } = renderWithProviders(<Harness ids={[1]} />);
    await user.click(screen.getByRole('button', { name: 'Process' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('null'));
  });

  it('asks nothing when every chosen employee has an opening balance or a whole year', async () => {
    const { user } = renderWithProviders(<Harness ids={[3]} />);
    await user.click(screen.getByRole('button', { name: 'Process' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('0'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
