/**
 * Leave conversion at separation (issue 23 section 3):
 * - application_types.converts_at_separation: 1 when the type's unused credits are paid in cash in
 *   the final pay. Service Incentive Leave always converts (Labor Code Art. 95; the server refuses
 *   to turn it off); the others follow company policy (default 0).
 * - leave_ledger.payslip_id: the final pay whose conversion took the credits off the ledger (kind
 *   'conversion'), and the 'reversal' that gives them back when that final pay is voided.
 */
import { sql } from 'kysely';
import type { AnyDB } from '../schema-helpers.ts';

export async function up(db: AnyDB): Promise<void> {
  await db.schema
    .alterTable('application_types')
    .addColumn('converts_at_separation', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update application_types set converts_at_separation = 1 where name = 'Service Incentive Leave'`.execute(
    db,
  );
  await db.schema
    .alterTable('leave_ledger')
    .addColumn('payslip_id', 'integer', (c) => c.references('payslips.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('leave_ledger_payslip').on('leave_ledger').column('payslip_id').execute();
}

export async function down(db: AnyDB): Promise<void> {
  await db.schema.dropIndex('leave_ledger_payslip').execute();
  await db.schema.alterTable('leave_ledger').dropColumn('payslip_id').execute();
  await db.schema.alterTable('application_types').dropColumn('converts_at_separation').execute();
}
