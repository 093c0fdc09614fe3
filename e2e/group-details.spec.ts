import { expect, type Page, test } from '@playwright/test';
import { ADMIN } from './env';
import { signIn } from './helpers';

async function chooseGroup(page: Page, label: string) {
  await page.getByRole('combobox', { name: 'Group' }).click();
  await page.getByRole('option', { name: label }).click();
}

function entryDialog(page: Page) {
  return page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Save' }) });
}

async function saveAndConfirm(page: Page) {
  await entryDialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Are you sure you want to save this entry?')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm' }).click();
}

test('salary group: create, edit and delete an entry, with Day Rate and Hour Rate shown', async ({
  page,
}) => {
  const name = `E2E Grade ${Date.now()}`;
  await signIn(page, ADMIN, '/setup/groupdetails');
  await expect(page.getByRole('heading', { name: 'Group Details' })).toBeVisible();
  await chooseGroup(page, 'Salary Group');
  await expect(page.getByRole('row', { name: /NCR Minimum Wage/ })).toContainText('695.00');

  // Create: the rates follow the inputs.
  await page.getByRole('button', { name: 'Create New' }).click();
  const dialog = entryDialog(page);
  await dialog.getByLabel('Name').fill(`  ${name}`);
  await dialog.getByLabel('Monthly Salary').fill('26000');
  await dialog.getByLabel('Days').fill('26');
  await dialog.getByLabel('Hours').fill('8');
  await expect(dialog.getByTestId('day-rate')).toHaveValue('₱1,000.00');
  await expect(dialog.getByTestId('hour-rate')).toHaveValue('₱125.00');
  await saveAndConfirm(page);
  await expect(dialog).toBeHidden();
  await page.getByPlaceholder('Search here').fill(name);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('₱26,000.00');
  await expect(row).toContainText('₱1,000.00');
  await expect(row).toContainText('125.00');

  // A second entry with the same name in another case is refused.
  await page.getByRole('button', { name: 'Create New' }).click();
  await dialog.getByLabel('Name').fill(name.toUpperCase());
  await dialog.getByLabel('Monthly Salary').fill('1');
  await dialog.getByLabel('Days').fill('1');
  await dialog.getByLabel('Hours').fill('1');
  await saveAndConfirm(page);
  await expect(dialog.getByRole('alert')).toHaveText('An entry with the same name already exists.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // Edit: Save stays disabled until something changes.
  await row.getByRole('button', { name: 'Edit' }).click();
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  // A blank Annual Factor is Days x 12: 26,000 x 12 / 240 = 1,300.00.
  await dialog.getByLabel('Days').fill('20');
  await dialog.getByLabel('Annual Factor').fill('');
  await expect(dialog.getByTestId('day-rate')).toHaveValue('₱1,300.00');
  await expect(dialog.getByTestId('hour-rate')).toHaveValue('₱162.50');
  await saveAndConfirm(page);
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('₱1,300.00');
  await expect(row).toContainText('162.50');

  // Delete.
  await row.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Are you sure you want to delete?')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('No records found')).toBeVisible();
});

test('pay periods are read-only', async ({ page }) => {
  await signIn(page, ADMIN, '/setup/groupdetails');
  await chooseGroup(page, 'Pay Period');
  await expect(page.getByRole('row', { name: /Semi-monthly/ })).toBeVisible();
  await expect(
    page.getByText('Pay periods are fixed: they cannot be added, edited or deleted.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create New' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
});

test('minimum wages: the NCR wage orders, a new regional order added and deleted, company regions', async ({
  page,
}) => {
  await signIn(page, ADMIN, '/setup/groupdetails');
  await page.getByRole('tab', { name: 'Minimum Wages' }).click();
  await expect(page.getByRole('row', { name: /NCR-26/ })).toContainText('₱695.00');
  await expect(page.getByRole('row', { name: /Bayanihan Trading Corporation/ })).toContainText('NCR');

  await page.getByRole('button', { name: 'Add Wage Order' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: 'Region', exact: true }).click();
  await page.getByRole('option', { name: 'Region VII', exact: true }).click();
  const order = `RB VII-E2E-${Date.now() % 100000}`;
  await dialog.getByLabel('Wage Order').fill(order);
  await dialog.getByLabel('Effective Date').fill('2025-10-16');
  await dialog.getByLabel('Daily Minimum Wage').fill('540');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  const row = page.getByRole('row', { name: new RegExp(order) });
  await expect(row).toContainText('₱540.00');
  await row.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(row).toHaveCount(0);
});

test("Work Week: a company's default rest days are read and saved (issue 22)", async ({ page }) => {
  await signIn(page, ADMIN);
  const login = await page.request.post('/api/auth/login', { data: ADMIN });
  const headers = { authorization: `Bearer ${(await login.json()).token}` };
  const rows = (await (await page.request.get('/api/groupRecords/workWeek', { headers })).json()) as Array<{
    company_id: number;
    company: string;
    rest_weekdays: number[] | null;
  }>;
  const company = rows[rows.length - 1];
  if (!company) throw new Error('The demo has no company.');
  try {
    await page.goto('/setup/groupdetails');
    await page.getByRole('tab', { name: 'Work Week' }).click();
    const card = page.getByTestId(`work-week-${company.company_id}`);
    await expect(card.getByRole('checkbox', { name: 'Sunday' })).toBeChecked();
    await card.getByRole('checkbox', { name: 'Saturday' }).check();
    await card.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Are you sure you want to save?')).toBeVisible();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Work week saved.').first()).toBeVisible();
    await expect(card.getByText('Saturday, Sunday')).toBeVisible();
    const after = (await (
      await page.request.get('/api/groupRecords/workWeek', { headers })
    ).json()) as typeof rows;
    expect(after.find((r) => r.company_id === company.company_id)?.rest_weekdays).toEqual([0, 6]);
  } finally {
    // Other specs read the demo's Sunday rest day.
    await page.request.put('/api/groupRecords/workWeek', {
      headers,
      data: { company_id: company.company_id, rest_weekdays: company.rest_weekdays },
    });
  }
});
