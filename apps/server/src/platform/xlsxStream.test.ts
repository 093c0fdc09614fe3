/**
 * The streamed .xlsx is byte for byte what @e965/xlsx writes for the same rows (issue 28): titles,
 * an empty row, text with XML characters, white space, newlines and control characters, numbers with
 * long decimals and exponents, numbers SheetJS writes as errors, empty strings and a totals row;
 * from an array, a generator and an async source in batches of 1, 2 and 2,000, the row count not
 * known before; the temporary file is gone once the body is read.
 */
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { read as readBook, utils, write } from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { streamedXlsx, type XlsxCell, type XlsxRow } from './xlsxStream.ts';

const ROWS: XlsxCell[][] = [
  ['ACME & Sons <Makati>'],
  ['Payroll Summary 2026-11-16 to 2026-11-30'],
  ['Generated 2026-11-28 05:56'],
  [],
  ['Employee ID', 'Name', 'Department', 'Basic Pay', 'Net Pay'],
  ['00001', 'Peña, Niño "Jun"', 'Operations', 12_500.5, 0.1 + 0.2],
  ['00002', "O'Neil, Ana", 'Operations', 0, -1_234.56],
  ['00003', ' leading', 'trailing ', 1e-7, 5e-324],
  ['00004', 'two\nlines', 'tab\there', -0, 1e21],
  ['00005', 'bell\u0007 and \r return', '_x0041_ 😀 \u00a0', Number.NaN, Number.POSITIVE_INFINITY],
  ['', '', '', '', ''],
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

/** The rows from an async source that hands them over in batches of `size` (as read from a database). */
async function* asyncRows(rows: XlsxRow[], size: number): AsyncGenerator<XlsxRow> {
  for (let i = 0; i < rows.length; i += size) {
    await new Promise((r) => setImmediate(r));
    yield* rows.slice(i, i + size);
  }
}

describe('streamedXlsx', () => {
  it('equals SheetJS byte for byte from an array', async () => {
    const expected = sheetJs(ROWS, 'Payroll Summary');
    const x = await streamedXlsx('Payroll Summary', ROWS);
    const bytes = await read(x);
    expect(bytes.equals(expected)).toBe(true);
    expect(x.length).toBe(expected.length);
    expect(x.sha256).toBe(createHash('sha256').update(expected).digest('hex'));
  });

  it.each([1, 2, 2_000])(
    'equals SheetJS byte for byte from an async source in batches of %i',
    async (size) => {
      const expected = sheetJs(ROWS, 'Payroll Summary');
      const bytes = await read(await streamedXlsx('Payroll Summary', asyncRows(ROWS, size)));
      expect(bytes.equals(expected)).toBe(true);
      // And reads back as the same cells.
      const back = utils.sheet_to_json(readBook(bytes).Sheets['Payroll Summary'] as never, { header: 1 });
      expect(back[5]).toEqual(['00001', 'Peña, Niño "Jun"', 'Operations', 12_500.5, 0.1 + 0.2]);
      expect(back[8]).toEqual(['00004', 'two\nlines', 'tab\there', 0, 1e21]);
    },
  );

  it.each([
    ['one cell', [['a']]],
    ['trailing empty rows', [['a', 1], ['b'], [], []]],
    ['a wide row in the middle', [['a'], ['b', 2, 3, 'c'], ['d']]],
    ['no cell at all', [[], []]],
  ] as [string, XlsxCell[][]][])('%s: the range and bytes of SheetJS', async (_name, rows) => {
    expect((await read(await streamedXlsx('S', rows))).equals(sheetJs(rows, 'S'))).toBe(true);
  });

  it('30,000 rows of another sheet name from a generator (written in several parts)', async () => {
    const rows: XlsxCell[][] = [['Title'], [], ['A', 'B', 'C']];
    for (let i = 0; i < 30_000; i++) rows.push([`E${i} <${i % 7}>`, i * 1.01, i % 3 === 0 ? 'x\ny' : '']);
    rows.push(['Total', 454_484_848.5]);
    const x = await streamedXlsx(
      'SSS Monthly Contributions',
      (function* () {
        yield* rows;
      })(),
    );
    expect((await read(x)).equals(sheetJs(rows, 'SSS Monthly Contributions'))).toBe(true);
  });

  it('the temporary file goes when the body closes, with discard and when the rows fail', async () => {
    const tmp = mkdtempSync(path.join(os.tmpdir(), 'xlsx-test-'));
    const before = process.env.TMPDIR;
    process.env.TMPDIR = tmp;
    try {
      const x = await streamedXlsx('S', [['a']]);
      expect(readdirSync(tmp)).toHaveLength(1);
      await read(x);
      expect(readdirSync(tmp)).toEqual([]);
      const y = await streamedXlsx('S', [['b']]);
      y.discard();
      expect(readdirSync(tmp)).toEqual([]);
      // A source that fails midway (a database read): the error comes through, no file is left.
      const failing = async function* () {
        yield ['a'] as XlsxRow;
        throw new Error('the read failed');
      };
      await expect(streamedXlsx('S', failing())).rejects.toThrow('the read failed');
      expect(readdirSync(tmp)).toEqual([]);
    } finally {
      if (before === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = before;
      rmSync(tmp, { recursive: true, force: true });
    }
  });
});
