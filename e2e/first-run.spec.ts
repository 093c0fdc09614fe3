/**
 * First-run hardening (issue 14, 4-6): nobody can lock the administrators out, drafts read as
 * drafts, scheduled maintenance reaches signed-in users, and a server that does not answer says so.
 * (The one-message rule is also driven in dropdown-records, employee-records and user-accounts.)
 */
import { expect, test } from '@playwright/test';
import { ADMIN, EMPLOYEE } from './env';
import { apiToken, signIn } from './helpers';

test('the last administrators keep User Roles and Admin: the checkboxes are disabled with the reason', async ({
  page,
}) => {
  await signIn(page, ADMIN, '/settings/userroles');
  await page.getByRole('combobox', { name: /^Role/ }).click();
  await page.getByRole('option', { name: 'Administrator', exact: true }).click();
  const matrix = page.getByRole('table', { name: 'Role permissions' });
  await expect(matrix).toBeVisible();
  const reason = page.getByTestId('protected-reason');
  await expect(reason).toContainText('holds the last active accounts that can manage roles');
  for (const label of ['View: User Roles', 'Update: User Roles', 'Update: Admin']) {
    await expect(matrix.getByRole('checkbox', { name: label })).toBeDisabled();
  }
  // Other flags stay editable.
  await expect(matrix.getByRole('checkbox', { name: 'Create: User Roles' })).toBeEnabled();

  // The server refuses it too (a direct call), and nothing changes.
  const token = await apiToken(page.request, ADMIN);
  const headers = { authorization: `Bearer ${token}` };
  const perms = (await (
    await page.request.get('/api/userroles/fetchPerms?id=1', { headers })
  ).json()) as Array<{
    module_id: number;
    key: string;
    create: number;
    update: number;
    delete: number;
  }>;
  const roles = perms.find((p) => p.key === 'userroles');
  expect(roles).toBeDefined();
  const refused = await page.request.put('/api/userroles/update', {
    headers,
    data: { role_id: 1, permissions: [{ ...roles, view: 0 }] },
  });
  expect(refused.status()).toBe(409);
  expect((await refused.json()).error).toContain('Give another active, approved account');
});

test("a blank Create New reads 'New employee, not saved yet' and is deleted with 'DELETE DRAFT'", async ({
  page,
}) => {
  const token = await apiToken(page.request, ADMIN);
  const headers = { authorization: `Bearer ${token}` };
  expect((await page.request.post('/api/employee_list/create', { headers })).ok()).toBe(true);
  const drafts = async () =>
    (
      (await (await page.request.get('/api/employee_list/fetch', { headers })).json()) as Array<{
        employee_code: string;
        first_name: string;
        last_name: string;
      }>
    ).filter((e) => !e.employee_code && !e.first_name.trim() && !e.last_name.trim()).length;
  const before = await drafts();

  await signIn(page, ADMIN, '/employees');
  const draft = page
    .getByRole('row')
    .filter({ has: page.getByTestId('draft-employee') })
    .first();
  await expect(draft).toContainText('New employee, not saved yet');
  await draft.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Type DELETE DRAFT to confirm.')).toBeVisible();
  await dialog.getByLabel('Confirmation text').fill('DELETE DRAFT');
  await dialog.getByRole('button', { name: 'Confirm Delete' }).click();
  await expect(page.getByText('Employee deleted successfully.')).toBeVisible();
  expect(await drafts()).toBe(before - 1);

  // Drafts are nobody: the account form's employee picker leaves them out.
  const picker = (await (
    await page.request.get('/api/useraccounts/fetchEmployees', { headers })
  ).json()) as Array<{
    first_name: string;
    last_name: string;
    employee_code: string | null;
  }>;
  expect(picker.every((e) => e.employee_code || e.first_name || e.last_name)).toBe(true);
});

test('a signed-in user sees scheduled maintenance with a live countdown within seconds', async ({ page }) => {
  await signIn(page, EMPLOYEE);
  await expect(page.getByTestId('maintenance-notice')).toHaveCount(0);

  const token = await apiToken(page.request, ADMIN);
  const headers = { authorization: `Bearer ${token}` };
  const started = await page.request.post('/api/admin/start', {
    headers,
    data: { message: 'Payroll upgrade: please save your work', minutes: 5 },
  });
  expect(started.ok(), await started.text()).toBe(true);
  try {
    const notice = page.getByTestId('maintenance-notice');
    // The session check runs every 5 seconds.
    await expect(notice).toBeVisible({ timeout: 12_000 });
    await expect(notice).toContainText('Payroll upgrade: please save your work');
    const countdown = page.getByTestId('maintenance-countdown');
    await expect(countdown).toHaveText(/Maintenance starts in 4:5\d|Maintenance starts in 5:00/);
    const first = await countdown.textContent();
    await expect(countdown).not.toHaveText(first ?? '', { timeout: 3000 });
  } finally {
    // Turning maintenance off also cancels the timer.
    const off = await page.request.post('/api/admin/toggle', {
      headers,
      data: { active: false, message: '' },
    });
    expect(off.ok(), await off.text()).toBe(true);
  }
  await expect(page.getByTestId('maintenance-notice')).toHaveCount(0, { timeout: 12_000 });
});

test("signing in while the server does not answer says 'Cannot reach the server.'", async ({ page }) => {
  await page.goto('/');
  await page.route('**/api/auth/login', (route) => route.abort('connectionrefused'));
  await page.getByLabel('Username').fill(ADMIN.username);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByTestId('login-error')).toHaveText('Cannot reach the server.');
  await expect(page.getByText('Login failed')).toHaveCount(0);
});
