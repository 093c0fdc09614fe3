/**
 * Home dashboard demo (issue 26 section 3: the demo fills every card). The applications demo already
 * leaves applications For Approval; the employee demo hires nobody whose probation ends near today
 * and records no document with an expiry. So, relative to today (Asia/Manila) and only when the
 * People card would otherwise show none:
 * - the latest-hired Active Probationary employee is hired 6 months before today + 12 days (their
 *   probation ends in 12 days), and their employment contract expires on that day;
 * - the first Active Contractual employee's employment contract expired 5 days ago;
 * - someone is late today: the first Active employee with no record today and the day shift (or
 *   no shift) clocked in at 08:25 (Today's attendance);
 * - a Company Loan of ₱10,000 released today whose deductions start at the end of this cut-off
 *   (Waiting for action's salary loans), for the first Active employee without a loan.
 */

import { addMonths } from '@sahod/payroll';
import {
  addDaysIso,
  calendarPeriodOf,
  DEFAULT_PAY_CALENDAR,
  loanCreateSchema,
  manilaDateOf,
} from '@sahod/shared';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/types.ts';
import type { Clock } from '../../platform/clock.ts';
import { payCalendarsOf } from '../paycalendar/repository.ts';
import { createLoan } from '../salaryloan/create.ts';
import { ACTIVE_STATUS, employeeScope } from '../shiftsschedule/grid.ts';
import { dashboardPeople, PROBATION_MONTHS } from './people.ts';

const CONTRACT = 'Employment Contract';
/** The demo's day shift, 08:00-17:00 (migration 0006). */
const DAY_SHIFT = 1;

async function lateToday(db: Kysely<DB>, at: string, today: string): Promise<void> {
  const { rows } = await sql<{ id: number; shift_id: number | null; record_id: number | null }>`
    select e.id, se.shift_id, r.id as record_id
    from employees e
    left join schedule_entries se on se.employee_id = e.id and se.shift_date = ${today}
    left join timesheet_records r on r.employee_id = e.id and r.shift_date = ${today}
    where ${employeeScope({})}
    order by e.id`.execute(db);
  // The first employee with no record today and no other shift (nor a leave) on it.
  const candidate = rows.find(
    (r) => r.record_id === null && (r.shift_id === null || r.shift_id === DAY_SHIFT),
  );
  if (!candidate) return;
  if (candidate.shift_id === null)
    await db
      .insertInto('schedule_entries')
      .values({
        employee_id: candidate.id,
        shift_date: today,
        shift_id: DAY_SHIFT,
        replaced_shift_id: null,
        created_at: at,
        updated_at: at,
        updated_by: null,
      })
      .execute();
  await db
    .insertInto('timesheet_records')
    .values({
      employee_id: candidate.id,
      shift_date: today,
      start_time: '08:25:00',
      end_time: '17:00:00',
      lunch_start: '12:00:00',
      lunch_end: '13:00:00',
      notes: 'Traffic on EDSA',
      created_at: at,
      updated_at: at,
      updated_by: null,
    })
    .execute();
}

function activeOfType(db: Kysely<DB>, type: string) {
  return db
    .selectFrom('employees as e')
    .innerJoin('employment_statuses as s', 's.id', 'e.status_id')
    .innerJoin('employee_types as t', 't.id', 'e.employee_type_id')
    .select('e.id')
    .where('s.name', '=', ACTIVE_STATUS)
    .where('t.name', '=', type);
}

async function expireContract(db: Kysely<DB>, clock: Clock, employeeId: number, expiry: string) {
  const type = await db
    .selectFrom('document_types')
    .select('id')
    .where('name', '=', CONTRACT)
    .executeTakeFirst();
  if (!type) return;
  await db
    .updateTable('employee_documents')
    .set({ has_expiry: 1, date_expiry: expiry, updated_at: clock.now().toISOString() })
    .where('employee_id', '=', employeeId)
    .where('document_type_id', '=', type.id)
    .execute();
}

async function loanStartingThisCutOff(db: Kysely<DB>, clock: Clock, today: string): Promise<void> {
  const employee = await db
    .selectFrom('employees as e')
    .innerJoin('employment_statuses as s', 's.id', 'e.status_id')
    .select(['e.id', 'e.company_id'])
    .where('s.name', '=', ACTIVE_STATUS)
    .where('e.company_id', 'is not', null)
    .where((eb) =>
      eb.not(
        eb.exists(eb.selectFrom('salary_loans as l').select('l.id').whereRef('l.employee_id', '=', 'e.id')),
      ),
    )
    .orderBy('e.employee_code')
    .executeTakeFirst();
  const type = await db
    .selectFrom('loan_types')
    .select('id')
    .where('name', '=', 'Company Loan')
    .executeTakeFirst();
  if (!employee || employee.company_id === null || !type) return;
  const calendar = (await payCalendarsOf(db, [employee.company_id])).get(employee.company_id);
  const cutOff = calendarPeriodOf(calendar ?? DEFAULT_PAY_CALENDAR, 'Semi-monthly', today);
  // Through the Salary Loan screen's own creation (its schedule with it), as HR would.
  await createLoan(
    { db, clock },
    { userId: null, username: null, requestId: null },
    loanCreateSchema.parse({
      employee_id: employee.id,
      loan_type_id: type.id,
      release_date: today,
      deduction_start_date: cutOff.end,
      loan_amount: 10_000,
      payment_terms: 10,
      comments: '',
    }),
  );
}

export async function seedDemoDashboard(db: Kysely<DB>, clock: Clock): Promise<void> {
  const today = manilaDateOf(clock.now());
  const people = await dashboardPeople({ db, clock }, undefined);
  if (people.probation.count === 0) {
    const probationary = await activeOfType(db, 'Probationary')
      .orderBy('e.date_hired', 'desc')
      .orderBy('e.id', 'desc')
      .executeTakeFirst();
    if (probationary) {
      const end = addDaysIso(today, 12);
      await db
        .updateTable('employees')
        .set({ date_hired: addMonths(end, -PROBATION_MONTHS), updated_at: clock.now().toISOString() })
        .where('id', '=', probationary.id)
        .execute();
      if (people.documents.count === 0) await expireContract(db, clock, probationary.id, end);
    }
  }
  if (people.documents.count === 0) {
    const contractual = await activeOfType(db, 'Contractual').orderBy('e.employee_code').executeTakeFirst();
    if (contractual) await expireContract(db, clock, contractual.id, addDaysIso(today, -5));
  }
  await lateToday(db, clock.now().toISOString(), today);
  await loanStartingThisCutOff(db, clock, today);
}
