import { type APIRequestContext, expect, type Page } from '@playwright/test';

export interface Credentials {
  username: string;
  password: string;
}

let signIns = 0;

/**
 * Signs in as the login screen does (POST /api/auth/login, the token kept under 'token') and opens
 * `path`, by default Home (the dashboard, or My Sahod's Home for an employee-only account). The
 * login screen itself is driven by login.spec.ts and the specs about signing in; elsewhere it
 * would only cost every test another load of the app.
 */
export async function signIn(page: Page, user: Credentials, path?: string): Promise<void> {
  const token = await apiToken(page.request, user);
  // Once per tab (sessionStorage): a later sign-out or a reload keeps what the app did since.
  const flag = `e2e-sign-in-${++signIns}`;
  await page.addInitScript(
    ({ flag, token }) => {
      if (window.sessionStorage.getItem(flag)) return;
      window.sessionStorage.setItem(flag, '1');
      window.localStorage.setItem('token', token);
    },
    { flag, token },
  );
  await page.goto(path ?? '/home');
  if (path === undefined) await expect(page).toHaveURL(/\/(home|me)$/);
}

/** A token for API calls made by the test itself (setup and cleanup). */
export async function apiToken(request: APIRequestContext, user: Credentials): Promise<string> {
  const res = await request.post('/api/auth/login', { data: user });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()).token;
}

export async function setMaintenance(
  request: APIRequestContext,
  admin: Credentials,
  active: boolean,
  message = '',
): Promise<void> {
  const token = await apiToken(request, admin);
  const res = await request.post('/api/admin/toggle', {
    headers: { authorization: `Bearer ${token}` },
    data: { active, message },
  });
  expect(res.ok(), await res.text()).toBe(true);
}
