/**
 * Bytes to rows of cells: .xls (BIFF8), .xlsx and HTML-table "xls" through SheetJS (@e965/xlsx),
 * CSV text through papaparse. No hand-written binary parsing.
 */
import { read, utils, type WorkBook, type WorkSheet } from '@e965/xlsx';
import Papa from 'papaparse';
import type { Cell, Grid } from './cells.ts';
import { type FileKind, fileError, parseError } from './errors.ts';
import { gridLayout } from './grids.ts';

function sheetGrid(sheet: WorkSheet, date1904: boolean): Grid {
  const ref = sheet['!ref'];
  if (!ref) return { rows: [], firstRow: 0, firstColumn: 0, date1904, where: 'Row' };
  const range = utils.decode_range(ref);
  const rows = utils.sheet_to_json<Cell[]>(sheet, { header: 1, raw: true, defval: null, blankrows: true });
  return { rows, firstRow: range.s.r, firstColumn: range.s.c, date1904, where: 'Row' };
}

/**
 * The sheet to import: the first that holds a known layout (exports often add summary sheets),
 * else the first sheet with any cell.
 */
export function workbookGrid(kind: FileKind, bytes: Uint8Array): Grid {
  let workbook: WorkBook;
  try {
    workbook = read(bytes, {
      type: 'array',
      dense: true,
      cellFormula: false,
      cellHTML: false,
      cellStyles: false,
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw fileError(kind, `The file could not be read as a spreadsheet (${reason}).`);
  }
  const date1904 = Boolean(workbook.Workbook?.WBProps?.date1904);
  let fallback: Grid | null = null;
  for (const name of workbook.SheetNames) {
    const sheet = workbook.Sheets[name];
    if (!sheet) continue;
    const grid = sheetGrid(sheet, date1904);
    if (grid.rows.length === 0) continue;
    if (gridLayout(grid) !== 'punch-text') return grid;
    fallback ??= grid;
  }
  return fallback ?? { rows: [], firstRow: 0, firstColumn: 0, date1904, where: 'Row' };
}

/** The delimiter of a CSV: the most frequent of comma, tab and semicolon on its header line. */
function guessDelimiter(text: string, headerHint: RegExp): string {
  const lines = text.slice(0, 8192).split('\n');
  const line = lines.find((l) => headerHint.test(l)) ?? lines.find((l) => l.trim() !== '') ?? '';
  let best = ',';
  let bestCount = 0;
  for (const delimiter of [',', '\t', ';']) {
    const count = line.split(delimiter).length - 1;
    if (count > bestCount) {
      best = delimiter;
      bestCount = count;
    }
  }
  return best;
}

/** A CSV (or a grid saved as tab-separated text) as rows of strings. */
export function csvGrid(kind: FileKind, text: string, headerHint: RegExp): Grid {
  const parsed = Papa.parse<string[]>(text, {
    delimiter: guessDelimiter(text, headerHint),
    skipEmptyLines: false,
  });
  const problem = parsed.errors.find(
    (e) => e.type === 'Quotes' || e.code === 'InvalidQuotes' || e.code === 'MissingQuotes',
  );
  if (problem) {
    throw parseError(
      kind,
      'Row',
      (problem.row ?? 0) + 1,
      `${problem.message.replace(/\.$/, '')} (a quoted field is not closed).`,
    );
  }
  // 'Row': the record number, which is the row Excel shows (a quoted cell may span several lines).
  return { rows: parsed.data, firstRow: 0, firstColumn: 0, date1904: false, where: 'Row' };
}
