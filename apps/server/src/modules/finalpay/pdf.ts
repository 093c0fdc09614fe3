/**
 * The final-pay statement and the Certificate of Employment as PDF, with pdfkit like the payslips
 * (payroll/payslipPdf.ts). Amounts 'PHP 1,234.50' (the standard fonts have no peso sign).
 */
import { FINAL_PAY_TEXT, type FinalPayStatementView, separationReasonLabel } from '@sahod/shared';
import PDFDocument from 'pdfkit';

const money = (v: number) =>
  `PHP ${v.toLocaleString('en-PH', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
/** '2026-04-15' as 'April 15, 2026'. */
export const longDate = (iso: string) =>
  `${MONTHS[Number(iso.slice(5, 7)) - 1]} ${Number(iso.slice(8, 10))}, ${iso.slice(0, 4)}`;

function newDoc(title: string, compress: boolean) {
  const doc = new PDFDocument({ size: 'A4', margin: 56, compress, info: { Title: title } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  return { doc, done };
}

export function finalPayPdf(
  s: FinalPayStatementView,
  meta: { company: string; generatedAt: string },
  compress = true,
): Promise<Buffer> {
  const { doc, done } = newDoc(FINAL_PAY_TEXT.statementTitle, compress);
  const line = (label: string, value: string, bold = false) => {
    const y = doc.y;
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(10)
      .text(label, 56, y, { width: 320 });
    doc.text(value, 376, y, { width: 163, align: 'right' });
  };
  doc.font('Helvetica-Bold').fontSize(14).text(meta.company);
  doc.font('Helvetica').fontSize(12).text(FINAL_PAY_TEXT.statementTitle);
  doc.moveDown();
  doc.font('Helvetica-Bold').fontSize(11).text(`${s.name} (${s.employee_code})`);
  doc.font('Helvetica').fontSize(10);
  doc.text(`Date hired: ${s.date_hired ?? '-'}   Separation date: ${s.separation_date}`);
  doc.text(
    `Reason: ${separationReasonLabel(s.separation_reason) || '-'}   Release by: ${s.deadline}` +
      (s.pay_date ? `   ${FINAL_PAY_TEXT.payDate}: ${s.pay_date}` : ''),
  );
  if (s.period) doc.text(`Unpaid period: ${s.period.start} to ${s.period.end}`);
  doc.moveDown();
  doc.font('Helvetica-Bold').text(FINAL_PAY_TEXT.earnings);
  for (const e of s.earnings) line(e.name, money(e.amount));
  line(FINAL_PAY_TEXT.gross, money(s.gross_final_pay), true);
  doc.moveDown();
  doc.font('Helvetica-Bold').text(FINAL_PAY_TEXT.deductions);
  for (const d of s.deductions)
    line(d.amount === d.due ? d.name : `${d.name} (due ${money(d.due)})`, money(d.amount));
  line(FINAL_PAY_TEXT.totalDeductions, money(s.total_deductions), true);
  if (s.unrecovered > 0) line(FINAL_PAY_TEXT.unrecovered, money(s.unrecovered));
  doc.moveDown();
  line(FINAL_PAY_TEXT.net, money(s.net_pay), true);
  doc.moveDown();
  doc
    .font('Helvetica')
    .fontSize(8)
    .text(
      `13th month: basic earned ${money(s.thirteenth.basic_earned)} / 12 = ${money(s.thirteenth.thirteenth)}, already paid ${money(s.thirteenth.already_paid)}. ` +
        `Leave: ${s.leave.days} day(s) x ${money(s.leave.daily_rate)}. ` +
        `Year-end: taxable ${money(s.year_end.taxable_compensation)}, tax due ${money(s.year_end.tax_due)}, withheld ${money(s.year_end.withheld)}.`,
      56,
      doc.y,
    );
  doc.text(`Generated ${meta.generatedAt}`);
  doc.end();
  return done;
}

export interface CoeData {
  company: string;
  companyAddress: string | null;
  name: string;
  dateHired: string | null;
  separationDate: string | null;
  positions: { title: string; from: string | null; to: string | null }[];
  signatoryName: string;
  signatoryPosition: string;
  issuedOn: string;
}

export function coePdf(c: CoeData, compress = true): Promise<Buffer> {
  const { doc, done } = newDoc(FINAL_PAY_TEXT.coeTitle, compress);
  doc.font('Helvetica-Bold').fontSize(14).text(c.company, { align: 'center' });
  if (c.companyAddress) doc.font('Helvetica').fontSize(10).text(c.companyAddress, { align: 'center' });
  doc.moveDown(2);
  doc.font('Helvetica-Bold').fontSize(16).text(FINAL_PAY_TEXT.coeTitle, { align: 'center' });
  doc.moveDown(2);
  const from = c.dateHired ? longDate(c.dateHired) : 'the date of engagement';
  const to = c.separationDate ? longDate(c.separationDate) : 'present';
  const verb = c.separationDate ? 'was' : 'has been';
  doc
    .font('Helvetica')
    .fontSize(11)
    .text(
      `This is to certify that ${c.name} ${verb} employed by ${c.company} from ${from} to ${to}, holding the following position(s):`,
      { align: 'justify' },
    );
  doc.moveDown();
  for (const p of c.positions) {
    const pFrom = p.from ? longDate(p.from) : from;
    const pTo = p.to ? longDate(p.to) : to;
    doc.text(`${p.title}: ${pFrom} to ${pTo}`, { indent: 24 });
  }
  doc.moveDown();
  doc.text(
    `This certification is issued on ${longDate(c.issuedOn)} upon the request of the employee for whatever legal purpose it may serve.`,
    { align: 'justify' },
  );
  doc.moveDown(4);
  doc.font('Helvetica-Bold').text(c.signatoryName);
  doc.font('Helvetica').text(c.signatoryPosition);
  doc.end();
  return done;
}
