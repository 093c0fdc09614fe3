import { philhealthContribution } from '@sahod/payroll';
import { describe, expect, it } from 'vitest';
import { type EmployeeRef, MissingDataError } from './common.ts';
import { ACME, CRUZ, REYES, SANTOS } from './fixtures.test-data.ts';
import { ComplianceInputError } from './format.ts';
import { type PhilhealthInput, philhealthFile, philhealthReport } from './philhealth.ts';

function input(
  employee: EmployeeRef,
  pin: string | null,
  basic: number,
  extra: Partial<PhilhealthInput> = {},
) {
  const premium = philhealthContribution(basic, '2026-03-31');
  return {
    ...employee,
    philhealth_no: pin,
    salary_base: basic,
    ps: premium.ee,
    es: premium.er,
    compensation: basic,
    ...extra,
  };
}

const MARCH: PhilhealthInput[] = [
  input(SANTOS, '01-234567890-1', 25_000_00),
  input(REYES, '01-234567890-2', 18_000_00),
  input(CRUZ, '01-234567890-3', 40_000_00),
];

describe('philhealthReport (reference 2.2)', () => {
  it('March 2026: PS 2,075.00 + ES 2,075.00 = 4,150.00', () => {
    const report = philhealthReport('2026-03', MARCH);
    expect(report.rows.map((row) => [row.ps, row.es])).toEqual([
      [625_00, 625_00],
      [450_00, 450_00],
      [1_000_00, 1_000_00],
    ]);
    expect(report.totals).toEqual({ employees: 3, ps: 2_075_00, es: 2_075_00, total: 4_150_00 });
    expect(report.rows.every((row) => row.status === null && row.effectivity_date === null)).toBe(true);
  });

  it('statuses: S with the separation date, NH with the hire date, NE for no earnings', () => {
    const report = philhealthReport('2026-04', [
      input(REYES, '012345678902', 18_000_00, { separation_date: '2026-04-15', compensation: 9_000_00 }),
      input(SANTOS, '012345678901', 25_000_00, { hire_date: '2026-04-06' }),
      input(CRUZ, '012345678903', 40_000_00, { compensation: 0 }),
    ]);
    expect(report.rows.map((row) => [row.status, row.effectivity_date])).toEqual([
      ['S', '2026-04-15'],
      ['NH', '2026-04-06'],
      ['NE', '2026-04-01'],
    ]);
  });

  it('carries the odd centavo as the engine split it: MBS 15,555 gives PS 388.87, ES 388.88', () => {
    const row = philhealthReport('2026-03', [input(SANTOS, '012345678901', 15_555_00)]).rows[0]!;
    expect([row.ps, row.es, row.total]).toEqual([388_87, 388_88, 777_75]);
  });

  it('warns about a missing or malformed PIN', () => {
    const born = { birth_date: '1990-07-04', sex: 'F' } as const;
    const report = philhealthReport('2026-03', [
      input(SANTOS, null, 25_000_00, born),
      input(REYES, '1234', 18_000_00, born),
    ]);
    expect(report.warnings.map((w) => [w.employee_id, w.message])).toEqual([
      [1, 'PhilHealth number is missing.'],
      [2, 'PhilHealth number must be 12 digits.'],
    ]);
  });

  it('every line carries the date of birth and sex; a member without a PIN who lacks them is warned about', () => {
    const report = philhealthReport('2026-03', [
      input(SANTOS, '01-234567890-1', 25_000_00, { birth_date: '1985-01-31', sex: 'F' }),
      input(REYES, null, 18_000_00, { birth_date: '1990-07-04' }),
      input(CRUZ, null, 40_000_00),
      // With a PIN, PhilHealth matches by the PIN: nothing to warn about.
      input({ ...SANTOS, employee_id: 4 }, '01-234567890-4', 25_000_00),
    ]);
    expect(report.rows.map((r) => [r.birth_date, r.sex])).toEqual([
      ['1985-01-31', 'F'],
      ['1990-07-04', null],
      [null, null],
      [null, null],
    ]);
    expect(report.warnings.map((w) => [w.employee_id, w.field, w.message])).toEqual([
      [2, 'philhealth_no', 'PhilHealth number is missing.'],
      [2, 'gender', "Without a PhilHealth number, the RF-1 needs the member's sex."],
      [3, 'philhealth_no', 'PhilHealth number is missing.'],
      [3, 'date_of_birth', "Without a PhilHealth number, the RF-1 needs the member's date of birth and sex."],
    ]);
  });
});

describe('philhealthFile (RF-1-equivalent CSV, unconfirmed)', () => {
  it('writes a heading, the rows and the grand total, CRLF after each', () => {
    const april = philhealthReport('2026-04', [
      { ...MARCH[1]!, separation_date: '2026-04-15', birth_date: '1990-07-04', sex: 'M' },
      { ...MARCH[0]!, birth_date: '1985-01-31', sex: 'F' },
    ]);
    const file = philhealthFile(ACME, '2026-04', april);
    expect(file.text).toBe(
      'PIN,LAST NAME,SUFFIX,FIRST NAME,MIDDLE NAME,DATE OF BIRTH,SEX,MONTHLY SALARY BASE,PS,ES,TOTAL,STATUS,EFFECTIVITY DATE\r\n' +
        '012345678902,REYES,JR,JOSE,PEREZ,07-04-1990,M,18000.00,450.00,450.00,900.00,S,04-15-2026\r\n' +
        '012345678901,SANTOS,,MARIA,LOPEZ,01-31-1985,F,25000.00,625.00,625.00,1250.00,,\r\n' +
        'GRAND TOTAL,2,,,,,,,1075.00,1075.00,2150.00,,\r\n',
    );
    expect(file.fileName).toBe('RF1_012345678901_042026.csv');
    expect(file.notice).not.toBeNull();
  });

  it('refuses while a PIN is missing and without the PEN', () => {
    const report = philhealthReport('2026-03', [input(SANTOS, null, 25_000_00)]);
    expect(() => philhealthFile(ACME, '2026-03', report)).toThrow(MissingDataError);
    expect(() =>
      philhealthFile({ ...ACME, philhealth_pen: '123' }, '2026-03', philhealthReport('2026-03', MARCH)),
    ).toThrow(ComplianceInputError);
  });
});
