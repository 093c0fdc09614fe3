/** User Roles: the permission matrix, Save Changes only on change, effect on a signed-in user, create/delete. */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { ADMIN } from './env';
import { apiToken, signIn } from './helpers';

const PASSWORD = 'Bagong#2026pw';
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/** A fresh role with no permissions and an approved account that has it. */
async function roleWithAccount(request: APIRequestContext) {
  const token = await apiToken(request, ADMIN);
  const headers = { authorization: `Bearer ${token}` };
  const roleName = unique('E2E Role ');
  const role = await request.post('/api/userroles/create', { headers, data: { role_name: roleName } });
  expect(role.ok(), await role.text()).toBe(true);
  const username = unique('e2e.role');
  const account = await request.post('/api/useraccounts/create', {
    headers,
    data: {
      username,
      name: 'Role Tester',
      role_id: (await role.json()).role_id,
      password: PASSWORD,
      confirm: PASSWORD,
      approval_status: 'Approved',
    },
  });
  expect(account.ok(), await account.text()).toBe(true);
  return { roleName, username };
}

async function pickRole(page: Page, name: string) {
  await page.getByRole('combobox', { name: /^Role/ }).click();
  await page.getByRole('option', { name, exact: true }).click();
  await expect(page.getByRole('table', { name: 'Role permissions' })).toBeVisible();
}

test('editing a role: Save Changes only on change, and a signed-in user gets access at once', async ({
  page,
  browser,
  request,
}) => {
  const { roleName, username } = await roleWithAccount(request);
  const other = await browser.newContext();
  try {
    const userPage = await other.newPage();
    await signIn(userPage, { username, password: PASSWORD }, '/settings/useraccounts');
    await expect(userPage.getByText('You have no permissions to view this module.')).toBeVisible();

    await signIn(page, ADMIN);
    // Sign-in opens Home (issue 26): open the sidebar's Settings first.
    await page.getByRole('navigation', { name: 'Main' }).getByText('Settings').click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'User Roles' }).click();
    await expect(page.getByRole('heading', { name: 'User Roles' })).toBeVisible();
    await pickRole(page, roleName);
    const matrix = page.getByRole('table', { name: 'Role permissions' });
    for (const group of [
      'Employee Management',
      'Time & Attendance',
      'Earnings & Deductions',
      'Setup',
      'Settings',
    ]) {
      await expect(matrix.getByText(group, { exact: true })).toBeVisible();
    }
    const save = page.getByRole('button', { name: 'Save Changes' });
    await expect(save).toBeDisabled();

    const view = page.getByRole('checkbox', { name: 'View: User Accounts' });
    await view.check();
    await expect(save).toBeEnabled();
    await view.uncheck();
    await expect(save).toBeDisabled();

    // The All toggle sets the row; then back to view only.
    await page.getByRole('checkbox', { name: 'All: User Accounts' }).check();
    await expect(page.getByRole('checkbox', { name: 'Delete: User Accounts' })).toBeChecked();
    await page.getByRole('checkbox', { name: 'All: User Accounts' }).uncheck();
    await expect(save).toBeDisabled();
    await view.check();
    await save.click();
    await page.getByRole('dialog', { name: 'Confirm' }).getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Role permissions saved successfully.')).toBeVisible();
    await expect(save).toBeDisabled();
    await expect(view).toBeChecked();

    // The signed-in user sees the screen now, without signing in again.
    await userPage.reload();
    await expect(userPage.getByRole('heading', { name: 'User Accounts' })).toBeVisible();
    await expect(userPage.getByRole('button', { name: 'Create New' })).toBeDisabled();

    // And loses it again at once.
    await view.uncheck();
    await save.click();
    await page.getByRole('dialog', { name: 'Confirm' }).getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Role permissions saved successfully.').first()).toBeVisible();
    await expect(save).toBeDisabled();
    await userPage.reload();
    await expect(userPage.getByText('You have no permissions to view this module.')).toBeVisible();
  } finally {
    await other.close();
  }
});

test("create and delete a role; 'Role name is required.'; a role in use cannot be deleted", async ({
  page,
}) => {
  await signIn(page, ADMIN, '/settings/userroles');

  await page.getByRole('button', { name: 'Create Role' }).click();
  const create = page.getByRole('dialog', { name: 'Create Role' });
  await create.getByRole('button', { name: 'Save' }).click();
  await expect(create.getByText('Role name is required.')).toBeVisible();
  const name = unique('Auditor ');
  await create.getByLabel(/^Role Name/).fill(name);
  await create.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Role created successfully.')).toBeVisible();
  await expect(page.getByRole('combobox', { name: /^Role/ })).toHaveValue(name);
  await expect(page.getByText('Assigned to 0 user accounts.')).toBeVisible();

  await page.getByRole('button', { name: 'Delete Role' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Role' });
  await expect(
    confirm.getByText('Are you sure you want to delete this role? This cannot be undone.'),
  ).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete Role' }).click();
  await expect(page.getByText('Role deleted successfully.')).toBeVisible();
  await expect(page.getByRole('combobox', { name: /^Role/ })).toHaveValue('');

  // The demo 'Employee' role has an account: refused with a clear message.
  await pickRole(page, 'Employee');
  await page.getByRole('button', { name: 'Delete Role' }).click();
  await page
    .getByRole('dialog', { name: 'Delete Role' })
    .getByRole('button', { name: 'Delete Role' })
    .click();
  await expect(page.getByText(/This role is still assigned to \d+ user accounts?\./)).toBeVisible();
  await expect(page.getByRole('combobox', { name: /^Role/ })).toHaveValue('Employee');
});
