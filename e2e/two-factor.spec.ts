import { expect, test } from '@playwright/test';
import { generate } from 'otplib';
import { ADMIN } from './env';
import { apiToken, signIn } from './helpers';

// A fresh administrator (not the shared 'admin', which other specs sign in as with a password alone).
const USER = { username: 'e2e.twofa.admin', password: 'TwoFa#12345' };

test('an administrator enrols two-factor sign-in and signs in with a code', async ({ page, request }) => {
  const headers = { authorization: `Bearer ${await apiToken(request, ADMIN)}` };
  const roles = (await (await request.get('/api/useraccounts/fetchRoles', { headers })).json()) as Array<{
    role_id: number;
    role_name: string;
  }>;
  const role = roles.find((r) => r.role_name === 'Administrator');
  if (!role) throw new Error('no Administrator role');
  const created = await request.post('/api/useraccounts/create', {
    headers,
    data: {
      username: USER.username,
      name: 'E2E Two-factor Admin',
      role_id: role.role_id,
      password: USER.password,
      confirm: USER.password,
      approval_status: 'Approved',
    },
  });
  expect(created.ok(), await created.text()).toBe(true);

  await signIn(page, USER);
  // Sign-in opens Home (issue 26): Two-factor sign-in is in the sidebar's Settings.
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByText('Settings').click();
  await nav.getByRole('link', { name: 'Two-factor sign-in' }).click();
  await expect(page.getByTestId('two-factor-status')).toContainText('Two-factor sign-in is off.');
  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  await expect(page.getByTestId('two-factor-qr')).toBeVisible();
  const secret = (await page.getByTestId('two-factor-secret').textContent()) ?? '';
  await page.getByLabel('Code from the app').fill(await generate({ secret }));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByTestId('two-factor-recovery').locator('code')).toHaveCount(10);
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByTestId('two-factor-status')).toContainText('Two-factor sign-in is on.');

  // Signing in now asks for a code after the password. The confirming code's 30-second step is
  // spent, so the app's next code (which the server accepts 30 seconds early) signs in.
  await page.goto('/');
  await page.getByLabel('Username').fill(USER.username);
  await page.getByLabel('Password').fill(USER.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByTestId('login-code-step')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await page
    .getByLabel('Authentication code')
    .fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByTestId('sidebar-name')).toHaveText('E2E Two-factor Admin');
});
