import { IMPORT_MSG } from '@sahod/shared';
import { describe, expect, it } from 'vitest';
import { rowsFromTable } from './importSheet';

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
