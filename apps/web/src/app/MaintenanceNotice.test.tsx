import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../components/test-utils';
import { useMaintenanceNotice } from './MaintenanceNotice';

function Screen({
  status,
  at,
}: {
  status?: { active: boolean; message: string; remaining: number };
  at: number;
}) {
  useMaintenanceNotice(status, at);
  return <p>Work in progress</p>;
}

afterEach(() => vi.useRealTimers());

describe('maintenance notice for signed-in users', () => {
  it("shows the administrator's message with a live countdown, and goes when the timer is cancelled", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const at = Date.now();
    const status = { active: false, message: 'Payroll upgrade at noon', remaining: 125_000 };
    const { rerender } = renderWithProviders(<Screen status={status} at={at} />);
    const notice = await screen.findByTestId('maintenance-notice');
    expect(notice.textContent).toContain('Payroll upgrade at noon');
    expect(screen.getByTestId('maintenance-countdown').textContent).toMatch(/starts in 2:0[45]/);
    await act(async () => {
      vi.advanceTimersByTime(10_000);
    });
    expect(screen.getByTestId('maintenance-countdown').textContent).toMatch(/starts in 1:5[45]/);

    rerender(<Screen status={{ active: false, message: '', remaining: 0 }} at={Date.now()} />);
    await vi.waitFor(() => expect(screen.queryByTestId('maintenance-notice')).toBeNull());
    expect(screen.getByText('Work in progress')).toBeTruthy();
  });

  it('shows nothing when no maintenance is scheduled', () => {
    renderWithProviders(<Screen status={{ active: false, message: '', remaining: 0 }} at={Date.now()} />);
    expect(screen.queryByTestId('maintenance-notice')).toBeNull();
  });
});
