/** The shared PDF setup: embedded fonts with the peso sign, footers on their own pages, amounts. */
import { describe, expect, it } from 'vitest';
import { pdfTextWith } from '../modules/mail/testSmtp.ts';
import { fontFiles } from '../test/pdfFonts.ts';
import { pdfPages, pdfText } from '../test/pdfText.ts';
import {
  collectPdf,
  FIXED_GLYPH_TEXT,
  finishPdf,
  openPdf,
  PDF_FONT,
  type PdfOptions,
  pdfAmount,
  pdfPesos,
} from './pdf.ts';

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

/** A document of these lines in the regular face, then in bold. */
async function pdfOf(lines: string[], options: Partial<PdfOptions> = {}): Promise<Buffer> {
  const doc = openPdf({ title: 'Fonts', margin: 36, ...options });
  const bytes = collectPdf(doc);
  for (const line of lines) doc.text(line);
  doc.font(PDF_FONT.bold);
  for (const line of lines) doc.text(line);
  doc.end();
  return bytes;
}

describe('font subsets', () => {
  it('documents that print only the fixed characters embed the same font files, byte for byte', async () => {
    const a = await pdfOf(['Dela Cruz, Niño ₱1,234.50']);
    const b = await pdfOf(['SANTOS, ANA 123-456-789-000', 'Taxes Withheld (Sum of Items 26 and 27)']);
    const [filesA, filesB] = [fontFiles(a), fontFiles(b)];
    expect(filesA).toHaveLength(2);
    expect(filesB).toEqual(filesA);
    expect(pdfText(a)).toContain('Dela Cruz, Niño ₱1,234.50');
    expect(pdfText(b)).toContain('Taxes Withheld (Sum of Items 26 and 27)');
    // Every fixed character reads back, in both faces.
    const all = await pdfOf([FIXED_GLYPH_TEXT.slice(0, 50), FIXED_GLYPH_TEXT.slice(50)]);
    expect(fontFiles(all)).toEqual(filesA);
    const lines = pdfText(all)
      .split('\n')
      .map((l) => l.trim());
    expect(lines.filter((l) => l === FIXED_GLYPH_TEXT.slice(50).trim())).toHaveLength(2);
  });

  it('a character outside the fixed set is added to the subset and reads back', async () => {
    const fixed = fontFiles(await pdfOf(['Jose']));
    const pdf = await pdfOf(['José Ibáñez']);
    expect(pdfText(pdf)).toContain('José Ibáñez');
    const files = fontFiles(pdf);
    expect(files[0]).not.toEqual(fixed[0]);
    expect(files[0]!.length).toBeGreaterThan(fixed[0]!.length);
    // The same glyphs first used in the same order (é, then á): the same bytes, from the cache.
    expect(fontFiles(await pdfOf(['Renée Ibáñez']))).toEqual(files);
  });

  it('an uncompressed document embeds the font files uncompressed; an encrypted one opens only with its password', async () => {
    const plain = await pdfOf(['Take home ₱12,345.67'], { compress: false });
    expect(pdfText(plain)).toContain('Take home ₱12,345.67');
    // A TrueType file ('true'), not deflated.
    for (const file of fontFiles(plain)) expect(file.subarray(0, 4).toString('latin1')).toBe('true');
    expect(plain.toString('latin1')).not.toContain('FlateDecode');
    const locked = await pdfOf(['Take home ₱12,345.67'], { userPassword: 'secret-1' });
    expect(pdfTextWith(locked, null)).toBeNull();
    expect(pdfTextWith(locked, 'secret-1')).toContain('Take home ₱12,345.67');
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
