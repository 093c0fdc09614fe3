/**
 * Reads the rows of an import file (.xlsx, .xls or .csv) in the browser: an 'Employee Code' column
 * and an 'Amount' column (an 'Input Column' or 'Note' column is optional), found by their headers;
 * without headers, the first column is the code and the second the amount. The spreadsheet library
 * is loaded only when a file is read.
 */
import { IMPORT_MSG } from '@sahod/shared';

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

/** Reads the first sheet of the file. */
export async function readImportFile(file: File): Promise<ImportRow[]> {
  const XLSX = await import('@e965/xlsx');
  let table: Cell[][];
  try {
    const book = XLSX.read(await file.arrayBuffer(), { type: 'array' });
    const first = book.SheetNames[0];
    const sheet = first ? book.Sheets[first] : undefined;
    if (!sheet) throw new Error(IMPORT_MSG.unreadable);
    table = XLSX.utils.sheet_to_json<Cell[]>(sheet, { header: 1, raw: true, defval: null });
  } catch {
    throw new Error(IMPORT_MSG.unreadable);
  }
  return rowsFromTable(table);
}
