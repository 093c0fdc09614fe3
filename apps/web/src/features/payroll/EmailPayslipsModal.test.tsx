/** 'E-mail payslips' (issue 25 §4): the per-employee status with the server's answer, and Send again. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../components/test-utils';
import { json, stubFetch } from '../../test/fakeServer';
import { EmailPayslipsModal } from './EmailPayslipsModal';

const item = (employee_id: number, name: string, status: string, last_error: string | null = null) => ({
  employee_id,
  name,
  address: status === 'no_address' ? null : `${name.split(',')[0]?.toLowerCase()}@example.ph`,
  status,
  attempts: status === 'failed' ? 3 : 1,
  last_error,
  sent_at: null,
});
const STATUS = {
  total: 3,
  done: 3,
  counts: { queued: 0, sending: 0, sent: 1, failed: 1, no_address: 1 },
  items: [
    item(1, 'Aquino, Ana', 'sent'),
    item(2, 'Bautista, Ben', 'failed', '550 Mailbox unavailable'),
    item(3, 'Cruz, Cora', 'no_address'),
  ],
};
const RUN = {
  start_date: '2026-11-01',
  end_date: '2026-11-15',
  pay_period: 'Semi-monthly' as const,
  pay_date: null,
  employees: 3,
  gross_pay: 0,
  total_deductions: 0,
  net_pay: 0,
  processed_by: null,
  processed_at: '2026-11-16T01:00:00.000Z',
};

afterEach(() => vi.unstubAllGlobals());

describe('EmailPayslipsModal', () => {
  it("shows each employee's status, the server's answer of a failure, and sends one again", async () => {
    const posted: unknown[] = [];
    stubFetch({
      'GET /api/payroll/email-payslips': () => json(200, STATUS),
      'POST /api/payroll/email-payslips': (_url, init) => {
        posted.push(JSON.parse(String(init?.body)));
        return json(200, STATUS);
      },
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    renderWithProviders(
      <QueryClientProvider client={client}>
        <EmailPayslipsModal companyId="4" run={{ ...RUN }} onClose={() => {}} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('3 / 3 done · 1 sent · 1 failed · 1 without e-mail address')).toBeTruthy();
    expect(screen.getByText('550 Mailbox unavailable')).toBeTruthy();
    expect(screen.getByText('No e-mail address')).toBeTruthy();
    const again = screen.getAllByRole('button', { name: 'Send again' });
    expect(again).toHaveLength(2);
    fireEvent.click(screen.getByLabelText('Last 4 digits of the TIN + birth date (MMDDYYYY)'));
    fireEvent.click(again[0] as HTMLElement);
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      company_id: 4,
      pay_period: 'Semi-monthly',
      start_date: '2026-11-01',
      end_date: '2026-11-15',
      password_rule: 'tin4_birth_date',
      resend_employee_ids: [1],
    });
  });

  it("while the run's job sends, shows the time left at its rate so far (issue 28)", async () => {
    const started = new Date(Date.now() - 60_000).toISOString();
    stubFetch({
      'GET /api/payroll/email-payslips': () =>
        json(200, {
          total: 90,
          done: 30,
          counts: { queued: 60, sending: 0, sent: 30, failed: 0, no_address: 0 },
          items: [item(1, 'Aquino, Ana', 'sent')],
          job_id: 7,
        }),
      // 30 sent in 60 s: the 60 left take about 2 minutes.
      'GET /api/jobs/7': () =>
        json(200, {
          id: 7,
          kind: 'payslips.email',
          state: 'running',
          done: 30,
          total: 90,
          result: null,
          error: null,
          has_file: false,
          file_expired: false,
          attempts: 0,
          created_by: 1,
          created_at: started,
          started_at: started,
          progress_at: started,
          finished_at: null,
        }),
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    renderWithProviders(
      <QueryClientProvider client={client}>
        <EmailPayslipsModal companyId="4" run={{ ...RUN }} onClose={() => {}} />
      </QueryClientProvider>,
    );
    expect(
      await screen.findByText(/^About 2 min left · The e-mails go on when this window is closed/),
    ).toBeTruthy();
  });
});
