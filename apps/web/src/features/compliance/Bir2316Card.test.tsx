import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiBlobProgress } from '../../api/client';
import { renderWithProviders } from '../../components/test-utils';
import { json, stubFetch } from '../../test/fakeServer';
import { AlphalistCard } from './AlphalistCard';
import { Bir2316Card } from './Bir2316Card';

const DUE = { due_date: '2027-01-31', due_status: { days: 68, overdue: false } };
const CERTIFICATES = {
  company: { id: 4, name: 'Acme' },
  period: '2026',
  rows: [
    {
      employee_id: 7,
      employee_code: 'A7',
      last_name: 'Cruz',
      first_name: 'Ana',
      middle_name: 'Lopez',
      tin: '2345678900000',
      mwe: false,
      period_from: '2026-01-01',
      period_to: '2026-12-31',
      separated: false,
      substituted_filing: true,
      items: { '19': 544000, '23': 444600, '24': 31420, '26': 31420 },
    },
  ],
  ...DUE,
};
const months = Array.from({ length: 12 }, (_, i) => ({
  month: i + 1,
  taxes_withheld: i === 0 ? 2618.4 : 0,
  adjustment: 0,
  penalties: 0,
  total_remitted: i === 0 ? 2618.4 : 0,
}));
const ALPHALIST = {
  company: { id: 4, name: 'Acme' },
  period: '2026',
  summary: { months, totals: { taxes_withheld: 2618.4 } },
  rows: [{ employee_id: 7, schedule: 1, seq: 1, last_name: 'Cruz', first_name: 'Ana' }],
  totals: { schedule1: {}, schedule2: {} },
  warnings: [],
  failures: [{ rule: 'no negative amounts', employee_id: 7, message: 'prev_nt_contributions is negative' }],
  ...DUE,
};

let asked: URL[];
beforeEach(() => {
  asked = [];
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
  stubFetch({
    'GET /api/compliance/bir2316': (url) => {
      asked.push(url);
      if (url.searchParams.get('format') === 'zip')
        return new Response(new Uint8Array(10), { headers: { 'content-type': 'application/zip' } });
      return json(200, CERTIFICATES);
    },
    'GET /api/compliance/alphalist': (url) => {
      asked.push(url);
      if (url.searchParams.get('format') === 'file')
        return json(409, {
          error: 'Alphalist refused: no negative amounts (prev_nt_contributions is negative)',
        });
      return json(200, ALPHALIST);
    },
  });
});
afterEach(() => vi.unstubAllGlobals());

function render(ui: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithProviders(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

describe('BIR 2316 and 1604-C alphalist cards', () => {
  it('2316: due badge, the preview of the key items, and all as ZIP asks format=zip', async () => {
    const { user } = render(<Bir2316Card companyId="4" year="2026" />);
    expect(await screen.findByText('due in 68 days')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('₱544,000.00')).toBeTruthy();
    expect(screen.getAllByText('₱31,420.00')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'All as ZIP' }));
    await waitFor(() => expect(asked.some((u) => u.searchParams.get('format') === 'zip')).toBe(true));
  });

  it('alphalist: the failed validation is shown and the refused DAT names the rule', async () => {
    const { user } = render(<AlphalistCard companyId="4" year="2026" />);
    expect(await screen.findByText('1 validation failed: the DAT file will be refused')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('Jan')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Download DAT' }));
    expect(await screen.findByText(/Alphalist refused: no negative amounts/)).toBeTruthy();
  });

  it('the streamed download reports its bytes against the estimate when there is no Content-Length', async () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array(300));
        controller.enqueue(new Uint8Array(200));
        controller.close();
      },
    });
    stubFetch({
      'GET /api/compliance/bir2316': () =>
        new Response(body, { headers: { 'content-type': 'application/pdf', 'x-certificate-count': '2' } }),
    });
    const seen: [number, number | null][] = [];
    const result = await apiBlobProgress(
      '/compliance/bir2316',
      { format: 'pdf' },
      (received, total) => seen.push([received, total]),
      (headers) => Number(headers.get('x-certificate-count')) * 1000,
    );
    expect(seen).toEqual([
      [300, 2000],
      [500, 2000],
      [500, 500],
    ]);
    expect(result.blob.size).toBe(500);
  });
});
