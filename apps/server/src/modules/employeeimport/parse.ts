/**
 * The uploaded employee spreadsheet to rows of trimmed texts keyed by template column. The shared
 * spreadsheet guard (file size, declared unpacked size of an .xlsx) runs before SheetJS sees the
 * bytes; CSV text is read by SheetJS with `raw` so codes and government numbers keep their leading
 * zeros. Excel date cells become yyyy-MM-dd; every other cell is its text.
 */
import { read, utils, type WorkBook } from '@e965/xlsx';
import {
  EMPLOYEE_IMPORT_COLUMNS,
  EMPLOYEE_IMPORT_MAX_ROWS,
  EMPLOYEE_IMPORT_MSG,
  SPREADSHEET_MSG,
  spreadsheetProblem,
} from '@sahod/shared';
import { AppError, invalid } from '../../platform/errors.ts';

export interface SheetRow {
  /** The row number as the spreadsheet shows it. */
  row: number;
  /** Template key (or leave column header) -> trimmed text; blank cells are left out. */
  cells: Map<string, string>;
}

export interface ParsedSheet {
  rows: SheetRow[];
  /** The leave columns present, by their header. */
  leaveHeaders: string[];
}

const isZip = (b: Uint8Array) =>
  b.length >= 4 && b[0] === 0x50 && b[1] === 0x4b && b[2] === 0x03 && b[3] === 0x04;

/** The file's kind by name and content: an .xlsx must be a zip, a .csv must be text. */
function kindOf(filename: string, bytes: Uint8Array): 'xlsx' | 'csv' {
  const ext = filename.toLowerCase().split('.').pop() ?? '';
  if (ext === 'xlsx' && isZip(bytes)) return 'xlsx';
  if (ext === 'csv' && !isZip(bytes) && !bytes.subarray(0, 4096).includes(0)) return 'csv';
  throw new AppError('UNSUPPORTED_TYPE', EMPLOYEE_IMPORT_MSG.fileType);
}

function guard(bytes: Uint8Array): void {
  const problem = spreadsheetProblem(bytes);
  if (problem === undefined) return;
  if (problem === SPREADSHEET_MSG.damaged) throw invalid(problem);
  throw new AppError(
    'TOO_LARGE',
    problem === SPREADSHEET_MSG.tooLarge ? EMPLOYEE_IMPORT_MSG.tooLarge : EMPLOYEE_IMPORT_MSG.unpacksTooLarge,
  );
}

function workbookOf(kind: 'xlsx' | 'csv', bytes: Uint8Array): WorkBook {
  try {
    if (kind === 'csv') {
      let text = new TextDecoder('utf-8').decode(bytes);
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
      return read(text, { type: 'string', raw: true, dense: true });
    }
    return read(bytes, {
      type: 'array',
      dense: true,
      cellFormula: false,
      cellHTML: false,
      cellStyles: false,
    });
  } catch (error) {
    throw invalid(EMPLOYEE_IMPORT_MSG.notSpreadsheet(error instanceof Error ? error.message : String(error)));
  }
}

const DAY_MS = 86_400_000;

/** An Excel serial date (1900 or 1904 system) as yyyy-MM-dd. */
function serialDate(serial: number, date1904: boolean): string {
  const base = date1904 ? Date.UTC(1904, 0, 1) : Date.UTC(1899, 11, 30);
  return new Date(base + Math.floor(serial) * DAY_MS).toISOString().slice(0, 10);
}

const DATE_KEYS = new Set(['date_of_birth', 'date_hired']);

function cellText(value: unknown, key: string, date1904: boolean): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') {
    if (DATE_KEYS.has(key) && value > 0 && value < 100_000) return serialDate(value, date1904);
    // Whole numbers as digits (no exponent): codes, government and account numbers typed as numbers.
    return Number.isInteger(value) ? BigInt(value).toString() : String(value);
  }
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value).trim();
}

const normalHeader = (h: string) => h.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Reads the first sheet: the first non-blank row is the header (matched to the template's headers
 * and the leave type columns, case-insensitively), every later non-blank row an employee.
 * File-level problems (type, size, unknown or repeated columns, no rows, too many) throw.
 */
export function parseEmployeeSheet(
  filename: string,
  data: Uint8Array,
  leaveTypeNames: string[],
): ParsedSheet {
  guard(data);
  const kind = kindOf(filename, data);
  const workbook = workbookOf(kind, data);
  const date1904 = Boolean(workbook.Workbook?.WBProps?.date1904);
  const sheet = workbook.Sheets[workbook.SheetNames[0] ?? ''];
  const grid = sheet
    ? utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true, defval: null, blankrows: true })
    : [];
  const firstRow = sheet?.['!ref'] ? utils.decode_range(sheet['!ref']).s.r : 0;
  const headerAt = grid.findIndex((r) => r.some((c) => c !== null && String(c).trim() !== ''));
  if (headerAt < 0) throw invalid(EMPLOYEE_IMPORT_MSG.noHeader);

  const known = new Map<string, string>();
  for (const c of EMPLOYEE_IMPORT_COLUMNS) known.set(normalHeader(c.header), c.key);
  const leaveByHeader = new Map(leaveTypeNames.map((n) => [normalHeader(`${n} (days)`), `${n} (days)`]));
  const keys: Array<string | null> = [];
  const unknown: string[] = [];
  const seen = new Set<string>();
  for (const cell of grid[headerAt] ?? []) {
    const header = cell === null ? '' : String(cell).trim();
    if (header === '') {
      keys.push(null);
      continue;
    }
    const key = known.get(normalHeader(header)) ?? leaveByHeader.get(normalHeader(header));
    if (key === undefined) unknown.push(header);
    else if (seen.has(key)) throw invalid(EMPLOYEE_IMPORT_MSG.repeatedColumn(header));
    else seen.add(key);
    keys.push(key ?? null);
  }
  if (!seen.has('employee_code')) throw invalid(EMPLOYEE_IMPORT_MSG.noHeader);
  if (unknown.length > 0) throw invalid(EMPLOYEE_IMPORT_MSG.unknownColumns(unknown));

  const rows: SheetRow[] = [];
  for (let i = headerAt + 1; i < grid.length; i++) {
    const cells = new Map<string, string>();
    (grid[i] ?? []).forEach((value, at) => {
      const key = keys[at];
      if (!key) return;
      const text = cellText(value, key, date1904);
      if (text !== '') cells.set(key, text);
    });
    if (cells.size === 0) continue;
    if (rows.length === EMPLOYEE_IMPORT_MAX_ROWS) throw invalid(EMPLOYEE_IMPORT_MSG.tooManyRows);
    rows.push({ row: firstRow + i + 1, cells });
  }
  if (rows.length === 0) throw invalid(EMPLOYEE_IMPORT_MSG.noRows);
  return { rows, leaveHeaders: [...leaveByHeader.values()].filter((h) => seen.has(h)) };
}
