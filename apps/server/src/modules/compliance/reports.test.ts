/**
 * The readable reports' PDF: every page numbered 'Page N of M' on the page itself, M the page count;
 * their .xlsx streamed from rows as they come is byte for byte the whole sheet written at once.
 */

import { read, utils } from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { pdfPages } from '../../test/pdfText.ts';
import { reportPdf, reportXlsx, reportXlsxStream } from './reports.ts';

const table = (n: number) => ({
  title: 'SSS Monthly Contributions',
  columns: [
    { key: 'last_name', label: 'Last Name' },
    { key: 'total', label: 'Total', money: true },
  ],
  rows: Array.from({ length: n }, (_, i) => ({ last_name: `DELA CRUZ ${i}`, total: 3930 })),
  totals: { total: 3930 * n },
});
const meta = { company: 'ACME TRADING CORPORATION', period: '2026-02', generatedAt: '2026-11-25 00:10' };

describe('reportPdf', () => {
  it.each([5, 120])('%s rows: each page carries its own number and the count of pages', async (n) => {
    const texts = pdfPages(await reportPdf(table(n), meta));
    const pages = texts.length;
    for (const [i, t] of texts.entries()) {
      expect(t).toContain(`Page ${i + 1} of ${pages}`);
      // No page is only a footer: each carries rows of the table.
      expect(t).toMatch(/DELA CRUZ \d+/);
    }
    expect(texts.at(-1)).toContain('Total');
    expect(texts.join('')).toContain(`DELA CRUZ ${n - 1}`);
    if (n === 120) expect(pages).toBeGreaterThan(1);
  });
});

describe('reportXlsxStream (issue 28)', () => {
  const sss = (n: number) => ({
    title: 'SSS Monthly Contributions',
    columns: [
      { key: 'sss_no', label: 'SS Number' },
      { key: 'last_name', label: 'Last Name' },
      { key: 'ee_ss', label: 'EE SS', money: true },
      { key: 'er_ss', label: 'ER SS', money: true },
      { key: 'remark', label: 'Remark' },
    ],
    rows: Array.from({ length: n }, (_, i) => ({
      sss_no: `34-${String(i).padStart(7, '0')}-1`,
      last_name: i % 5 === 0 ? `O'NEIL & SONS ${i}` : `DELA CRUZ ${i}`,
      ee_ss: 0.1 + (i % 3) * 0.2,
      er_ss: 1_000.35,
      remark: i % 7 === 0 ? 'N' : null,
    })),
    totals: { ee_ss: 123.45, er_ss: 1_000.35 * n },
  });
  async function bytesOf(x: Awaited<ReturnType<typeof reportXlsxStream>>) {
    const parts: Buffer[] = [];
    for await (const p of x.body) parts.push(p as Buffer);
    return Buffer.concat(parts);
  }
  async function* batches<T>(rows: readonly T[], size: number) {
    for (let i = 0; i < rows.length; i += size) {
      await new Promise((r) => setImmediate(r));
      yield rows.slice(i, i + size);
    }
  }
  async function* oneByOne<T>(rows: readonly T[]) {
    for (const r of rows) yield r;
  }

  it('from the whole table: the bytes of reportXlsx', async () => {
    const t = sss(2_500);
    expect((await bytesOf(await reportXlsxStream(t, meta))).equals(reportXlsx(t, meta))).toBe(true);
  });

  it.each([1, 2, 2_000])(
    'from an async source in batches of %i, the totals handed over after the last row: the same bytes',
    async (size) => {
      const t = sss(2_500);
      let read = 0;
      const counted = async function* () {
        for await (const b of batches(t.rows, size)) {
          read += b.length;
          yield b;
        }
      };
      const x = await reportXlsxStream(
        {
          ...t,
          rows: counted(),
          totals: () => {
            expect(read).toBe(2_500);
            return t.totals;
          },
        },
        meta,
      );
      expect((await bytesOf(x)).equals(reportXlsx(t, meta))).toBe(true);
    },
  );

  it('without totals, each money column is summed in centavos while the rows stream', async () => {
    const t = sss(10);
    const x = await reportXlsxStream({ ...t, rows: oneByOne(t.rows), totals: undefined }, meta);
    // By hand: ee_ss is 0.10, 0.30, 0.50 repeating (i % 3): 4 x 0.10 + 3 x 0.30 + 3 x 0.50 = 2.80;
    // er_ss 10 x 1,000.35 = 10,003.50.
    const expected = reportXlsx({ ...t, totals: { ee_ss: 2.8, er_ss: 10_003.5 } }, meta);
    expect((await bytesOf(x)).equals(expected)).toBe(true);
    const sheet = read(expected).Sheets['SSS Monthly Contributions'];
    const cells = utils.sheet_to_json<(string | number)[]>(sheet as never, { header: 1 });
    expect(cells.at(-1)).toEqual(['Total', '', 2.8, 10_003.5, '']);
  });
});
