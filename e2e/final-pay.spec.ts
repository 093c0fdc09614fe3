/**
 * Issue 17 section 4: a demo employee gets a Separation Date in Employment Details; Reports >
 * Compliance lists them under 'Separated employees', their final pay opens and is processed.
 */
import { expect, test } from '@playwright/test';
import { ADMIN } from './env';
import { apiToken, signIn } from './helpers';

test.describe.configure({ timeout: 90_000 });

// Afterwards the final pay is voided and the separation cleared, so that the specs that run later
// against the same demo database see the employee's dates unlocked and the payroll counts as before.
let cleanUp: { id: number; payslipId: number | null } | null = null;
test.afterEach(async ({ request }) => {
  if (!cleanUp) return;
  const headers = { authorization: `Bearer ${await apiToken(request, ADMIN)}` };
  const { id, payslipId } = cleanUp;
  cleanUp = null;
  if (payslipId) {
    const voided = await request.post('/api/payroll/void', {
      headers,
      data: { payslip_id: payslipId, reason: 'End-to-end test clean-up' },
    });
    expect(voided.status(), await voided.text()).toBe(200);
  }
  const ed = (await (
    await request.get(`/api/employee_management/fetchED?UID=${id}`, { headers })
  ).json()) as Array<Record<string, unknown>>;
  const cleared = await request.put('/api/employee_management/updateED', {
    headers,
    data: { ...ed[0], employee_id: id, separation_date: null, separation_reason: null },
  });
  expect(cleared.status(), await cleared.text()).toBe(200);
});

test('final pay: separation date, the statement on the Compliance screen, processed', async ({ page }) => {
  const token = await apiToken(page.request, ADMIN);
  const headers = { authorization: `Bearer ${token}` };
  const list = (await (await page.request.get('/api/employee_list/fetch', { headers })).json()) as Array<{
    employee_id: number;
    company: string | null;
    status_descr: string | null;
    employee_code: string;
  }>;
  const employee = list.find(
    (e) => e.company === 'Bayanihan Trading Corporation' && e.status_descr === 'Active' && e.employee_code,
  );
  expect(employee).toBeTruthy();
  const id = employee?.employee_id as number;
  cleanUp = { id, payslipId: null };

  await signIn(page, ADMIN, `/employees/${id}`);
  await page.getByRole('button', { name: 'Employment Details' }).click();
  const form = page.getByRole('form', { name: 'Employment Details' });
  const today = new Date().toISOString().slice(0, 10);
  await form.getByLabel('Separation Date').fill(today);
  await form.getByRole('combobox', { name: 'Separation Reason', exact: true }).click();
  await page.getByRole('option', { name: 'R - Resignation', exact: true }).click();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Are you sure you want to save?')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Employee employment details updated successfully.')).toBeVisible();

  await page.goto('/compliance');
  await page.getByRole('combobox', { name: 'Company', exact: true }).click();
  await page.getByRole('option', { name: 'Bayanihan Trading Corporation', exact: true }).click();
  const card = page.getByTestId('compliance-card-separated');
  await expect(card.getByText(/Due in \d+ days/).first()).toBeVisible();
  await card.getByRole('button', { name: 'View final pay' }).first().click();
  const statement = page.getByTestId('finalpay-statement');
  await expect(statement.getByText('13th month pay (pro-rated)')).toBeVisible();
  await statement.getByTestId('finalpay-pay-date').fill(today);
  await page.screenshot({ path: test.info().outputPath('final-pay.png'), fullPage: true });
  await statement.getByRole('button', { name: 'Process final pay' }).click();
  await page
    .getByRole('dialog')
    .filter({ hasText: 'Store this final pay as a locked payslip' })
    .getByRole('button', { name: 'Process final pay' })
    .click();
  await expect(page.getByText('Final pay processed.')).toBeVisible();
  await expect(statement.getByText(`Processed ${today}`)).toBeVisible();
  const stored = await page.request.get(`/api/compliance/finalpay?employee_id=${id}`, { headers });
  cleanUp = { id, payslipId: ((await stored.json()) as { payslip_id: number | null }).payslip_id };
});
