/**
 * The final-pay statement and the Certificate of Employment as PDF, set up like every PDF
 * (platform/pdf.ts: embedded Noto Sans; the statement with the shared heading and footer, the
 * certificate a letter without them). Amounts '₱1,234.50'.
 */
import { FINAL_PAY_TEXT, type FinalPayStatementView, separationReasonLabel } from '@sahod/shared';
import {
  collectPdf,
  drawHeading,
  finishPdf,
  pdfPesos as money,
  openPdf,
  PDF_FONT,
} from '../../platform/pdf.ts';

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

export function finalPayPdf(
  s: FinalPayStatementView,
  meta: { company: string; generatedAt: string },
  compress = true,
): Promise<Buffer> {
  const doc = openPdf({ title: FINAL_PAY_TEXT.statementTitle, margin: 56, bufferPages: true, compress });
  const line = (label: string, value: string, bold = false) => {
    const y = doc.y;
    doc
      .font(bold ? PDF_FONT.bold : PDF_FONT.regular)
      .fontSize(10)
      .text(label, 56, y, { width: 320 });
    doc.text(value, 376, y, { width: 163, align: 'right' });
  };
  drawHeading(
    doc,
    { company: meta.company, title: FINAL_PAY_TEXT.statementTitle },
    { company: 14, title: 12 },
  );
  doc.moveDown();
  doc.font(PDF_FONT.bold).fontSize(11).text(`${s.name} (${s.employee_code})`);
  doc.font(PDF_FONT.regular).fontSize(10);
  doc.text(`Date hired: ${s.date_hired ?? '-'}   Separation date: ${s.separation_date}`);
  doc.text(
    `Reason: ${separationReasonLabel(s.separation_reason) || '-'}   Release by: ${s.deadline}` +
      (s.pay_date ? `   ${FINAL_PAY_TEXT.payDate}: ${s.pay_date}` : ''),
  );
  if (s.period) doc.text(`Unpaid period: ${s.period.start} to ${s.period.end}`);
  if (s.unpaid && s.period)
    doc.text(
      `${FINAL_PAY_TEXT.daysCounted}: ${s.unpaid.days}   ${FINAL_PAY_TEXT.source}: ${FINAL_PAY_TEXT.sourceLabel[s.unpaid.source]}`,
    );
  if (s.unpaid?.message) doc.font(PDF_FONT.bold).text(s.unpaid.message).font(PDF_FONT.regular);
  doc.moveDown();
  doc.font(PDF_FONT.bold).text(FINAL_PAY_TEXT.earnings, 56);
  for (const e of s.earnings) line(e.name, money(e.amount));
  line(FINAL_PAY_TEXT.gross, money(s.gross_final_pay), true);
  doc.moveDown();
  doc.font(PDF_FONT.bold).text(FINAL_PAY_TEXT.deductions, 56);
  for (const d of s.deductions)
    line(d.amount === d.due ? d.name : `${d.name} (due ${money(d.due)})`, money(d.amount));
  line(FINAL_PAY_TEXT.totalDeductions, money(s.total_deductions), true);
  if (s.unrecovered > 0) line(FINAL_PAY_TEXT.unrecovered, money(s.unrecovered));
  doc.moveDown();
  line(FINAL_PAY_TEXT.net, money(s.net_pay), true);
  doc.moveDown();
  doc
    .font(PDF_FONT.regular)
    .fontSize(8)
    .text(
      `13th month: basic earned ${money(s.thirteenth.basic_earned)} / 12 = ${money(s.thirteenth.thirteenth)}, already paid ${money(s.thirteenth.already_paid)}. ` +
        (s.thirteenth.before_sahod
          ? `${FINAL_PAY_TEXT.beforeSahod}: basic pay ${money(s.thirteenth.before_sahod.basic_pay)}, 13th month paid ${money(s.thirteenth.before_sahod.thirteenth_paid)} (counted). `
          : '') +
        (s.leave.lines && s.leave.lines.length > 0
          ? `Leave: ${s.leave.lines.map((l) => FINAL_PAY_TEXT.leaveDays(l.application_type, l.days, money(s.leave.daily_rate))).join('; ')}. `
          : `Leave: ${s.leave.days} day(s) x ${money(s.leave.daily_rate)}. `) +
        `Year-end: taxable ${money(s.year_end.taxable_compensation)}, tax due ${money(s.year_end.tax_due)}, withheld ${money(s.year_end.withheld)}.`,
      56,
      doc.y,
    );
  return finishPdf(doc, {
    company: meta.company,
    title: FINAL_PAY_TEXT.statementTitle,
    generatedAt: meta.generatedAt,
  });
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
  const doc = openPdf({ title: FINAL_PAY_TEXT.coeTitle, margin: 56, compress });
  const done = collectPdf(doc);
  doc.font(PDF_FONT.bold).fontSize(14).text(c.company, { align: 'center' });
  if (c.companyAddress) doc.font(PDF_FONT.regular).fontSize(10).text(c.companyAddress, { align: 'center' });
  doc.moveDown(2);
  doc.font(PDF_FONT.bold).fontSize(16).text(FINAL_PAY_TEXT.coeTitle, { align: 'center' });
  doc.moveDown(2);
  const from = c.dateHired ? longDate(c.dateHired) : 'the date of engagement';
  const to = c.separationDate ? longDate(c.separationDate) : 'present';
  const verb = c.separationDate ? 'was' : 'has been';
  doc
    .font(PDF_FONT.regular)
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
  doc.font(PDF_FONT.bold).text(c.signatoryName);
  doc.font(PDF_FONT.regular).text(c.signatoryPosition);
  doc.end();
  return done;
}
