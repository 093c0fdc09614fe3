import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../components/test-utils';
import { json, stubFetch } from '../../test/fakeServer';
import { BackupCard } from './BackupCard';

function renderCard(last: unknown) {
  stubFetch({
    'GET /api/admin/backup': () =>
      json(200, {
        schedule: '0 2 * * *',
        timezone: 'Asia/Manila',
        nextRun: '2026-11-28T18:00:00.000Z',
        dir: '/srv/sahod/backups',
        keep: 14,
        last,
      }),
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithProviders(
    <QueryClientProvider client={client}>
      <BackupCard />
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
});
