/**
 * Employee profile, User Account Information: 'Create User Account' opens the account form with
 * the default username and the employee linked, and saves; without useraccounts view the block is
 * a no-access placeholder; without create the button is disabled.
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { ADMIN } from './env';
import { apiToken, signIn } from './helpers';

const PASSWORD = 'Account#2026';
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
/** Letters only, so the default username is easy to predict. */
const letters = () =>
  Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

const headersOf = (token: string) => ({ authorization: `Bearer ${token}` });

/** A fresh employee with a name and a unique code, made through the employee API. */
async function createEmployee(request: APIRequestContext, token: string, first: string, last: string) {
  const headers = headersOf(token);
  const created = await request.post('/api/employee_list/create', { headers });
  expect(created.ok(), await created.text()).toBe(true);
  const id = (await created.json()).id as number;
  const epi = await request.get(`/api/employee_management/fetchEPI?UID=${id}`, { headers });
  expect(epi.ok(), await epi.text()).toBe(true);
  const [record] = (await epi.json()) as Array<Record<string, unknown>>;
  // Starts with a letter: a code such as '0K1I6' would sort before the demo's '00001' (employee-list.spec).
  const code = `E${Math.random().toString(36).slice(2, 6).toUpperCase().padStart(4, 'X')}`;
  const saved = await request.put('/api/employee_management/updateEPI', {
    headers,
    data: { ...record, employee_id: id, first_name: first, last_name: last, employee_code: code },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  return id;
}

/** A signed-in-able user whose role has exactly these module flags. */
async function userWithGrants(
  request: APIRequestContext,
  token: string,
  grants: Record<string, { view?: boolean; create?: boolean; update?: boolean; delete?: boolean }>,
) {
  const headers = headersOf(token);
  const role = await request.post('/api/userroles/create', {
    headers,
    data: { role_name: unique('E2E Role ') },
  });
  expect(role.ok(), await role.text()).toBe(true);
  const roleId = (await role.json()).role_id as number;
  const rows = (await (
    await request.get(`/api/userroles/fetchPerms?id=${roleId}`, { headers })
  ).json()) as Array<{
    module_id: number;
    key: string;
  }>;
  const permissions = Object.entries(grants).map(([key, flags]) => {
    const row = rows.find((r) => r.key === key);
    if (!row) throw new Error(`no module ${key}`);
    return {
      module_id: row.module_id,
      view: flags.view ? 1 : 0,
      create: flags.create ? 1 : 0,
      update: flags.update ? 1 : 0,
      delete: flags.delete ? 1 : 0,
    };
  });
  const saved = await request.put('/api/userroles/update', {
    headers,
    data: { role_id: roleId, permissions },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  const username = unique('e2e.profile');
  const account = await request.post('/api/useraccounts/create', {
    headers,
    data: {
      username,
      name: 'E2E Profile Viewer',
      role_id: roleId,
      password: PASSWORD,
      confirm: PASSWORD,
      approval_status: 'Approved',
    },
  });
  expect(account.ok(), await account.text()).toBe(true);
  return { username, password: PASSWORD };
}

const accountBlock = (page: Page) => page.getByTestId('account-block');

test("'Create User Account' opens the form with the default username and links the new account", async ({
  page,
  request,
}) => {
  const token = await apiToken(request, ADMIN);
  const last = `Dela${letters()}`;
  const employeeId = await createEmployee(request, token, 'Juan', last);
  const expectedUsername = `JD${last.slice(1).toLowerCase()}`;

  await signIn(page, ADMIN, `/employees/${employeeId}`);
  const block = accountBlock(page);
  await expect(block.getByText('User Account Information')).toBeVisible();
  const create = block.getByRole('button', { name: 'Create User Account' });
  await expect(create).toBeEnabled();
  await create.click();

  const dialog = page.getByRole('dialog', { name: 'Create User Account' });
  await expect(dialog.getByLabel(/^Username/)).toHaveValue(expectedUsername);
  await expect(dialog.getByLabel(/^Name/)).toHaveValue(`Juan ${last}`);
  await expect(dialog.getByRole('combobox', { name: /^Employee/ })).toBeDisabled();
  await dialog.getByRole('combobox', { name: /^Role/ }).click();
  await page.getByRole('option', { name: 'Employee', exact: true }).click();
  await dialog.getByLabel(/^Password/).fill(PASSWORD);
  await dialog.getByLabel(/^Confirm Password/).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Save' }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: 'Are you sure you want to save?' });
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('User account created successfully.')).toBeVisible();

  // The card refreshes: the new account's details replace the button.
  await expect(block.getByText(expectedUsername, { exact: true })).toBeVisible();
  await expect(block.getByText(`Juan ${last}`, { exact: true })).toBeVisible();
  await expect(block.getByText('Active', { exact: true })).toBeVisible();
  await expect(block.getByRole('button', { name: 'Create User Account' })).toHaveCount(0);

  const linked = await request.get(`/api/employee_management/fetchUserAccount?UID=${employeeId}`, {
    headers: headersOf(token),
  });
  expect((await linked.json()).account).toMatchObject({
    username: expectedUsername,
    employee_id: employeeId,
    approval_status: 'For Approval',
  });
});

test('without useraccounts view the block is a placeholder; with view but not create the button is disabled', async ({
  browser,
  request,
}) => {
  const token = await apiToken(request, ADMIN);
  const employeeId = await createEmployee(request, token, 'Rosa', `Luna${letters()}`);
  const profileOnly = await userWithGrants(request, token, { employee_management: { view: true } });
  const accountViewer = await userWithGrants(request, token, {
    employee_management: { view: true },
    useraccounts: { view: true },
  });

  const first = await (await browser.newContext()).newPage();
  await signIn(first, profileOnly, `/employees/${employeeId}`);
  await expect(accountBlock(first).getByText('You have no permissions to view this module.')).toBeVisible();
  await expect(accountBlock(first).getByRole('button', { name: 'Create User Account' })).toHaveCount(0);

  const second = await (await browser.newContext()).newPage();
  await signIn(second, accountViewer, `/employees/${employeeId}`);
  await expect(accountBlock(second).getByRole('button', { name: 'Create User Account' })).toBeDisabled();
});
