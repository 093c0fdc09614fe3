/**
 * BIR 1604-C Part II (ph-compliance-outputs 4.3): the year's remittances per 1601-C, January to
 * December, with totals. The server passes the latest return of each month (amended returns win).
 */
import { ComplianceInputError } from './format.ts';

export interface Remittance1601c {
  /** 1-12. */
  readonly month: number;
  readonly date_of_remittance?: string | null;
  /** Bank, bank code or ROR number of the payment. */
  readonly reference?: string | null;
  /** Item 25 of the month's 1601-C. */
  readonly taxes_withheld: number;
  /** Item 26. */
  readonly adjustment?: number;
  /** Items 32-35. */
  readonly penalties?: number;
}

export interface Form1604cMonth {
  readonly month: number;
  readonly date_of_remittance: string | null;
  readonly reference: string | null;
  readonly taxes_withheld: number;
  readonly adjustment: number;
  readonly penalties: number;
  readonly total_remitted: number;
}

export interface Form1604cSummary {
  readonly year: number;
  /** Twelve rows, January to December (zero for a month without a return). */
  readonly months: readonly Form1604cMonth[];
  readonly totals: {
    readonly taxes_withheld: number;
    readonly adjustment: number;
    readonly penalties: number;
    readonly total_remitted: number;
  };
}

export function form1604cSummary(year: number, remittances: readonly Remittance1601c[]): Form1604cSummary {
  if (!Number.isInteger(year) || year < 2018 || year > 9999)
    throw new ComplianceInputError('period: must be a year (YYYY)');
  const byMonth = new Map<number, Remittance1601c>();
  for (const remittance of remittances) {
    if (!Number.isInteger(remittance.month) || remittance.month < 1 || remittance.month > 12) {
      throw new ComplianceInputError(`month: must be 1 to 12, got ${remittance.month}`);
    }
    if (byMonth.has(remittance.month)) {
      throw new ComplianceInputError(`month: ${remittance.month} has more than one return (pass the latest)`);
    }
    byMonth.set(remittance.month, remittance);
  }
  const totals = { taxes_withheld: 0, adjustment: 0, penalties: 0, total_remitted: 0 };
  const months: Form1604cMonth[] = [];
  for (let month = 1; month <= 12; month++) {
    const r = byMonth.get(month);
    const row = {
      month,
      date_of_remittance: r?.date_of_remittance ?? null,
      reference: r?.reference ?? null,
      taxes_withheld: r?.taxes_withheld ?? 0,
      adjustment: r?.adjustment ?? 0,
      penalties: r?.penalties ?? 0,
      total_remitted: (r?.taxes_withheld ?? 0) + (r?.adjustment ?? 0) + (r?.penalties ?? 0),
    };
    months.push(row);
    totals.taxes_withheld += row.taxes_withheld;
    totals.adjustment += row.adjustment;
    totals.penalties += row.penalties;
    totals.total_remitted += row.total_remitted;
  }
  return { year, months, totals };
}
