/**
 * The 'Attendance Record' month grid (spec 9 "Excel/CSV biometric report"): a 'Made Date:' line
 * gives the range (yyyy/MM/dd-yyyy/MM/dd, on row 3 or 4), the 'Employee ID' header row names the
 * days of the month from its fourth column, employee rows start two lines after that header, and
 * each day cell holds newline-separated HH:MM punches. Day numbers are matched to the range in
 * order, so a range that crosses a month end (30, 31, 1, 2) gets the right months.
 */
import { type Cell, cellText, columnLetters, excelTime, type Grid, isBlank } from './cells.ts';
import { type FileKind, fileError, parseError, quote } from './errors.ts';
import { cursor, nextDate, normalizeEmployeeCode, readDate, readTime } from './tokens.ts';
import type { Punch } from './types.ts';

const HEADER_SEARCH_ROWS = 40;

function normalizedLabel(cell: Cell): string {
  return cellText(cell).trim().toLowerCase();
}

/** Where the grid's landmarks are, or null when the rows are not this layout. */
export function findAttendanceRecord(
  grid: Grid,
): { madeDateRow: number; headerRow: number; idColumn: number } | null {
  let madeDateRow = -1;
  let headerRow = -1;
  let idColumn = -1;
  const limit = Math.min(grid.rows.length, HEADER_SEARCH_ROWS);
  for (let r = 0; r < limit; r++) {
    const row = grid.rows[r] ?? [];
    for (let c = 0; c < row.length; c++) {
      const label = normalizedLabel(row[c]);
      if (madeDateRow < 0 && label.startsWith('made date')) madeDateRow = r;
      if (headerRow < 0 && label === 'employee id') {
        headerRow = r;
        idColumn = c;
      }
    }
  }
  if (madeDateRow >= 0) return { madeDateRow, headerRow, idColumn };
  // Without 'Made Date:' it is still this layout (with an error to report) when the header names
  // days of the month from its fourth column; other sheets with an 'Employee ID' column are not.
  if (headerRow < 0) return null;
  const firstDay = cellText(grid.rows[headerRow]?.[idColumn + 3]).trim();
  return /^\d{1,2}$/.test(firstDay) ? { madeDateRow, headerRow, idColumn } : null;
}

function readRange(kind: FileKind, grid: Grid, madeDateRow: number): { from: string; to: string } {
  const row = grid.rows[madeDateRow] ?? [];
  const at = row.findIndex((cell) => normalizedLabel(cell).startsWith('made date'));
  // The range follows the colon in the same cell, or sits in the next cells.
  const text = row
    .slice(at)
    .map(cellText)
    .join(' ')
    .replace(/^\s*made date\s*:?/i, '');
  const cur = cursor(text.trim());
  const from = readDate(cur);
  while (cur.at < cur.text.length && /[\s\-~to]/i.test(cur.text[cur.at]!)) cur.at++;
  const to = from === null ? null : readDate(cur);
  const rowNumber = grid.firstRow + madeDateRow + 1;
  if (from === null || to === null) {
    throw parseError(
      kind,
      grid.where,
      rowNumber,
      `the 'Made Date:' range ${quote(text.trim())} is not two dates such as 2025/10/01-2025/10/15.`,
    );
  }
  if (to < from) {
    throw parseError(
      kind,
      grid.where,
      rowNumber,
      `the 'Made Date:' range ends (${to}) before it starts (${from}).`,
    );
  }
  return { from, to };
}

function rangeDates(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let date = from; date <= to && dates.length <= 400; date = nextDate(date)) dates.push(date);
  return dates;
}

interface DayColumn {
  column: number;
  date: string;
}

function readDayColumns(
  kind: FileKind,
  grid: Grid,
  headerRow: number,
  idColumn: number,
  dates: string[],
): DayColumn[] {
  const header = grid.rows[headerRow] ?? [];
  let last = header.length - 1;
  while (last >= idColumn + 3 && isBlank(header[last])) last--;
  const columns: DayColumn[] = [];
  let k = 0;
  for (let c = idColumn + 3; c <= last; c++) {
    const label = cellText(header[c]).trim();
    const day = Number.parseInt(label, 10);
    const where = `column ${columnLetters(grid.firstColumn + c)}`;
    const rowNumber = grid.firstRow + headerRow + 1;
    if (!(day >= 1 && day <= 31)) {
      throw parseError(
        kind,
        grid.where,
        rowNumber,
        `${where} of the 'Employee ID' header holds ${quote(label)}, not a day of the month.`,
      );
    }
    while (k < dates.length && Number(dates[k]!.slice(8, 10)) !== day) k++;
    if (k === dates.length) {
      throw parseError(
        kind,
        grid.where,
        rowNumber,
        `${where} is day ${day}, which is not in the 'Made Date:' range ${dates[0]} to ${dates[dates.length - 1]} (in order).`,
      );
    }
    columns.push({ column: c, date: dates[k]! });
    k++;
  }
  if (columns.length === 0) {
    throw parseError(
      kind,
      grid.where,
      grid.firstRow + headerRow + 1,
      "the 'Employee ID' header has no day columns from the fourth column on.",
    );
  }
  return columns;
}

/** The punches of one day cell: newline- (or space-) separated HH:MM, or an Excel time. */
function readDayCell(cell: Cell, onError: (detail: string) => never): string[] {
  if (typeof cell === 'number') {
    if (cell < 0 || cell >= 1) onError(`${quote(String(cell))} is not a time of day`);
    return [excelTime(cell)];
  }
  const text = cellText(cell);
  const cur = cursor(text);
  const times: string[] = [];
  for (;;) {
    while (cur.at < text.length && /[\s,;]/.test(text[cur.at]!)) cur.at++;
    if (cur.at >= text.length) return times;
    const time = readTime(cur);
    if (time === null)
      onError(`${cur.problem ?? `${quote(text.trim())} is not a list of punch times (HH:MM, one per line)`}`);
    times.push(time);
  }
}

export function readAttendanceRecord(kind: FileKind, grid: Grid): Punch[] {
  const found = findAttendanceRecord(grid);
  if (found === null) throw fileError(kind, "The file has no 'Employee ID' header.");
  const { madeDateRow, headerRow, idColumn } = found;
  if (madeDateRow < 0) {
    throw fileError(
      kind,
      "The file has an 'Employee ID' header but no 'Made Date:' line with the date range.",
    );
  }
  if (headerRow < 0) {
    throw fileError(kind, "The file has a 'Made Date:' line but no 'Employee ID' header row.");
  }
  const { from, to } = readRange(kind, grid, madeDateRow);
  const days = readDayColumns(kind, grid, headerRow, idColumn, rangeDates(from, to));
  const punches: Punch[] = [];
  // Spec: employee rows start two lines after the header (the row between is blank or weekdays).
  for (let r = headerRow + 2; r < grid.rows.length; r++) {
    const row = grid.rows[r] ?? [];
    const rowNumber = grid.firstRow + r + 1;
    const hasPunches = days.some(({ column }) => !isBlank(row[column]));
    const rawCode = cellText(row[idColumn]);
    if (rawCode.trim() === '') {
      if (hasPunches)
        throw parseError(kind, grid.where, rowNumber, 'the row has punches but no Employee ID.');
      continue;
    }
    const employee_code = normalizeEmployeeCode(rawCode);
    if (employee_code === null) {
      if (!hasPunches) continue; // a footer line (totals, signatures)
      throw parseError(kind, grid.where, rowNumber, `${quote(rawCode)} is not an employee code.`);
    }
    for (const { column, date } of days) {
      const cell = row[column];
      if (isBlank(cell)) continue;
      const times = readDayCell(cell, (detail) => {
        throw parseError(
          kind,
          grid.where,
          rowNumber,
          `column ${columnLetters(grid.firstColumn + column)} (${date}): ${detail}.`,
        );
      });
      for (const time of times) punches.push({ employee_code, date, time });
    }
  }
  return punches;
}
