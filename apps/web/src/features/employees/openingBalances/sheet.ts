/**
 * Reads an opening balances file (.xlsx, .xls or .csv) in the browser: the header row names the
 * columns with the template's labels (or the field names), found in any order; each later row
 * becomes one import row with its sheet row number. The file is checked by the shared spreadsheet
 * guard and parsed in a Web Worker (sheet.worker.ts), which alone loads the spreadsheet library,
 * as the records import does. Values go to the server as they are (it checks them all); only a
 * date cell becomes YYYY-MM-DD and a number with float noise its 2-decimal text.
 */
import {
  OPENING_BALANCE_IMPORT_MAX_ROWS,
  OPENING_BALANCE_MSG,
  OPENING_BALANCE_TEMPLATE_COLUMNS,
  type OpeningBalanceImportRow,
  SPREADSHEET_MAX_BYTES,
  SPREADSHEET_MSG,
  spreadsheetProblem,
} from '@sahod/shared';

type Cell = string | number | boolean | null | undefined;
type Key = (typeof OPENING_BALANCE_TEMPLATE_COLUMNS)[number]['key'];

const norm = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, ' ');
const HEADERS = new Map<string, Key>();
for (const c of OPENING_BALANCE_TEMPLATE_COLUMNS) {
  HEADERS.set(norm(c.label), c.key);
  HEADERS.set(norm(c.key), c.key);
}

const text = (cell: Cell) => (cell === null || cell === undefined ? '' : String(cell).trim());

/** A number cell as the text the server reads: float noise below a centavo rounded away. */
function numberText(value: number): string {
  const cents = Math.round(value * 100);
  return Math.abs(value * 100 - cents) < 1e-6 ? String(cents / 100) : String(value);
}

/** 'YYYY-MM-DD' of an Excel date serial (the 1900 date system). */
export function serialDate(serial: number): string {
  const date = new Date(Date.UTC(1899, 11, 30) + Math.round(serial) * 86_400_000);
  return date.toISOString().slice(0, 10);
}

/** The import rows of a sheet given as rows of cells (row 1 first); throws a readable message. */
export function rowsFromTable(table: readonly (readonly Cell[])[], firstRow = 1): OpeningBalanceImportRow[] {
  const headerAt = table.findIndex((row) => row.some((cell) => text(cell) !== ''));
  if (headerAt < 0) throw new Error(OPENING_BALANCE_MSG.noRows);
  const columns = (table[headerAt] ?? []).map((cell) => HEADERS.get(norm(text(cell))));
  for (const required of ['employee_code', 'year', 'go_live_date'] as const)
    if (!columns.includes(required)) throw new Error(OPENING_BALANCE_MSG.noColumns);
  const rows: OpeningBalanceImportRow[] = [];
  table.slice(headerAt + 1).forEach((cells, i) => {
    const row: Record<string, unknown> = { line: firstRow + headerAt + 1 + i };
    columns.forEach((key, at) => {
      if (!key || key === 'name') return;
      const cell = cells[at];
      if (typeof cell === 'number')
        row[key] = key === 'go_live_date' ? serialDate(cell) : key === 'year' ? cell : numberText(cell);
      else if (text(cell) !== '') row[key] = text(cell);
    });
    if (text(row.employee_code as Cell) !== '') rows.push(row as OpeningBalanceImportRow);
  });
  if (rows.length === 0) throw new Error(OPENING_BALANCE_MSG.noRows);
  if (rows.length > OPENING_BALANCE_IMPORT_MAX_ROWS) throw new Error(OPENING_BALANCE_MSG.tooManyRows);
  return rows;
}

type Xlsx = typeof import('@e965/xlsx');

/** The rows of a file's bytes: the spreadsheet guard first, then the first sheet. Runs in the worker. */
export function parseOpeningBalanceBytes(XLSX: Xlsx, bytes: Uint8Array): OpeningBalanceImportRow[] {
  const problem = spreadsheetProblem(bytes);
  if (problem) throw new Error(problem);
  let table: Cell[][];
  let firstRow = 1;
  try {
    // raw: a .csv's texts stay texts (no guessing of dates or numbers); the server checks them.
    const book = XLSX.read(bytes, {
      type: 'array',
      dense: true,
      raw: true,
      cellFormula: false,
      cellHTML: false,
    });
    const first = book.SheetNames[0];
    const sheet = first ? book.Sheets[first] : undefined;
    if (!sheet) throw new Error(OPENING_BALANCE_MSG.unreadable);
    firstRow = XLSX.utils.decode_range(sheet['!ref'] ?? 'A1').s.r + 1;
    table = XLSX.utils.sheet_to_json<Cell[]>(sheet, { header: 1, raw: true, defval: null, blankrows: true });
  } catch {
    throw new Error(OPENING_BALANCE_MSG.unreadable);
  }
  return rowsFromTable(table, firstRow);
}

export type SheetWorkerResponse =
  | { type: 'rows'; rows: OpeningBalanceImportRow[] }
  | { type: 'error'; message: string };

function parseInWorker(bytes: Uint8Array): Promise<OpeningBalanceImportRow[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./sheet.worker.ts', import.meta.url), { type: 'module' });
    const done = () => worker.terminate();
    worker.onmessage = (event: MessageEvent<SheetWorkerResponse>) => {
      done();
      if (event.data.type === 'rows') resolve(event.data.rows);
      else reject(new Error(event.data.message));
    };
    worker.onerror = () => {
      done();
      reject(new Error(OPENING_BALANCE_MSG.unreadable));
    };
    worker.postMessage(bytes, [bytes.buffer]);
  });
}

/** Reads the first sheet of the file; size and zip directory are checked before any parsing. */
export async function readOpeningBalanceFile(
  file: File,
  parse: (bytes: Uint8Array) => Promise<OpeningBalanceImportRow[]> = parseInWorker,
): Promise<OpeningBalanceImportRow[]> {
  if (file.size > SPREADSHEET_MAX_BYTES) throw new Error(SPREADSHEET_MSG.tooLarge);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const problem = spreadsheetProblem(bytes);
  if (problem) throw new Error(problem);
  return parse(bytes);
}
