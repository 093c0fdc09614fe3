import { type APIRequestContext, expect, type Page } from '@playwright/test';

export interface Credentials {
  username: string;
  password: string;
}

/** Signs in through the login screen and waits for Home (the dashboard, or My Sahod's for an employee-only account). */
export async function signIn(page: Page, user: Credentials): Promise<void> {
  await page.goto('/');
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/(home|me)$/);
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
