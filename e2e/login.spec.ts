import { expect, test } from '@playwright/test';
import { ADMIN } from './env';
import { signIn } from './helpers';

test('signs in, shows the sidebar and the changelog, and signs out after confirmation', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('server-status')).toContainText(/online/i, { timeout: 10_000 });
  await expect(page.getByTestId('login-version')).toContainText('v0.1.0');

  await signIn(page, ADMIN);
  await expect(page.getByTestId('sidebar-name')).toHaveText('System Administrator');
  await expect(page.getByTestId('sidebar-role')).toHaveText('Administrator');
  await expect(page.getByTestId('sidebar-version')).toContainText('v0.1.0');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByText('Settings')).toBeVisible();
  await expect(nav.getByText('Admin', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
  await nav.getByText('Settings').click();
  await nav.getByRole('link', { name: 'Changelog' }).click();
  // Sign-in opens Home (issue 26); the Changelog stays in the sidebar: a collapsible section per version and the highlighted Known Issues.
  await expect(page.getByText('v0.1.0 (UAT) - 2026-11-21').first()).toBeVisible();
  const knownIssues = page.getByRole('heading', { name: 'Known Issues' });
  await expect(knownIssues).toBeVisible();
  await expect(knownIssues).toHaveAttribute('data-known-issues', 'true');

  // Expanded details.
  await page.getByRole('button', { name: /Show details$/ }).click();
  await expect(page.getByTestId('sidebar-details')).toContainText('admin');

  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page.getByText('Are you sure you want to log out?')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByLabel('Username')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  // Without a token, a protected route goes back to the login screen.
  await page.goto('/admin');
  await expect(page.getByLabel('Username')).toBeVisible();
});

test('a wrong password shows the server message', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByTestId('login-error')).toHaveText('Invalid username or password.');
  await expect(page).toHaveURL(/\/$/);
});

test('landing on / while logged in removes the token', async ({ page }) => {
  await signIn(page, ADMIN);
  expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();
  await page.goto('/');
  await expect(page.getByLabel('Username')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});
