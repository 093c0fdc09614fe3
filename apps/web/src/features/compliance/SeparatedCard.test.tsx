import { FINAL_PAY_TEXT } from '@sahod/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../components/test-utils';
import { json, stubFetch } from '../../test/fakeServer';
import { SeparatedCard } from './SeparatedCard';

const REYES = {
  employee_id: 7,
  employee_code: 'R0007',
  name: 'Reyes, Juan',
  separation_date: '2026-04-15',
  separation_reason: 'R',
  deadline: '2026-05-15',
  days_left: -3,
  overdue: true,
  payslip_id: null,
  pay_date: null,
};
const CRUZ = { ...REYES, employee_id: 8, name: 'Cruz, Ana', days_left: 12, overdue: false };

const STATEMENT = {
  employee_id: 7,
  employee_code: 'R0007',
  name: 'Reyes, Juan',
  date_hired: '2020-01-06',
  separation_date: '2026-04-15',
  separation_reason: 'R',
  deadline: '2026-05-15',
  period: { start: '2026-04-01', end: '2026-04-15' },
  earnings: [
    { name: 'Unpaid salary', amount: 9000 },
    { name: '13th month pay (pro-rated)', amount: 5250 },
    { name: 'Leave conversion (SIL)', amount: 2482.76 },
  ],
  gross_final_pay: 16732.76,
  deductions: [{ name: 'SSS', kind: 'contribution', due: 450, amount: 450 }],
  total_deductions: 450,
  unrecovered: 0,
  net_pay: 16282.76,
  thirteenth: { basic_earned: 63000, thirteenth: 5250, already_paid: 0 },
  leave: { days: 3, daily_rate: 827.59, amount: 2482.76 },
  year_end: { taxable_compensation: 60000, tax_due: 0, withheld: 0, adjustment: 0 },
  payslip_id: null,
  pay_date: null,
};

let processed: unknown[];
let statementOf: () => unknown = () => STATEMENT;
beforeEach(() => {
  processed = [];
  statementOf = () => STATEMENT;
  stubFetch({
    'GET /api/compliance/separated': () => json(200, [REYES, CRUZ]),
    'GET /api/compliance/finalpay': () => json(200, statementOf()),
    'POST /api/compliance/finalpay/process': async (_url, init) => {
      processed.push(JSON.parse(String(init?.body)));
      return json(200, {
        message: 'Final pay processed.',
        payslip_id: 99,
        net_pay: 16282.76,
        loans_closed: 0,
      });
    },
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('SeparatedCard', () => {
  it('lists separated employees with their deadline badges and processes a final pay after confirming', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { user } = renderWithProviders(
      <QueryClientProvider client={client}>
        <SeparatedCard companyId="4" />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Overdue by 3 days')).toBeTruthy();
    expect(screen.getByText('Due in 12 days')).toBeTruthy();
    expect(screen.getAllByText('Resignation').length).toBe(2);

    await user.click(screen.getAllByRole('button', { name: 'View final pay' })[0] as HTMLElement);
    const statement = await screen.findByTestId('finalpay-statement');
    expect(within(statement).getByText('Unpaid salary')).toBeTruthy();
    expect(within(statement).getByText('₱16,732.76')).toBeTruthy();
    await user.type(within(statement).getByTestId('finalpay-pay-date'), '2026-05-08');
    await user.click(within(statement).getByRole('button', { name: 'Process final pay' }));
    await screen.findByText(FINAL_PAY_TEXT.confirm);
    const dialog = screen
      .getAllByRole('dialog')
      .find((d) => within(d).queryByText(FINAL_PAY_TEXT.confirm)) as HTMLElement;
    await user.click(within(dialog).getByRole('button', { name: 'Process final pay' }));
    await waitFor(() => expect(processed).toEqual([{ employee_id: 7, pay_date: '2026-05-08' }]));
  });

  it('shows the days counted, the source and the conversions; with nothing to count, the message and no process', async () => {
    const message =
      'The unpaid salary from 2026-11-16 to 2026-11-20 cannot be computed: there is no schedule or timesheet for these days.';
    statementOf = () => ({
      ...STATEMENT,
      earnings: STATEMENT.earnings.filter((l) => l.name !== 'Unpaid salary'),
      unpaid: { source: 'none', days: 0, day_rate: 827.59, message },
      leave: {
        ...STATEMENT.leave,
        lines: [
          {
            application_type: 'Service Incentive Leave',
            name: 'Leave conversion (SIL)',
            days: 3,
            amount: 2482.76,
          },
        ],
      },
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { user } = renderWithProviders(
      <QueryClientProvider client={client}>
        <SeparatedCard companyId="4" />
      </QueryClientProvider>,
    );
    await user.click((await screen.findAllByRole('button', { name: 'View final pay' }))[0] as HTMLElement);
    const statement = await screen.findByTestId('finalpay-statement');
    expect(within(statement).getByTestId('finalpay-no-basis').textContent).toBe(message);
    expect(within(statement).queryByText('Unpaid salary')).toBeNull();
    expect(within(statement).getByTestId('finalpay-unpaid').textContent).toContain('Days counted: 0');
    expect(within(statement).getByTestId('finalpay-conversions').textContent).toContain(
      'Service Incentive Leave: 3 days x ₱827.59',
    );
    await user.type(within(statement).getByTestId('finalpay-pay-date'), '2026-11-30');
    expect(
      (within(statement).getByRole('button', { name: 'Process final pay' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });
});
