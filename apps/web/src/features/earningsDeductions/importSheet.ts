/**
 * Reads the rows of an import file (.xlsx, .xls or .csv) in the browser: an 'Employee Code' column
 * and an 'Amount' column (an 'Input Column' or 'Note' column is optional), found by their headers;
 * without headers, the first column is the code and the second the amount. The file is checked by
 * the shared spreadsheet guard and parsed in a Web Worker (importSheet.worker.ts), which alone
 * loads the spreadsheet library.
 */
import { IMPORT_MSG, SPREADSHEET_MAX_BYTES, SPREADSHEET_MSG, spreadsheetProblem } from '@sahod/shared';

export interface ImportRow {
  employee_code: string;
  amount: number;
  input_column: string;
}

type Cell = string | number | boolean | null | undefined;

const CODE_HEADER = /^(employee\s*(code|id|no\.?)|code)$/i;
const AMOUNT_HEADER = /^amount$/i;
const NOTE_HEADER = /^(input\s*column|note|notes|remarks)$/i;

const text = (cell: Cell) => (cell === null || cell === undefined ? '' : String(cell).trim());

/** The import rows of a sheet given as rows of cells; throws a readable message. */
export function rowsFromTable(table: readonly (readonly Cell[])[]): ImportRow[] {
  const nonEmpty = table.filter((row) => row.some((cell) => text(cell) !== ''));
  if (nonEmpty.length === 0) throw new Error(IMPORT_MSG.noRows);
  const header = (nonEmpty[0] ?? []).map(text);
  const codeAt = header.findIndex((h) => CODE_HEADER.test(h));
  const amountAt = header.findIndex((h) => AMOUNT_HEADER.test(h));
  const noteAt = header.findIndex((h) => NOTE_HEADER.test(h));
  const hasHeader = codeAt >= 0 || amountAt >= 0;
  if (hasHeader && (codeAt < 0 || amountAt < 0)) throw new Error(IMPORT_MSG.noColumns);
  const [code, amount] = hasHeader ? [codeAt, amountAt] : [0, 1];
  const body = hasHeader ? nonEmpty.slice(1) : nonEmpty;
  const rows = body.map((row, i) => {
    const raw = row[amount];
    const value = typeof raw === 'number' ? raw : Number(text(raw).replaceAll(',', ''));
    const line = hasHeader ? i + 2 : i + 1;
    if (
      text(raw) === '' ||
      !Number.isFinite(value) ||
      value < 0 ||
      Math.abs(value * 100 - Math.round(value * 100)) > 1e-6
    ) {
      throw new Error(IMPORT_MSG.badAmount(line));
    }
    return {
      employee_code: text(row[code]),
      amount: value,
      input_column: noteAt >= 0 ? text(row[noteAt]) : '',
    };
  });
  const withCodes = rows.filter((r) => r.employee_code !== '');
  if (withCodes.length === 0) throw new Error(IMPORT_MSG.noRows);
  return withCodes;
}

type Xlsx = typeof import('@e965/xlsx');

/**
 * The import rows of a file's bytes: the spreadsheet guard first (size, and the unpacked size of an
 * .xlsx read from its zip directory), then the first sheet. Runs in the import worker.
 */
export function parseImportBytes(XLSX: Xlsx, bytes: Uint8Array): ImportRow[] {
  const problem = spreadsheetProblem(bytes);
  if (problem) throw new Error(problem);
  let table: Cell[][];
  try {
    const book = XLSX.read(bytes, { type: 'array', dense: true, cellFormula: false, cellHTML: false });
    const first = book.SheetNames[0];
    const sheet = first ? book.Sheets[first] : undefined;
    if (!sheet) throw new Error(IMPORT_MSG.unreadable);
    table = XLSX.utils.sheet_to_json<Cell[]>(sheet, { header: 1, raw: true, defval: null });
  } catch {
    throw new Error(IMPORT_MSG.unreadable);
  }
  return rowsFromTable(table);
}

/** The worker's answer: the rows, or the message to show. */
export type ImportWorkerResponse = { type: 'rows'; rows: ImportRow[] } | { type: 'error'; message: string };

/** Parses the bytes in the import worker (the page stays responsive), as the biometric upload does. */
export function parseInWorker(bytes: Uint8Array): Promise<ImportRow[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./importSheet.worker.ts', import.meta.url), { type: 'module' });
    const done = () => worker.terminate();
    worker.onmessage = (event: MessageEvent<ImportWorkerResponse>) => {
      done();
      if (event.data.type === 'rows') resolve(event.data.rows);
      else reject(new Error(event.data.message));
    };
    worker.onerror = () => {
      done();
      reject(new Error(IMPORT_MSG.unreadable));
    };
    worker.postMessage(bytes, [bytes.buffer]);
  });
}

/**
 * Reads the first sheet of the file. The size and the zip directory are checked on the page before
 * the bytes go to `parse` (the worker, which checks again), so a bomb never reaches the parser.
 */
export async function readImportFile(
  file: File,
  parse: (bytes: Uint8Array) => Promise<ImportRow[]> = parseInWorker,
): Promise<ImportRow[]> {
  if (file.size > SPREADSHEET_MAX_BYTES) throw new Error(SPREADSHEET_MSG.tooLarge);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const problem = spreadsheetProblem(bytes);
  if (problem) throw new Error(problem);
  return parse(bytes);
}
