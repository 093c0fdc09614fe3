/**
 * Data of the Home benchmark beside the year of payslips (bench/yearend/seed.ts), written directly
 * into a prepared database for the given employees: today's schedule for all of them
 * with a record for most (late, on time, still at work), 2% on leave, 300 probationary hires over
 * the last seven months, 20,000 documents (a tenth with an expiry around today), 3,000 pending and
 * 20,000 decided applications, 2,000 salary loans starting around today and 50 accounts waiting.
 */

import { addMonths } from '@sahod/payroll';
import { addDaysIso } from '@sahod/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../apps/server/src/db/types.ts';
import { insertChunks } from '../lib/seed.ts';

const DAY_SHIFT = 1;
const PAID_LEAVE = 4;

async function idOf(db: Kysely<DB>, table: 'employee_types' | 'document_types' | 'loan_types', name: string) {
  return (await db.selectFrom(table).select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
}

export async function seedHome(db: Kysely<DB>, ids: readonly number[], today: string): Promise<void> {
  const now = new Date().toISOString();
  const stamp = { created_at: now, updated_at: now, updated_by: null };

  const probationary = await idOf(db, 'employee_types', 'Probationary');
  const since = addMonths(today, -7);
  for (let i = 0; i < 300; i++) {
    await db
      .updateTable('employees')
      .set({ employee_type_id: probationary, date_hired: addDaysIso(since, (i * 7) % 210) })
      .where('id', '=', ids[i * 31] as number)
      .execute();
  }

  await insertChunks(
    db,
    'schedule_entries',
    ids.map((employee_id, n) => ({
      employee_id,
      shift_date: today,
      shift_id: n % 50 === 0 ? PAID_LEAVE : DAY_SHIFT,
      replaced_shift_id: null,
      ...stamp,
    })),
    500,
  );
  await insertChunks(
    db,
    'timesheet_records',
    ids
      .filter((_, n) => n % 50 !== 0 && n % 12 !== 0)
      .map((employee_id, n) => ({
        employee_id,
        shift_date: today,
        start_time: n % 9 === 0 ? '08:17:00' : '07:52:00',
        end_time: n % 3 === 0 ? null : '17:02:00',
        lunch_start: null,
        lunch_end: null,
        notes: null,
        ...stamp,
      })),
    500,
  );

  const document = await idOf(db, 'document_types', 'NBI Clearance');
  await insertChunks(
    db,
    'employee_documents',
    ids.flatMap((employee_id, n) =>
      [0, 1].map((k) => {
        const expiring = (n + k) % 10 === 0;
        return {
          employee_id,
          document_type_id: document,
          reference_no: `NBI-${n}-${k}`,
          reference_key: `nbi-${n}-${k}`,
          date_submitted: '2025-01-06',
          has_expiry: expiring ? 1 : 0,
          date_expiry: expiring ? addDaysIso(today, ((n * 7) % 120) - 60) : null,
          file_id: null,
          created_at: now,
          updated_at: now,
        };
      }),
    ),
    500,
  );

  const types = await db.selectFrom('application_types').select('id').execute();
  await insertChunks(
    db,
    'applications',
    Array.from({ length: 23_000 }, (_, i) => {
      const pending = i < 3_000;
      const employee = ids[(i * 13) % ids.length] as number;
      return {
        application_type_id: (types[i % types.length] as { id: number }).id,
        employee_id: employee,
        effective_date: addDaysIso(today, pending ? i % 20 : -1 - (i % 300)),
        start_time: '08:00:00',
        end_time: '17:00:00',
        particulars: 'Bench',
        approver_employee_id: ids[(i % 40) * 7] as number,
        approval_status: pending ? 'For Approval' : 'Approved',
        filed_by: null,
        decided_by: null,
        decided_at: null,
        canceled_by: null,
        canceled_at: null,
        created_at: new Date(Date.parse(now) - (i % 500) * 3_600_000).toISOString(),
        updated_at: now,
      };
    }),
    400,
  );

  const loan = await idOf(db, 'loan_types', 'Company Loan');
  await insertChunks(
    db,
    'salary_loans',
    Array.from({ length: 2_000 }, (_, i) => ({
      employee_id: ids[(i * 17) % ids.length] as number,
      loan_type_id: loan,
      release_date: addDaysIso(today, -70 + (i % 120)),
      deduction_start_date: addDaysIso(today, -60 + (i % 120)),
      loan_amount: 1_000_000 + i,
      payment_terms: 12,
      ...stamp,
    })),
    500,
  );

  const role = await db.selectFrom('roles').select('id').orderBy('id').executeTakeFirstOrThrow();
  await insertChunks(
    db,
    'users',
    Array.from({ length: 50 }, (_, i) => ({
      username: `waiting${i}`,
      username_key: `waiting${i}`,
      name: `Waiting ${i}`,
      password_hash: 'x',
      role_id: role.id,
      employee_id: null,
      company_id: null,
      department_id: null,
      designation_id: null,
      status: 1,
      approval_status: 'For Approval',
      token_version: 1,
      created_at: now,
      updated_at: now,
    })),
  );
}
