import { IMPORT_MSG, SPREADSHEET_MAX_BYTES, SPREADSHEET_MSG } from '@sahod/shared';
import { describe, expect, it, vi } from 'vitest';
import { parseImportBytes, readImportFile, rowsFromTable } from './importSheet';

describe('import file rows', () => {
  it('finds the columns by their headers, in any order, skipping blank rows', () => {
    expect(
      rowsFromTable([
        ['Note', 'Amount', 'Employee Code'],
        ['team A', 1500.5, '00003'],
        [null, null, null],
        ['', '2,000', 'a12'],
      ]),
    ).toEqual([
      { employee_code: '00003', amount: 1500.5, input_column: 'team A' },
      { employee_code: 'a12', amount: 2000, input_column: '' },
    ]);
  });

  it('reads a sheet without headers as code then amount', () => {
    expect(
      rowsFromTable([
        ['00001', 10],
        ['00002', '20.25'],
      ]),
    ).toEqual([
      { employee_code: '00001', amount: 10, input_column: '' },
      { employee_code: '00002', amount: 20.25, input_column: '' },
    ]);
  });

  it('names the row of a bad amount, and a missing column', () => {
    expect(() =>
      rowsFromTable([
        ['Employee Code', 'Amount'],
        ['00001', 'ten'],
      ]),
    ).toThrow(IMPORT_MSG.badAmount(2));
    expect(() => rowsFromTable([['00001', 1.234]])).toThrow(IMPORT_MSG.badAmount(1));
    expect(() =>
      rowsFromTable([
        ['Employee Code', 'Total'],
        ['00001', 1],
      ]),
    ).toThrow(IMPORT_MSG.noColumns);
    expect(() => rowsFromTable([[null], []])).toThrow(IMPORT_MSG.noRows);
  });
});

describe('readImportFile: the spreadsheet guard before parsing (issue 20)', () => {
  const xlsxOf = async (rows: unknown[][]) => {
    const XLSX = await import('@e965/xlsx');
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Sheet1');
    return new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
  };
  /** The same bytes with the sheet's declared uncompressed size raised in the zip directory. */
  const declaring = (bytes: Uint8Array, size: number) => {
    const out = bytes.slice();
    const view = new DataView(out.buffer);
    for (let at = 0; at + 46 < out.length; at++) {
      if (view.getUint32(at, true) !== 0x02014b50) continue;
      const length = view.getUint16(at + 28, true);
      const name = new TextDecoder().decode(out.slice(at + 46, at + 46 + length));
      if (name.startsWith('xl/worksheets/')) view.setUint32(at + 24, size, true);
    }
    return out;
  };
  const inThread = async (bytes: Uint8Array) => parseImportBytes(await import('@e965/xlsx'), bytes);

  it('reads an ordinary .xlsx', async () => {
    const bytes = await xlsxOf([
      ['Employee Code', 'Amount'],
      ['00001', 150.5],
    ]);
    const file = new File([bytes], 'lines.xlsx');
    expect(await readImportFile(file, inThread)).toEqual([
      { employee_code: '00001', amount: 150.5, input_column: '' },
    ]);
  });

  it('refuses a small .xlsx declaring 300 MB of sheet without handing it to the parser', async () => {
    const bomb = declaring(
      await xlsxOf([
        ['Employee Code', 'Amount'],
        ['00001', 1],
      ]),
      300 * 1024 * 1024,
    );
    expect(bomb.length).toBeLessThan(50_000);
    const parse = vi.fn(inThread);
    await expect(readImportFile(new File([bomb], 'bomb.xlsx'), parse)).rejects.toThrow(
      SPREADSHEET_MSG.unpacksTooLarge,
    );
    expect(parse).not.toHaveBeenCalled();
    // The worker's own check refuses it too.
    await expect(inThread(bomb)).rejects.toThrow(SPREADSHEET_MSG.unpacksTooLarge);
  });

  it('refuses a file over 20 MB before reading it', async () => {
    const parse = vi.fn(inThread);
    const big = new File([new Uint8Array(SPREADSHEET_MAX_BYTES + 1)], 'big.xlsx');
    await expect(readImportFile(big, parse)).rejects.toThrow(SPREADSHEET_MSG.tooLarge);
    expect(parse).not.toHaveBeenCalled();
  });
});
