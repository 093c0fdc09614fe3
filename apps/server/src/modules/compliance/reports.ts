/**
 * The outputs a person reads (SSS monthly summary, PhilHealth RF-1, Pag-IBIG MSRF, 1601-C) as
 * .xlsx (@e965/xlsx, like the payroll register) and PDF (platform/pdf.ts, like the payslips):
 * company, period and generation time (Manila) on top, the rows, a totals row, and the footer with
 * page numbers on the PDF. Money cells are numbers in pesos (2 decimals); the PDF writes amounts
 * with separators and no currency (the column says what it is).
 */
import { utils, write } from '@e965/xlsx';
import { drawHeading, finishPdf, openPdf, PDF_FONT, pdfAmount } from '../../platform/pdf.ts';
import { type RowSource, streamedXlsx } from '../../platform/xlsxStream.ts';
import type { Json, ReportTable } from './rows.ts';

export interface ReportMeta {
  company: string;
  period: string;
  /** Generation time in Manila ('2026-11-28 05:56': formatManilaDateTime). */
  generatedAt: string;
}

const cell = (v: unknown): string | number => (typeof v === 'number' ? v : v == null ? '' : String(v));

/** The totals row: 'Total' in the first column, then each column's total (when the totals have it). */
function totalsRow(t: Pick<ReportTable, 'columns' | 'totals'>): (string | number)[] {
  return t.columns.map((c, i) => {
    const v = t.totals[c.key];
    if (typeof v === 'number' || (typeof v === 'string' && c.key === 'label')) return cell(v);
    return i === 0 ? 'Total' : '';
  });
}

type Cell = string | number;

/** The report's rows in order: company, title, generation time, an empty row, header, rows, totals. */
function* reportRows(t: ReportTable, meta: ReportMeta): Generator<Cell[]> {
  yield* headRows(t, meta);
  for (const r of t.rows) yield t.columns.map((c) => cell(r[c.key]));
  yield totalsRow(t);
}

function headRows(t: Pick<ReportTable, 'title' | 'columns'>, meta: ReportMeta): Cell[][] {
  return [
    [meta.company],
    [`${t.title} ${meta.period}`],
    [`Generated ${meta.generatedAt}`],
    [],
    t.columns.map((c) => c.label),
  ];
}

const sheetName = (t: Pick<ReportTable, 'title'>) => t.title.slice(0, 31).replace(/[:\\/?*[\]]/g, ' ');

export function reportXlsx(t: ReportTable, meta: ReportMeta): Buffer {
  const sheet = utils.aoa_to_sheet([...reportRows(t, meta)]);
  const book = utils.book_new();
  utils.book_append_sheet(book, sheet, sheetName(t));
  return write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

/**
 * A report whose rows come as they are read (issue 28): an array, a generator or an async source of
 * rows, each item a row or a batch (array) of rows. `totals` is read after the last row, so a
 * function may hand back totals counted while the rows were made; without totals, each money
 * column is summed while streaming (in centavos, written in pesos).
 */
export interface StreamedReportTable {
  title: string;
  columns: ReportTable['columns'];
  rows: RowSource<Json | readonly Json[]>;
  totals?: Json | (() => Json);
}

/** The same .xlsx as reportXlsx, byte for byte, written row by row through a temporary file (issue 28). */
export function reportXlsxStream(t: StreamedReportTable, meta: ReportMeta) {
  const sums = new Map<string, number>();
  const money = t.columns.filter((c) => c.money).map((c) => c.key);
  const add = (r: Json) => {
    for (const key of money) {
      const v = r[key];
      if (typeof v === 'number') sums.set(key, (sums.get(key) ?? 0) + Math.round(v * 100));
    }
  };
  const line = (r: Json) => {
    if (t.totals === undefined) add(r);
    return t.columns.map((c) => cell(r[c.key]));
  };
  const totals = (): Json => {
    if (typeof t.totals === 'function') return t.totals();
    if (t.totals) return t.totals;
    return Object.fromEntries([...sums].map(([k, v]) => [k, v / 100]));
  };
  function* lines(item: Json | readonly Json[]): Generator<Cell[]> {
    if (Array.isArray(item)) for (const r of item as readonly Json[]) yield line(r);
    else yield line(item as Json);
  }
  const source = t.rows;
  const rows =
    Symbol.asyncIterator in source
      ? (async function* () {
          yield* headRows(t, meta);
          for await (const item of source) yield* lines(item);
          yield totalsRow({ columns: t.columns, totals: totals() });
        })()
      : (function* () {
          yield* headRows(t, meta);
          for (const item of source) yield* lines(item);
          yield totalsRow({ columns: t.columns, totals: totals() });
        })();
  return streamedXlsx(sheetName(t), rows);
}

const amount = (v: unknown) => (typeof v === 'number' ? pdfAmount(v) : '');

export function reportPdf(t: ReportTable, meta: ReportMeta, compress = true): Promise<Buffer> {
  const title = `${t.title} ${meta.period}`;
  const doc = openPdf({
    title,
    layout: t.columns.length > 6 ? 'landscape' : 'portrait',
    margin: 36,
    bufferPages: true,
    compress,
  });
  const left = 36;
  const width = doc.page.width - 72;
  const bottom = doc.page.height - 56;
  // Text columns (names, descriptions) get twice the width of the others, numbers (SS, PIN, MID)
  // one and a half: a 12-digit PhilHealth number stays on one line.
  const weights = t.columns.map((c) =>
    c.key.endsWith('name') || c.key === 'label' ? 2 : c.key.endsWith('_no') ? 1.5 : 1,
  );
  const unit = width / weights.reduce((a, b) => a + b, 0);
  const xs = [left];
  for (const w of weights) xs.push((xs[xs.length - 1] ?? left) + w * unit);
  const row = (values: string[], bold = false) => {
    doc.font(bold ? PDF_FONT.bold : PDF_FONT.regular).fontSize(7);
    const h = Math.max(...values.map((v, i) => doc.heightOfString(v, { width: weights[i]! * unit - 4 }))) + 3;
    if (doc.y + h > bottom) {
      doc.addPage();
      header();
    }
    const y = doc.y;
    values.forEach((v, i) => {
      doc.text(v, xs[i]! + 2, y, {
        width: weights[i]! * unit - 4,
        align: t.columns[i]!.money ? 'right' : 'left',
      });
    });
    doc.y = y + h;
  };
  const header = () => {
    doc.x = left;
    row(
      t.columns.map((c) => c.label),
      true,
    );
    doc
      .moveTo(left, doc.y)
      .lineTo(left + width, doc.y)
      .stroke();
    doc.y += 2;
  };
  drawHeading(doc, { company: meta.company, title }, { company: 13, title: 10 });
  doc.moveDown();
  header();
  const show = (c: ReportTable['columns'][number], v: unknown) => (c.money ? amount(v) : String(cell(v)));
  for (const r of t.rows) row(t.columns.map((c) => show(c, r[c.key])));
  doc
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .stroke();
  doc.y += 2;
  row(
    totalsRow(t).map((v, i) => (t.columns[i]!.money ? amount(v) : String(v))),
    true,
  );
  return finishPdf(doc, { company: meta.company, title, generatedAt: meta.generatedAt });
}
