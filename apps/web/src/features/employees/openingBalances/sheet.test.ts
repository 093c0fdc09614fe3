import * as XLSX from '@e965/xlsx';
import { OPENING_BALANCE_MSG } from '@sahod/shared';
import { describe, expect, it } from 'vitest';
import { parseOpeningBalanceBytes, rowsFromTable, serialDate } from './sheet';

const HEADER = [
  'Employee Code',
  'Employee Name',
  'Year',
  'Go-live Date',
  'Gross Compensation',
  'Tax Withheld',
];

describe('opening balances sheet', () => {
  it('maps the template labels in any order, keeps texts, turns date serials and float noise into text', () => {
    // 46296 is 2026-10-01 in the 1900 date system (days since 1899-12-30).
    expect(serialDate(46296)).toBe('2026-10-01');
    const rows = rowsFromTable([
      [],
      ['Tax Withheld', ...HEADER.slice(0, 5)],
      [0.1 + 0.2, 'A0001', 'Cruz, Ana', 2026, 46296, '230,000'],
      [null, '', 'no code', 2026, null, 5],
      ['', 'A0002', null, '2026', '2026-10-01', 1.005],
    ]);
    expect(rows).toEqual([
      {
        line: 3,
        tax_withheld: '0.3',
        employee_code: 'A0001',
        year: 2026,
        go_live_date: '2026-10-01',
        gross_compensation: '230,000',
      },
      {
        line: 5,
        employee_code: 'A0002',
        year: '2026',
        go_live_date: '2026-10-01',
        gross_compensation: '1.005',
      },
    ]);
  });

  it('needs the code, year and go-live columns and a row with a code', () => {
    expect(() =>
      rowsFromTable([
        ['Employee Code', 'Year'],
        ['A0001', 2026],
      ]),
    ).toThrow(OPENING_BALANCE_MSG.noColumns);
    expect(() => rowsFromTable([HEADER])).toThrow(OPENING_BALANCE_MSG.noRows);
    expect(() => rowsFromTable([])).toThrow(OPENING_BALANCE_MSG.noRows);
  });

  it('reads a .csv as texts and an .xlsx date cell as its date', () => {
    const csv = new TextEncoder().encode(
      'Employee Code,Year,Go-live Date,Gross Compensation\nA0001,2026,2026-10-01,230000.50\n',
    );
    expect(parseOpeningBalanceBytes(XLSX, csv)).toEqual([
      {
        line: 2,
        employee_code: 'A0001',
        year: '2026',
        go_live_date: '2026-10-01',
        gross_compensation: '230000.50',
      },
    ]);
    const sheet = XLSX.utils.aoa_to_sheet(
      [HEADER, ['A0001', '', 2026, new Date(Date.UTC(2026, 9, 1)), 230000.5, 0]],
      {
        cellDates: false,
      },
    );
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, 'S');
    const bytes = new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
    expect(parseOpeningBalanceBytes(XLSX, bytes)).toEqual([
      {
        line: 2,
        employee_code: 'A0001',
        year: 2026,
        go_live_date: '2026-10-01',
        gross_compensation: '230000.5',
        tax_withheld: '0',
      },
    ]);
  });
});
