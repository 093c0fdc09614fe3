/** Test data of the 2316 / alphalist tests: payslips stored with their centavo columns. */
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/types.ts';

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
