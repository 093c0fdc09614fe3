import { expect, type Page, test } from '@playwright/test';
import { ADMIN } from './env';
import { signIn } from './helpers';

function formDialog(page: Page, title: string) {
  return page.getByRole('dialog', { name: title });
}

async function choose(page: Page, scope: ReturnType<Page['getByRole']>, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

// Long flows on a shared machine: more time than the 45 s default.
test.describe.configure({ timeout: 90_000 });

async function saveAndConfirm(page: Page, dialog: ReturnType<Page['getByRole']>) {
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Are you sure you want to save?')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm' }).click();
}

test('earnings: a By Work - Group category and a record with three employees shows shares adding up', async ({
  page,
}) => {
  const name = `E2E Team Bonus ${Date.now()}`;
  await signIn(page, ADMIN, '/earningsdeductions/earningscategories');
  await expect(page.getByRole('heading', { name: 'Earnings Categories' })).toBeVisible();

  await page.getByRole('button', { name: 'Create New' }).click();
  let dialog = formDialog(page, 'Add Category');
  await dialog.getByLabel('Category Name').fill(name);
  await choose(page, dialog, 'Calc Method', 'By Work - Group');
  await choose(page, dialog, 'Operand', '*');
  await dialog.getByLabel('Rate').fill('1');
  await dialog.getByLabel('Unit of the Amount (e.g. Pieces)').fill('Output');
  await saveAndConfirm(page, dialog);
  await expect(dialog).toBeHidden();
  await page.getByPlaceholder('Search here').fill(name);
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('By Work - Group');

  // The same name in another case: 'Name is already in use.' and the form stays open.
  await page.getByRole('button', { name: 'Create New' }).click();
  dialog = formDialog(page, 'Add Category');
  await dialog.getByLabel('Category Name').fill(name.toUpperCase());
  await dialog.getByLabel('Rate').fill('1');
  await saveAndConfirm(page, dialog);
  await expect(dialog.getByText('Name is already in use.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // A record of that category: total 1,000.00 shared by three equal lines.
  await page.goto('/earningsdeductions/earningsrecords');
  await page.getByRole('button', { name: 'Create New' }).click();
  dialog = formDialog(page, 'Add Record');
  await choose(page, dialog, 'Category', name);
  await dialog.getByLabel('Effective Date').fill('2026-12-15');
  await dialog.getByLabel('Total to Share Among the Lines (By Work - Group)').fill('1000');
  await saveAndConfirm(page, dialog);
  const record = formDialog(page, 'Edit Record');
  await expect(record.getByText(name)).toBeVisible();

  const picker = record.getByRole('combobox', { name: 'Employees' });
  for (const code of ['00010', '00011', '00012']) {
    await picker.click();
    await picker.fill(code);
    await page.getByRole('option', { name: new RegExp(`^${code} - `) }).click();
  }
  await record.getByLabel('Amount (Output)').fill('1');
  await record.getByRole('button', { name: 'Add Selected' }).click();
  const lines = record.getByRole('table', { name: 'Employees' });
  await expect(lines.getByRole('row', { name: /00010/ })).toContainText('333.34');
  await expect(lines.getByRole('row', { name: /00011/ })).toContainText('333.33');
  await expect(lines.getByRole('row', { name: /00012/ })).toContainText('333.33');
});

test('deductions: a record with an employee line', async ({ page }) => {
  await signIn(page, ADMIN, '/earningsdeductions/deductionsrecords');
  await expect(page.getByRole('heading', { name: 'Deductions Records' })).toBeVisible();
  await page.getByRole('button', { name: 'Create New' }).click();
  const dialog = formDialog(page, 'Add Record');
  await choose(page, dialog, 'Category', 'Uniform');
  await dialog.getByLabel('Effective Date').fill('2026-12-20');
  await saveAndConfirm(page, dialog);
  const record = formDialog(page, 'Edit Record');
  await expect(record.getByText('Uniform')).toBeVisible();
  const picker = record.getByRole('combobox', { name: 'Employees' });
  await picker.click();
  await picker.fill('00020');
  await page.getByRole('option', { name: /^00020 - / }).click();
  await record.getByLabel('Amount', { exact: true }).fill('450.5');
  await record.getByRole('button', { name: 'Add Selected' }).click();
  await expect(record.getByRole('row', { name: /00020/ })).toContainText('450.50');
  await expect(record.getByText('Total Amount: ₱450.50')).toBeVisible();

  // Import from a CSV: an unknown code is listed and nothing is written until the file is clean.
  const importFile = async (csv: string) => {
    const chooser = page.waitForEvent('filechooser');
    await record.getByRole('button', { name: 'Import from File' }).click();
    await (await chooser).setFiles({ name: 'lines.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  };
  await importFile('Employee Code,Amount\n00021,100\nZZZZZ,5\n');
  let preview = page.getByRole('dialog', { name: 'Import Employee Lines' });
  await expect(preview.getByRole('alert')).toContainText('Unknown employee codes: ZZZZZ.');
  await expect(preview.getByRole('button', { name: 'Import 1 line' })).toBeDisabled();
  await preview.getByRole('button', { name: 'Close' }).filter({ hasText: 'Close' }).click();
  await importFile('Employee Code,Amount\n00021,100\n22,49.5\n');
  preview = page.getByRole('dialog', { name: 'Import Employee Lines' });
  await preview.getByRole('button', { name: 'Import 2 lines' }).click();
  await expect(preview).toBeHidden();
  await expect(record.getByRole('row', { name: /00022/ })).toContainText('49.50');
  await expect(record.getByText('Total Amount: ₱600.00')).toBeVisible();
});
