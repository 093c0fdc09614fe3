/** Sessions (issue 25 §2): a user ends another sign-in of theirs; an administrator ends theirs. */
import { expect, test } from '@playwright/test';
import { ADMIN } from './env';
import { apiToken, signIn } from './helpers';

const PASSWORD = 'Sesyon#2026pw';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

test('a user ends a sign-in on another device; an administrator ends the user’s last one', async ({
  page,
  browser,
  request,
}) => {
  const username = `e2e.sess${Date.now().toString(36)}`;
  const admin = { authorization: `Bearer ${await apiToken(request, ADMIN)}` };
  const roles = (await (
    await request.get('/api/useraccounts/fetchRoles', { headers: admin })
  ).json()) as Array<{
    role_id: number;
    role_name: string;
  }>;
  const created = await request.post('/api/useraccounts/create', {
    headers: admin,
    data: {
      username,
      name: 'E2E Sessions',
      role_id: roles.find((r) => r.role_name === 'Employee')?.role_id,
      password: PASSWORD,
      confirm: PASSWORD,
      approval_status: 'Approved',
    },
  });
  expect(created.ok(), await created.text()).toBe(true);

  // A sign-in on a phone, then one in this browser.
  const phone = await request.post('/api/auth/login', {
    data: { username, password: PASSWORD },
    headers: { 'user-agent': ANDROID },
  });
  const phoneToken = (await phone.json()).token as string;
  const verify = (token: string) =>
    request.get('/api/auth/verify', { headers: { authorization: `Bearer ${token}` } });
  expect((await verify(phoneToken)).status()).toBe(200);

  await signIn(page, { username, password: PASSWORD }, '/account/sessions');
  const rows = page.getByTestId('session-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: 'This device' })).toHaveCount(1);
  await page.getByRole('button', { name: 'End Chrome on Android' }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('This device');
  expect((await verify(phoneToken)).status()).toBe(401);

  // The administrator ends the browser's sign-in from User Accounts: the user is signed out.
  const other = await browser.newContext();
  try {
    const adminPage = await other.newPage();
    await signIn(adminPage, ADMIN, '/settings/useraccounts');
    await adminPage
      .getByRole('row')
      .filter({ has: adminPage.getByRole('cell', { name: username, exact: true }) })
      .getByRole('button', { name: 'Sign-ins' })
      .click();
    const dialog = adminPage.getByRole('dialog', { name: `Sign-ins of ${username}` });
    await expect(dialog.getByTestId('session-row')).toHaveCount(1);
    await dialog.getByRole('button', { name: /^End / }).click();
    await expect(dialog.getByText('No active sign-ins.')).toBeVisible();
  } finally {
    await other.close();
  }
  await page.reload();
  await expect(page.getByLabel('Username')).toBeVisible();
});
