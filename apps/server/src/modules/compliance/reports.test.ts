/** The readable reports' PDF: every page numbered 'Page N of M' on the page itself, M the page count. */
import { describe, expect, it } from 'vitest';
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

/** The text drawn on each page (uncompressed PDF: hex strings in each content stream). */
function pageTexts(pdf: Buffer): string[] {
  const streams = [...pdf.toString('latin1').matchAll(/stream\n([\s\S]*?)\nendstream/g)];
  return streams.map((m) =>
    [...(m[1] ?? '').matchAll(/<([0-9a-f]+)>/g)]
      .map((h) => Buffer.from(h[1]!, 'hex').toString('latin1'))
      .join(''),
  );
}

describe('reportPdf', () => {
  it.each([5, 120])('%s rows: each page carries its own number and the count of pages', async (n) => {
    const pdf = await reportPdf(table(n), meta, false);
    const pages = (pdf.toString('latin1').match(/\/Type \/Page[^s]/g) ?? []).length;
    const texts = pageTexts(pdf);
    expect(texts).toHaveLength(pages);
    for (const [i, t] of texts.entries()) expect(t).toContain(`Page ${i + 1} of ${pages}`);
    expect(texts.at(-1)).toContain('Total');
    expect(texts.join('')).toContain(`DELA CRUZ ${n - 1}`);
    if (n === 120) expect(pages).toBeGreaterThan(1);
  });
});
