/** The readable reports' PDF: every page numbered 'Page N of M' on the page itself, M the page count. */
import { describe, expect, it } from 'vitest';
import { pdfPages } from '../../test/pdfText.ts';
import { reportPdf } from './reports.ts';

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
