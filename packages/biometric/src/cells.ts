/**
 * Spreadsheet cells as the readers see them, and the conversions of Excel's numbers: a date is a
 * day count (serial), a time a fraction of a day.
 */
export type Cell = string | number | boolean | Date | null | undefined;

/** A sheet or CSV as rows of cells, with where it starts in the file (for messages). */
export interface Grid {
  rows: Cell[][];
  /** 0-based row and column of rows[0][0] in the sheet. */
  firstRow: number;
  firstColumn: number;
  /** Workbook uses the 1904 date system (old Mac Excel). */
  date1904: boolean;
  /** How messages name a row: 'Row' (spreadsheets, and CSV records as Excel shows them). */
  where: 'Row' | 'Line';
}

export function cellText(cell: Cell): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return dateTimeText(cell);
  return typeof cell === 'string' ? cell : String(cell);
}

/** A Date cell (SheetJS makes them in local time) as `yyyy-MM-dd HH:MM:SS`, or `HH:MM:SS` for a bare time. */
function dateTimeText(at: Date): string {
  const time = `${pad2(at.getHours())}:${pad2(at.getMinutes())}:${pad2(at.getSeconds())}`;
  if (at.getFullYear() < 1900) return time;
  return `${at.getFullYear()}-${pad2(at.getMonth() + 1)}-${pad2(at.getDate())} ${time}`;
}

export function isBlank(cell: Cell): boolean {
  return cell === null || cell === undefined || (typeof cell === 'string' && cell.trim() === '');
}

function pad2(n: number): string {
  return n < 10 ? `0${n}` : String(n);
}

/** HH:MM:SS of the fraction part of an Excel serial (rounded to the second). */
export function excelTime(serial: number): string {
  let seconds = Math.round((serial - Math.floor(serial)) * 86_400);
  if (seconds >= 86_400) seconds = 86_399;
  return `${pad2(Math.floor(seconds / 3600))}:${pad2(Math.floor((seconds % 3600) / 60))}:${pad2(seconds % 60)}`;
}

const DAY_MS = 86_400_000;
const EPOCH_1900 = Date.UTC(1899, 11, 30);
const EPOCH_1904 = Date.UTC(1904, 0, 1);

/** yyyy-MM-dd of the whole part of an Excel serial (calendar arithmetic, not the clock). */
export function excelDate(serial: number, date1904: boolean): string {
  const at = new Date((date1904 ? EPOCH_1904 : EPOCH_1900) + Math.floor(serial) * DAY_MS);
  return `${at.getUTCFullYear()}-${pad2(at.getUTCMonth() + 1)}-${pad2(at.getUTCDate())}`;
}

/** A punch cell as text: numbers become `yyyy-MM-dd HH:MM:SS` or `HH:MM:SS`. */
export function punchCellText(cell: Cell, date1904: boolean): string {
  if (typeof cell !== 'number') return cellText(cell);
  if (cell >= 0 && cell < 1) return excelTime(cell);
  if (cell >= 1 && Number.isInteger(cell)) return excelDate(cell, date1904);
  if (cell >= 1) return `${excelDate(cell, date1904)} ${excelTime(cell)}`;
  return String(cell);
}

/** Spreadsheet column letters of a 0-based index (0 A, 25 Z, 26 AA). */
export function columnLetters(index: number): string {
  let n = index + 1;
  let letters = '';
  while (n > 0) {
    const r = (n - 1) % 26;
    letters = String.fromCharCode(65 + r) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
}
