/** Approver Assignment: edit only; setting an approver shows in the list and in that user's sidebar. */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { ADMIN } from './env';
import { apiToken, signIn } from './helpers';

const PASSWORD = 'Approver#2026';
const NOTE = 'Only employees with linked user accounts can be set as approvers.';
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
/** Person names take no digits: a unique suffix in letters. */
const uniqueName = (prefix: string) => unique(prefix).replace(/\d/g, (d) => 'abcdefghij'[Number(d)] ?? '');

/** A fresh employee with a name and a unique code, made through the employee API. */
async function createEmployee(request: APIRequestContext, token: string, first: string, last: string) {
  const headers = { authorization: `Bearer ${token}` };
  const created = await request.post('/api/employee_list/create', { headers });
  expect(created.ok(), await created.text()).toBe(true);
  const id = (await created.json()).id as number;
  const epi = await request.get(`/api/employee_management/fetchEPI?UID=${id}`, { headers });
  expect(epi.ok(), await epi.text()).toBe(true);
  const [record] = (await epi.json()) as Array<Record<string, unknown>>;
  // A letter first: a code like '0ACV3' would sort before the demo's '00001' (natural order).
  const code = `E${Math.random().toString(36).slice(2, 6).toUpperCase().padStart(4, '0')}`;
  const saved = await request.put('/api/employee_management/updateEPI', {
    headers,
    data: { ...record, employee_id: id, first_name: first, last_name: last, employee_code: code },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  return { id, code };
}

/** An approved account with the demo 'Employee' role, linked to the employee. */
async function createLinkedAccount(
  request: APIRequestContext,
  token: string,
  username: string,
  employeeId: number,
) {
  const headers = { authorization: `Bearer ${token}` };
  const roles = (await (await request.get('/api/useraccounts/fetchRoles', { headers })).json()) as Array<{
    role_id: number;
    role_name: string;
  }>;
  const role = roles.find((r) => r.role_name === 'Employee');
  if (!role) throw new Error('no Employee role in the demo data');
  const res = await request.post('/api/useraccounts/create', {
    headers,
    data: {
      username,
      name: `E2E ${username}`,
      role_id: role.role_id,
      employee_id: employeeId,
      password: PASSWORD,
      confirm: PASSWORD,
      approval_status: 'Approved',
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

function assignmentRow(page: Page, username: string) {
  return page.getByRole('row').filter({ has: page.getByRole('cell', { name: username, exact: true }) });
}

async function setApprover(page: Page, username: string, choice: 'Yes' | 'No') {
  await page.getByPlaceholder('Search here').fill(username);
  await assignmentRow(page, username).getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Record' });
  await expect(dialog.getByLabel('Username')).toHaveValue(username);
  await dialog.getByRole('combobox', { name: /^Approver/ }).click();
  await page.getByRole('option', { name: choice, exact: true }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: 'Are you sure you want to save?' });
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
}

test('admin sets an employee with an account as approver; the list and their sidebar show it', async ({
  page,
  browser,
  request,
}) => {
  const token = await apiToken(request, ADMIN);
  const last = uniqueName('Aprobador');
  const employee = await createEmployee(request, token, 'Lorna', last);
  const username = unique('e2e.approver');
  await createLinkedAccount(request, token, username, employee.id);

  await signIn(page, ADMIN);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByText('Employee Management', { exact: true }).click();
  await nav.getByRole('link', { name: 'Approver Assignment' }).click();
  await expect(page).toHaveURL(/\/approvers$/);
  await expect(page.getByRole('heading', { name: 'Approver Assignment' })).toBeVisible();
  await expect(page.getByText(NOTE)).toBeVisible();
  // Edit only: no Create New, no Delete.
  await expect(page.getByRole('button', { name: 'Create New' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);

  await page.getByPlaceholder('Search here').fill(username);
  const row = assignmentRow(page, username);
  await expect(row.getByRole('cell', { name: employee.code, exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: `Lorna ${last}`, exact: true })).toBeVisible();
  // Approver and Company-wide (all companies): both No.
  await expect(row.getByRole('cell', { name: 'No', exact: true })).toHaveCount(2);

  await setApprover(page, username, 'Yes');
  await expect(page.getByText('Approver assignment updated successfully.')).toBeVisible();
  await expect(row.getByRole('cell', { name: 'Yes', exact: true })).toHaveCount(1);
  await expect(row.getByRole('cell', { name: 'No', exact: true })).toHaveCount(1);

  // The approver signs in: the sidebar's details say so.
  const context = await browser.newContext();
  const approverPage = await context.newPage();
  await signIn(approverPage, { username, password: PASSWORD });
  await approverPage.getByRole('button', { name: /Show details$/ }).click();
  const details = approverPage.getByTestId('sidebar-details');
  await expect(details).toContainText(employee.code);
  await expect(details).toContainText('ApproverYes');

  const approvers = await request.get('/api/approverAssignment/fetchApprovers', {
    headers: { authorization: `Bearer ${token}` },
  });
  const list = (await approvers.json()) as Array<{ employee_id: number; username: string }>;
  expect(list.find((a) => a.employee_id === employee.id)?.username).toBe(username);

  // Clearing it reaches the signed-in approver at the next session check, without signing them out.
  await setApprover(page, username, 'No');
  await expect(row.getByRole('cell', { name: 'No', exact: true })).toHaveCount(2);
  await expect(details).toContainText('ApproverNo');
  await expect(approverPage).toHaveURL(/\/(home|me)$/);
  await context.close();
});

test('with view but not update, Edit is disabled', async ({ page, request }) => {
  const token = await apiToken(request, ADMIN);
  const headers = { authorization: `Bearer ${token}` };
  const role = await request.post('/api/userroles/create', {
    headers,
    data: { role_name: unique('Viewer ') },
  });
  expect(role.ok(), await role.text()).toBe(true);
  const roleId = (await role.json()).role_id as number;
  const perms = (await (
    await request.get(`/api/userroles/fetchPerms?id=${roleId}`, { headers })
  ).json()) as Array<{
    module_id: number;
    key: string;
  }>;
  const module = perms.find((p) => p.key === 'approverassignment');
  if (!module) throw new Error('no approverassignment module');
  const saved = await request.put('/api/userroles/update', {
    headers,
    data: {
      role_id: roleId,
      permissions: [{ module_id: module.module_id, view: 1, create: 0, update: 0, delete: 0 }],
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  const username = unique('e2e.viewer');
  const account = await request.post('/api/useraccounts/create', {
    headers,
    data: {
      username,
      name: 'E2E Viewer',
      role_id: roleId,
      password: PASSWORD,
      confirm: PASSWORD,
      approval_status: 'Approved',
    },
  });
  expect(account.ok(), await account.text()).toBe(true);
  const employee = await createEmployee(request, token, 'Viewer', uniqueName('Tingin'));
  await createLinkedAccount(request, token, unique('e2e.viewed'), employee.id);

  await signIn(page, { username, password: PASSWORD }, '/approvers');
  await expect(page.getByText(NOTE)).toBeVisible();
  await page.getByPlaceholder('Search here').fill(employee.code);
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: employee.code, exact: true }) });
  await expect(row.getByRole('button', { name: 'Edit' })).toBeDisabled();
});
