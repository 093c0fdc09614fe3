import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { ADMIN } from './env';
import { apiToken, signIn } from './helpers';

// Upload Biometrics (issue 9): the 'Attendance Record' .xls and the ZKTeco attlog from e2e/fixtures
// (codes 00001-00004 are demo employees, 00099 matches nobody), the Upload Summary with one
// overwrite unchecked, the Upload Results, the grid refreshed on Close; a .pdf is refused.
const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');

const dialog = (page: Page, title: string): Locator => page.getByRole('dialog', { name: title });

async function choose(page: Page, file: string | { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload Biometrics' }).click();
  await (await chooser).setFiles(typeof file === 'string' ? path.join(fixtures, file) : file);
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const nextFrame = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/** The employee's cell, scrolling the virtualised grid from the top until its row is rendered. */
async function cell(page: Page, name: string, date: string): Promise<Locator> {
  const found = page.getByRole('gridcell', { name: new RegExp(`^${escapeRegExp(name)} ${date}`) });
  const grid = page.getByTestId('week-grid');
  await grid.evaluate((el) => el.scrollTo(0, 0));
  await nextFrame(page);
  for (let i = 0; i < 100 && (await found.count()) === 0; i++) {
    await grid.evaluate((el) => el.scrollBy(0, 300));
    await nextFrame(page);
  }
  return found;
}

/** Weeks between the Monday of this week (Manila) and the Monday of `date`. */
function weeksBack(date: string): number {
  const manila = new Date(Date.now() + 8 * 3_600_000);
  const today = Date.UTC(manila.getUTCFullYear(), manila.getUTCMonth(), manila.getUTCDate());
  const monday = (t: number) => t - ((new Date(t).getUTCDay() + 6) % 7) * 86_400_000;
  return Math.round((monday(today) - monday(Date.parse(`${date}T00:00:00Z`))) / (7 * 86_400_000));
}

test('upload the Attendance Record .xls and the attlog: summary, one overwrite unchecked, results, grid', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // Two records the attlog will differ from, so it has two rows For Overwriting.
  const token = await apiToken(request, ADMIN);
  const headers = { authorization: `Bearer ${token}` };
  const verify = await request.post('/api/timesheet/verify', {
    headers,
    data: { employee_codes: ['00001', '00002'], shift_dates: ['2025-10-06'] },
  });
  expect(verify.ok(), await verify.text()).toBe(true);
  const { employees } = (await verify.json()) as {
    employees: { employee_code: string; employee_id: number; name: string }[];
  };
  const emp = (code: string) => {
    const e = employees.find((x) => x.employee_code === code);
    if (!e) throw new Error(`demo employee ${code} missing`);
    return e;
  };
  for (const code of ['00001', '00002']) {
    const res = await request.post('/api/timesheet/create', {
      headers,
      data: {
        employee_id: emp(code).employee_id,
        shift_date: '2025-10-06',
        start_time: '08:00',
        end_time: '17:00',
      },
    });
    expect(res.ok(), await res.text()).toBe(true);
  }

  await signIn(page, ADMIN, '/timeattendance/timesheet');
  await expect(page.getByRole('button', { name: 'Upload Biometrics' })).toBeVisible();

  // 1. The 'Attendance Record' grid (.xls, BIFF8): everything is new; 00099 is listed, not dropped.
  await choose(page, 'biometric-attendance-record.xls');
  let summary = dialog(page, 'Upload Summary');
  await expect(summary).toBeVisible();
  await expect(summary.getByText('Date / Number of Employees')).toBeVisible();
  await expect(summary.getByTestId('summary-adding')).toHaveAttribute('data-count', '7');
  await expect(summary.getByTestId('summary-errors')).toContainText(
    '1 employee code matches no Active employee: 00099',
  );
  await expect(summary.getByTestId('summary-overwriting')).toHaveText('None');
  await summary.getByRole('button', { name: 'Submit' }).click();
  let results = dialog(page, 'Upload Results');
  await expect(results.getByTestId('results-message')).toHaveText(
    '7 added, 0 overwritten, 0 unchanged, 1 failed.',
  );
  await expect(results.getByTestId('results-successful')).toHaveAttribute('data-count', '7');
  await expect(results.getByTestId('results-errors')).toContainText('00099');
  // The dialog's own Close button (the corner X is also named Close, with no text).
  await results.getByRole('button', { name: 'Close' }).filter({ hasText: 'Close' }).click();
  await expect(results).toBeHidden();

  // Go to the attlog's week (2025-10-06) before the second upload: Close must refresh what is shown.
  const heading = page.getByTestId('week-heading');
  for (let i = weeksBack('2025-10-06'); i > 0; i--)
    await page.getByRole('button', { name: 'Previous' }).click();
  await expect(heading).toContainText('October 2025');
  await expect(page.getByRole('gridcell', { name: /2025-10-06/ }).first()).toBeVisible();
  await expect(await cell(page, emp('00001').name, '2025-10-06')).toContainText('08:00-17:00');
  await expect(await cell(page, emp('00002').name, '2025-10-06')).toContainText('08:00-17:00');

  // 2. The attlog: 3 adds, 2 overwrites (old and new side by side), 00099 as an error.
  await choose(page, 'biometric-attlog.txt');
  summary = dialog(page, 'Upload Summary');
  await expect(summary.getByTestId('summary-adding')).toHaveAttribute('data-count', '3');
  const overwriting = summary.getByTestId('summary-overwriting');
  await expect(overwriting).toHaveAttribute('data-count', '2');
  await expect(overwriting).toContainText('08:00 -- -- 17:00');
  await expect(overwriting).toContainText('07:55 12:01 12:58 17:04');
  const bobBox = summary.getByRole('checkbox', { name: 'Overwrite 00002 2025-10-06' });
  await expect(bobBox).toBeChecked();
  await expect(summary.getByRole('checkbox', { name: 'Overwrite 00001 2025-10-06' })).toBeChecked();
  await bobBox.uncheck();
  await expect(summary.getByTestId('summary-errors')).toContainText('00099');
  await summary.getByRole('button', { name: 'Submit' }).click();
  results = dialog(page, 'Upload Results');
  await expect(results.getByTestId('results-message')).toHaveText(
    '3 added, 1 overwritten, 0 unchanged, 1 failed.',
  );
  await expect(results.getByTestId('results-successful')).toHaveAttribute('data-count', '4');
  await expect(results.getByTestId('results-successful')).toContainText('Overwritten');
  await expect(results.getByTestId('results-errors')).toHaveAttribute('data-count', '1');
  await results.getByRole('button', { name: 'Close' }).filter({ hasText: 'Close' }).click();

  // The grid refreshed: 00001's day overwritten, 00002's unchecked day kept, 00003's day added.
  await expect(await cell(page, emp('00001').name, '2025-10-06')).toContainText('07:55-17:04');
  await expect(await cell(page, emp('00002').name, '2025-10-06')).toContainText('08:00-17:00');
  await expect(await cell(page, emp('00001').name, '2025-10-07')).toContainText('07:49-17:02');

  // 3. The same file again changes nothing: everything is skipped, Submit has nothing to send.
  await choose(page, 'biometric-attlog.txt');
  summary = dialog(page, 'Upload Summary');
  await expect(summary.getByTestId('summary-adding')).toHaveText('None');
  await expect(summary.getByTestId('summary-overwriting')).toHaveAttribute('data-count', '1');
  await expect(summary.getByTestId('summary-skipping')).toHaveAttribute('data-count', '4');
  await summary.getByRole('button', { name: 'Cancel' }).click();
  await expect(summary).toBeHidden();
});

test('a night shift closed after midnight is filed on its start date (next-day logout)', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, ADMIN);
  const headers = { authorization: `Bearer ${token}` };
  const verify = await request.post('/api/timesheet/verify', {
    headers,
    data: { employee_codes: ['00004'], shift_dates: ['2025-11-03'] },
  });
  const employeeId = ((await verify.json()) as { employees: { employee_id: number }[] }).employees[0]
    ?.employee_id;
  expect(employeeId).toBeDefined();
  const shifts = (await (await request.get('/api/shiftsManagement/fetch', { headers })).json()) as {
    shift_id: number;
    overnight: boolean;
  }[];
  const night = shifts.find((s) => s.overnight);
  expect(night).toBeDefined();
  const assigned = await request.post('/api/shiftsSchedule/create', {
    headers,
    data: { employee_id: employeeId, shift_date: '2025-11-03', shift_id: night?.shift_id },
  });
  expect(assigned.ok(), await assigned.text()).toBe(true);

  const attlog = ['2025-11-03 21:58:00', '2025-11-04 02:00:00', '2025-11-04 03:00:00', '2025-11-04 07:02:00']
    .map((at) => `        4\t${at}\t1\t255\t0\t0`)
    .join('\r\n');
  await signIn(page, ADMIN, '/timeattendance/timesheet');
  await choose(page, { name: 'night.txt', mimeType: 'text/plain', buffer: Buffer.from(attlog) });
  const summary = dialog(page, 'Upload Summary');
  await expect(summary.getByTestId('summary-dates')).toHaveAttribute('data-count', '1');
  await expect(summary.getByTestId('summary-dates')).toContainText('2025-11-03');
  const adding = summary.getByTestId('summary-adding');
  await expect(adding).toHaveAttribute('data-count', '1');
  await expect(adding).toContainText('21:58 02:00 03:00 07:02');
  await summary.getByRole('button', { name: 'Submit' }).click();
  const results = dialog(page, 'Upload Results');
  await expect(results.getByTestId('results-message')).toHaveText(
    '1 added, 0 overwritten, 0 unchanged, 0 failed.',
  );
});

test('a .pdf is refused with Invalid filetype.', async ({ page }) => {
  await signIn(page, ADMIN, '/timeattendance/timesheet');
  await choose(page, {
    name: 'attendance.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n'),
  });
  await expect(page.getByText('Invalid filetype.')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Upload Summary' })).toHaveCount(0);
});
