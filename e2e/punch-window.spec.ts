import { expect, type Page, test } from '@playwright/test';
import { ADMIN } from './env';
import { apiToken, signIn } from './helpers';

// Issue 22: a double tap on the time clock (12:51:10 and 12:51:15) is one punch, not a lunch-out
// and lunch-in; the Upload Summary's notes name the company's punch window and the punch counted once.
const line = (pin: string, at: string) => `${pin.padStart(9, ' ')}\t${at}\t1\t0\t0\t0`;

async function upload(page: Page, text: string) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload Biometrics' }).click();
  await (await chooser).setFiles({ name: 'attlog.txt', mimeType: 'text/plain', buffer: Buffer.from(text) });
}

test('a double tap is counted once: the summary says so and the day has no 4-hour lunch', async ({
  page,
  request,
}) => {
  const date = '2025-09-16';
  const file = [
    line('6', `${date} 07:58:00`),
    line('6', `${date} 12:51:10`),
    line('6', `${date} 12:51:15`),
    line('6', `${date} 17:01:00`),
  ].join('\n');
  await signIn(page, ADMIN, '/timeattendance/timesheet');
  await expect(page.getByRole('button', { name: 'Punch window: 5 min' })).toBeVisible();
  await upload(page, `${file}\n`);
  const summary = page.getByRole('dialog', { name: 'Upload Summary' });
  await expect(summary.getByTestId('summary-notes')).toContainText(
    'Punches of one employee within 5 minutes of each other count once: 1 repeated punch not counted.',
  );
  // Three punches left: start and end, no lunch (before: lunch 12:51-17:01 and the out time lost).
  await expect(summary).toContainText('07:58 -- -- 17:01');
  await summary.getByRole('button', { name: 'Submit' }).click();
  const results = page.getByRole('dialog', { name: 'Upload Results' });
  await expect(results).toContainText('0 failed.');
  await results.getByRole('button', { name: 'Close' }).last().click();

  const token = await apiToken(request, ADMIN);
  const verify = await request.post('/api/timesheet/verify', {
    headers: { authorization: `Bearer ${token}` },
    data: { employee_codes: ['00006'], shift_dates: [date] },
  });
  const { records } = (await verify.json()) as { records: Record<string, string | null>[] };
  expect(records[0]).toMatchObject({
    start_time: '07:58:00',
    end_time: '17:01:00',
    lunch_start: null,
    lunch_end: null,
  });
});
