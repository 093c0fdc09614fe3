import { read, utils } from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { exportBlob, exportFileName, recordsCsv, recordsXlsx, sheetName } from './exportRecords';

const ROWS = [
  { code: 1, name: 'Parañaque Branch' },
  { code: 2, name: 'Sales, Marketing' },
  { code: 3, name: '=HYPERLINK("http://x")' },
];

describe('Dropdown Records export', () => {
  it('writes CSV with the table headers, a BOM for Excel, quoting and formulas defused', () => {
    const csv = recordsCsv(ROWS);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Entry No.,Name',
      '1,Parañaque Branch',
      '2,"Sales, Marketing"',
      `3,"'=HYPERLINK(""http://x"")"`,
    ]);
  });

  it('writes an XLSX whose sheet holds the same rows', async () => {
    const book = read(await recordsXlsx(ROWS, 'Department - A/B Corp'), { type: 'array' });
    expect(book.SheetNames).toEqual(['Department - A B Corp']);
    const sheet = book.Sheets[book.SheetNames[0]!]!;
    expect(utils.sheet_to_json(sheet, { header: 1 })).toEqual([
      ['Entry No.', 'Name'],
      [1, 'Parañaque Branch'],
      [2, 'Sales, Marketing'],
      [3, '=HYPERLINK("http://x")'],
    ]);
    // Text stays text: no cell became a formula.
    expect(Object.values(sheet).some((cell) => typeof cell === 'object' && cell && 'f' in cell)).toBe(false);
  });

  it('names files and sheets safely', async () => {
    expect(exportFileName('Designation - Finance', 'csv')).toBe('Designation - Finance.csv');
    expect(exportFileName('Department - A/B: "C"', 'xlsx')).toBe('Department - A B C.xlsx');
    expect(exportFileName('   ', 'csv')).toBe('Dropdown Records.csv');
    expect(sheetName('x'.repeat(40))).toHaveLength(31);
    expect((await exportBlob(ROWS, 'Gender', 'csv')).type).toBe('text/csv;charset=utf-8');
    expect((await exportBlob([], 'Gender', 'xlsx')).size).toBeGreaterThan(0);
  });
});
