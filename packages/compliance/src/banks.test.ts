import { describe, expect, it } from 'vitest';
import { type BankInput, bankFile, bankReport, bpiHash } from './banks.ts';
import { MissingDataError } from './common.ts';
import { CRUZ, REYES, SANTOS } from './fixtures.test-data.ts';
import { ComplianceInputError } from './format.ts';

const credit = (employee: typeof SANTOS, account_no: string | null, amount: number): BankInput => ({
  ...employee,
  account_no,
  account_name: `${employee.first_name} ${employee.last_name}`,
  amount,
});

describe('BPI hash (reference 6.1, golden)', () => {
  it('15,000.00 to account 1234567890 gives hash 000336000000', () => {
    expect(bpiHash('1234567890', 15_000_00)).toBe(336_000_000);
    expect(bpiHash('9876543210', 9_876_54)).toBe(94_814_784);
  });

  it('writes the details and the trailer of the two-credit example', () => {
    const report = bankReport('bpi', [
      credit(SANTOS, '1234567890', 15_000_00),
      credit(REYES, '9876543210', 9_876_54),
    ]);
    expect(report.totals).toEqual({
      count: 2,
      amount: 24_876_54,
      account_sum: 11_111_111_100,
      hash_total: 430_814_784,
    });
    const file = bankFile('bpi', report, {
      company_code: '12345',
      funding_account: '3001234567',
      batch_no: 1,
      credit_date: '2026-03-30',
    });
    const lines = file.text.split('\r\n');
    expect(lines).toEqual([
      'H1234503302601130012345673000000024876540000024876541',
      // D + company + date + batch + 3 + account + amount (12) + hash (12)
      `D${'12345'}${'033026'}${'01'}3${'1234567890'}${'000001500000'}${'000336000000'}`,
      `D${'12345'}${'033026'}${'01'}3${'9876543210'}${'000000987654'}${'000094814784'}`,
      'T12345033026012300123456700001111111110000000000248765400000000043081478400002',
      '',
    ]);
    expect(lines[0]).toHaveLength(53);
    expect(lines[1]).toHaveLength(49);
    expect(lines[3]).toHaveLength(78);
    // Trailer fields of the reference: account sum, total amount, hash total, count.
    expect(lines[3]!.slice(25, 40)).toBe('000011111111100');
    expect(lines[3]!.slice(40, 55)).toBe('000000002487654');
    expect(lines[3]!.slice(55, 73)).toBe('000000000430814784');
    expect(lines[3]!.slice(73)).toBe('00002');
    expect(lines[0]!.slice(40, 52)).toBe('000002487654');
    expect(file.fileName).toBe('BPI_12345_033026_01.txt');
    expect(file.notice).not.toBeNull();
  });
});

describe('bankReport', () => {
  it('keeps zero and negative net pay out of the credits, as warnings', () => {
    const report = bankReport('bdo', [
      credit(SANTOS, '001234567890', 0),
      credit(REYES, '1234567890', -5_00),
      credit(CRUZ, '1234567890', 1_00),
    ]);
    expect(report.rows.map((row) => row.employee_id)).toEqual([3]);
    expect(report.totals).toEqual({ count: 1, amount: 1_00 });
    expect(report.warnings.map((w) => [w.employee_id, w.field])).toEqual([
      [1, 'amount'],
      [2, 'amount'],
    ]);
    // Nothing to fix for them: the file is written without them and without refusing.
    const file = bankFile('bdo', report, { company_code: 'ACME', batch_no: 1, credit_date: '2026-03-30' });
    expect(file.text).toBe('1234567890    1.00\r\n');
    expect(file.omitted).toEqual([]);
  });

  it('warns about a missing account and a length the bank does not take, keeping leading zeros', () => {
    const report = bankReport('ucpb', [
      credit(SANTOS, null, 1_00),
      credit(REYES, '12345', 1_00),
      credit(CRUZ, '0012-3456-7890', 1_00),
    ]);
    expect(report.warnings.map((w) => w.message)).toEqual([
      'Bank account number is missing.',
      'Account number must be 12 digits for UCPB.',
    ]);
    expect(report.rows[2]!.account_no).toBe('001234567890');
  });

  it('refuses an unknown bank', () => {
    expect(() => bankReport('landbank' as 'bpi', [])).toThrow(ComplianceInputError);
  });
});

describe('bankFile layouts', () => {
  const date = '2026-03-30';

  it('Metrobank: one 98-character record per credit', () => {
    const file = bankFile('metrobank', bankReport('metrobank', [credit(SANTOS, '0123456789', 12_345_67)]), {
      company_code: 'AC001',
      branch_code: '123',
      company_name: 'Acme Trading Corporation',
      credit_date: date,
    });
    expect(file.text).toBe(
      `2123260011230000000${'ACME TRADING CORPORATION'.padStart(40)}0123456789000000001234567` +
        '9AC00120260330\r\n',
    );
    expect(file.text.length).toBe(98 + 2);
    expect(file.fileName).toBe('MBTC_AC001_20260330.txt');
  });

  it('Security Bank: PHP01 header with the total, PHP10 details', () => {
    const file = bankFile(
      'securitybank',
      bankReport('securitybank', [credit(SANTOS, '0000123456789', 15_000_00)]),
      {
        funding_account: '0000987654321',
        bank_code: '0001',
        credit_date: date,
      },
    );
    expect(file.text).toBe(
      'PHP010000987654321033026200' +
        '0000001500000\r\n' +
        'PHP100000123456789000100700' +
        '0000001500000\r\n',
    );
  });

  it('UCPB: header and details carry the funding account and the date', () => {
    const file = bankFile('ucpb', bankReport('ucpb', [credit(SANTOS, '001234567890', 1_00)]), {
      funding_account: '111122223333',
      batch_no: '7',
      credit_date: date,
    });
    expect(file.text).toBe(
      '111122223333000000000007000000000000100' +
        '20260330\r\n' +
        '111122223333001234567890000000000000100' +
        '20260330\r\n',
    );
    expect(file.fileName).toBe('UCPB_000000000007_20260330.txt');
  });

  it('BDO: account, four spaces, amount; file named company code, MMDDYY, batch', () => {
    const file = bankFile('bdo', bankReport('bdo', [credit(SANTOS, '001234567890', 15_000_00)]), {
      company_code: 'ACME',
      batch_no: 3,
      credit_date: date,
    });
    expect(file.text).toBe('001234567890    15000.00\r\n');
    expect(file.fileName).toBe('ACME03302603');
  });

  it('CSV: heading and one row per credit, names quoted when they hold a comma', () => {
    const file = bankFile(
      'csv',
      bankReport('csv', [{ ...credit(SANTOS, '12345', 15_000_00), account_name: 'Santos, Maria' }]),
      { credit_date: date },
    );
    expect(file.text).toBe('ACCOUNT NUMBER,ACCOUNT NAME,AMOUNT\r\n12345,"SANTOS, MARIA",15000.00\r\n');
    expect(file.notice).toBeNull();
  });

  it('refuses missing dialog fields by name, and credits without an account unless left out', () => {
    const report = bankReport('bpi', [credit(SANTOS, '1234567890', 1_00)]);
    expect(() =>
      bankFile('bpi', report, { credit_date: date, funding_account: '3001234567', batch_no: 1 }),
    ).toThrow(new ComplianceInputError('company_code: required for BPI'));
    expect(() =>
      bankFile('bpi', report, {
        credit_date: date,
        company_code: '1',
        funding_account: '30012',
        batch_no: 1,
      }),
    ).toThrow(new ComplianceInputError('funding_account: must be 10 digits for BPI'));
    expect(() =>
      bankFile('bpi', report, {
        credit_date: '2026-02-30',
        company_code: '1',
        funding_account: '3001234567',
        batch_no: 1,
      }),
    ).toThrow(new ComplianceInputError('credit_date: must be a yyyy-MM-dd date'));
    const missing = bankReport('bpi', [credit(SANTOS, null, 1_00), credit(REYES, '1234567890', 2_00)]);
    const options = { credit_date: date, company_code: '12345', funding_account: '3001234567', batch_no: 1 };
    expect(() => bankFile('bpi', missing, options)).toThrow(MissingDataError);
    const file = bankFile('bpi', missing, { ...options, omitMissing: true });
    expect(file.omitted.map((w) => w.employee_id)).toEqual([1]);
    expect(file.text.split('\r\n')).toHaveLength(4); // header, one detail, trailer, ''
  });
});
