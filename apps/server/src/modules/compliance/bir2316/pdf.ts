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
import PDFDocument from 'pdfkit';
import type { CompanyRef, EmployeeYear } from './figures.ts';
import { splitTin } from './figures.ts';

const money = (centavos: number) =>
  (centavos / 100).toLocaleString('en-PH', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
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
  '29': 'Basic Salary (including the exempt P250,000 & below) or the Statutory Minimum Wage of the MWE',
  '30': 'Holiday Pay (MWE)',
  '31': 'Overtime Pay (MWE)',
  '32': 'Night Shift Differential (MWE)',
  '33': 'Hazard Pay (MWE)',
  '34': '13th Month Pay and Other Benefits (maximum of P90,000)',
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

type Doc = InstanceType<typeof PDFDocument>;
const LEFT = 36;
const WIDTH = 523;

function newDoc(compress: boolean): Doc {
  return new PDFDocument({
    size: 'A4',
    margin: LEFT,
    compress,
    info: { Title: 'BIR Form 2316' },
  });
}

function section(doc: Doc, title: string) {
  doc.moveDown(0.3);
  const y = doc.y;
  doc.rect(LEFT, y, WIDTH, 13).fill('#e6e6e6').fillColor('black');
  doc
    .font('Helvetica-Bold')
    .fontSize(8)
    .text(title, LEFT + 4, y + 3, { width: WIDTH - 8 });
  doc.y = y + 15;
}

function field(doc: Doc, label: string, value: string, x = LEFT, width = WIDTH) {
  const y = doc.y;
  doc
    .font('Helvetica')
    .fontSize(7)
    .text(label, x + 2, y, { width: width * 0.45 });
  doc
    .font('Helvetica-Bold')
    .fontSize(8)
    .text(value || '-', x + 2 + width * 0.45, y, { width: width * 0.55 - 4 });
  doc.y = Math.max(doc.y, y + 10);
}

function item(doc: Doc, number: string, amount: number, bold = false) {
  const y = doc.y;
  doc
    .font(bold ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(7)
    .text(`${number}  ${ITEM_LABELS[number] ?? ''}`, LEFT + 2, y, { width: WIDTH - 110 });
  const after = doc.y;
  doc
    .font(bold ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(8)
    .text(money(amount), LEFT + WIDTH - 104, y, { width: 100, align: 'right' });
  doc.y = Math.max(after, y + 9.5);
}

/** Draws one certificate on the current page (the caller adds pages between certificates). */
export function drawCertificate(doc: Doc, year: number, company: CompanyRef, y: EmployeeYear): void {
  const e = company.employer;
  doc
    .font('Helvetica')
    .fontSize(7)
    .text('Republic of the Philippines, Department of Finance, Bureau of Internal Revenue', {
      align: 'center',
    });
  doc.font('Helvetica-Bold').fontSize(11).text('BIR Form No. 2316', { align: 'center' });
  doc
    .font('Helvetica-Bold')
    .fontSize(9)
    .text('Certificate of Compensation Payment/Tax Withheld', { align: 'center' });
  doc
    .font('Helvetica')
    .fontSize(7)
    .text('For Compensation Payment With or Without Tax Withheld (September 2021 ENCS)', { align: 'center' });
  doc.moveDown(0.3);
  field(doc, '1 For the Year (YYYY)', String(year));
  field(doc, '2 For the Period From (MM/DD) To (MM/DD)', `${mmdd(y.period_from)} to ${mmdd(y.period_to)}`);

  section(doc, 'Part I - Employee Information');
  field(doc, '3 Taxpayer Identification Number (TIN)', dashedTin(y.tin));
  const name = `${y.last_name}, ${y.first_name}${y.middle_name ? ` ${y.middle_name}` : ''}${y.suffix ? ` ${y.suffix}` : ''}`;
  field(doc, "4 Employee's Name (Last Name, First Name, Middle Name)", name);
  field(doc, '5 RDO Code', '');
  field(doc, '6 Registered Address', y.address ?? '');
  field(doc, '7 Date of Birth (MM/DD/YYYY)', mmddyyyy(y.date_of_birth));
  field(doc, '8 Contact Number', y.mobile_number ?? '');
  if (y.mwe) {
    const days = y.days > 0 ? y.days : 26;
    field(doc, '9 Statutory Minimum Wage rate per day', money(Math.round(y.monthly_salary / days)));
    field(doc, '10 Statutory Minimum Wage rate per month', money(y.monthly_salary));
  }
  field(
    doc,
    '11 Minimum Wage Earner (MWE) whose compensation is exempt from withholding tax',
    y.mwe ? 'Yes' : 'No',
  );

  section(doc, 'Part II - Employer Information (Present)');
  field(doc, '12 Taxpayer Identification Number (TIN)', dashedTin(`${e.tin ?? ''}${e.branch_code ?? ''}`));
  field(doc, "13 Employer's Name", e.registered_name);
  field(doc, '14 Registered Address / 14A ZIP Code', `${e.address ?? ''} ${e.zip ?? ''}`.trim());
  field(doc, '15 Type of Employer', y.previous ? 'Secondary Employer' : 'Main Employer');

  section(doc, 'Part III - Employer Information (Previous)');
  const p = y.previous;
  field(doc, '16 Taxpayer Identification Number (TIN)', p ? dashedTin(p.tin) : '');
  field(doc, "17 Employer's Name", p?.name ?? '');
  field(doc, '18 Registered Address / 18A ZIP Code', p ? `${p.address ?? ''} ${p.zip ?? ''}`.trim() : '');

  section(doc, 'Part IV-A - Summary');
  for (const n of SUMMARY) item(doc, n, y.items[n] ?? 0, ['19', '23', '26', '28'].includes(n));

  section(doc, 'Part IV-B - Details of Compensation Income and Tax Withheld from Present Employer');
  doc
    .font('Helvetica-Bold')
    .fontSize(7)
    .text('A. NON-TAXABLE/EXEMPT COMPENSATION INCOME', LEFT + 2);
  for (const n of NONTAXABLE) item(doc, n, y.items[n] ?? 0, n === '38');
  doc
    .font('Helvetica-Bold')
    .fontSize(7)
    .text('B. TAXABLE COMPENSATION INCOME REGULAR / SUPPLEMENTARY', LEFT + 2);
  for (const n of TAXABLE) item(doc, n, y.items[n] ?? 0, n === '52');

  if (y.substituted_filing) {
    section(doc, 'Substituted Filing');
    doc
      .font('Helvetica')
      .fontSize(6.5)
      .text(
        'I declare, under the penalties of perjury, that the information herein stated are reported under BIR Form No. 1604-C which has been filed with the Bureau of Internal Revenue. ' +
          'CONFORME: I declare, under the penalties of perjury, that I am qualified under substituted filing of Income Tax Return (BIR Form No. 1700), since I received purely compensation income from only one employer in the Philippines for the calendar year; that taxes have been correctly withheld by my employer (tax due equals tax withheld); that the BIR Form No. 1604-C filed by my employer to the BIR shall constitute as my income tax return.',
        LEFT + 2,
        doc.y,
        { width: WIDTH - 4 },
      );
  }
  doc.moveDown(0.8);
  const signY = doc.y;
  doc
    .font('Helvetica-Bold')
    .fontSize(8)
    .text(e.signatory_name ?? '', LEFT, signY, { width: WIDTH / 2 - 10, align: 'center' });
  doc.text(name, LEFT + WIDTH / 2, signY, { width: WIDTH / 2, align: 'center' });
  doc
    .font('Helvetica')
    .fontSize(6.5)
    .text(
      `Present Employer/Authorized Agent Signature over Printed Name${e.signatory_position ? ` (${e.signatory_position})` : ''}`,
      LEFT,
      signY + 11,
      { width: WIDTH / 2 - 10, align: 'center' },
    );
  doc.text('Employee Signature over Printed Name', LEFT + WIDTH / 2, signY + 11, {
    width: WIDTH / 2,
    align: 'center',
  });
}

/** One certificate as a PDF stream (for a ZIP entry) or, collected, one employee's file. */
export function certificateStream(
  year: number,
  company: CompanyRef,
  y: EmployeeYear,
  compress = true,
): Readable {
  const doc = newDoc(compress);
  drawCertificate(doc, year, company, y);
  doc.end();
  return doc;
}

export async function certificatePdf(
  year: number,
  company: CompanyRef,
  y: EmployeeYear,
  compress = true,
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of certificateStream(year, company, y, compress)) chunks.push(chunk as Buffer);
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
