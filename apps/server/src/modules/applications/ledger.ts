/** Queries of the leave ledger (issue 10): balances, history, movements and the cached total. */
import type { CreditBalance, LedgerKind, LedgerRow } from '@sahod/shared';
import { sql } from 'kysely';
import type { Db } from './repository.ts';

export async function balanceOf(db: Db, employeeId: number, typeId: number): Promise<number> {
  const row = await db
    .selectFrom('leave_ledger')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('days'), sql<number>`0`).as('total'))
    .where('employee_id', '=', employeeId)
    .where('application_type_id', '=', typeId)
    .executeTakeFirstOrThrow();
  return Math.round(Number(row.total) * 100) / 100;
}

/** Balances of every type that uses leave credits (0 where nothing was granted). */
export async function balances(db: Db, employeeId: number): Promise<CreditBalance[]> {
  const rows = await db
    .selectFrom('application_types as t')
    .leftJoin('leave_ledger as l', (join) =>
      join.onRef('l.application_type_id', '=', 't.id').on('l.employee_id', '=', employeeId),
    )
    .select((eb) => [
      't.id',
      't.name',
      eb.fn.coalesce(eb.fn.sum<number>('l.days'), sql<number>`0`).as('total'),
    ])
    .where('t.uses_leave_credits', '=', 1)
    .groupBy(['t.id', 't.name', 't.sort_order'])
    .orderBy('t.sort_order')
    .execute();
  return rows.map((r) => ({
    application_type_id: r.id,
    application_type: r.name,
    balance: Math.round(Number(r.total) * 100) / 100,
  }));
}

export async function ledgerRows(db: Db, employeeId: number): Promise<LedgerRow[]> {
  const rows = await db
    .selectFrom('leave_ledger as l')
    .innerJoin('application_types as t', 't.id', 'l.application_type_id')
    .leftJoin('users as u', 'u.id', 'l.created_by')
    .select([
      'l.id',
      'l.application_type_id',
      't.name as application_type',
      'l.kind',
      'l.days',
      'l.reason',
      'l.application_id',
      'l.accrual_year',
      'u.username as created_by',
      'l.created_at',
    ])
    .where('l.employee_id', '=', employeeId)
    .orderBy('l.created_at', 'desc')
    .orderBy('l.id', 'desc')
    .execute();
  return rows.map((r) => ({
    log_no: r.id,
    application_type_id: r.application_type_id,
    application_type: r.application_type,
    kind: r.kind as LedgerKind,
    days: Number(r.days),
    reason: r.reason,
    application_id: r.application_id,
    accrual_year: r.accrual_year,
    created_by: r.created_by,
    created_at: r.created_at,
  }));
}

export interface LedgerEntry {
  employee_id: number;
  application_type_id: number;
  kind: LedgerKind;
  days: number;
  reason: string;
  application_id?: number | null;
  accrual_year?: number | null;
}

export async function addLedger(db: Db, entry: LedgerEntry, by: number | null, at: string): Promise<void> {
  await db
    .insertInto('leave_ledger')
    .values({
      application_id: null,
      accrual_year: null,
      ...entry,
      created_by: by,
      created_at: at,
    })
    .execute();
}

/** The ledger row that took a day for this application, if any. */
export function usageOf(db: Db, applicationId: number) {
  return db
    .selectFrom('leave_ledger')
    .select(['id', 'employee_id', 'application_type_id', 'days'])
    .where('application_id', '=', applicationId)
    .where('kind', '=', 'usage')
    .executeTakeFirst();
}

/** Rewrites the cached total (employees.leave_credits) from the ledger. */
export async function refreshCachedTotal(db: Db, employeeIds: readonly number[]): Promise<void> {
  for (let i = 0; i < employeeIds.length; i += 500) {
    const chunk = employeeIds.slice(i, i + 500);
    await db
      .updateTable('employees')
      .set({
        leave_credits: sql<number>`coalesce((select sum(l.days) from leave_ledger l where l.employee_id = employees.id), 0)`,
      })
      .where('id', 'in', chunk)
      .execute();
  }
}
