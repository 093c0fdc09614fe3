/**
 * Export of the Dropdown Records table (spec 2 "Setup": an Export button): the rows of the chosen
 * list as CSV or XLSX, with the table's headers. The spreadsheet library is loaded only when an
 * XLSX is made.
 */
import Papa from 'papaparse';
import { DROPDOWN_TEXT } from './texts';

export type RecordRow = { code: number; name: string };

export type ExportFormat = 'csv' | 'xlsx';

const HEADERS = [DROPDOWN_TEXT.entryNo, DROPDOWN_TEXT.name];

const CSV_MIME = 'text/csv;charset=utf-8';
const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * CSV with a byte-order mark, so Excel reads 'Parañaque' as UTF-8. Values that a spreadsheet
 * would run as a formula ('=...', '+...', '@...') are quoted as text.
 */
export function recordsCsv(rows: readonly RecordRow[]): string {
  const csv = Papa.unparse(
    { fields: HEADERS, data: rows.map((r) => [r.code, r.name]) },
    { escapeFormulae: true, newline: '\r\n' },
  );
  return `\uFEFF${csv}`;
}

/** Excel forbids : \ / ? * [ ] in sheet names and allows 31 characters. */
export function sheetName(title: string): string {
  return title.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31) || 'Records';
}

export async function recordsXlsx(rows: readonly RecordRow[], title: string): Promise<ArrayBuffer> {
  const XLSX = await import('@e965/xlsx');
  const sheet = XLSX.utils.aoa_to_sheet([HEADERS, ...rows.map((r) => [r.code, r.name])]);
  sheet['!cols'] = [{ wch: 10 }, { wch: 34 }];
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, sheetName(title));
  return XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
}

/** 'Department - Bayanihan Trading Corporation' -> 'Department - Bayanihan Trading Corporation.csv'. */
export function exportFileName(title: string, format: ExportFormat): string {
  const safe =
    title
      .replace(/[\\/:*?"<>|]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim() || 'Dropdown Records';
  return `${safe}.${format}`;
}

export async function exportBlob(
  rows: readonly RecordRow[],
  title: string,
  format: ExportFormat,
): Promise<Blob> {
  if (format === 'csv') return new Blob([recordsCsv(rows)], { type: CSV_MIME });
  return new Blob([await recordsXlsx(rows, title)], { type: XLSX_MIME });
}

/** Hands the file to the browser's download. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start reading the blob before it is released.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
