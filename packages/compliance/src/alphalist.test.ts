import { describe, expect, it } from 'vitest';
import {
  type AlphalistEntry,
  AlphalistValidationError,
  alphalistFile,
  alphalistReport,
  checkControls,
  d1From2316,
  d2From2316,
  validateAlphalist,
} from './alphalist.ts';
import { bir2316Items } from './bir2316.ts';
import { MissingDataError } from './common.ts';
import { CRUZ, REYES, SANTOS } from './fixtures.test-data.ts';
import { ComplianceInputError } from './format.ts';

const EMPLOYER = { registered_name: 'Acme Trading Corporation', tin: '123456789', branch_code: '0000' };

/** Reference 4.4: CRUZ, full year 2026 (basic 480,000; 13th month 40,000; rice 24,000; contributions 35,400). */
const cruzItems = bir2316Items({
  year: 2026,
  mwe: false,
  nontaxable: { thirteenth: 40_000_00, de_minimis: 24_000_00, contributions: 35_400_00 },
  taxable: { basic: 480_000_00 - 35_400_00 },
  withheld_present: 31_420_00,
});
const cruz: AlphalistEntry = {
  ...CRUZ,
  schedule: 1,
  tin: '234-567-890',
  region: 'NCR',
  substituted_filing: true,
  period_from: '2026-01-01',
  period_to: '2026-12-31',
  amounts: d1From2316(cruzItems, { withheld_jan_nov: 28_802_40, withheld_december: 2_617_60, refunded: 0 }),
};

describe('1604-C alphalist DAT (golden: reference 4.4, CRUZ)', () => {
  it('writes the header, the D1 and the C1 lines exactly, CRLF after every record', () => {
    const file = alphalistFile(EMPLOYER, 2026, [cruz]);
    expect(file.text).toBe(
      'H1604C,123456789,0000,12/31/2026\r\n' +
        'D1,1604C,123456789,0000,12/31/2026,1,234567890,0000,"CRUZ","ANA","LOPEZ",NCR,0.00,0.00,0.00,0.00,0.00,0.00,0.00,0.00,0.00,0.00,0.00,01/01/2026,12/31/2026,544000.00,0.00,40000.00,24000.00,35400.00,0.00,99400.00,444600.00,0.00,0.00,444600.00,444600.00,444600.00,31420.00,0.00,28802.40,2617.60,0.00,31420.00,FILIPINO,R,NA,Y,0.00\r\n' +
        'C1,1604C,123456789,0000,12/31/2026,0.00,0.00,0.00,0.00,0.00,0.00,0.00,0.00,0.00,0.00,0.00,544000.00,0.00,40000.00,24000.00,35400.00,0.00,99400.00,444600.00,0.00,0.00,444600.00,444600.00,444600.00,31420.00,0.00,28802.40,2617.60,0.00,31420.00,0.00\r\n',
    );
    const [, d1, c1] = file.text.split('\r\n');
    expect(d1!.split(',')).toHaveLength(49);
    expect(c1!.split(',')).toHaveLength(36);
    expect(file.fileName).toBe('12345678900001231' + '20261604C.DAT');
    expect(file.notice).not.toBeNull();
  });
});

// SANTOS as an NCR minimum wage earner (695 a day, factor 261): 15,116.25 a month, 181,395.00 a year.
const mweItems = bir2316Items({
  year: 2026,
  mwe: true,
  nontaxable: {
    basic_smw: 181_395_00,
    holiday: 2_000_00,
    overtime: 1_500_00,
    thirteenth: 15_116_25,
    contributions: 12_000_00,
  },
  taxable: {},
  withheld_present: 0,
});
const mweEntry: AlphalistEntry = {
  ...SANTOS,
  schedule: 2,
  tin: '345678901',
  region: 'NCR',
  substituted_filing: true,
  period_from: '2026-01-01',
  period_to: '2026-12-31',
  amounts: d2From2316(
    mweItems,
    { withheld_jan_nov: 0, withheld_december: 0, refunded: 0 },
    { smw_day: 695_00, smw_month: 15_116_25, factor: 261 },
  ),
};

describe('alphalist schedules, order and controls', () => {
  it('numbers each schedule after sorting by last name, and writes D2 with 59 fields and C2 with 45', () => {
    const santos2 = { ...cruz, ...SANTOS, employee_id: 9, tin: '111222333', last_name: 'Abad' };
    const file = alphalistFile(EMPLOYER, 2026, [cruz, mweEntry, santos2]);
    const lines = file.text.split('\r\n');
    expect(lines.map((line) => line.slice(0, 2))).toEqual(['H1', 'D1', 'D1', 'C1', 'D2', 'C2', '']);
    expect(lines[1]).toContain(',1,111222333,0000,"ABAD",');
    expect(lines[2]).toContain(',2,234567890,0000,"CRUZ",');
    expect(lines[4]!.split(',')).toHaveLength(59);
    expect(lines[4]).toContain(',1,345678901,0000,"SANTOS","MARIA","LOPEZ",NCR,');
    expect(lines[4]).toContain(',181395.00,261.00,2000.00,1500.00,');
    expect(lines[4]!.endsWith(',FILIPINO,R,NA,Y,0.00,169395.00')).toBe(true);
    expect(lines[5]!.split(',')).toHaveLength(45);
    expect(checkControls(file.text)).toEqual([]);
    const report = alphalistReport(2026, [cruz, mweEntry, santos2]);
    expect(report.totals.schedule1.gross).toBe(2 * 544_000_00);
    expect(report.totals.schedule2.smw_year).toBe(181_395_00);
  });

  it('finds a control that does not equal its column sum', () => {
    const text = alphalistFile(EMPLOYER, 2026, [cruz]).text.replace(
      'C1,1604C,123456789,0000,12/31/2026,0.00',
      'C1,1604C,123456789,0000,12/31/2026,0.01',
    );
    expect(checkControls(text)).toEqual([
      {
        rule: 'each control equals its column sum',
        employee_id: null,
        message: 'C1 column 1: 0.01 is not 0.00',
      },
    ]);
  });
});

describe('validations before export (refused with the failing rule named)', () => {
  it('26 = 32 + 36', () => {
    const bad = { ...cruz, amounts: { ...cruz.amounts, gross: 544_000_01 } } as AlphalistEntry;
    expect(() => alphalistFile(EMPLOYER, 2026, [bad])).toThrow(/26 = 32 \+ 36/);
  });

  it('no negative amounts: a refund goes in 43, never as a negative 42', () => {
    const bad = {
      ...cruz,
      amounts: { ...cruz.amounts, withheld_december: -80, actual_withheld: 28_802_40 - 80 },
    } as AlphalistEntry;
    const failures = validateAlphalist([bad]);
    expect(failures.map((f) => f.rule)).toEqual(['no negative amounts']);
    expect(() => alphalistFile(EMPLOYER, 2026, [bad])).toThrow(AlphalistValidationError);
  });

  it('44 = 40 + 41 + 42 - 43', () => {
    const bad = { ...cruz, amounts: { ...cruz.amounts, refunded: 1_00 } } as AlphalistEntry;
    expect(validateAlphalist([bad]).map((f) => f.rule)).toEqual(['44 = 40 + 41 + 42 - 43']);
  });

  it('each employee once, and every employee of the year’s 1601-Cs present', () => {
    expect(validateAlphalist([cruz, cruz]).map((f) => f.rule)).toEqual(['each employee once']);
    const failures = validateAlphalist([cruz], [CRUZ.employee_id, REYES.employee_id]);
    expect(failures).toEqual([
      {
        rule: "every employee of the year's 1601-C appears",
        employee_id: REYES.employee_id,
        message: 'on a 1601-C of the year but not in the alphalist',
      },
    ]);
    try {
      alphalistFile(EMPLOYER, 2026, [cruz], { expectedEmployeeIds: [3, 2] });
      expect.unreachable();
    } catch (error) {
      expect((error as Error).message).toBe(
        "Alphalist refused: every employee of the year's 1601-C appears (on a 1601-C of the year but not in the alphalist)",
      );
    }
  });

  it('refuses missing employee TINs and a company without TIN', () => {
    expect(() => alphalistFile(EMPLOYER, 2026, [{ ...cruz, tin: null }])).toThrow(MissingDataError);
    expect(() => alphalistFile({ ...EMPLOYER, tin: null }, 2026, [cruz])).toThrow(
      new ComplianceInputError("tin: the company's TIN must be 9 digits"),
    );
  });
});
