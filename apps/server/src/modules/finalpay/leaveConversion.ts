/**
 * Leave conversion at separation (issue 23 section 3): the leave types whose unused credits a final
 * pay converts to cash (application_types.converts_at_separation; Service Incentive Leave always,
 * Labor Code Art. 95), the ledger entry of kind 'conversion' that takes them off when the final pay
 * is processed, and the 'reversal' that gives them back when it is voided.
 */
import { SIL_TYPE_NAME } from '@sahod/shared';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { DB } from '../../db/types.ts';
import { refreshCachedTotal } from '../applications/ledger.ts';

type Db = Kysely<DB> | Transaction<DB>;

export interface ConvertibleBalance {
  application_type_id: number;
  application_type: string;
  days: number;
}

export const CONVERSION_REASON = 'Converted to cash at separation (final pay)';
export const CONVERSION_VOID_REASON = 'Final pay voided: leave conversion reversed';

/** Unused credits (above zero) of each converting leave type, SIL first, then in the types' order. */
export async function convertibleBalances(db: Db, employeeId: number): Promise<ConvertibleBalance[]> {
  const rows = await db
    .selectFrom('application_types as t')
    .innerJoin('leave_ledger as l', (join) =>
      join.onRef('l.application_type_id', '=', 't.id').on('l.employee_id', '=', employeeId),
    )
    .select((eb) => ['t.id', 't.name', 't.sort_order', eb.fn.sum<number>('l.days').as('total')])
    .where('t.uses_leave_credits', '=', 1)
    .where((eb) => eb.or([eb('t.converts_at_separation', '=', 1), eb('t.name', '=', SIL_TYPE_NAME)]))
    .groupBy(['t.id', 't.name', 't.sort_order'])
    .orderBy('t.sort_order')
    .orderBy('t.id')
    .execute();
  return rows
    .map((r) => ({
      application_type_id: r.id,
      application_type: r.name,
      days: Math.round(Number(r.total) * 100) / 100,
    }))
    .filter((r) => r.days > 0)
    .sort(
      (a, b) => Number(b.application_type === SIL_TYPE_NAME) - Number(a.application_type === SIL_TYPE_NAME),
    );
}

/** Takes the converted days off the ledger, one 'conversion' row per type, tied to the final pay. */
export async function recordConversion(
  trx: Transaction<DB>,
  employeeId: number,
  payslipId: number,
  lines: readonly ConvertibleBalance[],
  by: number | null,
  at: string,
): Promise<void> {
  const rows = lines
    .filter((l) => l.days > 0)
    .map((l) => ({
      employee_id: employeeId,
      application_type_id: l.application_type_id,
      kind: 'conversion',
      days: -l.days,
      reason: CONVERSION_REASON,
      application_id: null,
      accrual_year: null,
      payslip_id: payslipId,
      created_by: by,
      created_at: at,
    }));
  if (rows.length === 0) return;
  await trx.insertInto('leave_ledger').values(rows).execute();
  await refreshCachedTotal(trx, [employeeId]);
}

/**
 * A voided final pay gives its converted days back: a 'reversal' row for each 'conversion' row of
 * the payslip not reversed yet (none: nothing to do, e.g. a regular payslip).
 */
export async function reverseConversion(
  trx: Transaction<DB>,
  payslipId: number,
  by: number | null,
  at: string,
): Promise<void> {
  const rows = await trx
    .selectFrom('leave_ledger')
    .select(['employee_id', 'application_type_id', sql<string>`sum(days)`.as('total')])
    .where('payslip_id', '=', payslipId)
    .where('kind', 'in', ['conversion', 'reversal'])
    .groupBy(['employee_id', 'application_type_id'])
    .execute();
  const open = rows.filter((r) => Number(r.total) < 0);
  if (open.length === 0) return;
  await trx
    .insertInto('leave_ledger')
    .values(
      open.map((r) => ({
        employee_id: r.employee_id,
        application_type_id: r.application_type_id,
        kind: 'reversal',
        days: -Number(r.total),
        reason: CONVERSION_VOID_REASON,
        application_id: null,
        accrual_year: null,
        payslip_id: payslipId,
        created_by: by,
        created_at: at,
      })),
    )
    .execute();
  await refreshCachedTotal(
    trx,
    open.map((r) => r.employee_id),
  );
}
