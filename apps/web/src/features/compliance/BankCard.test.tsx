import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../components/test-utils';
import { json, stubFetch } from '../../test/fakeServer';
import { BankCards } from './BankCard';

const BANKS = {
  banks: [
    { bank: 'bpi', employees: 2, company_code: 'ACME', funding_account: '3001234567' },
    { bank: 'bdo', employees: 1, company_code: null, funding_account: null },
  ],
  payrolls: [
    { start_date: '2026-02-01', end_date: '2026-02-15' },
    { start_date: '2026-02-16', end_date: '2026-02-28' },
  ],
};
const answer = (bank: string) => ({
  company: { id: 4, name: 'Acme' },
  period: '2026-02-16..2026-02-28',
  rows: [{ employee_id: 1, account_no: '1234567890', account_name: 'Maria Santos', amount: 12500 }],
  totals: { count: 1, amount: 12500 },
  warnings: [],
  due_date: null,
  due_status: null,
  notice: null,
  bank_options:
    bank === 'bpi'
      ? { company_code: 'ACME', funding_account: '3001234567' }
      : { company_code: null, funding_account: null },
});

let asked: URL[];
beforeEach(() => {
  asked = [];
  stubFetch({
    'GET /api/compliance/banks': () => json(200, BANKS),
    'GET /api/compliance/files': () => json(200, []),
    'GET /api/compliance/bank': (url) => {
      asked.push(url);
      if (url.searchParams.get('format') === 'file')
        return json(409, {
          error:
            'batch_no: batch 7 is already used on 2026-02-28 for the payroll 2026-02-01 to 2026-02-15; use another batch number.',
        });
      return json(200, answer(url.searchParams.get('bank') ?? ''));
    },
  });
});
afterEach(() => vi.unstubAllGlobals());

function render() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithProviders(
    <MemoryRouter>
      <QueryClientProvider client={client}>
        <BankCards companyId="4" period="2026-02" />
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

describe('BankCards', () => {
  it('one card per bank in use, for the latest payroll of the month, with the total', async () => {
    render();
    const bpi = await screen.findByTestId('compliance-card-bank-bpi');
    expect(await screen.findByTestId('compliance-card-bank-bdo')).toBeTruthy();
    expect(await within(bpi).findByText(/Amount: ₱12,500\.00/)).toBeTruthy();
    const first = asked.find((u) => u.searchParams.get('bank') === 'bpi');
    expect(first?.searchParams.get('start_date')).toBe('2026-02-16');
  });

  it('the download dialog is filled with what was remembered and shows a refusal', async () => {
    const { user } = render();
    const bpi = await screen.findByTestId('compliance-card-bank-bpi');
    await user.click(await within(bpi).findByRole('button', { name: 'Download' }));
    const dialog = await screen.findByRole('dialog', { name: 'Download BPI File' });
    expect((within(dialog).getByLabelText(/Company Code/) as HTMLInputElement).value).toBe('ACME');
    expect((within(dialog).getByLabelText(/Funding Account/) as HTMLInputElement).value).toBe('3001234567');
    await user.type(within(dialog).getByLabelText(/Batch No\./), '7');
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(asked.some((u) => u.searchParams.get('format') === 'file')).toBe(true));
    const file = asked.find((u) => u.searchParams.get('format') === 'file');
    expect(file?.searchParams.get('company_code')).toBe('ACME');
    expect(file?.searchParams.get('batch_no')).toBe('7');
    expect(await within(dialog).findByText(/batch 7 is already used/)).toBeTruthy();
  });
});
