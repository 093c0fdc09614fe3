/** The shared PDF setup: embedded fonts with the peso sign, footers on their own pages, amounts. */
import { describe, expect, it } from 'vitest';
import { pdfPages, pdfText } from '../test/pdfText.ts';
import { collectPdf, finishPdf, openPdf, PDF_FONT, pdfAmount, pdfPesos } from './pdf.ts';

const meta = { company: 'ACME', title: 'Test Report', generatedAt: '2026-11-28 05:56' };

describe('openPdf', () => {
  it('embeds Noto Sans (regular and bold) and no standard font: the peso sign reads back', async () => {
    const doc = openPdf({ title: 'Peso', margin: 36 });
    const bytes = collectPdf(doc);
    doc.text('Take home ₱12,345.67');
    doc.font(PDF_FONT.bold).text('Total ₱1.00');
    doc.end();
    const pdf = await bytes;
    expect(pdfText(pdf)).toContain('Take home ₱12,345.67');
    expect(pdfText(pdf)).toContain('Total ₱1.00');
    const source = pdf.toString('latin1');
    expect(source).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSans-Regular/);
    expect(source).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSans-Bold/);
    expect(source).not.toContain('Helvetica');
  });

  it('documents share one parsed face (a fresh parse cost 0.2-0.4 s a document) but not their subsets', () => {
    type Internals = { _font: { font: unknown; subset: unknown } };
    const a = openPdf({ title: 'A', margin: 36 }) as unknown as Internals;
    const b = openPdf({ title: 'B', margin: 36 }) as unknown as Internals;
    expect(a._font.font).toBe(b._font.font);
    expect(a._font.subset).not.toBe(b._font.subset);
  });
});

describe('finishPdf', () => {
  it("puts 'Page N of M' on each page itself: 3 pages stay 3 pages", async () => {
    const doc = openPdf({ title: 'Pages', margin: 48, bufferPages: true });
    for (let i = 1; i <= 3; i++) {
      if (i > 1) doc.addPage();
      doc.text(`Content of page ${i}`);
    }
    const pages = pdfPages(await finishPdf(doc, meta));
    expect(pages).toHaveLength(3);
    for (const [i, text] of pages.entries()) {
      expect(text).toContain(`Content of page ${i + 1}`);
      expect(text).toMatch(
        new RegExp(`ACME\\s+Test Report\\s+Generated 2026-11-28 05:56\\s+Page ${i + 1} of 3`),
      );
    }
  });
});

describe('amounts', () => {
  it('two decimals with thousands separators; the peso sign before the digits, the minus before it', () => {
    expect(pdfAmount(0)).toBe('0.00');
    expect(pdfAmount(1234567.5)).toBe('1,234,567.50');
    expect(pdfAmount(-12.05)).toBe('-12.05');
    expect(pdfPesos(999.99)).toBe('₱999.99');
    expect(pdfPesos(-1000)).toBe('-₱1,000.00');
  });
});
