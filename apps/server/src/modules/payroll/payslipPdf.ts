/**
 * Payslips as PDF (issue 12 section 3), server-side with pdfkit so the numbers come from the stored
 * snapshots the screen shows: one page per employee with the company name, the period, the
 * generation time and page numbers. pdfkit was chosen (over pdfmake) as the one PDF library of the
 * product: no browser, no fonts to ship for Latin text, streams pages as they are drawn, MIT, and runs
 * on Node 20. Amounts are written 'PHP 1,234.50' (the standard PDF fonts have no peso sign).
 */
import { type PayrollRow, TAX_SPLIT_LABELS, YEAR_END_TEXT } from '@sahod/shared';
import PDFDocument from 'pdfkit';

export interface PdfMeta {
  company: string;
  period: string;
  generatedAt: string;
  /** Heading under the company name instead of 'Payslip for <period>' (e.g. '13th Month Pay 2026'). */
  title?: string;
}

const money = (v: number) =>
  `PHP ${v.toLocaleString('en-PH', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export function payslipsPdf(rows: readonly PayrollRow[], meta: PdfMeta, compress = true): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 48,
    bufferPages: true,
    compress,
    info: { Title: meta.title ?? 'Payslips' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  const line = (label: string, value: number, bold = false) => {
    const y = doc.y;
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(10)
      .text(label, 48, y, { width: 300 });
    doc.text(money(value), 348, y, { width: 200, align: 'right' });
  };
  rows.forEach((r, i) => {
    if (i > 0) doc.addPage();
    doc.font('Helvetica-Bold').fontSize(14).text(meta.company);
    doc
      .font('Helvetica')
      .fontSize(10)
      .text(meta.title ?? `Payslip for ${meta.period}`);
    doc.moveDown();
    doc.font('Helvetica-Bold').fontSize(12).text(r.name);
    doc
      .font('Helvetica')
      .fontSize(10)
      .text(`Employee ID: ${r.employee_code}   ${r.department ?? ''}   ${r.designation ?? ''}`);
    doc.text(
      `Monthly Rate ${money(r.rates.monthly_rate)}   Day Rate ${money(r.rates.daily_rate)}   Hour Rate ${money(r.rates.hourly_rate)}`,
    );
    doc.moveDown();
    for (const [k, v] of Object.entries(r.gross_breakdown)) line(k, v);
    line('Gross Pay', r.gross_base, true);
    for (const [k, v] of Object.entries(r.earnings)) line(k, v);
    for (const [k, v] of Object.entries(r.benefits)) line(k, v);
    line('Total Earnings', r.gross_pay, true);
    doc.moveDown(0.5);
    for (const [k, v] of Object.entries(r.mandatories_breakdown)) line(k, v);
    line('Total Mandatories', r.mandatoriesTotal, true);
    line('W/holding Tax', r.wtax);
    for (const [k, v] of Object.entries(r.deductions)) line(k, v);
    for (const l of r.paid_loans_breakdown)
      line(`${l.loan_name} (outstanding ${money(l.outstanding_balance)})`, l.amount_paid);
    line('Total Deductions', r.total_deductions, true);
    const split = r.tax_split;
    if (split) {
      // The tax split (issue 21): what of the pay is exempt and why, and the taxable compensation.
      doc.moveDown(0.5);
      for (const [key, label] of Object.entries(TAX_SPLIT_LABELS)) {
        const amount = split[key as keyof typeof TAX_SPLIT_LABELS];
        if (amount !== 0) line(label.replace('₱', 'PHP '), amount);
      }
      line('Taxable Compensation', r.taxable_compensation, true);
    }
    if (r.year_end) {
      doc.moveDown(0.5);
      line(YEAR_END_TEXT.title, r.year_end.adjustment, true);
      line(YEAR_END_TEXT.taxDue, r.year_end.tax_due);
      line(YEAR_END_TEXT.withheld, r.year_end.withheld);
    }
    doc.moveDown();
    line('TAKE HOME PAY', r.net_pay, true);
  });
  const range = doc.bufferedPageRange();
  for (let p = 0; p < range.count; p++) {
    doc.switchToPage(range.start + p);
    doc
      .font('Helvetica')
      .fontSize(8)
      .text(`Generated ${meta.generatedAt}   Page ${p + 1} of ${range.count}`, 48, doc.page.height - 40, {
        width: doc.page.width - 96,
        align: 'center',
        lineBreak: false,
      });
  }
  doc.end();
  return done;
}
