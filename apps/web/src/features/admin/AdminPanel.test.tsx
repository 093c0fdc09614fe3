import { MSG, type PermissionSet } from '@sahod/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PermissionContext } from '../../app/permissions';
import { renderWithProviders } from '../../components/test-utils';
import { json, stubFetch } from '../../test/fakeServer';
import { AdminPanel } from './AdminPanel';

let status = { active: false, message: '', remaining: 0 };
let uat = false;
const posts: Array<{ path: string; body: unknown }> = [];

function post(path: string, message: string) {
  return (_url: URL, init: RequestInit | undefined) => {
    posts.push({ path, body: init?.body ? JSON.parse(String(init.body)) : null });
    return json(200, { message });
  };
}

function renderPanel(permissions: PermissionSet) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithProviders(
    <QueryClientProvider client={client}>
      <PermissionContext.Provider value={{ module: 'admin', permissions }}>
        <AdminPanel />
      </PermissionContext.Provider>
    </QueryClientProvider>,
  );
}

const ALL = { view: true, create: true, update: true, delete: true };

beforeEach(() => {
  status = { active: false, message: '', remaining: 0 };
  posts.length = 0;
  stubFetch({
    'GET /api/admin/status': () => json(200, status),
    'GET /api/admin/uat': () => json(200, { uat }),
    'PUT /api/admin/uat': (_url, init) => {
      uat = (JSON.parse(String(init?.body)) as { uat: boolean }).uat;
      return json(200, { uat });
    },
    'POST /api/admin/revoke': post('revoke', MSG.tokensRevoked),
    'POST /api/admin/start': post('start', MSG.maintenanceTimerStarted),
    'POST /api/admin/toggle': (url, init) => {
      const body = JSON.parse(String(init?.body)) as { active: boolean; message: string };
      status = { active: body.active, message: body.message, remaining: 0 };
      return post('toggle', 'ok')(url, init);
    },
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('AdminPanel', () => {
  it('marks the installation UAT with the switch, and unmarks it (issue 22 section 4)', async () => {
    uat = false;
    const { user } = renderPanel(ALL);
    const mark = await screen.findByRole('switch', { name: 'Marked UAT' });
    expect((mark as HTMLInputElement).checked).toBe(false);
    await user.click(mark);
    await vi.waitFor(() => expect((mark as HTMLInputElement).checked).toBe(true));
    expect(uat).toBe(true);
    await user.click(mark);
    await vi.waitFor(() => expect((mark as HTMLInputElement).checked).toBe(false));
    expect(uat).toBe(false);
  });

  it('shows the time until maintenance in whole minutes, rounded up', async () => {
    status = { active: false, message: 'Upgrade', remaining: 4 * 60_000 + 1 };
    renderPanel(ALL);
    expect(await screen.findByText('Maintenance starts in 5 minutes')).toBeTruthy();
  });

  it('revokes all tokens after confirming', async () => {
    const { user } = renderPanel(ALL);
    await screen.findByText('Maintenance is off');
    await user.click(screen.getByRole('button', { name: 'Revoke All Tokens' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(posts).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Revoke All Tokens' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(MSG.tokensRevoked)).toBeTruthy();
    expect(posts).toEqual([{ path: 'revoke', body: null }]);
  });

  it('starts timed maintenance with the default 5 minutes after confirming', async () => {
    const { user } = renderPanel(ALL);
    await screen.findByText('Maintenance is off');
    expect((screen.getByLabelText(/^Minutes/) as HTMLInputElement).value).toBe('5');
    await user.click(screen.getByRole('button', { name: 'Start Timed Maintenance' }));
    expect(await screen.findByText('Please enter a maintenance message.')).toBeTruthy();

    await user.type(screen.getByLabelText(/^Maintenance Message/), 'Upgrade tonight');
    await user.click(screen.getByRole('button', { name: 'Start Timed Maintenance' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(MSG.maintenanceTimerStarted)).toBeTruthy();
    expect(posts).toEqual([{ path: 'start', body: { message: 'Upgrade tonight', minutes: 5 } }]);
  });

  it('asks for a message before turning maintenance on, and confirms before turning it off', async () => {
    const { user } = renderPanel(ALL);
    await screen.findByText('Maintenance is off');
    await user.click(screen.getByRole('button', { name: 'Toggle Maintenance' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(dialog.querySelector('input')!, 'Down for upgrade');
    await user.click(screen.getByRole('button', { name: 'Turn On' }));
    expect(await screen.findByText(MSG.maintenanceEnabled)).toBeTruthy();
    expect(posts).toEqual([{ path: 'toggle', body: { active: true, message: 'Down for upgrade' } }]);

    expect(await screen.findByText('Maintenance is active: Down for upgrade')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Toggle Maintenance' }));
    expect(await screen.findByText('Are you sure you want to turn maintenance mode off?')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(MSG.maintenanceDisabled)).toBeTruthy();
    expect(posts[1]).toEqual({ path: 'toggle', body: { active: false, message: '' } });
  });

  it('disables the controls without update permission', async () => {
    renderPanel({ ...ALL, update: false });
    await screen.findByText('Maintenance is off');
    for (const name of ['Revoke All Tokens', 'Start Timed Maintenance', 'Toggle Maintenance']) {
      expect((screen.getByRole('button', { name }) as HTMLButtonElement).disabled).toBe(true);
    }
  });
});
