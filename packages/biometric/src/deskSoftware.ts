/**
 * ZKTeco desk-software log: header `Department,Name,No.,Date/Time,Status,Location ID`, names as
 * "Last, First Middle", status C/In or C/Out (ignored: the device state is not trusted), and in
 * some exports a broken locale token after the time (`02/12/2024 5:15 A12P12`), which is dropped;
 * the time is then read as written (24-hour unless a real AM/PM follows it).
 */
import { type Cell, cellText, type Grid, isBlank, punchCellText } from './cells.ts';
import { type FileKind, parseError, quote } from './errors.ts';
import { cursor, normalizeEmployeeCode, readDate, readTime, skipSeparators } from './tokens.ts';
import type { Punch } from './types.ts';

const CODE_LABELS = new Set(['no.', 'no', 'ac-no.', 'ac-no', 'user id', 'employee no.']);
const STAMP_LABEL = 'date/time';

function label(cell: Cell): string {
  return cellText(cell).trim().toLowerCase();
}

/** The header row and the columns of the code and timestamp, or null for another layout. */
export function findDeskSoftwareHeader(
  grid: Grid,
): { headerRow: number; codeColumn: number; stampColumn: number } | null {
  const limit = Math.min(grid.rows.length, 5);
  for (let r = 0; r < limit; r++) {
    const labels = (grid.rows[r] ?? []).map(label);
    const stampColumn = labels.indexOf(STAMP_LABEL);
    const codeColumn = labels.findIndex((l) => CODE_LABELS.has(l));
    if (stampColumn >= 0 && codeColumn >= 0) return { headerRow: r, codeColumn, stampColumn };
  }
  return null;
}

export function readDeskSoftware(kind: FileKind, grid: Grid): Punch[] {
  const header = findDeskSoftwareHeader(grid);
  if (header === null) return [];
  const { headerRow, codeColumn, stampColumn } = header;
  const punches: Punch[] = [];
  for (let r = headerRow + 1; r < grid.rows.length; r++) {
    const row = grid.rows[r] ?? [];
    if (row.every(isBlank)) continue;
    const rowNumber = grid.firstRow + r + 1;
    const rawCode = cellText(row[codeColumn]);
    const employee_code = normalizeEmployeeCode(rawCode);
    if (employee_code === null) {
      throw parseError(
        kind,
        grid.where,
        rowNumber,
        `the No. column holds ${quote(rawCode)}, not an employee code.`,
      );
    }
    const stamp = punchCellText(row[stampColumn], grid.date1904).trim();
    const cur = cursor(stamp);
    const date = readDate(cur);
    skipSeparators(cur);
    const time = date === null ? null : readTime(cur);
    if (date === null || time === null) {
      const detail = cur.problem ?? `${quote(stamp)} is not a date and time such as 02/12/2024 5:15 PM`;
      throw parseError(kind, grid.where, rowNumber, `the Date/Time column: ${detail}.`);
    }
    punches.push({ employee_code, date, time });
  }
  return punches;
}
