/** Generated Files and the month strip show when a file was made in Manila time (issue 22). */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../components/test-utils';
import { json, stubFetch } from '../../test/fakeServer';
import { GeneratedFiles } from './GeneratedFiles';
import { MonthStrip } from './MonthStrip';

// 21:59 UTC on 27 November: already 05:59 on 28 November in Manila.
const FILE = {
  id: 1,
  output: 'sss',
  period: '2026-11',
  format: 'pdf',
  file_name: 'SSS_Contributions_112026.pdf',
  sha256: 'a',
  omit_missing: false,
  batch_no: null,
  credit_date: null,
  created_at: '2026-11-27T21:59:56.082Z',
  created_by: 'admin',
};

beforeEach(() => stubFetch({ 'GET /api/compliance/files': () => json(200, [FILE]) }));
afterEach(() => vi.unstubAllGlobals());

function render(ui: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithProviders(
    <MemoryRouter>
      <QueryClientProvider client={client}>{ui}</QueryClientProvider>
    </MemoryRouter>,
  );
}

describe('times of generated files', () => {
  it('the Generated Files list shows 2026-11-28 05:59, not the UTC instant', async () => {
    render(<GeneratedFiles companyId="4" />);
    const table = await screen.findByTestId('compliance-files');
    await waitFor(() => expect(table.textContent).toContain('2026-11-28 05:59'));
    expect(table.textContent).not.toContain('2026-11-27');
    expect(table.textContent).not.toContain('T21:59');
  });

  it("the month strip's last download is the day in Manila", async () => {
    render(<MonthStrip companyId="4" output="sss" period="2026-11" />);
    const strip = await screen.findByTestId('month-strip-sss');
    await waitFor(() => expect(strip.querySelector('[data-done="true"]')).toBeTruthy());
    expect(strip.querySelector('[data-done="true"]')?.getAttribute('aria-label')).toBe(
      'Nov 2026: generated and downloaded 1 time, last 2026-11-28',
    );
  });
});
