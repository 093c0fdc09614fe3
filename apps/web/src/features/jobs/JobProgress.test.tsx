import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../components/test-utils';
import { json, stubFetch } from '../../test/fakeServer';
import { JobProgress } from './JobProgress';

const job = (over: Record<string, unknown>) => ({
  id: 9,
  kind: 'payroll.process',
  state: 'running',
  done: 250,
  total: 1000,
  result: null,
  error: null,
  has_file: false,
  attempts: 1,
  created_by: 1,
  created_at: new Date(Date.now() - 12_000).toISOString(),
  // 250 done in the 10 s since the start: 750 left at that rate take 30 s.
  started_at: new Date(Date.now() - 10_000).toISOString(),
  progress_at: new Date().toISOString(),
  finished_at: null,
  ...over,
});

function renderJob(body: Record<string, unknown>, onEnded = vi.fn()) {
  stubFetch({ 'GET /api/jobs/9': () => json(200, body) });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithProviders(
    <QueryClientProvider client={client}>
      <JobProgress jobId={9} title="Process Payroll" onEnded={onEnded} onClose={() => {}} />
    </QueryClientProvider>,
  );
  return onEnded;
}

afterEach(() => vi.unstubAllGlobals());

describe('JobProgress', () => {
  it('a running job: the bar, done / total and the time left', async () => {
    const onEnded = renderJob(job({}));
    expect(await screen.findByText('Process Payroll: Processing')).toBeTruthy();
    expect(screen.getByText('250 / 1000')).toBeTruthy();
    // (a test machine may take a second or two to render: 30 to 32 s)
    expect(screen.getByText(/^About 3[0-2] s left$/)).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Process Payroll progress' })).toBeTruthy();
    expect(onEnded).not.toHaveBeenCalled();
  });

  it('a finished job: its result message, no bar, onEnded once', async () => {
    const onEnded = renderJob(
      job({
        state: 'done',
        done: 1000,
        result: { message: 'Payroll processed successfully for 1000 employees.' },
      }),
    );
    expect(await screen.findByText('Payroll processed successfully for 1000 employees.')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(onEnded).toHaveBeenCalledTimes(1);
  });

  it('a failed job: its error', async () => {
    renderJob(job({ state: 'failed', error: 'The job stopped after several tries; start it again.' }));
    expect(await screen.findByText('The job stopped after several tries; start it again.')).toBeTruthy();
    expect(screen.getByText('Process Payroll: Failed')).toBeTruthy();
  });
});
