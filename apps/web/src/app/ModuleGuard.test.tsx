import { MSG, type PermissionSet } from '@sahod/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../components/test-utils';
import { ModuleGuard } from './ModuleGuard';
import { usePermission } from './permissions';

const USER = {
  sub: '1',
  ver: 1,
  epoch: 1,
  username: 'admin',
  name: 'Administrator',
  role: 'Administrator',
  permissions: {},
  employee: [],
};

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** The permission answer waits until the test releases it, so 'Loading...' can be observed. */
function serve(permissions: PermissionSet | null, verifyStatus = 200) {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const fetchMock = vi.fn(async (url: string) => {
    if (url === '/api/auth/verify')
      return verifyStatus === 200 ? json(200, { valid: true, user: USER }) : json(401, {});
    if (url === '/api/auth/permissions?module=admin') {
      await gate;
      return permissions
        ? json(200, { module: 'admin', ...permissions })
        : json(404, { error: 'Not found.' });
    }
    throw new Error(`unexpected ${url}`);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { release, fetchMock };
}

function Screen() {
  const permissions = usePermission();
  return <p>Admin screen {permissions.update ? 'can update' : 'read only'}</p>;
}

function renderGuard() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <TestProviders>
        <ModuleGuard module="admin">
          <Screen />
        </ModuleGuard>
      </TestProviders>
    </QueryClientProvider>,
  );
}

beforeEach(() => localStorage.setItem('token', 'test-token'));
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('ModuleGuard', () => {
  it("shows 'Loading...' until the lookup answers, then the screen with its permission set", async () => {
    const { release, fetchMock } = serve({ view: true, create: false, update: true, delete: false });
    renderGuard();
    expect(screen.getByText(MSG.loading)).toBeTruthy();
    await vi.waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith('/api/auth/permissions?module=admin', expect.anything()),
    );
    expect(screen.getByText(MSG.loading)).toBeTruthy();

    release();
    expect(await screen.findByText('Admin screen can update')).toBeTruthy();
    expect(screen.queryByText(MSG.loading)).toBeNull();
  });

  it('shows the Access Denied panel without view permission', async () => {
    const { release } = serve({ view: false, create: true, update: true, delete: true });
    renderGuard();
    expect(screen.getByText(MSG.loading)).toBeTruthy();
    release();
    expect(await screen.findByText(MSG.noPermissionView)).toBeTruthy();
    expect(screen.getByText('Access Denied')).toBeTruthy();
    expect(screen.queryByText(/Admin screen/)).toBeNull();
  });

  it('treats a failed lookup as all false', async () => {
    const { release } = serve(null);
    renderGuard();
    release();
    expect(await screen.findByText(MSG.noPermissionView)).toBeTruthy();
  });

  it('verifies the session first and denies when it fails', async () => {
    const { fetchMock } = serve({ view: true, create: true, update: true, delete: true }, 401);
    renderGuard();
    expect(await screen.findByText(MSG.noPermissionView)).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
