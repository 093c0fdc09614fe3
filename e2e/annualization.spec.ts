/**
 * Issue 17 section 2: a previous employer's 2316 entered on the employee profile counts in the
 * year's annualized withholding on Reports > Compliance (substituted filing no longer applies).
 */
import { expect, test } from '@playwright/test';
import { ADMIN } from './env';
import { apiToken, signIn } from './helpers';

test("previous employer on the profile, then the year's annualization shows it", async ({ page }) => {
  const year = String(new Date().getFullYear());
  const token = await apiToken(page.request, ADMIN);
  const headers = { Authorization: `Bearer ${token}` };
  const companies = await page.request.get('/api/dropdown/dropdown_handler', {
    headers,
    params: { DD: 'company' },
  });
  const company = ((await companies.json()) as Array<{ code: string | number; name: string }>).find(
    (c) => c.name === 'Bayanihan Trading Corporation',
  );
  expect(company).toBeTruthy();
  const before = await page.request.get(
    `/api/compliance/annualization?company_id=${company?.code}&period=${year}`,
    { headers },
  );
  expect(before.ok(), await before.text()).toBe(true);
  const employee = ((await before.json()).rows as Array<{ employee_id: number; name: string }>)[0];
  expect(employee).toBeTruthy();
  await page.request.delete(
    `/api/employee_management/previous_employers?UID=${employee?.employee_id}&year=${year}`,
    {
      headers,
    },
  );

  await signIn(page, ADMIN, `/employees/${employee?.employee_id}`);
  await page.getByRole('button', { name: 'Previous Employer (BIR 2316)' }).click();
  await page.getByRole('button', { name: 'Add Previous Employer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Previous Employer (BIR 2316)' });
  const field = (label: string) => dialog.getByRole('textbox', { name: new RegExp(`^${label}`) });
  await field('Year').fill(year);
  await field('TIN').fill('123456789');
  await field('Employer Name').fill('Dating Kumpanya Inc.');
  await field('Taxable Basic Salary').fill('120000');
  await field('Tax Withheld').fill('4500.50');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  const table = page.getByRole('table', { name: 'Previous Employer (BIR 2316)' });
  await expect(table.getByRole('row', { name: /Dating Kumpanya Inc\./ })).toContainText('123-456-789');
  await expect(table.getByRole('row', { name: /Dating Kumpanya Inc\./ })).toContainText('₱4,500.50');

  await page.goto(`/compliance?company_id=${company?.code}&period=${year}-01`);
  const card = page.getByTestId('compliance-card-annualization');
  await expect(card.getByText(/Employees: \d+/)).toBeVisible();
  await card.getByRole('button', { name: 'Preview' }).click();
  await card.getByPlaceholder('Search here').fill(employee?.name ?? '');
  const row = card.getByRole('row', { name: new RegExp(employee?.name ?? '') });
  await expect(row.getByText('No', { exact: true })).toBeVisible();
});
