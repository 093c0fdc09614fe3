import { BIOMETRIC_MSG } from '@sahod/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToken, setToken } from '../../../app/session';
import { renderWithProviders } from '../../../components/test-utils';
import { json, stubFetch, TEST_USER, tokenFor } from '../../../test/fakeServer';
import { PunchWindowButton } from './PunchWindowButton';

let stored: number;
let sent: unknown[];

beforeEach(() => {
  stored = 5;
  sent = [];
  stubFetch({
    'GET /api/auth/verify': () => json(200, { valid: true, user: TEST_USER }),
    'GET /api/timesheet/punchWindow': () => json(200, { minutes: stored }),
    'PUT /api/timesheet/punchWindow': (_url, init) => {
      const body = JSON.parse(String(init?.body)) as { minutes: number };
      sent.push(body);
      stored = body.minutes;
      return json(200, body);
    },
  });
  setToken(tokenFor(TEST_USER));
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearToken();
});

function render() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithProviders(
    <QueryClientProvider client={client}>
      <PunchWindowButton />
    </QueryClientProvider>,
  );
}

describe('PunchWindowButton (issue 22)', () => {
  it("shows the company's window and saves a new one", async () => {
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Punch window: 5 min' }));
    const dialog = await screen.findByRole('dialog', { name: 'Punch window (minutes)' });
    const input = within(dialog).getByLabelText('Punch window (minutes)');
    await userEvent.clear(input);
    await userEvent.type(input, '10');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toEqual([{ minutes: 10 }]));
    expect(await screen.findByRole('button', { name: 'Punch window: 10 min' })).toBeTruthy();
  });

  it('refuses an empty value with the message and sends nothing', async () => {
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Punch window: 5 min' }));
    const dialog = await screen.findByRole('dialog', { name: 'Punch window (minutes)' });
    await userEvent.clear(within(dialog).getByLabelText('Punch window (minutes)'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(BIOMETRIC_MSG.punchWindowInvalid);
    expect(sent).toEqual([]);
  });
});
