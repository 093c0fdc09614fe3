/** User Accounts: create with the password rules, approve, sign in; save logs out; typed delete. */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { ADMIN } from './env';
import { apiToken, signIn } from './helpers';

const STRONG = 'Bagong#2026pw';
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

async function choose(page: Page, label: RegExp, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function roleId(request: APIRequestContext, token: string, name: string): Promise<number> {
  const res = await request.get('/api/useraccounts/fetchRoles', {
    headers: { authorization: `Bearer ${token}` },
  });
  const roles = (await res.json()) as Array<{ role_id: number; role_name: string }>;
  const role = roles.find((r) => r.role_name === name);
  if (!role) throw new Error(`no role ${name}`);
  return role.role_id;
}

/** An approved account with the demo 'Employee' role, made through the API. */
async function createAccount(request: APIRequestContext, username: string) {
  const token = await apiToken(request, ADMIN);
  const res = await request.post('/api/useraccounts/create', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      username,
      name: `E2E ${username}`,
      role_id: await roleId(request, token, 'Employee'),
      password: STRONG,
      confirm: STRONG,
      approval_status: 'Approved',
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as { user_id: number };
}

function accountRow(page: Page, username: string) {
  return page.getByRole('row').filter({ has: page.getByRole('cell', { name: username, exact: true }) });
}

test('admin creates an account with a role; the password rules show; the user signs in once approved', async ({
  page,
  browser,
}) => {
  const username = unique('e2e.new');
  await signIn(page, ADMIN);
  // Sign-in opens Home (issue 26): open the sidebar's Settings first.
  await page.getByRole('navigation', { name: 'Main' }).getByText('Settings').click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'User Accounts' }).click();
  await expect(page).toHaveURL(/\/settings\/useraccounts$/);
  await expect(page.getByRole('heading', { name: 'User Accounts' })).toBeVisible();

  await page.getByRole('button', { name: 'Create New' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create User Account' });
  await expect(
    dialog.getByText('Must be 10-characters long and contain at least 1 symbol and 1 number.'),
  ).toBeVisible();
  await dialog.getByLabel(/^Username/).fill(username);
  await dialog.getByLabel(/^Name/).fill('Bagong Empleyado');
  await choose(page, /^Role/, 'Employee');
  await expect(dialog.getByRole('combobox', { name: /^Department/ })).toBeDisabled();
  await choose(page, /^Company/, 'Bayanihan Trading Corporation');
  await expect(dialog.getByRole('combobox', { name: /^Designation/ })).toBeDisabled();
  await choose(page, /^Department/, 'Operations');
  await choose(page, /^Designation/, 'Sales Associate');
  await expect(dialog.getByRole('combobox', { name: /^Approval Status/ })).toHaveAttribute(
    'placeholder',
    'For Approval',
  );

  // The password rules, with the spec's messages.
  await dialog.getByLabel(/^Password/).fill('password12');
  await dialog.getByLabel(/^Confirm Password/).fill('password12');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(
    dialog.getByText('Password must be at least 10 characters with 1 number and 1 symbol.'),
  ).toBeVisible();
  await dialog.getByLabel(/^Password/).fill(STRONG);
  await expect(dialog.getByText('Passwords do not match.')).toBeVisible();
  await dialog.getByLabel(/^Confirm Password/).fill(STRONG);
  await expect(dialog.getByText('Passwords do not match.')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Save' }).click();
  const confirmSave = page.getByRole('dialog', { name: 'Confirm' });
  await expect(confirmSave.getByText('Are you sure you want to save?')).toBeVisible();
  await confirmSave.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(page.getByText('User account created successfully.')).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = accountRow(page, username);
  await expect(row).toContainText('For Approval');
  await expect(row).toContainText('Sales Associate');

  // Not approved yet: the new user cannot sign in.
  const other = await browser.newContext();
  try {
    const userPage = await other.newPage();
    await userPage.goto('/');
    await userPage.getByLabel('Username').fill(username);
    await userPage.getByLabel('Password').fill(STRONG);
    await userPage.getByRole('button', { name: 'Login' }).click();
    await expect(userPage.getByTestId('login-error')).toHaveText(
      'Your account is still waiting for approval.',
    );

    // The admin approves; the confirmation warns that saving logs the user out.
    await row.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit User Account' });
    await expect(edit.getByLabel(/^Username/)).toHaveValue(username);
    await expect(edit.getByRole('button', { name: 'Save' })).toBeDisabled();
    await choose(page, /^Approval Status/, 'Approved');
    await edit.getByRole('button', { name: 'Save' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm' });
    await expect(confirm).toContainText('Are you sure you want to save?');
    await expect(confirm).toContainText('Saving logs this user out');
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('User account updated successfully.')).toBeVisible();
    await expect(accountRow(page, username)).toContainText('Approved');

    await signIn(userPage, { username, password: STRONG });
    await expect(userPage.getByTestId('sidebar-name')).toHaveText('Bagong Empleyado');
    await expect(userPage.getByTestId('sidebar-role')).toHaveText('Employee');
  } finally {
    await other.close();
  }
});

test('saving an account logs its user out within the session check', async ({ page, browser, request }) => {
  const username = unique('e2e.out');
  await createAccount(request, username);
  const other = await browser.newContext();
  try {
    const userPage = await other.newPage();
    await signIn(userPage, { username, password: STRONG });

    await signIn(page, ADMIN, '/settings/useraccounts');
    await page.getByPlaceholder('Search here').fill(username);
    await accountRow(page, username).getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit User Account' });
    await edit.getByLabel(/^Name/).fill('Renamed Person');
    await edit.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('dialog', { name: 'Confirm' }).getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('User account updated successfully.')).toBeVisible();

    await expect(userPage.getByText('Disconnected from server, log in again.')).toBeVisible({
      timeout: 8_000,
    });
    await expect(userPage).toHaveURL(/\/$/);
    // The unchanged password still works.
    await signIn(userPage, { username, password: STRONG });
    await expect(userPage.getByTestId('sidebar-name')).toHaveText('Renamed Person');
  } finally {
    await other.close();
  }
});

test("delete needs the typed 'DELETE {username}' confirmation", async ({ page, request }) => {
  const username = unique('e2e.del');
  await createAccount(request, username);
  await signIn(page, ADMIN, '/settings/useraccounts');
  await page.getByPlaceholder('Search here').fill(username);
  await accountRow(page, username).getByRole('button', { name: 'Delete' }).click();

  const dialog = page.getByRole('dialog', { name: 'Delete' });
  await expect(dialog.getByText('Are you sure you want to delete?')).toBeVisible();
  const confirm = dialog.getByRole('button', { name: 'Confirm Delete' });
  await expect(confirm).toBeDisabled();
  await dialog.getByRole('textbox').fill(`DELETE ${username.toUpperCase()}`);
  await expect(confirm).toBeDisabled();
  await dialog.getByRole('textbox').fill(`DELETE ${username}`);
  await confirm.click();
  await expect(page.getByText('User account deleted successfully.')).toBeVisible();
  await expect(page.getByText('No records found')).toBeVisible();

  // Your own account cannot be deleted: its Delete is disabled and says why.
  await page.getByPlaceholder('Search here').fill('System Administrator');
  await expect(accountRow(page, 'admin').getByRole('button', { name: 'Delete' })).toBeDisabled();
  await expect(accountRow(page, 'admin').getByText('You cannot delete your own account.')).toBeVisible();
});
