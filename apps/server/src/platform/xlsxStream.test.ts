/**
 * The streamed .xlsx is byte for byte what @e965/xlsx writes for the same rows (issue 28): titles,
 * an empty row, text with XML characters, numbers with long decimals, empty strings and a totals
 * row, in batches of 1, 2, 3 and all rows; the temporary file is gone once the body is read.
 */
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { utils, write } from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { streamedXlsx, type XlsxCell } from './xlsxStream.ts';

const ROWS: XlsxCell[][] = [
  ['ACME & Sons <Makati>'],
  ['Payroll Summary 2026-11-16 to 2026-11-30'],
  ['Generated 2026-11-28 05:56'],
  [],
  ['Employee ID', 'Name', 'Department', 'Basic Pay', 'Net Pay'],
  ['00001', 'Peña, Niño "Jun"', 'Operations', 12_500.5, 0.1 + 0.2],
  ['00002', "O'Neil, Ana", 'Operations', 0, -1_234.56],
  ['', 'Total Operations', 'Operations', 12_500.5, 1e21],
  ['', 'Company total', '', 12_500.5, 123_456_789.01],
];

function sheetJs(rows: XlsxCell[][], name: string): Buffer {
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet(rows), name);
  return write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

async function read(x: Awaited<ReturnType<typeof streamedXlsx>>) {
  const parts: Buffer[] = [];
  const closed = once(x.body, 'close');
  for await (const p of x.body) parts.push(p as Buffer);
  await closed;
  return Buffer.concat(parts);
}

describe('streamedXlsx', () => {
  it.each([1, 2, 3, 100])('equals SheetJS byte for byte in batches of %i rows', async (size) => {
    const expected = sheetJs(ROWS, 'Payroll Summary');
    const batches: XlsxCell[][][] = [];
    for (let i = 0; i < ROWS.length; i += size) batches.push(ROWS.slice(i, i + size));
    const x = await streamedXlsx('Payroll Summary', batches, { rows: ROWS.length, cols: 5 });
    const bytes = await read(x);
    expect(bytes.equals(expected)).toBe(true);
    expect(x.length).toBe(expected.length);
    expect(x.sha256).toBe(createHash('sha256').update(expected).digest('hex'));
  });

  it('2,000 rows of another sheet name', async () => {
    const rows: XlsxCell[][] = [['Title'], [], ['A', 'B']];
    for (let i = 0; i < 2_000; i++) rows.push([`E${i}`, i * 1.01]);
    const x = await streamedXlsx('SSS Monthly Contributions', [rows.slice(0, 700), rows.slice(700)], {
      rows: rows.length,
      cols: 2,
    });
    expect((await read(x)).equals(sheetJs(rows, 'SSS Monthly Contributions'))).toBe(true);
  });
});
