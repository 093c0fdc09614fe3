import { pagibigContribution } from '@sahod/payroll';
import { describe, expect, it } from 'vitest';
import { type EmployeeRef, MissingDataError } from './common.ts';
import { ACME, CRUZ, REYES, SANTOS } from './fixtures.test-data.ts';
import { ComplianceInputError } from './format.ts';
import { type PagibigInput, pagibigFile, pagibigReport } from './pagibig.ts';

function input(employee: EmployeeRef, mid: string | null, compensation: number): PagibigInput {
  const shares = pagibigContribution(compensation, '2026-03-31');
  return { ...employee, pagibig_no: mid, compensation, ee: shares.ee, er: shares.er };
}

const MARCH = [
  input(SANTOS, '1210-1234-5678', 25_000_00),
  input(REYES, '121098765432', 18_000_00),
  input(CRUZ, '121011122233', 40_000_00),
];

describe('pagibigReport (reference 3.2)', () => {
  it('March 2026: 200.00 / 200.00 each, EE 600.00 + ER 600.00 = 1,200.00', () => {
    const report = pagibigReport('2026-03', MARCH);
    expect(report.rows.map((row) => [row.pagibig_no, row.ee, row.er])).toEqual([
      ['121012345678', 200_00, 200_00],
      ['121098765432', 200_00, 200_00],
      ['121011122233', 200_00, 200_00],
    ]);
    expect(report.totals).toEqual({
      employees: 3,
      compensation: 83_000_00,
      ee: 600_00,
      er: 600_00,
      total: 1_200_00,
    });
  });

  it('warns when the MID is missing or does not start with 1', () => {
    const report = pagibigReport('2026-03', [input(SANTOS, null, 1), input(REYES, '221098765432', 1)]);
    expect(report.warnings.map((w) => w.message)).toEqual([
      'Pag-IBIG MID number is missing.',
      'Pag-IBIG MID number must be 12 digits starting with 1.',
    ]);
  });
});

describe('pagibigFile', () => {
  it('writes the MSRF CSV with the period covered and a grand total', () => {
    const file = pagibigFile(ACME, '2026-03', pagibigReport('2026-03', [MARCH[1]!]));
    expect(file.text).toBe(
      'PAG-IBIG MID NO,MP2 ACCOUNT NO,LAST NAME,FIRST NAME,NAME EXTENSION,MIDDLE NAME,PERIOD COVERED,MONTHLY COMPENSATION,EE SHARE,ER SHARE,TOTAL,REMARKS\r\n' +
        '121098765432,,REYES,JOSE,JR,PEREZ,202603,18000.00,200.00,200.00,400.00,\r\n' +
        'GRAND TOTAL,,,,,,,18000.00,200.00,200.00,400.00,\r\n',
    );
    expect(file.fileName).toBe('MSRF_201234567890_032026.csv');
  });

  it('writes the fixed-width EH01/DT file with the reference widths', () => {
    const report = pagibigReport('2026-03', [
      { ...MARCH[0]!, tin: '234-567-890-000', birth_date: '1991-02-03' },
    ]);
    const file = pagibigFile(ACME, '2026-03', report, { layout: 'eh01' });
    const [header, detail, end] = file.text.split('\r\n');
    expect(end).toBe('');
    expect(header).toHaveLength(242);
    expect(header!.slice(0, 25)).toBe('EH01202603201234567890   ');
    expect(header!.slice(25, 53)).toBe('ACME TRADING CORPORATION    ');
    expect(header!.slice(-14)).toBe('1226   1234567'); // ZIP (7) and the last 7 digits of the telephone
    expect(detail).toHaveLength(168);
    expect(detail).toBe(
      `DT${'121012345678'.padEnd(27)}${'SANTOS'.padEnd(30)}${'MARIA'.padEnd(30)}${'LOPEZ'.padEnd(30)}` +
        `0000000200.000000000200.00${'234567890'.padEnd(15)}19910203`,
    );
    expect(file.fileName).toBe('032026.txt');
  });

  it('refuses without a valid employer ID and while a MID is missing', () => {
    expect(() =>
      pagibigFile({ ...ACME, pagibig_er_id: '101234567890' }, '2026-03', pagibigReport('2026-03', MARCH)),
    ).toThrow(
      new ComplianceInputError(
        "pagibig_er_id: the company's Pag-IBIG employer ID must be 12 digits starting with 2",
      ),
    );
    expect(() => pagibigFile(ACME, '2026-03', pagibigReport('2026-03', [input(SANTOS, null, 1)]))).toThrow(
      MissingDataError,
    );
  });
});
