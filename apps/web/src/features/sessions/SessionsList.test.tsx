import type { SignInSession } from '@sahod/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../components/test-utils';
import { SESSIONS_TEXT, SessionsList } from './SessionsList';

const sessions: SignInSession[] = [
  {
    id: 'a',
    device: 'Safari on macOS',
    address: '10.0.0.2',
    signed_in_at: '2026-11-28T01:00:00.000Z',
    last_seen_at: '2026-11-28T02:30:00.000Z',
    current: true,
  },
  {
    id: 'b',
    device: 'Chrome on Android',
    address: null,
    signed_in_at: '2026-11-27T12:00:00.000Z',
    last_seen_at: '2026-11-27T05:00:00.000Z',
    current: false,
  },
];

describe('SessionsList', () => {
  it('shows each sign-in with its device, address and times, the current one marked', () => {
    renderWithProviders(<SessionsList sessions={sessions} onEnd={() => undefined} />);
    const rows = screen.getAllByTestId('session-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Safari on macOS')).toBeTruthy();
    expect(within(rows[0]!).getByText(SESSIONS_TEXT.current)).toBeTruthy();
    expect(within(rows[0]!).getByText(/10\.0\.0\.2/)).toBeTruthy();
    expect(within(rows[1]!).queryByText(SESSIONS_TEXT.current)).toBeNull();
    expect(within(rows[1]!).getByText(/Address: unknown/)).toBeTruthy();
    expect(within(rows[1]!).getByText(/Signed in: Nov 27, 2026/)).toBeTruthy();
  });

  it("ends the chosen sign-in; the current one's button says Sign out", async () => {
    const onEnd = vi.fn();
    const { user } = renderWithProviders(<SessionsList sessions={sessions} onEnd={onEnd} />);
    expect(screen.getByRole('button', { name: 'Sign out Safari on macOS' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'End Chrome on Android' }));
    expect(onEnd).toHaveBeenCalledWith(sessions[1]);
  });

  it('offers no End button to a viewer who may only look, and says when there is none', () => {
    const { unmount } = renderWithProviders(<SessionsList sessions={sessions} />);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    unmount();
    renderWithProviders(<SessionsList sessions={[]} />);
    expect(screen.getByText(SESSIONS_TEXT.none)).toBeTruthy();
  });
});
