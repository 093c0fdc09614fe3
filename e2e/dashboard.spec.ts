import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from './env';
import { signIn } from './helpers';

// Issue 26: sign-in opens Home, the dashboard; the payroll officer sees Today's attendance, the
// Payroll and Filing calendar cards and follows a card's link to the screen it summarizes (the
// Payroll card's, then the attendance card's to the Timesheet for today).
const OFFICER = { username: 'payroll.officer', password: DEMO_PASSWORD };

test('the payroll officer lands on the dashboard and follows the Payroll card to the Payroll screen', async ({
  page,
}) => {
  await signIn(page, OFFICER);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Home' }).first()).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Company' })).toHaveAttribute(
    'placeholder',
    'All Companies',
  );

  const attendance = page.getByRole('region', { name: "Today's attendance" });
  // Its figures depend on the day and hour (nobody is scheduled on a Sunday; the demo's 08:25
  // time-in is 'not yet in' before then): the card itself and its link.
  await expect(attendance.getByRole('link', { name: 'Open Timesheet' })).toBeVisible();
  const payroll = page.getByRole('region', { name: 'Payroll' });
  const filings = page.getByRole('region', { name: 'Filing calendar' });
  await expect(payroll.getByText('Payroll cost, last 12 months')).toBeVisible();
  await expect(filings.getByRole('table')).toBeVisible();
  await page.screenshot({ path: '/tmp/pw-dashpage/dashboard-desktop.png', fullPage: true });

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(payroll).toBeVisible();
  await page.screenshot({ path: '/tmp/pw-dashpage/dashboard-390.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  await payroll.getByRole('link', { name: 'Open Payroll' }).click();
  await expect(page).toHaveURL(/\/earningsdeductions\/payroll$/);

  await nav.getByRole('link', { name: 'Home' }).first().click();
  await attendance.getByRole('link', { name: 'Open Timesheet' }).click();
  await expect(page).toHaveURL(/\/timeattendance\/timesheet\?date=\d{4}-\d{2}-\d{2}$/);
  await expect(page.getByRole('heading', { name: 'Timesheet' })).toBeVisible();
});
