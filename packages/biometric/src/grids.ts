/**
 * Reading rows of cells (a spreadsheet sheet or a CSV): detect which layout they hold and read
 * it. Rows that are neither the 'Attendance Record' grid nor the desk-software log are read as
 * punch rows (code | date | time, or code | date and time), the spreadsheet form of the text export.
 */
import { findAttendanceRecord, readAttendanceRecord } from './attendanceRecord.ts';
import { cellText, type Grid, punchCellText } from './cells.ts';
import { findDeskSoftwareHeader, readDeskSoftware } from './deskSoftware.ts';
import type { FileKind } from './errors.ts';
import { readPunchLines } from './punchLines.ts';
import type { BiometricLayout, Punch } from './types.ts';

export interface GridReadResult {
  layout: BiometricLayout;
  punches: Punch[];
}

export function gridLayout(grid: Grid): BiometricLayout {
  if (findAttendanceRecord(grid) !== null) return 'attendance-record';
  if (findDeskSoftwareHeader(grid) !== null) return 'desk-software-csv';
  return 'punch-text';
}

export function readGrid(kind: FileKind, grid: Grid): GridReadResult {
  const layout = gridLayout(grid);
  if (layout === 'attendance-record') return { layout, punches: readAttendanceRecord(kind, grid) };
  if (layout === 'desk-software-csv') return { layout, punches: readDeskSoftware(kind, grid) };
  // Punch rows: the first cell is the code (kept as text), the rest become text for the scanner.
  const lines = grid.rows.map((row) =>
    row
      .map((cell, index) => (index === 0 ? cellText(cell) : punchCellText(cell, grid.date1904)))
      .join('\t')
      .replace(/\n/g, ' '),
  );
  return readPunchLines(lines.join('\n'), { kind, where: grid.where, firstLine: grid.firstRow + 1 });
}
