import { MSG } from '@sahod/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../components/test-utils';
import { appRoutes } from '../routes';
import { json, stubFetch, TEST_USER, text, tokenFor } from '../test/fakeServer';
import type { ScreenDef } from './screens';

function Boom(): never {
  throw new Error('render failed');
}

const TEST_SCREENS: ScreenDef[] = [
  { path: '/employees', title: 'Employee List', nav: { groupId: 1 }, module: 'employee_list' },
  {
    path: '/changelog',
    title: 'Changelog',
    nav: { groupId: 5 },
    Component: () => <p>Changelog screen</p>,
  },
  { path: '/boom', title: 'Boom', Component: Boom },
  { path: '/home', title: 'Home', nav: { groupId: -1 }, staff: true, Component: () => <p>Home screen</p> },
];

let verifyStatus = 200;

function serve() {
  verifyStatus = 200;
  return stubFetch({
    'GET /CHANGELOG.md': () => text(200, '## v0.1.0 (UAT) - 2026-11-21\n\n- x\n'),
    'GET /api/ping': () => json(200, { status: 'ok', time: '2026-11-21T00:00:00Z' }),
    'GET /api/admin/status': () => json(200, { active: false, message: '', remaining: 0 }),
    'GET /api/pageSetup/fetchBackground': () => json(200, { data: { url: null } }),
    'GET /api/auth/verify': () =>
      verifyStatus === 200
        ? json(200, { valid: true, user: TEST_USER })
        : json(verifyStatus, { error: 'Revoked.' }),
  });
}

function renderAt(path: string) {
  const router = createMemoryRouter(appRoutes(TEST_SCREENS), { initialEntries: [path] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <TestProviders>
        <RouterProvider router={router} />
      </TestProviders>
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => {
  localStorage.clear();
  serve();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('signed-in shell', () => {
  it('shows the sidebar with name, role, version, details and only built screens', async () => {
    localStorage.setItem('token', tokenFor());
    renderAt('/changelog');
    expect(await screen.findByText('Changelog screen')).toBeTruthy();
    expect((await screen.findByTestId('sidebar-name')).textContent).toBe('Juan Dela Cruz');
    expect(screen.getByTestId('sidebar-role').textContent).toBe('HR Staff');
    expect(await screen.findByText('v0.1.0 (UAT) - 2026-11-21')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Changelog' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Employee List' })).toBeNull();
    expect(screen.queryByText('Employee Management')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Search' })).toBeTruthy();

    // The accessible name starts with the visible text (axe label-content-name-mismatch).
    const details = screen.getByRole('button', { name: 'Juan Dela Cruz HR Staff Show details' });
    await userEvent.click(details);
    expect(details.getAttribute('aria-label')).toBeNull();
    expect(screen.getByRole('button', { name: 'Juan Dela Cruz HR Staff Hide details' })).toBeTruthy();
    const shown = screen.getByTestId('sidebar-details').textContent;
    expect(shown).toContain('jdoe');
    expect(shown).toContain('E0007');
    expect(shown).toContain('Yes');
  });

  it('logs out after the confirmation', async () => {
    localStorage.setItem('token', tokenFor());
    const router = renderAt('/changelog');
    await userEvent.click(await screen.findByRole('button', { name: 'Log Out' }));
    expect(await screen.findByText(MSG.logoutConfirm)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(localStorage.getItem('token')).not.toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Log Out' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem('token')).toBeNull();
    expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy();
  });

  it("checks the session every 5 s and on failure says 'Disconnected from server, log in again.'", async () => {
    vi.useFakeTimers();
    localStorage.setItem('token', tokenFor());
    const router = renderAt('/changelog');
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(screen.getByText('Changelog screen')).toBeTruthy();
    const verifies = () => vi.mocked(fetch).mock.calls.filter(([url]) => url === '/api/auth/verify').length;
    const before = verifies();

    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(verifies()).toBe(before + 1);
    expect(localStorage.getItem('token')).not.toBeNull();

    verifyStatus = 401;
    await act(() => vi.advanceTimersByTimeAsync(5050));
    expect(screen.getByText(MSG.disconnected)).toBeTruthy();
    expect(localStorage.getItem('token')).toBeNull();
    expect(router.state.location.pathname).toBe('/');
  });

  it('has no sidebar without a login: protected paths go to the login screen', async () => {
    const router = renderAt('/changelog');
    expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByRole('button', { name: 'Log Out' })).toBeNull();
  });

  it("shows 'Page not found' at an unknown address while logged in, in the frame, with a link home", async () => {
    localStorage.setItem('token', tokenFor());
    const router = renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/no/such/page');
    expect(screen.getByRole('button', { name: 'Log Out' })).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'Go to the home page' }));
    expect(await screen.findByText('Home screen')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/home');
  });

  it("shows 'Page not found' at an unknown address without a login, linking to the login screen", async () => {
    const router = renderAt('/old/bookmark');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/old/bookmark');
    expect(screen.queryByRole('button', { name: 'Log Out' })).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Go to the home page' }));
    expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy();
  });

  it("shows 'Unexpected Application Error!' when a screen fails to render", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem('token', tokenFor());
    renderAt('/boom');
    expect(await screen.findByText(MSG.unexpectedApp)).toBeTruthy();
  });
});

const ListScreen = () => <p>List</p>;
const ApproversScreen = () => <p>Approvers</p>;
const DropdownsScreen = () => <p>Dropdowns</p>;
const MENU_SCREENS: ScreenDef[] = [
  ...TEST_SCREENS,
  {
    path: '/employees',
    title: 'Employee List',
    nav: { groupId: 1 },
    module: 'employee_list',
    Component: ListScreen,
  },
  {
    path: '/approvers',
    title: 'Approver Assignment',
    nav: { groupId: 1 },
    module: 'approverassignment',
    Component: ApproversScreen,
  },
  {
    path: '/setup/dropdown',
    title: 'Dropdown Records',
    nav: { groupId: 4 },
    module: 'dropdownrecords',
    Component: DropdownsScreen,
  },
];

describe('sidebar menu and collapse', () => {
  const VIEW = { view: true, create: false, update: false, delete: false };
  const NONE = { view: false, create: false, update: false, delete: false };

  function renderMenu(permissions: object) {
    const user = { ...TEST_USER, permissions };
    stubFetch({
      'GET /CHANGELOG.md': () => text(200, '## v0.1.0 (UAT) - 2026-11-21\n\n- x\n'),
      'GET /api/auth/verify': () => json(200, { valid: true, user }),
    });
    localStorage.setItem('token', tokenFor(user));
    const router = createMemoryRouter(appRoutes(MENU_SCREENS), { initialEntries: ['/changelog'] });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <TestProviders>
          <RouterProvider router={router} />
        </TestProviders>
      </QueryClientProvider>,
    );
  }

  it('lists only the screens the role can view, and a group only when one is left', async () => {
    renderMenu({ employee_list: VIEW, approverassignment: NONE, dropdownrecords: NONE });
    expect(await screen.findByText('Changelog screen')).toBeTruthy();
    expect(screen.getByText('Employee Management')).toBeTruthy();
    await userEvent.click(screen.getByText('Employee Management'));
    expect(await screen.findByRole('link', { name: 'Employee List' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Approver Assignment' })).toBeNull();
    expect(screen.queryByText('Setup')).toBeNull();
    expect(screen.getByRole('link', { name: 'Changelog' })).toBeTruthy();
  });

  it('remembers that the sidebar was collapsed', async () => {
    renderMenu({});
    await userEvent.click(await screen.findByRole('button', { name: 'Collapse sidebar' }));
    expect(await screen.findByRole('button', { name: 'Expand sidebar' })).toBeTruthy();
    expect(localStorage.getItem('sidebarCollapsed')).toBe('true');
    cleanup();

    renderMenu({});
    expect(await screen.findByText('Changelog screen')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Expand sidebar' }));
    expect(localStorage.getItem('sidebarCollapsed')).toBe('false');
    expect(screen.queryByRole('button', { name: 'Expand sidebar' })).toBeNull();
  });
});
