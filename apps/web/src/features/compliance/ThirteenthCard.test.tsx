import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PermissionContext } from '../../app/permissions';
import { renderWithProviders } from '../../components/test-utils';
import { json, stubFetch } from '../../test/fakeServer';
import { ThirteenthCard } from './ThirteenthCard';

const ALL = { view: true, create: true, update: true, delete: true };
const row = (employee_id: number, name: string, basic: number, due: number) => ({
  employee_id,
  employee_code: `E${employee_id}`,
  name,
  basic_earned: basic,
  thirteenth: due,
  already_paid: 0,
  due,
  non_taxable: Math.min(due, 90_000),
  taxable: Math.max(0, due - 90_000),
  before_sahod: null as { basic_earned: number; already_paid: number } | null,
  warning: null as string | null,
});
const PREVIEW = {
  company: { id: 4, name: 'Acme Trading' },
  period: '2026',
  rows: [row(1, 'Abad, Ana', 240_000, 20_000), row(2, 'Bautista, Ben', 1_440_000, 120_000)],
  totals: {
    employees: 2,
    basic_earned: 1_680_000,
    thirteenth: 140_000,
    already_paid: 0,
    due: 140_000,
    non_taxable: 110_000,
    taxable: 30_000,
    missing_opening: 0,
  },
  processed: 0,
  due_date: '2026-12-24',
  due_status: { days: 30, overdue: false },
};

const WARNING =
  'No opening balance for 2026: year figures count only payrolls processed in Sahod (from 1 Nov 2026).';
let processed: unknown[];
let preview: typeof PREVIEW;
beforeEach(() => {
  processed = [];
  preview = PREVIEW;
  let done = false;
  stubFetch({
    'GET /api/compliance/thirteenth': () => json(200, { ...preview, processed: done ? 2 : 0 }),
    'POST /api/compliance/thirteenth/process/jobs': async (_url, init) => {
      processed.push(JSON.parse(String(init?.body)));
      done = true;
      return json(202, { job_id: 7 });
    },
    'GET /api/jobs/7': () =>
      json(200, {
        id: 7,
        kind: 'thirteenth.process',
        state: 'done',
        done: 2,
        total: 2,
        result: { message: '13th month processed for 2 employees.', processed: 2, total: 140_000 },
        error: null,
        has_file: false,
        attempts: 1,
        created_by: 1,
        created_at: '2026-11-21T00:00:00.000Z',
        started_at: '2026-11-21T00:00:01.000Z',
        progress_at: '2026-11-21T00:00:02.000Z',
        finished_at: '2026-11-21T00:00:02.000Z',
      }),
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

function renderCard(permissions = ALL) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithProviders(
    <QueryClientProvider client={client}>
      <PermissionContext.Provider value={{ module: 'compliance', permissions }}>
        <ThirteenthCard companyId="4" year="2026" />
      </PermissionContext.Provider>
    </QueryClientProvider>,
  );
}

describe('ThirteenthCard', () => {
  it('shows the due badge and totals, and previews the rows with a totals row', async () => {
    const { user } = renderCard();
    expect(await screen.findByText('due in 30 days')).toBeTruthy();
    expect(screen.getByText(/Due: ₱140,000\.00/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const table = screen.getByRole('table');
    expect(within(table).getByText('Bautista, Ben')).toBeTruthy();
    expect(within(table).getByText('Total')).toBeTruthy();
    expect(within(table).getByText('₱1,680,000.00')).toBeTruthy();
  });

  it('processes after the confirmation with the pay date, then shows it processed', async () => {
    const { user } = renderCard();
    await screen.findByText('due in 30 days');
    const payDate = screen.getByTestId('thirteenth-pay-date');
    await user.clear(payDate);
    await user.type(payDate, '2026-12-18');
    await user.click(screen.getByRole('button', { name: 'Process 13th month' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/2 employees \(total ₱140,000\.00\).*Pay Date: 2026-12-18/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Process 13th month' }));
    await waitFor(() => expect(processed).toEqual([{ company_id: 4, year: 2026, pay_date: '2026-12-18' }]));
    expect(await screen.findByText('13th month processed for 2 employees.')).toBeTruthy();
    expect(await screen.findByText('Processed')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Payslips PDF' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Payroll Register (Excel)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Process 13th month' })).toHaveProperty('disabled', true);
  });

  it('shows the Before Sahod part and the warning; processing names how many have no opening balance', async () => {
    preview = {
      ...PREVIEW,
      rows: [
        { ...row(1, 'Abad, Ana', 240_000, 20_000), warning: WARNING },
        {
          ...row(2, 'Bautista, Ben', 1_440_000, 120_000),
          already_paid: 10_000,
          before_sahod: { basic_earned: 1_200_000, already_paid: 10_000 },
        },
      ],
      totals: { ...PREVIEW.totals, missing_opening: 1 },
    };
    const { user } = renderCard();
    expect(await screen.findByText(WARNING)).toBeTruthy();
    expect(screen.getByText('Employees: Abad, Ana')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const table = screen.getByRole('table');
    expect(within(table).getByText('Before Sahod')).toBeTruthy();
    expect(within(table).getByText('₱1,200,000.00 · paid ₱10,000.00')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Process 13th month' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(/1 employee has no opening balance for 2026\. .*Process anyway\?/),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Process 13th month' }));
    await waitFor(() =>
      expect(processed).toEqual([
        { company_id: 4, year: 2026, pay_date: '2026-12-24', confirm_missing_opening: true },
      ]),
    );
  });

  it('keeps Process disabled without compliance create', async () => {
    renderCard({ ...ALL, create: false });
    await screen.findByText('due in 30 days');
    expect(screen.getByRole('button', { name: 'Process 13th month' })).toHaveProperty('disabled', true);
  });
});
