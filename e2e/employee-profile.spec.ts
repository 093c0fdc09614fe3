import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { ADMIN } from './env';
import { apiToken, signIn } from './helpers';

/** A blank employee of the test's own (POST /employee_list/create). */
async function newEmployee(request: APIRequestContext): Promise<number> {
  const token = await apiToken(request, ADMIN);
  const res = await request.post('/api/employee_list/create', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { id: number }).id;
}

const uniqueCode = () => `P${(Date.now() % 10_000).toString().padStart(4, '0')}`;

async function choose(page: Page, scope: ReturnType<Page['getByRole']>, label: string, option: string) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function saveAndConfirm(page: Page, form: ReturnType<Page['getByRole']>) {
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Are you sure you want to save?')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm' }).click();
}

test('personal information: validation message, save, card and header refresh, history with its changes', async ({
  page,
}) => {
  const id = await newEmployee(page.request);
  const code = uniqueCode();
  await signIn(page, ADMIN, `/employees/${id}`);
  await expect(page.getByTestId('employee-heading')).toHaveText('New Employee');
  await expect(page.getByTestId('employee-code')).toHaveText('NO CODE SAVED');

  // Personal Information is open by default.
  const form = page.getByRole('form', { name: 'Personal Information' });
  await expect(form.getByLabel('First Name')).toBeVisible();
  await form.getByLabel('Employee Code').fill(code.toLowerCase());
  await form.getByLabel('First Name').fill('Luzviminda');
  await form.getByLabel('Last Name').fill('Macaraeg');
  await form.getByLabel('Date of Birth').fill('1991-06-12');
  await form.getByLabel('Mobile Number').fill('0917-555');
  await form.getByLabel('Email').fill('luz@');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Please enter a valid mobile number.')).toBeVisible();
  await expect(form.getByText('Please enter a valid email address.')).toBeVisible();

  await form.getByLabel('Mobile Number').fill('09175551234');
  await form.getByLabel('Email').fill('luz.macaraeg@example.ph');
  await choose(page, form, 'Gender', 'Female');
  await choose(page, form, 'Region', 'National Capital Region (NCR)');
  await choose(page, form, 'Province', 'Metro Manila');
  await choose(page, form, 'City', 'Quezon City');
  await choose(page, form, 'Barangay', 'Alicia');
  // Changing the region clears province, city and barangay.
  await choose(page, form, 'Region', 'Region VII (Central Visayas)');
  await expect(form.getByRole('combobox', { name: 'Province', exact: true })).toHaveValue('');
  await expect(form.getByRole('combobox', { name: 'Barangay', exact: true })).toHaveValue('');
  await choose(page, form, 'Province', 'Cebu');
  await choose(page, form, 'City', 'Cebu City');
  await choose(page, form, 'Barangay', 'Mabini');
  await saveAndConfirm(page, form);
  await expect(page.getByText('Employee personal information updated successfully.')).toBeVisible();

  // The card and header refresh; the code was normalised.
  await expect(page.getByTestId('employee-heading')).toHaveText('LUZVIMINDA MACARAEG');
  await expect(page.getByTestId('employee-code')).toHaveText(code);
  await expect(page.getByTestId('gender-age')).toContainText('Female');
  await expect(form.getByLabel('Employee Code')).toHaveValue(code);

  // Revert restores the saved copy; saving it unchanged says so.
  await form.getByLabel('First Name').fill('Changed');
  await form.getByRole('button', { name: 'Revert' }).click();
  await expect(form.getByLabel('First Name')).toHaveValue('Luzviminda');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('No changes made.')).toBeVisible();

  // History: the entry and its changes, *_id fields hidden.
  await page.getByRole('button', { name: 'View History' }).click();
  const history = page.getByRole('table', { name: 'Change history' });
  const entry = history.getByRole('row', { name: /Personal Information/ });
  await expect(entry).toBeVisible();
  await entry.getByRole('button', { name: 'View Changes' }).click();
  const changes = page.getByRole('dialog', { name: /^Changes in Personal Information on / });
  await expect(changes).toBeVisible();
  await expect(changes.getByRole('row', { name: /First Name\s+Luzviminda/ })).toBeVisible();
  await expect(changes.getByRole('row', { name: /Barangay\s+Mabini/ })).toBeVisible();
  await expect(changes.getByRole('cell', { name: /Id$/ })).toHaveCount(0);
});

test('employment details: cascade, group fill-ins, read-only rates, save', async ({ page }) => {
  const id = await newEmployee(page.request);
  await signIn(page, ADMIN, `/employees/${id}`);

  // One section open at a time: opening Employment Details closes Personal Information.
  await page.getByRole('button', { name: 'Employment Details' }).click();
  const form = page.getByRole('form', { name: 'Employment Details' });
  await expect(form.getByRole('combobox', { name: 'Company', exact: true })).toBeVisible();
  await expect(
    page.getByRole('form', { name: 'Personal Information' }).getByLabel('First Name'),
  ).toBeHidden();

  await choose(page, form, 'Company', 'Bayanihan Trading Corporation');
  await choose(page, form, 'Department', 'Finance');
  await choose(page, form, 'Designation', 'Accountant');
  await choose(page, form, 'Company', 'Kalinaw Foods Corporation');
  await expect(form.getByRole('combobox', { name: 'Department', exact: true })).toHaveValue('');
  await expect(form.getByRole('combobox', { name: 'Designation', exact: true })).toHaveValue('');
  await choose(page, form, 'Department', 'Production');
  await choose(page, form, 'Designation', 'Quality Control Inspector');

  await choose(page, form, 'Salary Group', 'Rank and File 1');
  await expect(form.getByLabel('Monthly Salary')).toHaveValue('20000');
  await expect(form.getByLabel('Days', { exact: true })).toHaveValue('22');
  await expect(form.getByLabel('Hours', { exact: true })).toHaveValue('8');
  await expect(form.getByTestId('day-rate')).toHaveValue('₱909.09');
  await expect(form.getByTestId('hour-rate')).toHaveValue('₱113.64');
  await expect(form.getByTestId('day-rate')).toHaveAttribute('readonly', '');
  await expect(form.getByTestId('pay-basis')).toHaveValue('Monthly-rated');
  await expect(form.getByTestId('annual-factor')).toHaveValue('264');
  // The group's factor 264 (22 x 12) gives the day rate: 22,000 x 12 / 264 = 1,000.00.
  await form.getByLabel('Monthly Salary').fill('22000');
  await expect(form.getByTestId('day-rate')).toHaveValue('₱1,000.00');
  await expect(form.getByTestId('hour-rate')).toHaveValue('₱125.00');

  await choose(page, form, 'W/Tax Group', 'Fixed Monthly Amounts (Example)');
  await expect(form.getByLabel('W/Tax Monthly Rate')).toHaveValue('1875');
  await expect(form.getByLabel('SSS Rate')).toHaveValue('1350');
  await expect(form.getByLabel('Pag-IBIG Rate')).toHaveValue('200');
  await expect(form.getByLabel('PhilHealth Rate')).toHaveValue('750');
  await choose(page, form, 'Benefits Group', 'Field Staff');
  await expect(form.getByLabel('Gasoline')).toHaveValue('3000');
  await expect(form.getByLabel('Meals')).toHaveValue('2000');
  await expect(form.getByLabel('Transportation')).toHaveValue('1500');
  await expect(form.getByLabel('Allowance')).toHaveValue('1000');

  await form.getByLabel('SSS', { exact: true }).fill('3412345678');
  await saveAndConfirm(page, form);
  await expect(page.getByText('Employee employment details updated successfully.')).toBeVisible();
  await expect(form.getByLabel('SSS', { exact: true })).toHaveValue('34-1234567-8');
  const card = page.getByTestId('profile-card');
  await expect(card).toContainText('Kalinaw Foods Corporation');
  await expect(card).toContainText('Quality Control Inspector');

  await page.getByRole('button', { name: 'Employment Details' }).click();
  await expect(form.getByTestId('day-rate')).toBeHidden();
});
