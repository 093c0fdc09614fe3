/**
 * Test data of the 2316 / alphalist tests: the employer's details, employees with a year of
 * payslips stored with their centavo columns, and reading a ZIP's entry names.
 */
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import type { DB } from '../../../db/types.ts';
import type { requester } from '../../earningsdeductions/testHelpers.ts';
import { activeEmployee, type Org } from '../../timesheet/testFixtures.ts';

/** Saves the company's employer details (TIN 123456789, branch 0000) as the admin would. */
export async function putEmployer(send: ReturnType<typeof requester>, token: string, company_id: number) {
  const res = await send('PUT', '/api/compliance/employer', token, {
    company_id,
    registered_name: 'ACME TRADING CORPORATION',
    address: '12 Ayala Ave, Makati City',
    zip: '1226',
    tin: '123456789',
    branch_code: '0000',
    rdo_code: '50',
    sss_er_no: '',
    sss_branch: '',
    philhealth_pen: '',
    pagibig_er_id: '',
    contact_no: '',
    email: '',
    signatory_name: 'Maria Santos',
    signatory_position: 'HR Manager',
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** An active employee of `org` named and hired as given (first name ANA, hired 2019-06-01 unless told). */
export async function namedEmployee(
  db: Kysely<DB>,
  org: Org,
  who: { last: string; first?: string; tin: string | null; hired?: string },
): Promise<number> {
  const id = await activeEmployee(db, { org, last: who.last });
  await db
    .updateTable('employees')
    .set({ first_name: who.first ?? 'ANA', tin: who.tin, date_hired: who.hired ?? '2019-06-01' })
    .where('id', '=', id)
    .execute();
  return id;
}

/**
 * Six employees of `org` with a 2026 payroll year, inserted out of name order: five whole years
 * (two CRUZ with one TIN: the same file name, the second suffixed with its id; AQUINO without a
 * TIN) and LIM, a part year from March at lower pay. Certificates in order: AQUINO, CRUZ ANA,
 * CRUZ JUAN, LIM, REYES, SANTOS.
 */
export async function storeSixYears(db: Kysely<DB>, org: Org): Promise<void> {
  for (const [last, first, tin] of [
    ['SANTOS', 'ANA', '345678901'],
    ['CRUZ', 'JUAN', '234-567-890-0000'],
    ['REYES', 'ANA', '567890123'],
    ['CRUZ', 'ANA', '234-567-890-0000'],
    ['AQUINO', 'BEN', null],
  ] as const)
    await storeSlips(db, await namedEmployee(db, org, { last, first, tin }), cruzYear(2026));
  const lim = await namedEmployee(db, org, { last: 'LIM', first: 'CARLO', tin: '456789012' });
  await storeSlips(db, lim, lowerPay(halves(2026).filter((p) => p.start >= '2026-03-01')));
}

/** The file names of storeSixYears's certificates in the ZIP's order (CRUZ JUAN's with his id). */
export const sixNames = (cruzJuanId: number) => [
  'AQUINO__12312026.pdf',
  'CRUZ_2345678900000_12312026.pdf',
  `CRUZ_2345678900000_12312026_${cruzJuanId}.pdf`,
  'LIM_456789012_12312026.pdf',
  'REYES_567890123_12312026.pdf',
  'SANTOS_345678901_12312026.pdf',
];

/** Lower pay (9,000 gross, 8,200 taxable, no tax) in the given semi-monthly periods. */
export const lowerPay = (periods: readonly { start: string; end: string }[]): SlipFigures[] =>
  periods.map((p) => ({
    ...p,
    gross: 9_000_00,
    taxable: 8_200_00,
    basic: 9_000_00,
    mandatories: 800_00,
    wtax: 0,
  }));

/** The names of the entries of a ZIP (local file headers), in order. */
export function zipNames(zip: Buffer): string[] {
  const names: string[] = [];
  for (let i = zip.indexOf('PK\x03\x04'); i >= 0; i = zip.indexOf('PK\x03\x04', i + 4)) {
    const length = zip.readUInt16LE(i + 26);
    names.push(zip.subarray(i + 30, i + 30 + length).toString('utf8'));
  }
  return names;
}

export const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

export interface SlipFigures {
  start: string;
  end: string;
  kind?: 'regular' | 'thirteenth' | 'finalpay';
  gross: number;
  taxable: number;
  basic: number;
  mandatories: number;
  wtax: number;
  /** Over-withheld tax refunded on this payslip (its 'Tax Refund' earning, within gross). */
  tax_refund?: number;
  /** A minimum wage earner's exempt minimum wage net of contributions, and premiums (0029). */
  mwe_basic?: number;
  mwe_premiums?: number;
  /** The tax split (0028); a 13th month's defaults to what processing stores: gross - taxable in the bucket. */
  de_minimis?: number;
  bucket_exempt?: number;
  bucket_taxable?: number;
}

export async function storeSlips(db: Kysely<DB>, employeeId: number, slips: readonly SlipFigures[]) {
  const at = new Date().toISOString();
  await db
    .insertInto('payslips')
    .values(
      slips.map((s) => ({
        employee_id: employeeId,
        start_date: s.start,
        end_date: s.end,
        pay_period: 'Semi-monthly',
        kind: s.kind ?? 'regular',
        gross_base: s.basic,
        gross_pay: s.gross,
        mandatories_total: s.mandatories,
        wtax: s.wtax,
        tax_refund: s.tax_refund ?? 0,
        deductions_total: 0,
        loans_total: 0,
        total_deductions: s.mandatories + s.wtax,
        net_pay: s.gross - s.mandatories - s.wtax,
        employer_total: 0,
        snapshot: JSON.stringify({ payslip: {} }),
        created_by: null,
        created_at: at,
        basic_earned: s.basic,
        taxable_compensation: s.taxable,
        benefits_total: s.gross - s.basic,
        mwe_basic: s.mwe_basic ?? 0,
        mwe_premiums: s.mwe_premiums ?? 0,
        de_minimis_exempt: s.de_minimis ?? 0,
        bucket_exempt: s.bucket_exempt ?? (s.kind === 'thirteenth' ? s.gross - s.taxable : 0),
        bucket_taxable: s.bucket_taxable ?? (s.kind === 'thirteenth' ? s.taxable : 0),
      })),
    )
    .execute();
}

/** The semi-monthly periods of a year up to `until` (yyyy-MM-dd, inclusive of its period). */
export function halves(year: number, until = `${year}-12-31`): { start: string; end: string }[] {
  const out: { start: string; end: string }[] = [];
  for (let m = 1; m <= 12; m++) {
    const mm = String(m).padStart(2, '0');
    const last = new Date(Date.UTC(year, m, 0)).getUTCDate();
    for (const [a, b] of [
      [1, 15],
      [16, last],
    ] as const) {
      const start = `${year}-${mm}-${String(a).padStart(2, '0')}`;
      if (start > until) return out;
      out.push({ start, end: `${year}-${mm}-${String(b).padStart(2, '0')}` });
    }
  }
  return out;
}

/**
 * The reference's CRUZ year (4.4) in 24 semi-monthly payslips and a 13th-month payslip: basic
 * 480,000; rice 24,000 (de minimis within the ceiling: 1,000 a half-month); contributions 35,400; 13th month 40,000; tax 1,309.20 a
 * half-month January to November (28,802.40) and 1,308.80 in each December half (2,617.60).
 */
export function cruzYear(year: number): SlipFigures[] {
  const regular = halves(year).map((p) => ({
    ...p,
    gross: 21_000_00,
    taxable: 18_525_00,
    basic: 20_000_00,
    mandatories: 1_475_00,
    de_minimis: 1_000_00,
    wtax: p.start >= `${year}-12-01` ? 1_308_80 : 1_309_20,
  }));
  return [
    ...regular,
    {
      start: `${year}-01-01`,
      end: `${year}-12-31`,
      kind: 'thirteenth',
      gross: 40_000_00,
      taxable: 0,
      basic: 0,
      mandatories: 0,
      wtax: 0,
    },
  ];
}
