/**
 * BIR Form 2316 as PDF (issue 17 section 3), laid out like the form: Part I (employee), Part II
 * (present employer), Part III (previous employer), Part IV-A (summary, items 19-28), Part IV-B
 * (details, items 29-52) and the substituted-filing declaration only when the employee qualifies.
 * pdfkit (the product's PDF library, see payroll/payslipPdf.ts); amounts as '1,234.50' (the
 * standard fonts have no peso sign). Many certificates stream page by page: `streamCertificates`
 * draws one certificate at a time and waits while the reader is behind, so 10,000 certificates
 * never sit in memory.
 */
import { PassThrough, type Readable } from 'node:stream';
import { BEFORE_SAHOD, dayMonthYear } from '@sahod/shared';
import { openPdf, PDF_FONT, type PdfDoc, type PdfFontName } from '../../../platform/pdf.ts';
import type { CompanyRef } from '../company.ts';
import type { EmployeeYear } from './figures.ts';
import { splitTin } from './figures.ts';

/** '1,234.50' (written by hand: toLocaleString builds a number format on every call). */
const money = (centavos: number) => {
  const amount = Math.abs(centavos);
  const whole = Math.floor(amount / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${centavos < 0 ? '-' : ''}${whole}.${String(amount % 100).padStart(2, '0')}`;
};
const mmdd = (date: string) => `${date.slice(5, 7)}/${date.slice(8, 10)}`;
const mmddyyyy = (date: string | null) =>
  date ? `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}` : '';
const dashedTin = (tin: string | null | undefined) => {
  const { tin: nine, branch } = splitTin(tin ?? null);
  if (!nine || !/^\d{9}$/.test(nine)) return tin ?? '';
  return `${nine.slice(0, 3)}-${nine.slice(3, 6)}-${nine.slice(6, 9)}-${branch}`;
};

export const ITEM_LABELS: Readonly<Record<string, string>> = {
  '19': 'Gross Compensation Income from Present Employer (Sum of Items 38 and 52)',
  '20': 'Less: Total Non-Taxable/Exempt Compensation Income from Present Employer (From Item 38)',
  '21': 'Taxable Compensation Income from Present Employer (Item 19 Less Item 20)',
  '22': 'Add: Taxable Compensation Income from Previous Employer, if applicable',
  '23': 'Gross Taxable Compensation Income (Sum of Items 21 and 22)',
  '24': 'Tax Due',
  '25A': 'Amount of Taxes Withheld: Present Employer',
  '25B': 'Amount of Taxes Withheld: Previous Employer, if applicable',
  '26': 'Total Amount of Taxes Withheld as adjusted (Sum of Items 25A and 25B)',
  '27': '5% Tax Credit (PERA Act of 2008)',
  '28': 'Total Taxes Withheld (Sum of Items 26 and 27)',
  '29': 'Basic Salary (including the exempt ₱250,000 & below) or the Statutory Minimum Wage of the MWE',
  '30': 'Holiday Pay (MWE)',
  '31': 'Overtime Pay (MWE)',
  '32': 'Night Shift Differential (MWE)',
  '33': 'Hazard Pay (MWE)',
  '34': '13th Month Pay and Other Benefits (maximum of ₱90,000)',
  '35': 'De Minimis Benefits',
  '36': 'SSS, GSIS, PHIC & PAG-IBIG Contributions and Union Dues (Employee share only)',
  '37': 'Salaries and Other Forms of Compensation',
  '38': 'Total Non-Taxable/Exempt Compensation Income (Sum of Items 29 to 37)',
  '39': 'Basic Salary',
  '40': 'Representation',
  '41': 'Transportation',
  '42': 'Cost of Living Allowance (COLA)',
  '43': 'Fixed Housing Allowance',
  '44A': 'Others (specify)',
  '44B': 'Others (specify)',
  '45': 'Commission',
  '46': 'Profit Sharing',
  '47': "Fees Including Director's Fees",
  '48': 'Taxable 13th Month Benefits',
  '49': 'Hazard Pay',
  '50': 'Overtime Pay',
  '51A': 'Others: overtime, premiums, taxable allowances and earnings',
  '51B': 'Others (specify)',
  '52': 'Total Taxable Compensation Income (Sum of Items 39 to 51B)',
};

const SUMMARY = ['19', '20', '21', '22', '23', '24', '25A', '25B', '26', '27', '28'];
const NONTAXABLE = ['29', '30', '31', '32', '33', '34', '35', '36', '37', '38'];
const TAXABLE = [
  '39',
  '40',
  '41',
  '42',
  '43',
  '44A',
  '44B',
  '45',
  '46',
  '47',
  '48',
  '49',
  '50',
  '51A',
  '51B',
  '52',
];

const LEFT = 36;
const WIDTH = 523;
const ROW = 9;
/** The smallest size a long field value is set in before it is cut. */
const MIN_FIT_SIZE = 6;

function newDoc(compress: boolean, createdAt?: Date): PdfDoc {
  return openPdf({ title: 'BIR Form 2316', margin: LEFT, compress, ...(createdAt ? { createdAt } : {}) });
}

/** What pdfkit keeps of an embedded font (EmbeddedFont): what writing glyphs straight needs. */
interface EmbeddedFont {
  id: string;
  ascender: number;
  scale: number;
  font: { glyphForCodePoint(codePoint: number): { id: number; advanceWidth: number } };
  subset: { includeGlyph(glyphId: number): number };
  widths: number[];
  unicode: number[][];
  ref(): unknown;
}
interface Glyph {
  /** The glyph id as the two bytes of a PDF literal string (latin1 characters, escaped). */
  code: string;
  /** Advance width in 1/1000 of the font size. */
  width: number;
}
/** Each document font's glyphs by character: looked up once per document, not per line. */
const glyphCache = new WeakMap<EmbeddedFont, Map<string, Glyph>>();

/** One byte inside a PDF literal string: the delimiters, the escape and line ends escaped. */
const literalByte = (byte: number): string =>
  byte === 0x28 || byte === 0x29 || byte === 0x5c
    ? `\\${String.fromCharCode(byte)}`
    : byte === 0x0d
      ? '\\r'
      : byte === 0x0a
        ? '\\n'
        : String.fromCharCode(byte);

/**
 * The glyph ids (Identity-H, two bytes each, as a literal string's content: half the bytes of hex,
 * and so half the content to compress) and the width of `text` in `font`, adding the glyphs to its
 * subset.
 */
function encode(font: EmbeddedFont, text: string): { code: string; width: number } {
  let cache = glyphCache.get(font);
  if (!cache) {
    cache = new Map();
    glyphCache.set(font, cache);
  }
  let code = '';
  let width = 0;
  for (const ch of text) {
    let g = cache.get(ch);
    if (!g) {
      const codePoint = ch.codePointAt(0) as number;
      const glyph = font.font.glyphForCodePoint(codePoint);
      const gid = font.subset.includeGlyph(glyph.id);
      font.widths[gid] ??= glyph.advanceWidth * font.scale;
      font.unicode[gid] ??= [codePoint];
      g = { code: literalByte(gid >> 8) + literalByte(gid & 0xff), width: glyph.advanceWidth * font.scale };
      cache.set(ch, g);
    }
    code += g.code;
    width += g.width;
  }
  return { code, width };
}

/**
 * Text written straight as PDF operators, one block per certificate: pdfkit's own `text()` shapes
 * every line with fontkit (about 0.2 ms a line), too slow for 10,000 certificates in 60 s. Glyphs
 * are looked up per character (no kerning or ligatures: a form's labels and amounts need none) in
 * the embedded Noto Sans, so the peso sign prints. Single lines only (nothing here wraps).
 */
class PageText {
  private ops: string[] = [];
  private current = '';
  constructor(private readonly doc: PdfDoc) {}

  private use(name: PdfFontName, size: number): EmbeddedFont {
    this.doc.font(name).fontSize(size);
    const font = (this.doc as unknown as { _font: EmbeddedFont })._font;
    const page = this.doc.page as unknown as { fonts: Record<string, unknown> };
    if (page.fonts[font.id] == null) page.fonts[font.id] = font.ref();
    return font;
  }

  put(
    name: PdfFontName,
    size: number,
    x: number,
    y: number,
    text: string,
    align: 'left' | 'right' | 'center' = 'left',
    width = 0,
    fit = 0,
  ) {
    if (text === '') return;
    let fontSize = size;
    let font = this.use(name, fontSize);
    let glyphs = encode(font, text);
    let textWidth = (glyphs.width * fontSize) / 1000;
    if (fit > 0 && textWidth > fit) {
      // A long value (an address) is set smaller to fit its column, then cut if it still does not.
      fontSize = Math.max(MIN_FIT_SIZE, Math.floor((size * fit * 100) / textWidth) / 100);
      font = this.use(name, fontSize);
      let fitted = text;
      while ((encode(font, fitted).width * fontSize) / 1000 > fit && fitted.length > 1)
        fitted = `${fitted.slice(0, -2)}…`;
      glyphs = encode(font, fitted);
      textWidth = (glyphs.width * fontSize) / 1000;
    }
    const px =
      align === 'right' ? x + width - textWidth : align === 'center' ? x + (width - textWidth) / 2 : x;
    const py = this.doc.page.height - y - (font.ascender / 1000) * fontSize;
    const key = `${font.id} ${fontSize}`;
    const tf = key === this.current ? '' : `/${font.id} ${fontSize} Tf `;
    this.current = key;
    this.ops.push(`${tf}1 0 0 1 ${px.toFixed(2)} ${py.toFixed(2)} Tm (${glyphs.code}) Tj`);
  }

  flush() {
    if (this.ops.length === 0) return;
    this.doc.addContent(`q 1 0 0 -1 0 ${this.doc.page.height} cm BT\n${this.ops.join('\n')}\nET Q`);
    this.ops = [];
    this.current = '';
  }
}

/** Draws one certificate on the current page (the caller adds pages between certificates). */
export function drawCertificate(doc: PdfDoc, year: number, company: CompanyRef, y: EmployeeYear): void {
  const e = company.employer;
  const t = new PageText(doc);
  let at = LEFT;
  const center = (font: PdfFontName, size: number, text: string, height: number) => {
    t.put(font, size, LEFT, at, text, 'center', WIDTH);
    at += height;
  };
  const section = (title: string) => {
    at += 3;
    doc.rect(LEFT, at, WIDTH, 12).fill('#e6e6e6').fillColor('black');
    t.put(PDF_FONT.bold, 8, LEFT + 4, at + 2.5, title);
    at += 14;
  };
  const field = (label: string, value: string) => {
    t.put(PDF_FONT.regular, 7, LEFT + 2, at + 1, label);
    t.put(PDF_FONT.bold, 8, LEFT + 2 + WIDTH * 0.45, at, value || '-', 'left', 0, WIDTH * 0.55 - 4);
    at += ROW + 1;
  };
  const item = (number: string, amount: number, bold = false) => {
    t.put(
      bold ? PDF_FONT.bold : PDF_FONT.regular,
      7,
      LEFT + 2,
      at + 1,
      `${number}  ${ITEM_LABELS[number] ?? ''}`,
    );
    t.put(bold ? PDF_FONT.bold : PDF_FONT.regular, 8, LEFT + WIDTH - 104, at, money(amount), 'right', 100);
    at += ROW;
  };
  const heading = (text: string) => {
    t.put(PDF_FONT.bold, 7, LEFT + 2, at + 1, text);
    at += ROW;
  };

  center(
    PDF_FONT.regular,
    7,
    'Republic of the Philippines, Department of Finance, Bureau of Internal Revenue',
    10,
  );
  center(PDF_FONT.bold, 11, 'BIR Form No. 2316', 13);
  center(PDF_FONT.bold, 9, 'Certificate of Compensation Payment/Tax Withheld', 11);
  center(
    PDF_FONT.regular,
    7,
    'For Compensation Payment With or Without Tax Withheld (September 2021 ENCS)',
    12,
  );
  field('1 For the Year (YYYY)', String(year));
  field('2 For the Period From (MM/DD) To (MM/DD)', `${mmdd(y.period_from)} to ${mmdd(y.period_to)}`);

  section('Part I - Employee Information');
  field('3 Taxpayer Identification Number (TIN)', dashedTin(y.tin));
  const name = `${y.last_name}, ${y.first_name}${y.middle_name ? ` ${y.middle_name}` : ''}${y.suffix ? ` ${y.suffix}` : ''}`;
  field("4 Employee's Name (Last Name, First Name, Middle Name)", name);
  field('5 RDO Code', '');
  field('6 Registered Address', (y.address ?? '').slice(0, 90));
  field('7 Date of Birth (MM/DD/YYYY)', mmddyyyy(y.date_of_birth));
  field('8 Contact Number', y.mobile_number ?? '');
  if (y.mwe) {
    const days = y.days > 0 ? y.days : 26;
    field('9 Statutory Minimum Wage rate per day', money(Math.round(y.monthly_salary / days)));
    field('10 Statutory Minimum Wage rate per month', money(y.monthly_salary));
  }
  // The form's long label, shortened so that it ends before the value column.
  field('11 Minimum Wage Earner (MWE), exempt from withholding tax', y.mwe ? 'Yes' : 'No');

  section('Part II - Employer Information (Present)');
  field('12 Taxpayer Identification Number (TIN)', dashedTin(`${e.tin ?? ''}${e.branch_code ?? ''}`));
  field("13 Employer's Name", e.registered_name);
  field('14 Registered Address / 14A ZIP Code', `${e.address ?? ''} ${e.zip ?? ''}`.trim().slice(0, 90));
  field('15 Type of Employer', y.previous ? 'Secondary Employer' : 'Main Employer');

  section('Part III - Employer Information (Previous)');
  const p = y.previous;
  field('16 Taxpayer Identification Number (TIN)', p ? dashedTin(p.tin) : '');
  field("17 Employer's Name", p?.name ?? '');
  field(
    '18 Registered Address / 18A ZIP Code',
    p ? `${p.address ?? ''} ${p.zip ?? ''}`.trim().slice(0, 90) : '',
  );

  section('Part IV-A - Summary');
  for (const n of SUMMARY) item(n, y.items[n] ?? 0, ['19', '23', '26', '28'].includes(n));

  section('Part IV-B - Details of Compensation Income and Tax Withheld from Present Employer');
  heading('A. NON-TAXABLE/EXEMPT COMPENSATION INCOME');
  for (const n of NONTAXABLE) item(n, y.items[n] ?? 0, n === '38');
  heading('B. TAXABLE COMPENSATION INCOME REGULAR / SUPPLEMENTARY');
  for (const n of TAXABLE) item(n, y.items[n] ?? 0, n === '52');

  if (y.substituted_filing) {
    section('Substituted Filing');
    for (const line of SUBSTITUTED_FILING) {
      t.put(PDF_FONT.regular, 6, LEFT + 2, at, line);
      at += 7.5;
    }
  }
  at += 12;
  t.put(PDF_FONT.bold, 8, LEFT, at, e.signatory_name ?? '', 'center', WIDTH / 2 - 10);
  t.put(PDF_FONT.bold, 8, LEFT + WIDTH / 2, at, name, 'center', WIDTH / 2);
  at += 11;
  const position = e.signatory_position ? ` (${e.signatory_position})` : '';
  t.put(
    PDF_FONT.regular,
    6.5,
    LEFT,
    at,
    `Present Employer/Authorized Agent Signature over Printed Name${position}`,
    'center',
    WIDTH / 2 - 10,
  );
  t.put(
    PDF_FONT.regular,
    6.5,
    LEFT + WIDTH / 2,
    at,
    'Employee Signature over Printed Name',
    'center',
    WIDTH / 2,
  );
  // Issue 23: the form has no line for the opening balance; a note under it says what of the
  // present employer's figures came from the payroll before Sahod.
  for (const line of beforeSahodNote(y)) {
    at += 9;
    t.put(PDF_FONT.regular, 6.5, LEFT, at, line, 'left', 0, WIDTH);
  }
  t.flush();
}

/** The 'Before Sahod' note of a certificate whose present employer's figures include an opening balance. */
export function beforeSahodNote(y: EmployeeYear): string[] {
  const ob = y.opening;
  if (!ob) return [];
  const parts = [
    `gross ${money(ob.gross_compensation)}`,
    `non-taxable 13th month and other benefits ${money(ob.non_taxable_benefits)}`,
    `de minimis ${money(ob.de_minimis)}`,
    `contributions ${money(ob.contributions)}`,
    ...(ob.mwe_pay > 0 ? [`MWE pay ${money(ob.mwe_pay)}`] : []),
    `taxable ${money(ob.taxable_compensation)}`,
    `tax withheld ${money(ob.tax_withheld)}`,
  ];
  return [
    `${BEFORE_SAHOD} (payroll before ${dayMonthYear(ob.go_live_date)}, included in the present employer's figures above):`,
    `${parts.join('; ')}.`,
  ];
}

const SUBSTITUTED_FILING = [
  'I declare, under the penalties of perjury, that the information herein stated are reported under BIR Form No. 1604-C which has been filed with the Bureau of',
  'Internal Revenue. CONFORME: I declare, under the penalties of perjury, that I am qualified under substituted filing of Income Tax Return (BIR Form No. 1700),',
  'since I received purely compensation income from only one employer in the Philippines for the calendar year; that taxes have been correctly withheld by my',
  'employer (tax due equals tax withheld); that the BIR Form No. 1604-C filed by my employer to the BIR shall constitute as my income tax return.',
];

/**
 * One certificate as a PDF stream (for a ZIP entry) or, collected, one employee's file; `createdAt`
 * (the PDF's creation time, now when left out) makes the same figures the same bytes.
 */
export function certificateStream(
  year: number,
  company: CompanyRef,
  y: EmployeeYear,
  compress = true,
  createdAt?: Date,
): Readable {
  const doc = newDoc(compress, createdAt);
  drawCertificate(doc, year, company, y);
  doc.end();
  return doc;
}

export async function certificatePdf(
  year: number,
  company: CompanyRef,
  y: EmployeeYear,
  compress = true,
  createdAt?: Date,
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of certificateStream(year, company, y, compress, createdAt))
    chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Resolves when the stream can take more, or is closed (a reader who left). */
function drained(stream: PassThrough): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('close', done);
      resolve();
    };
    stream.on('drain', done);
    stream.on('close', done);
  });
}

/**
 * Every certificate in one PDF, streamed: a certificate is drawn only when the reader has taken
 * what came before (bounded memory for 10,000 employees).
 */
export function streamCertificates(
  year: number,
  company: CompanyRef,
  years: readonly EmployeeYear[],
  compress = true,
): Readable {
  const out = new PassThrough();
  const doc = newDoc(compress);
  doc.pipe(out);
  void (async () => {
    try {
      for (let i = 0; i < years.length; i++) {
        if (out.destroyed) return;
        if (i > 0) doc.addPage();
        drawCertificate(doc, year, company, years[i] as EmployeeYear);
        if (out.writableNeedDrain) await drained(out);
        else if (i % 50 === 49) await new Promise((resolve) => setImmediate(resolve));
      }
      doc.end();
    } catch (err) {
      out.destroy(err as Error);
    }
  })();
  return out;
}
