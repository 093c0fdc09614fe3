import { describe, expect, it } from 'vitest';
import { MissingDataError, toPesos } from './common.ts';
import { ACME, CRUZ, REYES, SANTOS } from './fixtures.test-data.ts';
import { ComplianceInputError } from './format.ts';
import { SSS_AMOUNT_KEYS, type SssInput, sssFile, sssReport } from './sss.ts';

// Reference 1.5: the engine's March 2026 figures (statutory 1.3), in centavos.
const MARCH: SssInput[] = [
  {
    ...SANTOS,
    sss_no: '34-1234567-8',
    compensation: 25_000_00,
    msc: 25_000_00,
    ee_ss: 1_000_00,
    er_ss: 2_000_00,
    ee_mpf: 250_00,
    er_mpf: 500_00,
    ec: 30_00,
  },
  {
    ...REYES,
    sss_no: '34-9876543-2',
    compensation: 18_000_00,
    msc: 18_000_00,
    ee_ss: 900_00,
    er_ss: 1_800_00,
    ee_mpf: 0,
    er_mpf: 0,
    ec: 30_00,
  },
  {
    ...CRUZ,
    sss_no: '34-1112223-3',
    compensation: 40_000_00,
    msc: 35_000_00,
    ee_ss: 1_000_00,
    er_ss: 2_000_00,
    ee_mpf: 750_00,
    er_mpf: 1_500_00,
    ec: 30_00,
  },
];

describe('SSS contribution file (golden, reference 1.2)', () => {
  it('writes the SANTOS, REYES and CRUZ lines exactly, CRLF after each including the last', () => {
    const file = sssFile(ACME, '2026-03', sssReport('2026-03', MARCH));
    expect(file.text).toBe(
      '0312345678;000;3412345678;SANTOS;MARIA;NULL;L;25000.00;N;NULL;NULL\r\n' +
        '0312345678;000;3498765432;REYES;JOSE;JR;P;18000.00;N;NULL;NULL\r\n' +
        '0312345678;000;3411122233;CRUZ;ANA;NULL;L;40000.00;N;NULL;NULL\r\n',
    );
    expect(file.fileName).toBe('SSS_0312345678_032026.txt');
    expect(file.notice).toMatch(/check against your branch's current template/);
    expect(file.omitted).toEqual([]);
  });

  it('writes a new hire with remark 1, the hire date and the position', () => {
    const hire: SssInput = {
      employee_id: 4,
      last_name: 'dela Paz',
      first_name: 'Carlo',
      middle_name: 'Mendoza',
      sss_no: '3455566677',
      compensation: 6_000_00,
      msc: 6_000_00,
      ee_ss: 300_00,
      er_ss: 600_00,
      ee_mpf: 0,
      er_mpf: 0,
      ec: 10_00,
      hire_date: '2026-03-16',
      position: 'Cashier',
    };
    expect(sssFile(ACME, '2026-03', sssReport('2026-03', [hire])).text).toBe(
      '0312345678;000;3455566677;DELA PAZ;CARLO;NULL;M;6000.00;1;03162026;CASHIER\r\n',
    );
  });

  it('writes REYES leaving on April 15 with remark 2 and the date in the April file', () => {
    const april = { ...MARCH[1]!, compensation: 9_000_00, separation_date: '2026-04-15' };
    expect(sssFile(ACME, '2026-04', sssReport('2026-04', [april])).text).toBe(
      '0312345678;000;3498765432;REYES;JOSE;JR;P;9000.00;2;04152026;NULL\r\n',
    );
  });
});

describe('sssReport', () => {
  it('totals the month like the reference summary: EE 3,900 + ER 7,800 + EC 90 = 11,790.00', () => {
    const report = sssReport('2026-03', MARCH);
    expect(report.rows.map((row) => row.total)).toEqual([3_780_00, 2_730_00, 5_280_00]);
    expect(report.totals).toEqual({
      employees: 3,
      compensation: 83_000_00,
      ee_ss: 2_900_00,
      er_ss: 5_800_00,
      ee_mpf: 1_000_00,
      er_mpf: 2_000_00,
      ec: 90_00,
      ee: 3_900_00,
      er: 7_800_00,
      total: 11_790_00,
    });
    expect(report.warnings).toEqual([]);
    expect(toPesos(report.rows[0]!, SSS_AMOUNT_KEYS)).toMatchObject({
      compensation: 25000,
      total: 3780,
      msc: 25000,
    });
  });

  it('marks no earnings with remark 3', () => {
    const idle = { ...MARCH[0]!, compensation: 0, msc: 0, ee_ss: 0, er_ss: 0, ee_mpf: 0, er_mpf: 0, ec: 0 };
    expect(sssReport('2026-03', [idle]).rows[0]).toMatchObject({ remark: '3', remark_date: null });
  });

  it('prefers remark 1 when hired and separated in the same month', () => {
    const brief = { ...MARCH[0]!, hire_date: '2026-03-02', separation_date: '2026-03-20', position: 'Clerk' };
    expect(sssReport('2026-03', [brief]).rows[0]).toMatchObject({ remark: '1', remark_date: '2026-03-02' });
  });

  it('warns about a missing or short SSS number, a missing name and a new hire without position', () => {
    const report = sssReport('2026-03', [
      { ...MARCH[0]!, sss_no: null },
      { ...MARCH[1]!, sss_no: '12345' },
      { ...MARCH[2]!, first_name: ' ', hire_date: '2026-03-01' },
    ]);
    expect(report.warnings.map((w) => [w.employee_id, w.field, w.message])).toEqual([
      [1, 'sss_no', 'SSS number is missing.'],
      [2, 'sss_no', 'SSS number must be 10 digits.'],
      [3, 'name', 'Last and first name are required.'],
      [3, 'position', 'Position is required for a newly hired employee.'],
    ]);
    expect(report.warnings[0]).toMatchObject({ employee_code: 'E-001', name: 'Santos, Maria Lopez' });
  });
});

describe('sssFile refusals', () => {
  it('refuses while employees lack data, and leaves them out when asked', () => {
    const report = sssReport('2026-03', [{ ...MARCH[0]!, sss_no: null }, MARCH[2]!]);
    expect(() => sssFile(ACME, '2026-03', report)).toThrow(MissingDataError);
    const file = sssFile(ACME, '2026-03', report, { omitMissing: true });
    expect(file.text).toBe('0312345678;000;3411122233;CRUZ;ANA;NULL;L;40000.00;N;NULL;NULL\r\n');
    expect(file.omitted.map((w) => w.employee_id)).toEqual([1]);
  });

  it('refuses without the employer number, naming the field', () => {
    const report = sssReport('2026-03', MARCH);
    expect(() => sssFile({ ...ACME, sss_er_no: null }, '2026-03', report)).toThrow(
      new ComplianceInputError("sss_er_no: the company's SSS employer number must be 10 digits"),
    );
  });

  it('defaults the branch to 000', () => {
    const file = sssFile({ ...ACME, sss_branch: null }, '2026-03', sssReport('2026-03', [MARCH[0]!]));
    expect(file.text.startsWith('0312345678;000;')).toBe(true);
  });
});
