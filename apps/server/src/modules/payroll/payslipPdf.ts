/**
 * Payslips as PDF (issue 12 section 3), server-side with pdfkit so the numbers come from the stored
 * snapshots the screen shows: one page per employee with the company name, the period, and the
 * footer of every PDF (platform/pdf.ts: generation time in Manila, 'Page N of M'). pdfkit is the
 * one PDF library of the product: no browser, streams pages as they are drawn, MIT, Node 20.
 * Amounts are written '₱1,234.50' in the embedded Noto Sans (which has the peso sign).
 * A payslip is one page: a long one is set in a smaller size until it fits (issue 22); only beyond
 * the smallest size does it go on to a second page, headed with the employee's name.
 * Under the name (issue 22 section 2): the TIN, SSS, PhilHealth and Pag-IBIG numbers, the payroll
 * account masked but its last 4 digits, and side by side the attendance behind the pay (days worked
 * and absent, late and undertime minutes with the engine's amounts, leave days, holidays) and the
 * year-to-date totals (payslipExtras.ts).
 */
import { pesos } from '@sahod/payroll';
import {
  attendanceFacts,
  PAYSLIP_ATTENDANCE_TEXT,
  PAYSLIP_INFO_TEXT,
  type PayrollRow,
  TAX_SPLIT_LABELS,
  YEAR_END_TEXT,
} from '@sahod/shared';
import { drawHeading, finishPdf, openPdf, PDF_FONT, type PdfDoc, pdfPesos } from '../../platform/pdf.ts';
import type { PayslipExtras } from './payslipExtras.ts';

export interface PdfMeta {
  company: string;
  period: string;
  /** Generation time in Manila ('2026-11-28 05:56': formatManilaDateTime). */
  generatedAt: string;
  /** Heading under the company name instead of 'Payslip for <period>' (e.g. '13th Month Pay 2026'). */
  title?: string;
  /** Government numbers, masked account and year-to-date totals by payslip id (payslipExtras). */
  extras?: ReadonlyMap<number, PayslipExtras>;
  /** Encrypt with this open password (the e-mailed payslip, issue 25 §4). */
  password?: string;
}

/** One line of a payslip: a label and its amount, or a blank line between sections. */
export type PayslipLine = { label: string; amount: number; bold?: boolean } | 'gap';

/** The lines of one payslip, in order. */
export function payslipLines(r: PayrollRow): PayslipLine[] {
  const lines: PayslipLine[] = [];
  const add = (label: string, amount: number, bold = false) => lines.push({ label, amount, bold });
  for (const [k, v] of Object.entries(r.gross_breakdown)) add(k, v);
  add('Gross Pay', r.gross_base, true);
  for (const [k, v] of Object.entries(r.earnings)) add(k, v);
  for (const [k, v] of Object.entries(r.benefits)) add(k, v);
  add('Total Earnings', r.gross_pay, true);
  lines.push('gap');
  for (const [k, v] of Object.entries(r.mandatories_breakdown)) add(k, v);
  add('Total Mandatories', r.mandatoriesTotal, true);
  add('W/holding Tax', r.wtax);
  for (const [k, v] of Object.entries(r.deductions)) add(k, v);
  for (const l of r.paid_loans_breakdown)
    add(`${l.loan_name} (outstanding ${pdfPesos(l.outstanding_balance)})`, l.amount_paid);
  add('Total Deductions', r.total_deductions, true);
  const split = r.tax_split;
  if (split) {
    // The tax split (issue 21): what of the pay is exempt and why, and the taxable compensation.
    lines.push('gap');
    for (const [key, label] of Object.entries(TAX_SPLIT_LABELS)) {
      const amount = split[key as keyof typeof TAX_SPLIT_LABELS];
      if (amount !== 0) add(label, amount);
    }
    add('Taxable Compensation', r.taxable_compensation, true);
  }
  if (r.year_end) {
    lines.push('gap');
    add(YEAR_END_TEXT.title, r.year_end.adjustment, true);
    add(YEAR_END_TEXT.taxDue, r.year_end.tax_due);
    add(YEAR_END_TEXT.withheld, r.year_end.withheld);
  }
  lines.push('gap');
  add('TAKE HOME PAY', r.net_pay, true);
  return lines;
}

const MARGIN = 48;
const SIZE = 10;
/** The smallest size a long payslip is set in before it goes on to a second page. */
const MIN_SIZE = 6.5;
const LEADING = 1.45;
/** The size of the identity, attendance and year-to-date blocks. */
const SMALL = 8;

function drawEmployee(doc: PdfDoc, r: PayrollRow, meta: PdfMeta, continued: boolean) {
  drawHeading(doc, { company: meta.company, title: meta.title ?? `Payslip for ${meta.period}` });
  if (r.pay_date)
    doc.font(PDF_FONT.regular).fontSize(SIZE).text(`${PAYSLIP_INFO_TEXT.payDate}: ${r.pay_date}`);
  doc.moveDown();
  doc
    .font(PDF_FONT.bold)
    .fontSize(12)
    .text(continued ? `${r.name} (continued)` : r.name);
  doc
    .font(PDF_FONT.regular)
    .fontSize(SIZE)
    .text(`Employee ID: ${r.employee_code}   ${r.department ?? ''}   ${r.designation ?? ''}`);
  doc.text(
    `Monthly Rate ${pdfPesos(r.rates.monthly_rate)}   Day Rate ${pdfPesos(r.rates.daily_rate)}   Hour Rate ${pdfPesos(r.rates.hourly_rate)}`,
  );
  const extras = r.payslip_id === null ? undefined : meta.extras?.get(r.payslip_id);
  if (extras && !continued) drawIdentity(doc, extras);
  doc.moveDown();
  if (!continued) drawFacts(doc, r, extras);
}

/** TIN, SSS, PhilHealth and Pag-IBIG numbers and the masked payroll account, blank ones as '—'. */
function drawIdentity(doc: PdfDoc, e: PayslipExtras) {
  const T = PAYSLIP_INFO_TEXT;
  const v = (s: string | null) => (s && s.trim() !== '' ? s : '—');
  doc.fontSize(SMALL);
  doc.text(
    `${T.tin} ${v(e.tin)}   ${T.sss} ${v(e.sss)}   ${T.philhealth} ${v(e.philhealth)}   ${T.pagibig} ${v(e.pagibig)}   ${T.account} ${v(e.account)}`,
  );
}

/**
 * Attendance (two columns: the pay's days and minutes, then leave and holidays) and the year-to-date
 * totals, side by side in a small fixed size, so a long payslip keeps its page.
 */
function drawFacts(doc: PdfDoc, r: PayrollRow, extras: PayslipExtras | undefined) {
  const facts = attendanceFacts(r);
  const ytd = extras?.ytd;
  if (facts.length === 0 && !ytd) return;
  const GAP = 14;
  const third = (doc.page.width - MARGIN * 2 - GAP * 2) / 3;
  const top = doc.y;
  const row = SMALL * LEADING;
  type Line = { label: string; value: string; amount: string };
  const column = (i: number, title: string, lines: Line[]) => {
    const x = MARGIN + i * (third + GAP);
    doc.font(PDF_FONT.bold).fontSize(SMALL).text(title, x, top, { width: third, lineBreak: false });
    doc.font(PDF_FONT.regular);
    lines.forEach((l, n) => {
      const y = top + row * (n + 1);
      doc.text(l.label, x, y, { width: third * (l.value === '' ? 0.67 : 0.45), lineBreak: false });
      doc.text(l.value, x + third * 0.45, y, { width: third * 0.22, align: 'right', lineBreak: false });
      doc.text(l.amount, x + third * 0.67, y, { width: third * 0.33, align: 'right', lineBreak: false });
    });
    return lines.length + 1;
  };
  const lines: Line[] = facts.map((f) => ({
    label: f.label,
    value: f.value,
    amount: f.amount === null ? '' : pdfPesos(f.amount),
  }));
  const T = PAYSLIP_INFO_TEXT;
  const rows = [
    lines.length > 0 ? column(0, PAYSLIP_ATTENDANCE_TEXT.title, lines.slice(0, 4)) : 0,
    lines.length > 4 ? column(1, '', lines.slice(4)) : 0,
    ytd
      ? column(
          2,
          T.ytd,
          (
            [
              [T.ytdGross, ytd.gross],
              [T.ytdTaxable, ytd.taxable],
              [T.ytdWtax, ytd.wtax],
              [T.ytdContributions, ytd.contributions],
            ] as const
          ).map(([label, centavos]) => ({ label, value: '', amount: pdfPesos(pesos(centavos)) })),
        )
      : 0,
  ];
  doc.x = MARGIN;
  doc.y = top + row * Math.max(...rows) + row * 0.6;
}

function drawPayslip(doc: PdfDoc, r: PayrollRow, meta: PdfMeta) {
  drawEmployee(doc, r, meta, false);
  const lines = payslipLines(r);
  const bottom = doc.page.height - doc.page.margins.bottom;
  const units = lines.reduce((t, l) => t + (l === 'gap' ? 0.6 : 1), 0);
  // A point to spare: rounding must not push the last line over the margin.
  const fit = (bottom - doc.y - 1) / (units * LEADING);
  const size = Math.max(MIN_SIZE, Math.min(SIZE, fit));
  const row = size * LEADING;
  const width = doc.page.width - MARGIN * 2;
  let y = doc.y;
  for (const line of lines) {
    const height = line === 'gap' ? row * 0.6 : row;
    if (y + height > bottom) {
      doc.addPage();
      drawEmployee(doc, r, meta, true);
      y = doc.y;
    }
    if (line !== 'gap') {
      doc.font(line.bold ? PDF_FONT.bold : PDF_FONT.regular).fontSize(size);
      // One line each: a long label is cut with an ellipsis rather than wrapped over the next row.
      doc.text(line.label, MARGIN, y, { width: width - 150, height: row, ellipsis: true });
      doc.text(pdfPesos(line.amount), MARGIN + width - 150, y, {
        width: 150,
        align: 'right',
        lineBreak: false,
      });
    }
    y += height;
  }
}

export function payslipsPdf(rows: readonly PayrollRow[], meta: PdfMeta, compress = true): Promise<Buffer> {
  const title = meta.title ?? `Payslip for ${meta.period}`;
  const doc = openPdf({
    title: meta.title ?? 'Payslips',
    margin: MARGIN,
    bufferPages: true,
    compress,
    ...(meta.password ? { userPassword: meta.password } : {}),
  });
  rows.forEach((r, i) => {
    if (i > 0) doc.addPage();
    drawPayslip(doc, r, meta);
  });
  return finishPdf(doc, { company: meta.company, title, generatedAt: meta.generatedAt });
}
