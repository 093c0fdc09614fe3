import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { ADMIN } from './env';
import { apiToken, signIn } from './helpers';

/** A new employee with a unique code, made through the API (the test's own data). */
async function employeeWithCode(
  request: APIRequestContext,
  lastName: string,
): Promise<{ id: number; code: string }> {
  const token = await apiToken(request, ADMIN);
  const headers = { authorization: `Bearer ${token}` };
  const created = await request.post('/api/employee_list/create', { headers });
  expect(created.ok(), await created.text()).toBe(true);
  const { id } = (await created.json()) as { id: number };
  const code = `L${(Date.now() % 10_000).toString().padStart(4, '0')}`;
  const saved = await request.put('/api/employee_management/updateEPI', {
    headers,
    data: { employee_id: id, employee_code: code, first_name: 'Lista', last_name: lastName },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  return { id, code };
}

/** A unique suffix in letters: person names take no digits. */
const letters = (n: number) => n.toString().replace(/\d/g, (d) => 'abcdefghij'[Number(d)] ?? '');

function table(page: Page) {
  return page.getByRole('table', { name: 'Employees' });
}

test('lists the demo employees with search and sorting, employee_id hidden', async ({ page }) => {
  await signIn(page, ADMIN, '/employees');
  await expect(page.getByRole('heading', { name: 'Employee List' })).toBeVisible();
  await expect(table(page).getByRole('row', { name: /Aguilar/ })).toBeVisible();
  await expect(table(page).getByRole('columnheader', { name: /Employee Code/ })).toBeVisible();
  await expect(table(page).getByRole('columnheader', { name: /^Employee$/ })).toHaveCount(0);

  await page.getByPlaceholder('Search here').fill('villanueva');
  await expect(table(page).getByRole('row', { name: /Lourdes/ })).toBeVisible();
  await page.getByPlaceholder('Search here').fill('kalinaw');
  // Kalinaw's rows (other specs may import employees there, so no one name is sure to be on page 1).
  await expect(
    table(page)
      .getByRole('row', { name: /Kalinaw Foods/ })
      .first(),
  ).toBeVisible();
  await expect(table(page).getByRole('row', { name: /Villanueva/ })).toHaveCount(0);

  await page.getByPlaceholder('Search here').fill('');
  await table(page)
    .getByRole('columnheader', { name: /Employee Code/ })
    .click();
  await expect(table(page).getByRole('row').nth(1)).toContainText('00001');
});

test('Create New asks first, then opens the new employee page', async ({ page }) => {
  await signIn(page, ADMIN, '/employees');
  await page.getByRole('button', { name: 'Create New' }).click();
  await expect(page.getByText('Are you sure you want to create a new employee?')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/employees$/);

  await page.getByRole('button', { name: 'Create New' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/employees\/\d+$/);
  await expect(page.getByTestId('employee-heading')).toHaveText('New Employee');
  await expect(page.getByTestId('employee-code')).toHaveText('NO CODE SAVED');
});

test('Edit opens the profile', async ({ page }) => {
  const { id, code } = await employeeWithCode(page.request, `Edit${letters(Date.now())}`);
  await signIn(page, ADMIN, '/employees');
  await page.getByPlaceholder('Search here').fill(code);
  await table(page)
    .getByRole('row', { name: new RegExp(code) })
    .getByRole('button', { name: 'Edit' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/employees/${id}$`));
  await expect(page.getByTestId('employee-code')).toHaveText(code);
});

test('Delete needs DELETE {employee_code} typed exactly; Cancel keeps the employee', async ({ page }) => {
  const { code } = await employeeWithCode(page.request, `Gone${letters(Date.now())}`);
  await signIn(page, ADMIN, '/employees');
  await page.getByPlaceholder('Search here').fill(code);
  const row = table(page).getByRole('row', { name: new RegExp(code) });

  await row.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog');
  const confirmDelete = dialog.getByRole('button', { name: 'Confirm Delete' });
  await expect(confirmDelete).toBeDisabled();
  await dialog.getByLabel('Confirmation text').fill(`DELETE ${code.toLowerCase()}`);
  await expect(confirmDelete).toBeDisabled();
  await dialog.getByLabel('Confirmation text').fill(`DELETE ${code}`);
  await expect(confirmDelete).toBeEnabled();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toBeVisible();

  await row.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByLabel('Confirmation text').fill(`DELETE ${code}`);
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm Delete' }).click();
  await expect(page.getByText('Employee deleted successfully.')).toBeVisible();
  await expect(table(page).getByText('No records found')).toBeVisible();
});

test('an employee with processed payroll is not deleted, and the reason is shown', async ({ page }) => {
  await signIn(page, ADMIN, '/employees');
  await page.getByPlaceholder('Search here').fill('00005');
  const row = table(page).getByRole('row', { name: /00005/ });
  await row.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByLabel('Confirmation text').fill('DELETE 00005');
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm Delete' }).click();
  // The demo gives every employee a payslip history (My Sahod): the payroll history is kept.
  await expect(page.getByText(/has processed payroll and cannot be deleted/)).toBeVisible();
  await expect(row).toBeVisible();
});
