/**
 * Issue 23 section 1: opening balances imported for everyone from the template. The template is
 * downloaded from the Employee List, filled (one employee of last year; the other rows stay blank
 * and are skipped), uploaded; a row with an unknown code is listed and blocks the import; the fixed
 * file is applied and the figures show in the employee's Opening Balances section.
 */
import fs from 'node:fs';
import * as XLSX from '@e965/xlsx';
import { expect, test } from '@playwright/test';
import { ADMIN } from './env';
import { apiToken, signIn } from './helpers';

test('import opening balances from the template, then see them on the profile', async ({ page }) => {
  // Two uploads, a download and the profile: more than the default budget on a loaded machine.
  test.setTimeout(90_000);
  const year = new Date().getFullYear() - 1;
  await signIn(page, ADMIN, '/employees');
  await page.getByRole('button', { name: 'Import Opening Balances' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import Opening Balances' });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Download Template' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('opening-balances-template.xlsx');
  const book = XLSX.read(fs.readFileSync((await download.path()) as string), { type: 'buffer' });
  const sheetName = book.SheetNames[0] as string;
  const table = XLSX.utils.sheet_to_json<(string | number)[]>(book.Sheets[sheetName] as XLSX.WorkSheet, {
    header: 1,
  });
  const header = table[0] as string[];
  expect(header.slice(0, 4)).toEqual(['Employee Code', 'Employee Name', 'Year', 'Go-live Date']);
  const rowAt = table.findIndex((r) => r[0] === '00030');
  expect(rowAt).toBeGreaterThan(0);
  const name = String(table[rowAt]?.[1]);
  const fill = (label: string, value: string | number) => {
    (table[rowAt] as (string | number)[])[header.indexOf(label)] = value;
  };
  fill('Year', year);
  fill('Go-live Date', `${year}-10-01`);
  fill('Basic Pay Earned', 225000);
  fill('Gross Compensation', 225000);
  fill('SSS Employee Share', 11250);
  fill('PhilHealth Employee Share', 5625);
  fill('Pag-IBIG Employee Share', 1800);
  fill('Taxable Compensation', 206325);
  fill('Tax Withheld', 2823.03);
  const fileOf = (rows: (string | number)[][]) => {
    const out = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(out, XLSX.utils.aoa_to_sheet(rows), 'Opening Balances');
    return XLSX.write(out, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
  };
  const upload = async (buffer: Buffer) => {
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Choose File' }).click();
    await (await chooser).setFiles({
      name: 'opening-balances.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer,
    });
  };

  // A row with an unknown code: listed with its problem, and nothing can be imported.
  const bad = [...table, ['ZZ999', '', year, `${year}-10-01`]];
  await upload(fileOf(bad));
  await expect(dialog.getByRole('alert')).toContainText('Nothing was imported: 1 row has problems.');
  await expect(dialog.getByText('Employee Code ZZ999: no such employee.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Import 2 opening balances' })).toBeDisabled();

  await upload(fileOf(table));
  await expect(dialog.getByText('No problems found.')).toBeVisible();
  const line = dialog.getByRole('row', { name: /00030/ });
  await expect(line).toContainText(name);
  await expect(line).toContainText('₱225,000.00');
  await dialog.getByRole('button', { name: 'Import 1 opening balance' }).click();
  await expect(page.getByText('1 opening balance imported.')).toBeVisible();

  await page.getByPlaceholder('Search here').fill('00030');
  await page.getByRole('row', { name: /00030/ }).getByRole('button', { name: 'Edit' }).click();
  const balances = page.getByRole('table', { name: 'Opening Balances' });
  // The profile opens Personal Information once loaded: open the section until it shows.
  await expect(async () => {
    await page.getByRole('button', { name: 'Opening Balances' }).click();
    await expect(balances).toBeVisible({ timeout: 2_000 });
  }).toPass();
  const saved = balances.getByRole('row', { name: new RegExp(String(year)) });
  await expect(saved).toContainText(`${year}-10-01`);
  await expect(saved).toContainText('₱225,000.00');
  await expect(saved).toContainText('₱2,823.03');
});

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

test("the 13th month's 'No opening balance' warning vanishes once the employee's is imported", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const year = new Date().getFullYear();
  const token = await apiToken(page.request, ADMIN);
  const headers = { authorization: `Bearer ${token}` };
  // A demo employee the 13th month warns about (hired before the company's first payroll in Sahod).
  type Row = { employee_code: string | null; name: string; warning: string | null };
  let found: { company: number; row: Row } | null = null;
  const companies = (
    (await (
      await page.request.get('/api/dropdown/dropdown_handler', { headers, params: { DD: 'company' } })
    ).json()) as { code: number | null }[]
  )
    .map((c) => c.code)
    .filter((c): c is number => c !== null);
  for (const company of companies) {
    const res = await page.request.get(`/api/compliance/thirteenth?company_id=${company}&period=${year}`, {
      headers,
    });
    if (!res.ok()) continue;
    const row = ((await res.json()).rows as Row[]).find((r) => r.warning && r.employee_code);
    if (row) {
      found = { company, row };
      break;
    }
  }
  expect(found, 'a demo employee without an opening balance').not.toBeNull();
  const { company, row } = found as NonNullable<typeof found>;
  // '... processed in Sahod (from 1 Oct 2026).' -> the go-live date 2026-10-01.
  const [, day, month, y] = /\(from (\d+) (\w{3}) (\d{4})\)/.exec(row.warning as string) ?? [];
  const goLive = `${y}-${String(MONTHS.indexOf(month as string) + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

  await signIn(page, ADMIN);
  const preview = async () => {
    await page.goto(`/compliance?company_id=${company}&period=${year}-06`);
    const card = page.getByTestId('compliance-card-thirteenth');
    await card.getByRole('button', { name: 'Preview' }).click();
    await expect(card.getByRole('cell', { name: 'Total', exact: true })).toBeVisible();
    return card;
  };
  let card = await preview();
  await expect(card.getByTestId('opening-warning').filter({ hasText: row.name })).toBeVisible();

  // The employee's opening balance, imported from the template.
  await page.goto('/employees');
  await page.getByRole('button', { name: 'Import Opening Balances' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import Opening Balances' });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Download Template' }).click(),
  ]);
  const book = XLSX.read(fs.readFileSync((await download.path()) as string), { type: 'buffer' });
  const table = XLSX.utils.sheet_to_json<(string | number)[]>(
    book.Sheets[book.SheetNames[0] as string] as XLSX.WorkSheet,
    { header: 1 },
  );
  const header = table[0] as string[];
  const line = table.find((r) => r[0] === row.employee_code) as (string | number)[];
  const fill = (label: string, value: string | number) => {
    line[header.indexOf(label)] = value;
  };
  fill('Year', year);
  fill('Go-live Date', goLive);
  fill('Basic Pay Earned', 180000);
  fill('Gross Compensation', 180000);
  fill('Taxable Compensation', 180000);
  const out = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(out, XLSX.utils.aoa_to_sheet([header, line]), 'Opening Balances');
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Choose File' }).click();
  await (await chooser).setFiles({
    name: 'opening-balances.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: XLSX.write(out, { type: 'buffer', bookType: 'xlsx' }) as Buffer,
  });
  await expect(dialog.getByText('No problems found.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Import 1 opening balance' }).click();
  await expect(page.getByText('1 opening balance imported.')).toBeVisible();

  // The warning no longer names the employee, whose 13th month now counts ₱180,000.00 before Sahod.
  card = await preview();
  await expect(card.getByTestId('opening-warning').filter({ hasText: row.name })).toHaveCount(0);
  await expect(card.getByRole('row', { name: new RegExp(row.name) })).toContainText('₱180,000.00');
});
