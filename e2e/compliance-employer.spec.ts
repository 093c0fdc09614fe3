/**
 * Issue 16 section 1: a company's employer details on Reports > Compliance (a field message, then
 * saved with the numbers dashed) and its pay calendar (issue 21), and an employee's payroll bank account in Employment Details
 * (the bank's length rule, leading zeros kept, the change in the profile history).
 */
import { expect, type Page, test } from '@playwright/test';
import { ADMIN } from './env';
import { apiToken, signIn } from './helpers';

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

async function choose(
  page: Page,
  scope: ReturnType<Page['getByRole']> | Page,
  label: string,
  option: string,
) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function confirmSave(page: Page) {
  await expect(page.getByText('Are you sure you want to save?')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm' }).click();
}

test('employer details: a field message, then saved with the numbers dashed', async ({ page }) => {
  const token = await apiToken(page.request, ADMIN);
  const name = `E2E Employer ${unique()}`;
  const created = await page.request.post('/api/dropdownRecords/create', {
    headers: { authorization: `Bearer ${token}` },
    data: { dd: 'company', descr: name },
  });
  expect(created.ok(), await created.text()).toBe(true);

  await signIn(page, ADMIN);
  // The new sidebar group Reports holds the Compliance screen.
  await page.getByRole('navigation', { name: 'Main' }).getByText('Reports', { exact: true }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Compliance' }).click();
  await expect(page).toHaveURL(/\/compliance/);
  await choose(page, page, 'Company', name);
  const field = (label: string) => page.getByRole('textbox', { name: label, exact: true });
  await field('Registered Name').fill('E2E TRADING CORPORATION');
  await field('Registered Address').fill('12 Ayala Ave, Makati City');
  await field('ZIP Code').fill('1226');
  await field('TIN').fill('123456789');
  await field('Branch Code').fill('0000');
  await field('RDO Code').fill('50');
  await field('SSS Employer Number').fill('031234567');
  await field('PhilHealth PEN').fill('012345678901');
  await field('Pag-IBIG Employer ID').fill('201234567890');
  await field('Email').fill('payroll@e2e.ph');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('SSS Employer Number must have 10 digits (e.g. 03-1234567-8).')).toBeVisible();
  await field('SSS Employer Number').fill('0312345678');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await confirmSave(page);
  await expect(page.getByText('Employer details saved successfully.')).toBeVisible();
  await expect(field('TIN')).toHaveValue('123-456-789');
  await expect(field('SSS Employer Number')).toHaveValue('03-1234567-8');
  await expect(field('SSS Branch')).toHaveValue('000');
  await expect(field('RDO Code')).toHaveValue('050');
  await expect(field('Pag-IBIG Employer ID')).toHaveValue('2012-3456-7890');
  await page.reload();
  await expect(field('PhilHealth PEN')).toHaveValue('01-234567890-1');

  // Issue 21: the company's pay calendar, from the default 1 and 16 to 11 and 26.
  const calendar = page.getByTestId('pay-calendar');
  await expect(calendar.getByText(/^Periods: \d{4}-\d{2}-01 to /)).toBeVisible();
  await calendar.getByRole('textbox', { name: 'Semi-monthly first cut-off day' }).fill('11');
  await calendar.getByRole('textbox', { name: 'Semi-monthly second cut-off day' }).fill('26');
  await calendar.getByRole('button', { name: 'Save Pay Calendar' }).click();
  await confirmSave(page);
  await expect(page.getByText('Pay calendar saved successfully.')).toBeVisible();
  await page.reload();
  await expect(calendar.getByRole('textbox', { name: 'Semi-monthly second cut-off day' })).toHaveValue('26');
  await expect(calendar.getByText(/^Periods: \d{4}-\d{2}-11 to /)).toBeVisible();
});

test('payroll account: bank length rule, leading zeros kept, in the history', async ({ page }) => {
  const token = await apiToken(page.request, ADMIN);
  const res = await page.request.post('/api/employee_list/create', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const id = ((await res.json()) as { id: number }).id;

  await signIn(page, ADMIN, `/employees/${id}`);
  await page.getByRole('button', { name: 'Employment Details' }).click();
  const form = page.getByRole('form', { name: 'Employment Details' });
  await expect(form.getByRole('textbox', { name: 'Account Number' })).toHaveCount(0);
  await choose(page, form, 'Pay Method', 'Bank');
  await choose(page, form, 'Bank', 'BPI');
  await form.getByRole('textbox', { name: 'Account Number' }).fill('012345678');
  await form.getByRole('textbox', { name: 'Account Name' }).fill('JUAN DELA CRUZ');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(
    form.getByText('Account Number must have 10 digits for BPI (leading zeros included).'),
  ).toBeVisible();
  await form.getByRole('textbox', { name: 'Account Number' }).fill('0012345678');
  await form.getByRole('button', { name: 'Save' }).click();
  await confirmSave(page);
  await expect(page.getByText('Employee employment details updated successfully.')).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Account Number' })).toHaveValue('0012345678');

  const history = await page.request.get(`/api/employee_management/fetchEmployeeHistory?UID=${id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const [latest] = (await history.json()) as Array<{ changes: Record<string, { new: unknown }> }>;
  expect(latest?.changes.account_no?.new).toBe('0012345678');
  expect(latest?.changes.bank_name?.new).toBe('BPI');
});
