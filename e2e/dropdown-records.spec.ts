import fs from 'node:fs';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { ADMIN } from './env';
import { apiToken, signIn } from './helpers';

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

function valueDialog(page: Page) {
  return page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Save' }) });
}

async function saveAndConfirm(page: Page) {
  await valueDialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Are you sure you want to save?')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm' }).click();
}

/** A name unique to this run, within the 30-character limit. */
const unique = (prefix: string) => `${prefix} ${Date.now() % 1_000_000}`;

test('gender: add a value, see it, edit it, export it and delete it', async ({ page }) => {
  const name = unique('E2E Gender');
  const renamed = `${name} B`;
  await signIn(page, ADMIN);
  // The sidebar's Setup group holds the screen.
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByText('Setup', { exact: true }).click();
  await nav.getByRole('link', { name: 'Dropdown Records' }).click();
  await expect(page).toHaveURL(/\/setup\/dropdown$/);
  await expect(page.getByRole('heading', { name: 'Dropdown Records' })).toBeVisible();

  // Nothing chosen yet.
  await page.getByRole('button', { name: 'Create New' }).click();
  await expect(page.getByText('Please select a dropdown first.')).toBeVisible();

  await choose(page, 'Dropdown', 'Gender');
  await expect(page.getByRole('row', { name: /Female/ })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: /Entry No\./ })).toBeVisible();

  // Add: empty is refused with the spec's words, then the value is saved trimmed.
  await page.getByRole('button', { name: 'Create New' }).click();
  const dialog = valueDialog(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Please enter a value')).toBeVisible();
  await dialog.getByLabel('Name').fill(`  ${name}  `);
  await saveAndConfirm(page);
  await expect(page.getByText('Record added successfully.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await page.getByPlaceholder('Search here').fill(name);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toBeVisible();

  // A duplicate in another case is refused.
  await page.getByRole('button', { name: 'Create New' }).click();
  await dialog.getByLabel('Name').fill(name.toUpperCase());
  await saveAndConfirm(page);
  await expect(dialog.getByText('Duplicate entry already exists')).toBeVisible();
  // One message per error: the reason, not also a generic 'Please try again' alert.
  await expect(page.getByText('Failed to add record. Please try again.')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // Edit.
  await row.getByRole('button', { name: 'Edit' }).click();
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  await dialog.getByLabel('Name').fill(renamed);
  await saveAndConfirm(page);
  await expect(dialog).toBeHidden();
  const renamedRow = page.getByRole('row', { name: new RegExp(renamed) });
  await expect(renamedRow).toBeVisible();

  // Export the list as CSV and XLSX.
  await page.getByPlaceholder('Search here').fill('');
  await page.getByRole('button', { name: 'Export' }).click();
  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: 'CSV (.csv)' }).click(),
  ]);
  expect(csv.suggestedFilename()).toBe('Gender.csv');
  const csvText = fs.readFileSync((await csv.path())!, 'utf8');
  expect(csvText).toContain('Entry No.,Name');
  expect(csvText).toContain('Female');
  expect(csvText).toContain(renamed);
  await page.getByRole('button', { name: 'Export' }).click();
  const [xlsx] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: 'Excel (.xlsx)' }).click(),
  ]);
  expect(xlsx.suggestedFilename()).toBe('Gender.xlsx');
  expect(fs.statSync((await xlsx.path())!).size).toBeGreaterThan(1000);

  // Delete, after 'Confirm Delete?'.
  await page.getByPlaceholder('Search here').fill(renamed);
  await renamedRow.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Confirm Delete?')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Record deleted successfully.')).toBeVisible();
  await expect(page.getByText('No records found')).toBeVisible();
});

test('department: needs a company, is added under it, and keeps its company from being deleted', async ({
  page,
}) => {
  const company = 'Bayanihan Trading Corporation';
  const department = unique('E2E Dept');
  await signIn(page, ADMIN, '/setup/dropdown');
  await choose(page, 'Dropdown', 'Department');
  await page.getByRole('button', { name: 'Create New' }).click();
  await expect(page.getByText('Please select a company before adding a department.')).toBeVisible();

  await choose(page, 'Parent Company', company);
  await expect(page.getByRole('row', { name: /Human Resources/ })).toBeVisible();
  await page.getByRole('button', { name: 'Create New' }).click();
  await valueDialog(page).getByLabel('Name').fill(department);
  await saveAndConfirm(page);
  await expect(page.getByText('Record added successfully.')).toBeVisible();
  await page.getByPlaceholder('Search here').fill(department);
  const row = page.getByRole('row', { name: new RegExp(department) });
  await expect(row).toBeVisible();

  // The company still has departments: deleting it is refused with the reason.
  await choose(page, 'Dropdown', 'Company');
  await page.getByPlaceholder('Search here').fill(company);
  await page
    .getByRole('row', { name: new RegExp(company) })
    .getByRole('button', { name: 'Delete' })
    .click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(/cannot be deleted because it is still used by/)).toBeVisible();
  await expect(page.getByText('Failed to delete record. Please try again.')).toHaveCount(0);
  await expect(page.getByRole('row', { name: new RegExp(company) })).toBeVisible();

  // Clean up: the new department is unused, so it can go.
  await choose(page, 'Dropdown', 'Department');
  await page.getByPlaceholder('Search here').fill(department);
  await row.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Record deleted successfully.')).toBeVisible();
});

async function dropdown(request: APIRequestContext, token: string, dd: string, uid?: number) {
  const res = await request.get('/api/dropdown/dropdown_handler', {
    headers: { authorization: `Bearer ${token}` },
    params: uid === undefined ? { DD: dd } : { DD: dd, UID: uid },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as Array<{ code: number | null; name: string }>;
}

async function cascade(request: APIRequestContext, token: string, path: [string, string, string, string]) {
  let uid: number | undefined;
  for (const [i, dd] of (['region', 'province', 'city', 'barangay'] as const).entries()) {
    const items = await dropdown(request, token, dd, uid);
    expect(items[0]).toEqual({ code: null, name: '' });
    const item = items.find((x) => x.name === path[i]);
    expect(item, `${dd} ${path[i]}`).toBeTruthy();
    uid = item!.code!;
  }
}

test('the address cascade of the started server reaches a barangay in NCR and one in a province', async ({
  request,
}) => {
  const token = await apiToken(request, ADMIN);
  await cascade(request, token, ['National Capital Region (NCR)', 'Metro Manila', 'Makati City', 'Bel-Air']);
  await cascade(request, token, ['Region VII (Central Visayas)', 'Cebu', 'Cebu City', 'Lahug']);
  await cascade(request, token, ['Region IV-A (CALABARZON)', 'Laguna', 'Calamba City', 'Real']);
});
