import { NO_PERMISSIONS } from '@sahod/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PermissionContext } from '../../app/permissions';
import { renderWithProviders } from '../../components/test-utils';
import { type FakeRoute, json, stubFetch } from '../../test/fakeServer';
import { BackupCard } from './BackupCard';

function renderCard(last: unknown, routes: Record<string, FakeRoute> = {}) {
  stubFetch({
    'GET /api/admin/backup': () =>
      json(200, {
        schedule: '0 2 * * *',
        timezone: 'Asia/Manila',
        nextRun: '2026-11-28T18:00:00.000Z',
        dir: '/srv/sahod/backups',
        keep: 14,
        last,
        job_id: null,
      }),
    ...routes,
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithProviders(
    <QueryClientProvider client={client}>
      <PermissionContext.Provider
        value={{ module: 'admin', permissions: { ...NO_PERMISSIONS, view: true, update: true } }}
      >
        <BackupCard />
      </PermissionContext.Provider>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('BackupCard (issue 25 §1)', () => {
  it('shows a failed scheduled backup with its reason', async () => {
    renderCard({
      status: 'failed',
      startedAt: '2026-11-27T18:00:00.000Z',
      finishedAt: '2026-11-27T18:00:01.000Z',
      file: null,
      size: null,
      message: 'pg_dump was not found on the PATH.',
    });
    expect(await screen.findByText('Last backup failed')).toBeTruthy();
    expect(screen.getByText(/pg_dump was not found on the PATH\./)).toBeTruthy();
    expect(screen.getByText(/Scheduled backups: '0 2 \* \* \*' \(Manila time\)/)).toBeTruthy();
  });

  it('shows the last good backup with its file', async () => {
    renderCard({
      status: 'ok',
      startedAt: '2026-11-27T18:00:00.000Z',
      finishedAt: '2026-11-27T18:00:03.000Z',
      file: '/srv/sahod/backups/sahod-backup-2026-11-27T180000-000Z.tar.gz',
      size: 3_145_728,
      message: null,
    });
    expect(await screen.findByText('Last backup succeeded')).toBeTruthy();
    expect(screen.getByText(/sahod-backup-2026-11-27T180000-000Z\.tar\.gz \(3\.0 MB\)/)).toBeTruthy();
  });

  it('Back up now queues a backup job and shows its progress', async () => {
    renderCard(null, {
      'POST /api/admin/backup': () => json(202, { job_id: 7 }),
      'GET /api/jobs/7': () =>
        json(200, {
          id: 7,
          kind: 'backup',
          state: 'running',
          done: 1,
          total: 3,
          result: null,
          error: null,
          has_file: false,
          attempts: 1,
          created_by: 1,
          created_at: '2026-11-28T01:00:00.000Z',
          started_at: '2026-11-28T01:00:00.000Z',
          progress_at: '2026-11-28T01:00:01.000Z',
          finished_at: null,
        }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Back up now' }));
    expect(await screen.findByText('1 / 3')).toBeTruthy();
  });
});
