import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { read, utils, write } from '@e965/xlsx';
import { expect, test } from '@playwright/test';
import { ADMIN } from './env';
import { signIn } from './helpers';

/** A unique suffix in letters: person names take no digits. */
const letters = (n: number) => n.toString().replace(/\d/g, (d) => 'abcdefghij'[Number(d)] ?? '');

test('downloads the template, imports two filled rows after a clean preview, and lists them', async ({
  page,
}) => {
  const stamp = Date.now() % 10_000;
  const codes = [`E${String(stamp).padStart(4, '0')}`, `F${String(stamp).padStart(4, '0')}`];
  const surname = `Importado ${letters(stamp)}`.replace(' ', '');

  await signIn(page, ADMIN, '/employees');
  await page.getByRole('button', { name: 'Import Employees' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import Employees' });

  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download template (.xlsx)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('employee-import-template.xlsx');
  const book = read(fs.readFileSync(await download.path()), { type: 'buffer' });
  const sheet = book.Sheets.Employees;
  if (!sheet) throw new Error('the template has no Employees sheet');
  const [headers] = utils.sheet_to_json<string[]>(sheet, { header: 1 });
  const row = (code: string, first: string, tin: string): string[] => {
    const values: Record<string, string> = {
      'Employee Code': code,
      'Last Name': surname,
      'First Name': first,
      Company: 'Kalinaw Foods Corporation',
      Status: 'Active',
      'Date Hired': '2026-10-01',
      'Pay Period': 'Semi-monthly',
      TIN: tin,
      'Vacation Leave (days)': '5',
    };
    return (headers ?? []).map((h) => values[h] ?? '');
  };
  utils.sheet_add_aoa(
    sheet,
    [row(codes[0]!, 'Ligaya', '111-222-333'), row(codes[1]!, 'Dalisay', '444555666000')],
    {
      origin: 'A2',
    },
  );
  const filled = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sahod-import-')), 'new-hires.xlsx');
  fs.writeFileSync(filled, write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer);

  const choosing = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Choose file' }).click();
  await (await choosing).setFiles(filled);
  await expect(dialog.getByRole('status')).toContainText('2 employees ready to import.');
  const preview = dialog.getByRole('table', { name: 'Employees in the file' });
  await expect(preview.getByRole('row', { name: new RegExp(codes[0]!) })).toContainText('Ready');
  await expect(preview.getByRole('row', { name: new RegExp(codes[1]!) })).toContainText('Ready');

  await dialog.getByRole('button', { name: 'Import 2 employees' }).click();
  await expect(page.getByText('2 employees imported.')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  await page.getByPlaceholder('Search here').fill(surname);
  const list = page.getByRole('table', { name: 'Employees' });
  await expect(list.getByRole('row', { name: new RegExp(codes[0]!) })).toContainText('Ligaya');
  await expect(list.getByRole('row', { name: new RegExp(codes[1]!) })).toContainText('Dalisay');
  await expect(list.getByRole('row', { name: new RegExp(codes[1]!) })).toContainText(
    'Kalinaw Foods Corporation',
  );
});
