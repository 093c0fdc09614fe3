import { expect, test } from '@playwright/test';
import {
  parseMessage,
  pdfTextWith,
  startSmtp,
  type TestSmtp,
} from '../apps/server/src/modules/mail/testSmtp';
import { ADMIN } from './env';
import { apiToken, signIn } from './helpers';

// Issue 25 §6: e-mail a processed run's payslips to a real SMTP server started by the test.
test.describe.configure({ timeout: 90_000 });

let smtp: TestSmtp;
test.beforeAll(async () => {
  smtp = await startSmtp();
});
test.afterAll(async () => smtp.close());

test('Past Runs: E-mail payslips sends each employee their payslip PDF, opened only by their birth date', async ({
  page,
  request,
}) => {
  const headers = { authorization: `Bearer ${await apiToken(request, ADMIN)}` };
  const saved = await request.put('/api/admin/smtp', {
    headers,
    data: {
      host: '127.0.0.1',
      port: smtp.port,
      tls_mode: 'none',
      username: null,
      sender: 'payroll@sahod.test',
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);

  // A run the demo processed: Kalinaw's latest in Past Runs.
  await signIn(page, ADMIN, '/earningsdeductions/payroll');
  await page.getByRole('combobox', { name: 'Company' }).click();
  await page.getByRole('option', { name: 'Kalinaw Foods Corporation' }).click();
  const runs = page.getByRole('table', { name: 'Past Runs' });
  await runs
    .getByRole('button', { name: /^E-mail payslips of / })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: /^E-mail payslips: / });
  await expect(dialog.getByRole('radio', { name: 'Birth date (MMDDYYYY)', exact: true })).toBeChecked();
  const [queued] = await Promise.all([
    page.waitForResponse(
      (r) => r.url().includes('/api/payroll/email-payslips') && r.request().method() === 'POST',
    ),
    dialog.getByRole('button', { name: 'E-mail payslips' }).click(),
  ]);
  const items = ((await queued.json()) as { items: Array<{ employee_id: number; address: string | null }> })
    .items;
  const total = items.length;
  expect(total).toBeGreaterThan(0);

  // Every payslip is sent (the demo employees all have an e-mail address), with the progress shown.
  const table = dialog.getByRole('table', { name: 'Payslip e-mails' });
  await expect(
    dialog.getByText(`${total} / ${total} done · ${total} sent · 0 failed`, { exact: false }),
  ).toBeVisible({ timeout: 60_000 });
  await expect(dialog.getByLabel('E-mail progress')).toBeVisible();
  await expect(table.getByText('Sent', { exact: true })).toHaveCount(total);
  expect(smtp.received).toHaveLength(total);

  // One message as the employee gets it: the rule named, never the password; the PDF opens only with it.
  const message = smtp.received[0]!;
  const item = items.find((i) => i.address === message.to[0]);
  if (!item) throw new Error(`no payslip for ${message.to[0]}`);
  const epi = await request.get(`/api/employee_management/fetchEPI?UID=${item.employee_id}`, { headers });
  const born = ((await epi.json()) as Array<{ date_of_birth: string }>)[0]!.date_of_birth;
  const password = `${born.slice(5, 7)}${born.slice(8, 10)}${born.slice(0, 4)}`;
  const { text, attachments } = parseMessage(message.raw);
  expect(text).toMatch(/birth date/i);
  expect(text).not.toContain(password);
  expect(attachments).toHaveLength(1);
  const pdf = attachments[0]!.bytes;
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(pdfTextWith(pdf, null)).toBeNull();
  expect(pdfTextWith(pdf, '01011990' === password ? '02021990' : '01011990')).toBeNull();
  expect(pdfTextWith(pdf, password)).toContain('Payslip for ');

  // Issue 28: the run is a job on Settings > Jobs too, with its counts.
  await page.keyboard.press('Escape');
  await page.goto('/account/jobs');
  const row = page
    .getByRole('table', { name: 'Jobs' })
    .getByRole('row')
    .filter({ hasText: 'E-mail payslips' });
  await expect(row.first()).toContainText(`${total} / ${total}`);
  await expect(row.first()).toContainText('Finished');
  await expect(row.first()).toContainText(`${total} sent · 0 failed · 0 without e-mail address`);
});
