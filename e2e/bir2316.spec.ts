/**
 * Issue 17 section 3: on Reports > Compliance, the 'BIR 2316' card previews the demo year's
 * certificates and downloads them all as a ZIP; the '1604-C alphalist' card downloads the DAT file
 * named after the employer's TIN. The demo payroll is the semi-monthly period before today's.
 * Issue 28: both files are jobs: the card shows the job's progress, then offers its file.
 */
import { expect, test } from '@playwright/test';
import { ADMIN } from './env';
import { signIn } from './helpers';

/** The month of the demo's processed period (the half-month before the current one, Manila time). */
function demoMonth(): string {
  const manila = new Date(Date.now() + 8 * 3_600_000);
  if (manila.getUTCDate() <= 15) manila.setUTCDate(0);
  return manila.toISOString().slice(0, 7);
}

test('BIR 2316 as ZIP and the 1604-C alphalist DAT', async ({ page }) => {
  await signIn(page, ADMIN);
  await page.getByRole('navigation', { name: 'Main' }).getByText('Reports', { exact: true }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Compliance' }).click();
  await page.getByRole('combobox', { name: 'Company', exact: true }).click();
  await page.getByRole('option', { name: 'Bayanihan Trading Corporation', exact: true }).click();
  await page.getByTestId('compliance-month').fill(demoMonth());
  const year = demoMonth().slice(0, 4);

  const card = page.getByTestId('compliance-card-bir2316');
  await expect(card.getByText(`BIR 2316 ${year}`)).toBeVisible();
  await expect(card.getByText(`Due: ${Number(year) + 1}-01-31`)).toBeVisible();
  await card.getByRole('button', { name: 'Preview' }).click();
  await expect(card.getByRole('columnheader', { name: 'Tax Due (24)' })).toBeVisible();
  await card.getByRole('button', { name: 'All as ZIP' }).click();
  await expect(card.getByText('All as ZIP: Finished')).toBeVisible();
  const [zip] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('button', { name: 'Download file' }).click(),
  ]);
  expect(zip.suggestedFilename()).toBe(`BIR2316_201345678_${year}.zip`);

  const alphalist = page.getByTestId('compliance-card-alphalist');
  await expect(alphalist.getByText(/Schedule 1: \d+/)).toBeVisible();
  await alphalist.getByRole('button', { name: 'Download DAT' }).click();
  await expect(alphalist.getByText('Download DAT: Finished')).toBeVisible();
  const [dat] = await Promise.all([
    page.waitForEvent('download'),
    alphalist.getByRole('button', { name: 'Download file' }).click(),
  ]);
  expect(dat.suggestedFilename()).toBe(`2013456780000${'1231'}${year}1604C.DAT`);
  await expect(
    page.getByTestId('compliance-files').getByText(`2013456780000${'1231'}${year}1604C.DAT`),
  ).toBeVisible();
});
