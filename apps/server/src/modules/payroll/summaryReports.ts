/**
 * The Deductions Summary and Loans Summary reports of the Reports tab as PDF (platform/pdf.ts, like
 * every PDF) and .xlsx, from the same stored snapshots and the same shared
 * report helpers as the screen (@sahod/shared payrollReports): company name, period, generation
 * time, page numbers (PDF), a row per employee or loan, a totals row and the report's percentages.
 * Amounts are pesos with two decimals ('1,234.50' in the PDF, numbers in the sheet).
 */
import { utils, write } from '@e965/xlsx';
import type { PayrollPdfQuery } from '@sahod/shared';
import {
  PAYROLL_TEXT,
  type PayrollRow,
  payrollColumnTotal,
  payrollDeductionColumns,
  payrollLoanLines,
  payrollLoanStats,
  payrollPercentOf,
} from '@sahod/shared';
import type { AppDeps } from '../../deps.ts';
import { drawHeading, finishPdf, openPdf, PDF_FONT, pdfAmount } from '../../platform/pdf.ts';
import type { PdfMeta } from './payslipPdf.ts';
import { processedReport } from './service.ts';

export const SUMMARY_REPORTS = ['deductions', 'loans'] as const;
export type SummaryReport = (typeof SUMMARY_REPORTS)[number];

type Cell = string | number;

/** A report as a table: money columns hold numbers (pesos), the rest text. */
export interface TableReport {
  title: string;
  headers: string[];
  rows: Cell[][];
  totals: Cell[];
  /** Lines under the table: percentages, counts, repayment. */
  notes: string[];
}

const sum = (values: readonly number[]) => values.reduce((t, v) => t + Math.round(v * 100), 0) / 100;

function deductionsReport(rows: readonly PayrollRow[]): TableReport {
  const columns = payrollDeductionColumns(rows);
  const totals = columns.map((c) => payrollColumnTotal(rows, c));
  const whole = sum(totals);
  return {
    title: PAYROLL_TEXT.deductionsSummary,
    headers: ['Employee ID', 'Name', ...columns.map((c) => c.label)],
    rows: rows.map((r) => [r.employee_code, r.name, ...columns.map((c) => c.value(r))]),
    totals: ['', 'Total', ...totals],
    notes: columns.map((c, i) => `${c.label}: ${payrollPercentOf(totals[i] ?? 0, whole)}%`),
  };
}

function loansReport(rows: readonly PayrollRow[]): TableReport {
  const lines = payrollLoanLines(rows);
  const stats = payrollLoanStats(lines);
  const money = [
    'principal',
    'amount_paid_now',
    'amount_paid',
    'outstanding_balance',
    'monthly_payment',
  ] as const;
  return {
    title: PAYROLL_TEXT.loansSummary,
    headers: [
      'Employee',
      'Loan',
      'Principal',
      'Paid this period',
      'Amount Paid',
      'Outstanding',
      'Monthly Payment',
      'Status',
    ],
    rows: lines.map((l) => [l.employee, l.loan_name, ...money.map((k) => l[k]), l.status]),
    totals: ['Total', '', ...money.map((k) => sum(lines.map((l) => l[k]))), ''],
    notes: [
      ...Object.entries(stats.counts).map(([status, n]) => `${status}: ${n}`),
      `Repayment: ${stats.repayment}%`,
    ],
  };
}

export function summaryReport(report: SummaryReport, rows: readonly PayrollRow[]): TableReport {
  return report === 'deductions' ? deductionsReport(rows) : loansReport(rows);
}

const cellText = (v: Cell) => (typeof v === 'number' ? pdfAmount(v) : v);

/** The report as a landscape A4 PDF; the header row repeats on every page. */
export function tableReportPdf(report: TableReport, meta: PdfMeta, compress = true): Promise<Buffer> {
  const margin = 36;
  const title = `${report.title} for ${meta.period}`;
  const doc = openPdf({ title: report.title, layout: 'landscape', margin, bufferPages: true, compress });
  const width = doc.page.width - margin * 2;
  const bottom = doc.page.height - margin - 24;
  // Text columns (the first two) get twice the width of an amount column.
  const weights = report.headers.map((_, i) => (i < 2 ? 2 : 1));
  const unit = width / weights.reduce((t, w) => t + w, 0);
  const widths = weights.map((w) => w * unit);
  const fontSize = report.headers.length > 12 ? 6.5 : 8;
  const drawRow = (cells: readonly Cell[], bold: boolean) => {
    doc.font(bold ? PDF_FONT.bold : PDF_FONT.regular).fontSize(fontSize);
    const height =
      Math.max(...cells.map((c, i) => doc.heightOfString(cellText(c), { width: (widths[i] ?? unit) - 4 }))) +
      4;
    if (doc.y + height > bottom) {
      doc.addPage();
      drawHeader();
      doc.font(bold ? PDF_FONT.bold : PDF_FONT.regular).fontSize(fontSize);
    }
    const y = doc.y;
    let x = margin;
    cells.forEach((c, i) => {
      const w = widths[i] ?? unit;
      doc.text(cellText(c), x + 2, y + 2, { width: w - 4, align: typeof c === 'number' ? 'right' : 'left' });
      x += w;
    });
    doc.y = y + height;
    doc
      .moveTo(margin, doc.y)
      .lineTo(margin + width, doc.y)
      .lineWidth(0.3)
      .stroke('#999999');
  };
  const drawHeader = () => drawRow(report.headers, true);

  drawHeading(doc, { company: meta.company, title });
  doc.fontSize(8).text('Amounts in ₱');
  doc.moveDown(0.5);
  drawHeader();
  for (const row of report.rows) drawRow(row, false);
  drawRow(report.totals, true);
  doc.moveDown();
  // A note is never split between its label and its figure (no-break spaces inside a note).
  const notes = report.notes.map((n) => n.replaceAll(' ', '\u00a0')).join('   ');
  doc.font(PDF_FONT.regular).fontSize(9).text(notes, margin, doc.y, { width });
  return finishPdf(doc, { company: meta.company, title, generatedAt: meta.generatedAt });
}

/** The report as .xlsx: company, title and period, generation time, the table, totals and notes. */
export function tableReportXlsx(report: TableReport, meta: PdfMeta): Buffer {
  const aoa: Cell[][] = [
    [meta.company],
    [`${report.title} ${meta.period}`],
    [`Generated ${meta.generatedAt}`],
    [],
    report.headers,
    ...report.rows,
    report.totals,
    [],
    ...report.notes.map((n) => [n]),
  ];
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet(aoa), report.title);
  return write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

/** The report of the fetch filter's Processed payslips as a file (404 when there is none). */
export async function summaryReportFile(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  q: PayrollPdfQuery,
  report: SummaryReport,
  format: 'pdf' | 'xlsx',
): Promise<{ file: Buffer; filename: string }> {
  const { rows, meta } = await processedReport(deps, q);
  const table = summaryReport(report, rows);
  const filename = `${report === 'deductions' ? 'deductions-summary' : 'loans-summary'}-${q.start_date}-to-${q.end_date}.${format}`;
  const file = format === 'pdf' ? await tableReportPdf(table, meta) : tableReportXlsx(table, meta);
  return { file, filename };
}
