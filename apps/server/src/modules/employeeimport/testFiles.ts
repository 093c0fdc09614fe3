/** Spreadsheets for the employee import tests and the bench: rows of cells to .xlsx or .csv bytes. */
import { utils, write } from '@e965/xlsx';
import { multipart } from '../employeerecords/testFixtures.ts';

export type Cells = Record<string, string | number>;

function grid(rows: readonly Cells[], headers?: readonly string[]): Array<Array<string | number>> {
  const columns = headers ?? [...new Set(rows.flatMap((r) => Object.keys(r)))];
  return [[...columns], ...rows.map((r) => columns.map((c) => r[c] ?? ''))];
}

export function xlsxOf(rows: readonly Cells[], headers?: readonly string[]): Buffer {
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet(grid(rows, headers)), 'Employees');
  // Compressed, as Excel saves it.
  return write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}

export function csvOf(rows: readonly Cells[], headers?: readonly string[]): Buffer {
  const quote = (v: string | number) => {
    const text = String(v);
    return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return Buffer.from(
    `${grid(rows, headers)
      .map((line) => line.map(quote).join(','))
      .join('\r\n')}\r\n`,
  );
}

/**
 * A real .xlsx whose zip directory declares one part as `bytes` unpacked: what a spreadsheet bomb
 * looks like to the guard, without inflating anything.
 */
export function declaredHuge(xlsx: Buffer, bytes: number): Buffer {
  const copy = Buffer.from(xlsx);
  const end = copy.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const directoryStart = copy.readUInt32LE(end + 16);
  copy.writeUInt32LE(bytes, directoryStart + 24);
  return copy;
}

export function importBody(data: Buffer, filename: string) {
  return multipart({}, [{ data, filename, type: 'application/octet-stream' }]);
}
