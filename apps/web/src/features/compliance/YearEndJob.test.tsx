/**
 * BIR 2316 for everyone and the alphalist as jobs (issue 28) on their cards: a user who may create
 * starts the job, sees its progress (done / total) and, when it is done, downloads its file; the
 * running job is shown again when the card comes back (the job id is remembered in this browser).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PermissionContext } from '../../app/permissions';
import { renderWithProviders } from '../../components/test-utils';
import { json, stubFetch } from '../../test/fakeServer';
import { Bir2316Card } from './Bir2316Card';

const ALL = { view: true, create: true, update: true, delete: true };
const CERTIFICATES = {
  company: { id: 4, name: 'Acme' },
  period: '2026',
  rows: [],
  missing_opening: 0,
  due_date: '2027-01-31',
  due_status: { days: 68, overdue: false },
};
const job = (state: 'running' | 'done', done: number) => ({
  id: 9,
  kind: 'bir2316.zip',
  state,
  done,
  total: 3,
  result: state === 'done' ? { message: 'BIR 2316 of 3 employees: BIR2316_123456789_2026.zip' } : null,
  error: null,
  has_file: state === 'done',
  attempts: 1,
  created_by: 1,
  created_at: '2026-11-21T00:00:00.000Z',
  started_at: '2026-11-21T00:00:01.000Z',
  progress_at: '2026-11-21T00:00:02.000Z',
  finished_at: state === 'done' ? '2026-11-21T00:00:03.000Z' : null,
});

let started: unknown[];
let state: 'running' | 'done';
let expired: boolean;
let files: number;
beforeEach(() => {
  started = [];
  state = 'running';
  expired = false;
  files = 0;
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
  stubFetch({
    'GET /api/compliance/bir2316': () => json(200, CERTIFICATES),
    'POST /api/compliance/bir2316/jobs': async (_url, init) => {
      started.push(JSON.parse(String(init?.body)));
      return json(202, { job_id: 9 });
    },
    'GET /api/jobs/9': () =>
      json(200, {
        ...job(state, state === 'done' ? 3 : 1),
        ...(expired ? { has_file: false, file_expired: true } : {}),
      }),
    'GET /api/jobs/9/file': () => {
      files++;
      return new Response(new Uint8Array(10), {
        headers: {
          'content-type': 'application/zip',
          'content-disposition': 'attachment; filename="BIR2316_123456789_2026.zip"',
        },
      });
    },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

function renderCard() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithProviders(
    <QueryClientProvider client={client}>
      <PermissionContext.Provider value={{ module: 'compliance', permissions: ALL }}>
        <Bir2316Card companyId="4" year="2026" />
      </PermissionContext.Provider>
    </QueryClientProvider>,
  );
}

describe('BIR 2316 for everyone as a job', () => {
  it('starts the job, shows its progress, shows it again on coming back, then offers the file', async () => {
    const first = renderCard();
    await screen.findByText('due in 68 days');
    await first.user.click(screen.getByRole('button', { name: 'All as ZIP' }));
    await waitFor(() => expect(started).toEqual([{ company_id: 4, year: 2026 }]));
    expect(await screen.findByText('1 / 3')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'All as ZIP' })).toHaveProperty('disabled', true);
    expect(screen.queryByRole('button', { name: 'Download file' })).toBeNull();
    // Leaving the screen and coming back: the running job is shown again.
    first.unmount();
    state = 'done';
    const again = renderCard();
    expect(await screen.findByText('BIR 2316 of 3 employees: BIR2316_123456789_2026.zip')).toBeTruthy();
    await again.user.click(await screen.findByRole('button', { name: 'Download file' }));
    await waitFor(() => expect(files).toBe(1));
    expect(started).toHaveLength(1);
  });

  it('a job whose file the retention sweep removed says File expired instead of Download file', async () => {
    window.localStorage.setItem('sahod.job.bir2316.4.2026', '9');
    state = 'done';
    expired = true;
    renderCard();
    expect(await screen.findByText('File expired')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download file' })).toBeNull();
    expect(files).toBe(0);
  });
});
