/**
 * My Sahod on a phone (issue 24): the demo employee signs in at 390 × 844, opens Home from the
 * bottom navigation, sees the latest payslip's take-home pay, opens it and downloads its PDF; the
 * My Sahod screens pass axe at that size.
 */
import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { EMPLOYEE } from './env';
import { apiToken, signIn } from './helpers';

test.use({ viewport: { width: 390, height: 844 } });

test('an employee sees the latest payslip on a phone and downloads its PDF', async ({ page, request }) => {
  const token = await apiToken(request, EMPLOYEE);
  const list = (await (
    await request.get('/api/me/payslips', { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { years: { payslips: { id: number; net_pay: number }[] }[] };
  const latest = list.years[0]?.payslips[0];
  expect(latest, 'the demo gives the employee a payslip history').toBeDefined();
  const takeHome = `₱${latest?.net_pay.toLocaleString('en-PH', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

  await signIn(page, EMPLOYEE);
  const bottomNav = page.getByRole('navigation', { name: 'My Sahod' });
  await bottomNav.getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/me$/);
  await expect(page.getByTestId('latest-take-home')).toHaveText(takeHome);

  await page.getByTestId('latest-take-home').click();
  await expect(page).toHaveURL(new RegExp(`/me/pay/${latest?.id}$`));
  await expect(page.getByRole('link', { name: 'Pay', exact: true }).last()).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByText('TAKE HOME PAY')).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^payslip-.+\.pdf$/);
  const pdf = fs.readFileSync((await download.path()) as string);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

  for (const path of ['/me', '/me/pay', `/me/pay/${latest?.id}`, '/me/tax', '/me/profile']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(page.getByText('Loading...')).toHaveCount(0);
    const result = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(
      result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      path,
    ).toEqual([]);
  }
});
