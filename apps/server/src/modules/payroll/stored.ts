/**
 * A stored payslip read off the engine payslip it stores: every kind (regular, 13th month, final
 * pay) fills the centavo columns the same way, so the year figures can sum them, and takes (or on a
 * void gives back) its loan installments the same way.
 */
import { basicEarned, type Payslip } from '@sahod/payroll';
import { type Insertable, type Kysely, sql, type Transaction } from 'kysely';
import { isPostgres } from '../../db/schema-helpers.ts';
import type { DB } from '../../db/types.ts';
import type { Snapshot } from './figures.ts';

export function payslipColumns(payslip: Payslip) {
  return {
    gross_base: payslip.gross_base,
    gross_pay: payslip.gross_pay,
    mandatories_total: payslip.mandatoriesTotal,
    wtax: payslip.wtax,
    deductions_total: payslip.deductionsTotal,
    loans_total: payslip.loansTotal,
    total_deductions: payslip.total_deductions,
    net_pay: payslip.net_pay,
    employer_total: payslip.employer_total,
    basic_earned: basicEarned([payslip.gross_breakdown]),
    taxable_compensation: payslip.taxable_compensation,
    benefits_total: payslip.benefitsTotal,
    tax_refund: payslip.year_end?.refund ?? 0,
    prior_year_tax: payslip.prior_year_tax ?? 0,
    ...mweColumns(payslip),
    de_minimis_exempt: payslip.tax_split?.de_minimis ?? 0,
    bucket_exempt: payslip.tax_split?.bucket_exempt ?? 0,
    bucket_taxable: payslip.tax_split?.bucket_taxable ?? 0,
    non_taxable_other: payslip.tax_split?.non_taxable_other ?? 0,
    hazard_pay: payslip.tax_split?.hazard_pay ?? 0,
  };
}

/**
 * A minimum wage earner's exempt pay as the forms take it (0029): the statutory minimum wage net of
 * the payslip's contributions (1601-C item 15, 2316 item 29, alphalist D2 field 59; the contributions
 * are item 19 / 36 apart) and the holiday, overtime and night premiums (item 16 / 30-32). Contributions
 * larger than the minimum wage paid come off the premiums. Zero for everyone else.
 */
export function mweColumns(payslip: Payslip): { mwe_basic: number; mwe_premiums: number } {
  const m = payslip.minimum_wage;
  if (!m?.mwe) return { mwe_basic: 0, mwe_premiums: 0 };
  const net = m.exempt_basic - payslip.mandatoriesTotal;
  return net >= 0
    ? { mwe_basic: net, mwe_premiums: m.exempt_premiums }
    : { mwe_basic: 0, mwe_premiums: Math.max(0, m.exempt_premiums + net) };
}

/**
 * The exempt de minimis by kind of payslips just inserted (ids from `returning`), stored for the
 * ceilings' windows of later payslips (migration 0028).
 */
export async function storeDeMinimis(
  db: Kysely<DB> | Transaction<DB>,
  inserted: readonly { id: number; employee_id: number }[],
  payslipOf: (employeeId: number) => Pick<Payslip, 'tax_split'> | undefined,
): Promise<void> {
  const rows = inserted.flatMap(({ id, employee_id }) =>
    Object.entries(payslipOf(employee_id)?.tax_split?.de_minimis_by_kind ?? {})
      .filter(([, amount]) => amount > 0)
      .map(([kind, amount]) => ({ payslip_id: id, employee_id, kind, amount })),
  );
  for (let i = 0; i < rows.length; i += 500)
    await db
      .insertInto('payslip_de_minimis')
      .values(rows.slice(i, i + 500))
      .execute();
}

/**
 * Inserts payslip rows, answering each one's id and employee. PostgreSQL (issue 28): 1,000 rows a
 * statement as one JSON parameter read by `json_populate_recordset` into payslips' own column types,
 * instead of a bound parameter per column and row (PostgreSQL parsed 17,500 of them per 500 rows);
 * SQLite: multi-row inserts of 500 (one cached prepared statement; cheaper there than JSON).
 */
export async function insertPayslips(
  db: Kysely<DB> | Transaction<DB>,
  rows: readonly Insertable<DB['payslips']>[],
): Promise<{ id: number; employee_id: number }[]> {
  const inserted: { id: number; employee_id: number }[] = [];
  const postgres = isPostgres(db);
  const size = postgres ? 1000 : 500;
  for (let i = 0; i < rows.length; i += size) {
    const part = rows.slice(i, i + size);
    const keys = Object.keys(part[0] ?? {});
    // Rows of other columns than the first (a default left out) go the multi-row way, as before.
    if (postgres && part.every((r) => Object.keys(r).length === keys.length)) {
      const columns = sql.join(keys.map((c) => sql.ref(c)));
      const result = await sql<{ id: number; employee_id: number }>`insert into payslips (${columns})
        select ${columns} from json_populate_recordset(null::payslips, ${JSON.stringify(part)}::json)
        returning id, employee_id`.execute(db);
      inserted.push(...result.rows);
    } else
      inserted.push(
        ...(await db.insertInto('payslips').values(part).returning(['id', 'employee_id']).execute()),
      );
  }
  return inserted;
}

/** A processed payslip's row but for its employee, kind and dates: status, columns, snapshot, who stored it when. */
export function processedRow(snapshot: Snapshot, by: number | null, at: string) {
  return {
    status: 'processed' as const,
    void_reason: null,
    ...payslipColumns(snapshot.payslip),
    snapshot: JSON.stringify(snapshot),
    created_by: by,
    created_at: at,
  };
}

/** The loan installments a payslip takes: what processing records as paid and a void reverses. */
export function loanInstallmentsOf(payslip: Pick<Payslip, 'loans_breakdown'>) {
  return (payslip.loans_breakdown ?? [])
    .filter((l) => l.amount_due > 0)
    .map((l) => ({ loan_id: l.loan_id, amount: l.amount_due, outstanding: l.balance }));
}
