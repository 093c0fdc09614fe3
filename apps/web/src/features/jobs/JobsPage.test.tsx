import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../components/test-utils';
import { json, stubFetch } from '../../test/fakeServer';
import { JobsPage } from './JobsPage';

const job = (over: object) => ({
  id: 1,
  kind: 'backup',
  state: 'done',
  done: 3,
  total: 3,
  result: null,
  error: null,
  has_file: false,
  attempts: 1,
  created_by: 1,
  created_by_name: 'admin',
  created_at: '2026-11-28T01:00:00.000Z',
  started_at: '2026-11-28T01:00:00.000Z',
  progress_at: '2026-11-28T01:00:01.000Z',
  finished_at: '2026-11-28T01:00:02.000Z',
  ...over,
});

afterEach(() => vi.unstubAllGlobals());

describe('JobsPage (issue 28)', () => {
  it('lists each job with its kind, who, progress, status and result or error; asks for everyone', async () => {
    const asked: string[] = [];
    stubFetch({
      'GET /api/jobs': (url) => {
        asked.push(url.search);
        return json(200, [
          job({ id: 3, kind: 'payroll.process', state: 'running', done: 40, total: 100, finished_at: null }),
          job({
            id: 2,
            state: 'failed',
            error: 'pg_dump was not found on the PATH.',
            created_by: null,
            created_by_name: null,
          }),
          job({ id: 1, result: { message: 'Backup written: /srv/b.tar.gz (1.0 MB).' }, attempts: 2 }),
        ]);
      },
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    renderWithProviders(
      <QueryClientProvider client={client}>
        <JobsPage />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Process Payroll')).toBeTruthy();
    expect(screen.getByText('40 / 100')).toBeTruthy();
    expect(screen.getByText('Processing')).toBeTruthy();
    expect(screen.getByText('pg_dump was not found on the PATH.')).toBeTruthy();
    expect(screen.getByText('The server (scheduled)')).toBeTruthy();
    expect(screen.getByText('Backup written: /srv/b.tar.gz (1.0 MB).')).toBeTruthy();
    expect(screen.getByText('Tries: 2')).toBeTruthy();
    expect(asked[0]).toBe('?all=1');
  });

  it('lists an e-mail payslips run with its time left; an expired file says so instead of Download', async () => {
    const now = Date.now();
    stubFetch({
      'GET /api/jobs': () =>
        json(200, [
          job({
            id: 5,
            kind: 'payslips.email',
            state: 'running',
            done: 30,
            total: 90,
            // 30 e-mails in 60 s: 60 left take about 2 minutes.
            started_at: new Date(now - 60_000).toISOString(),
            finished_at: null,
          }),
          job({
            id: 4,
            kind: 'bir2316.zip',
            result: { message: 'BIR 2316 of 3 employees: BIR2316_2025.zip' },
            file_expired: true,
          }),
          job({ id: 3, kind: 'alphalist.file', has_file: true }),
        ]),
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    renderWithProviders(
      <QueryClientProvider client={client}>
        <JobsPage />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('E-mail payslips')).toBeTruthy();
    expect(screen.getByText('30 / 90')).toBeTruthy();
    expect(screen.getByText('About 2 min left')).toBeTruthy();
    expect(screen.getByText('File expired')).toBeTruthy();
    // Only the alphalist's file is still there to download.
    expect(screen.getAllByRole('button', { name: 'Download' })).toHaveLength(1);
  });
});
