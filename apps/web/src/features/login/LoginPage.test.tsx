import { MSG } from '@sahod/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../components/test-utils';
import { json, stubFetch, TEST_USER, text, tokenFor } from '../../test/fakeServer';
import { LoginPage } from './LoginPage';

const CHANGELOG = '# Log\n\nIntro\n\n## v0.3.0 (UAT) - 2026-12-24\n\n- x\n\n---\n';

let uat = true;
function serve(
  login: () => Response,
  status = { active: false, message: '', remaining: 0 },
  extra: Parameters<typeof stubFetch>[0] = {},
) {
  return stubFetch({
    ...extra,
    'GET /api/admin/uat': () => json(200, { uat }),
    'GET /CHANGELOG.md': () => text(200, CHANGELOG),
    'GET /api/ping': () => json(200, { status: 'ok', time: '2026-11-21T00:00:00Z' }),
    'GET /api/admin/status': () => json(200, status),
    'GET /api/pageSetup/fetchBackground': () => json(200, { data: { url: '/api/pageSetup/background' } }),
    'POST /api/auth/login': login,
  });
}

function renderLogin() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <LoginPage /> },
      { path: '/home', element: <p>Home screen</p> },
    ],
    { initialEntries: ['/'] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithProviders(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('LoginPage', () => {
  it('shows the title, UAT marker, version line and server status, and logs out on landing', async () => {
    localStorage.setItem('token', 'old');
    serve(() => json(500, {}));
    renderLogin();
    expect(screen.getByRole('heading', { name: 'Sahod' })).toBeTruthy();
    // The form is inside the page's main landmark (Lighthouse / axe landmark-one-main).
    expect(within(screen.getByRole('main')).getByRole('heading', { name: 'Sahod' })).toBeTruthy();
    expect(await screen.findByText('UAT')).toBeTruthy();
    expect(await screen.findByText('v0.3.0 (UAT) - 2026-12-24')).toBeTruthy();
    expect(localStorage.getItem('token')).toBeNull();
    await vi.waitFor(() => expect(screen.getByTestId('server-status').textContent).toBe('online'));
    await vi.waitFor(() =>
      expect(screen.getByTestId('login-screen').style.backgroundImage).toMatch(
        /url\("\/api\/pageSetup\/background\?t=\d+"\)/,
      ),
    );
  });

  it('shows no UAT badge while the installation is not marked UAT (issue 22 section 4)', async () => {
    uat = false;
    serve(() => json(500, {}));
    renderLogin();
    expect(await screen.findByText('v0.3.0 (UAT) - 2026-12-24')).toBeTruthy();
    await vi.waitFor(() => expect(screen.getByTestId('server-status').textContent).toBe('online'));
    expect(screen.queryByText('UAT', { exact: true })).toBeNull();
    uat = true;
  });

  it('stores the token and opens Home on success', async () => {
    const token = tokenFor();
    const fetchMock = serve(() => json(200, { token, user: TEST_USER }));
    const { user } = renderLogin();
    await user.type(screen.getByLabelText(/^Username/, { selector: 'input' }), 'jdoe');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'secret');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Home screen')).toBeTruthy();
    expect(localStorage.getItem('token')).toBe(token);
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/auth/login');
    expect(call?.[1]?.body).toBe('{"username":"jdoe","password":"secret"}');
  });

  it('asks for the code after the password of an account with two-factor, then opens Home', async () => {
    const token = tokenFor();
    let codeAnswer = json(401, { error: 'The code is not right.' });
    const fetchMock = serve(
      () => json(200, { two_factor_required: true, challenge: 'chal-1' }),
      { active: false, message: '', remaining: 0 },
      { 'POST /api/auth/login/two-factor': () => codeAnswer },
    );
    const { user } = renderLogin();
    await user.type(screen.getByLabelText(/^Username/, { selector: 'input' }), 'jdoe');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'secret');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    const code = await screen.findByLabelText(/^Authentication code/, { selector: 'input' });
    expect(localStorage.getItem('token')).toBeNull();
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByTestId('login-error')).textContent).toBe('The code is not right.');
    expect(localStorage.getItem('token')).toBeNull();

    codeAnswer = json(200, { token, user: TEST_USER });
    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Home screen')).toBeTruthy();
    expect(localStorage.getItem('token')).toBe(token);
    const calls = fetchMock.mock.calls.filter(([url]) => url === '/api/auth/login/two-factor');
    expect(calls.at(-1)?.[1]?.body).toBe('{"challenge":"chal-1","code":"123456"}');
  });

  it("shows the server's error text, or 'Login failed' without one", async () => {
    let answer = json(401, { error: 'Invalid username or password.' });
    serve(() => answer);
    const { user } = renderLogin();
    await user.type(screen.getByLabelText(/^Username/, { selector: 'input' }), 'jdoe');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect((await screen.findByTestId('login-error')).textContent).toBe('Invalid username or password.');

    answer = json(400, {});
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await vi.waitFor(() => expect(screen.getByTestId('login-error').textContent).toBe(MSG.loginFailed));
    expect(localStorage.getItem('token')).toBeNull();
  });

  it("says 'Cannot reach the server.' when nothing answers (or only a proxy does)", async () => {
    let down = true;
    serve(() => {
      if (down) throw new TypeError('Failed to fetch');
      return json(502, {});
    });
    const { user } = renderLogin();
    await user.type(screen.getByLabelText(/^Username/, { selector: 'input' }), 'jdoe');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'secret');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect((await screen.findByTestId('login-error')).textContent).toBe('Cannot reach the server.');
    down = false;
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await vi.waitFor(() =>
      expect(screen.getByTestId('login-error').textContent).toBe('Cannot reach the server.'),
    );
    expect(screen.queryByText(MSG.loginFailed)).toBeNull();
  });

  it('during maintenance says it once: the notice, not also a red error', async () => {
    const fetchMock = serve(() => json(423, { error: 'Upgrade in progress' }), {
      active: true,
      message: 'Upgrade in progress',
      remaining: 0,
    });
    const statusChecks = () => fetchMock.mock.calls.filter(([url]) => url === '/api/admin/status').length;
    const { user } = renderLogin();
    expect((await screen.findByTestId('maintenance-banner')).textContent).toContain('Upgrade in progress');
    await user.type(screen.getByLabelText(/^Username/, { selector: 'input' }), 'jdoe');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'secret');
    const before = statusChecks();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    // The refusal refreshes the notice (proof the sign-in has settled) instead of adding an error.
    await vi.waitFor(() => expect(statusChecks()).toBeGreaterThan(before));
    expect(screen.queryByTestId('login-error')).toBeNull();
    expect(screen.getAllByText('Upgrade in progress')).toHaveLength(1);
  });

  it('requires both fields', async () => {
    const fetchMock = serve(() => json(200, {}));
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Username is required.')).toBeTruthy();
    expect(screen.getByText('Password is required.')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/auth/login')).toBe(false);
  });

  it('shows the maintenance message and the time remaining', async () => {
    serve(() => json(200, {}), { active: false, message: 'Upgrade tonight', remaining: 125_000 });
    renderLogin();
    const banner = await screen.findByTestId('maintenance-banner');
    expect(banner.textContent).toContain('Upgrade tonight');
    expect(banner.textContent).toMatch(/Maintenance starts in 2:0[45]/);
  });
});
