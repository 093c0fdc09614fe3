/**
 * The employee profile's records: Educational Background, Emergency Contacts, Employee Forms and
 * Documents (upload, download, a renamed file refused) and the photo. Each test works on a new
 * employee created through the API, so the tests share no data.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { ADMIN } from './env';
import { apiToken, signIn } from './helpers';

/** A real 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

async function openNewEmployee(page: Page): Promise<number> {
  await signIn(page, ADMIN);
  const token = await apiToken(page.request, ADMIN);
  const res = await page.request.post('/api/employee_list/create', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const { id } = (await res.json()) as { id: number };
  await page.goto(`/employees/${id}`);
  return id;
}

/** Opens one accordion section of the profile and returns its panel. */
async function openSection(page: Page, name: string): Promise<Locator> {
  const control = page.getByRole('button', { name, exact: true });
  if ((await control.getAttribute('aria-expanded')) !== 'true') await control.click();
  const panel = page.getByRole('region', { name, exact: true });
  await expect(panel).toBeVisible();
  return panel;
}

/** Answers the open confirmation that asks `question`. */
async function confirm(page: Page, question: string): Promise<void> {
  const dialog = page.getByRole('dialog').filter({ hasText: question });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
}

async function expectAlert(page: Page, text: string): Promise<void> {
  await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
}

test('educational background: add, edit and delete a record', async ({ page }) => {
  await openNewEmployee(page);
  const panel = await openSection(page, 'Educational Background');
  const table = panel.getByRole('table', { name: 'Educational Background' });
  await expect(table.getByText('No records found')).toBeVisible();

  await panel.getByRole('button', { name: 'Create New' }).click();
  const add = page.getByRole('dialog', { name: 'Add New Record' });
  await add.getByLabel('Degree').fill('BS Accountancy');
  await add.getByLabel('School Name').fill('Polytechnic University of the Philippines');
  await add.getByLabel('Location').fill('Sta. Mesa, Manila');
  await add.getByLabel('Graduation Year').fill('2016');
  await add.getByRole('button', { name: 'Save' }).click();
  await confirm(page, 'Are you sure you want to save?');
  await expectAlert(page, 'Employee educational background updated successfully.');
  const row = table.getByRole('row', { name: /BS Accountancy/ });
  await expect(row).toContainText('Sta. Mesa, Manila');
  await expect(row).toContainText('2016');

  await row.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Record' });
  await edit.getByLabel('Location').fill('Manila');
  await edit.getByRole('button', { name: 'Save' }).click();
  await confirm(page, 'Are you sure you want to save?');
  await expect(row).toContainText('Manila');
  await expect(row).not.toContainText('Sta. Mesa');

  await row.getByRole('button', { name: 'Delete' }).click();
  await confirm(page, 'Are you sure you want to delete?');
  await expectAlert(page, 'Employee educational background deleted successfully.');
  await expect(table.getByText('No records found')).toBeVisible();
});

test('emergency contacts: add, edit and delete a contact; the number must be digits', async ({ page }) => {
  await openNewEmployee(page);
  const panel = await openSection(page, 'Emergency Contacts');
  const table = panel.getByRole('table', { name: 'Emergency Contacts' });

  await panel.getByRole('button', { name: 'Create New' }).click();
  const add = page.getByRole('dialog', { name: 'Add New Record' });
  await add.getByLabel('Contact Name').fill('Maria Santos');
  await add.getByLabel('Relationship').fill('Mother');
  await add.getByLabel('Contact Number').fill('0917-123-4567');
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(add.getByText('Please enter a valid contact number.')).toBeVisible();
  await add.getByLabel('Contact Number').fill('09171234567');
  await add.getByRole('button', { name: 'Save' }).click();
  await confirm(page, 'Are you sure you want to save?');
  await expectAlert(page, 'Employee emergency contacts updated successfully.');
  const row = table.getByRole('row', { name: /Maria Santos/ });
  await expect(row).toContainText('09171234567');

  await row.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Record' });
  await edit.getByLabel('Relationship').fill('Aunt');
  await edit.getByRole('button', { name: 'Save' }).click();
  await confirm(page, 'Are you sure you want to save?');
  await expect(row).toContainText('Aunt');

  await row.getByRole('button', { name: 'Delete' }).click();
  await confirm(page, 'Are you sure you want to delete?');
  await expectAlert(page, 'Employee emergency contacts deleted successfully.');
  await expect(table.getByText('No records found')).toBeVisible();
});

test('documents: upload a PDF, download it, refuse a renamed file, set an expiry, delete', async ({
  page,
}) => {
  await openNewEmployee(page);
  const panel = await openSection(page, 'Employee Forms and Documents');
  const table = panel.getByRole('table', { name: 'Employee forms and documents' });

  await panel.getByRole('button', { name: 'Create New' }).click();
  const add = page.getByRole('dialog', { name: 'Add Document' });
  await add.getByRole('combobox', { name: /^Document Type/ }).click();
  await page.getByRole('option', { name: 'TIN ID', exact: true }).click();
  await add.getByLabel('Reference Number').fill('TIN-123-456-000');
  await add.getByLabel('Date Submitted').fill('2026-01-15');
  await add.locator('input[type="file"]').setInputFiles({
    name: 'tin.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await add.getByRole('button', { name: 'Save' }).click();
  await confirm(page, 'Are you sure you want to save?');
  await expectAlert(page, 'Employee forms and documents updated successfully.');
  const row = table.getByRole('row', { name: /TIN-123-456-000/ });
  await expect(row).toContainText('TIN ID');
  await expect(row).toContainText('2026-01-15');
  await expect(row).toContainText('No Expiry');

  // Opening the document downloads it through downloadFD with the token.
  const downloading = page.waitForEvent('download');
  await row.getByRole('button', { name: 'TIN-123-456-000' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('tin.pdf');
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  expect(Buffer.concat(chunks).equals(PDF)).toBe(true);

  // A text file renamed to .pdf passes the browser's filter but not the server's content check.
  await panel.getByRole('button', { name: 'Create New' }).click();
  const renamed = page.getByRole('dialog', { name: 'Add Document' });
  await renamed.getByRole('combobox', { name: /^Document Type/ }).click();
  await page.getByRole('option', { name: 'NBI Clearance', exact: true }).click();
  await renamed.getByLabel('Reference Number').fill('NBI-2026');
  await renamed.getByLabel('Date Submitted').fill('2026-01-16');
  await renamed.locator('input[type="file"]').setInputFiles({
    name: 'nbi.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('just some text, not a PDF'),
  });
  await renamed.getByRole('button', { name: 'Save' }).click();
  await confirm(page, 'Are you sure you want to save?');
  await expect(renamed.getByTestId('document-problem')).toHaveText(
    "The file's content does not match its .pdf extension. Please upload the original file.",
  );
  // One message: the reason in the form, no generic alert beside it.
  await expect(page.getByText('Failed to update employee forms and documents.')).toHaveCount(0);
  await renamed.getByRole('button', { name: 'Cancel' }).click();
  await expect(table.getByRole('row', { name: /NBI-2026/ })).toHaveCount(0);

  // Edit: a document that expires.
  await row.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Document' });
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit.getByTestId('document-problem')).toHaveText('No changes made.');
  await edit.getByRole('checkbox', { name: 'Has Expiry' }).check();
  await edit.getByLabel('Valid Until').fill('2031-01-15');
  await edit.getByRole('button', { name: 'Save' }).click();
  await confirm(page, 'Are you sure you want to save?');
  await expect(row).toContainText('2031-01-15');

  await row.getByRole('button', { name: 'Delete' }).click();
  await confirm(page, 'Are you sure you want to delete this document?');
  await expect(table.getByText('No records found')).toBeVisible();
});

test('photo: a renamed file is refused, then upload and delete a photo', async ({ page }) => {
  await openNewEmployee(page);
  const card = page.getByTestId('profile-photo');
  await expect(card).toContainText('Click to Upload Photo');
  await card.click();
  const modal = page.getByRole('dialog', { name: 'Profile Photo' });
  await expect(modal.getByRole('button', { name: 'Delete Photo' })).toHaveCount(0);
  const picker = modal.locator('input[type="file"]');

  await picker.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: Buffer.from('not an image') });
  await confirm(page, 'Upload selected photo?');
  await expect(modal.getByTestId('photo-problem')).toHaveText('Only .jpg and .png files are allowed.');

  await picker.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await confirm(page, 'Upload selected photo?');
  await expect(modal).toBeHidden();
  const photo = card.getByRole('img', { name: 'Employee photo' });
  await expect(photo).toBeVisible();
  await expect(photo).toHaveAttribute('src', /^blob:/);
  expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  await card.hover();
  await expect(card).toContainText('Edit Photo');

  await card.click();
  await modal.getByRole('button', { name: 'Delete Photo' }).click();
  await confirm(page, 'Delete photo?');
  await expect(card.getByRole('img', { name: 'No photo' })).toBeVisible();
  await expect(card).toContainText('Click to Upload Photo');
});
