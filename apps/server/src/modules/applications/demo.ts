/**
 * Demo applications and leave credits (issue 10) for `npm run demo`.
 * - Credits: every employee without ledger rows gets their existing leave_credits as an opening
 *   grant of Vacation Leave, plus 5 days of Vacation Leave and 5 of Sick Leave for the year.
 * - Applications (only while none exist, so edits made in the demo are kept): for the Active
 *   employees, a mix of For Approval leaves and overtime, approved overtime and leaves (written to
 *   the schedule and the ledger as an approval does) and rejected ones with remarks, spread over
 *   the demo approvers (approver employees with an account: LVillanueva, RTorres, TGo, hr.manager).
 * Deterministic, no randomness.
 */
import { addDaysIso, manilaDateOf, weekStartOf } from '@sahod/shared';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/types.ts';
import type { Clock } from '../../platform/clock.ts';
import { employeeScope } from '../shiftsschedule/grid.ts';
import { applyLeave } from './approval.ts';
import * as ledger from './ledger.ts';
import * as repo from './repository.ts';

async function seedCredits(db: Kysely<DB>, at: string) {
  const vl = await repo.typeByName(db, 'Vacation Leave');
  const sl = await repo.typeByName(db, 'Sick Leave');
  if (!vl || !sl) return;
  const year = at.slice(0, 4);
  await db.transaction().execute(async (trx) => {
    const fresh = await trx
      .selectFrom('employees as e')
      .select(['e.id', 'e.leave_credits'])
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('leave_ledger as l').select(sql`1`.as('x')).whereRef('l.employee_id', '=', 'e.id'),
          ),
        ),
      )
      .execute();
    const rows = fresh.flatMap((e) => [
      ...(Number(e.leave_credits) > 0
        ? [
            {
              employee_id: e.id,
              application_type_id: vl.id,
              kind: 'grant',
              days: Number(e.leave_credits),
              reason: 'Opening balance',
            },
          ]
        : []),
      {
        employee_id: e.id,
        application_type_id: vl.id,
        kind: 'grant',
        days: 5,
        reason: `Vacation Leave ${year}`,
      },
      { employee_id: e.id, application_type_id: sl.id, kind: 'grant', days: 5, reason: `Sick Leave ${year}` },
    ]);
    for (let i = 0; i < rows.length; i += 300) {
      await trx
        .insertInto('leave_ledger')
        .values(
          rows.slice(i, i + 300).map((r) => ({
            ...r,
            application_id: null,
            accrual_year: null,
            created_by: null,
            created_at: at,
          })),
        )
        .execute();
    }
    await ledger.refreshCachedTotal(
      trx,
      fresh.map((e) => e.id),
    );
  });
}

interface Plan {
  type: string;
  offsetDays: number;
  start: string;
  end: string;
  status: 'For Approval' | 'Approved' | 'Rejected';
  particulars: string;
  remarks?: string;
}

const PLANS: readonly Plan[] = [
  {
    type: 'Vacation Leave',
    offsetDays: 9,
    start: '08:00',
    end: '17:00',
    status: 'For Approval',
    particulars: 'Family trip to Baguio',
  },
  {
    type: 'Overtime',
    offsetDays: -5,
    start: '17:00',
    end: '19:00',
    status: 'Approved',
    particulars: 'Month-end inventory count',
  },
  {
    type: 'Sick Leave',
    offsetDays: -8,
    start: '08:00',
    end: '17:00',
    status: 'Approved',
    particulars: 'Flu, with medical certificate',
  },
  {
    type: 'Overtime',
    offsetDays: -3,
    start: '17:00',
    end: '20:00',
    status: 'Rejected',
    particulars: 'Report backlog',
    remarks: 'Please finish within shift hours.',
  },
  {
    type: 'Official Business',
    offsetDays: 2,
    start: '09:00',
    end: '15:00',
    status: 'For Approval',
    particulars: 'Client meeting in Makati',
  },
  {
    type: 'Vacation Leave',
    offsetDays: -10,
    start: '08:00',
    end: '17:00',
    status: 'Rejected',
    particulars: 'Personal errand',
    remarks: 'Peak season, please refile next month.',
  },
];

export async function seedDemoApplications(db: Kysely<DB>, clock: Clock): Promise<void> {
  const at = clock.now().toISOString();
  await seedCredits(db, at);
  const existing = await db.selectFrom('applications').select('id').limit(1).executeTakeFirst();
  if (existing) return;
  const approvers = await db
    .selectFrom('employees as e')
    .innerJoin('users as u', 'u.employee_id', 'e.id')
    .select(['e.id', 'e.company_id', 'u.id as user_id'])
    .where('e.is_approver', '=', 1)
    .where('u.status', '=', 1)
    .orderBy('e.id')
    .execute();
  if (approvers.length === 0) return;
  const { rows } = await sql<{
    id: number;
    company_id: number | null;
  }>`select e.id, e.company_id from employees e where ${employeeScope({})} order by e.id`.execute(db);
  const monday = weekStartOf(manilaDateOf(clock.now()));
  const types = new Map<string, number>();
  for (const plan of PLANS) {
    const type = await repo.typeByName(db, plan.type);
    if (type) types.set(plan.type, type.id);
  }
  for (const [index, { id: employeeId, company_id: companyId }] of rows.slice(0, 24).entries()) {
    // An approver of the employee's own company (issue 20), never the employee.
    const candidates = approvers.filter((a) => a.id !== employeeId && a.company_id === companyId);
    const approver = candidates[index % candidates.length];
    if (!approver) continue;
    for (const [p, plan] of PLANS.entries()) {
      if ((index + p) % 3 === 2) continue; // not every employee files every kind
      const typeId = types.get(plan.type);
      if (typeId === undefined) continue;
      // Weekdays only: move a weekend date back to Friday.
      let date = addDaysIso(monday, plan.offsetDays + (index % 3));
      const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
      if (weekday === 6) date = addDaysIso(date, -1);
      if (weekday === 0) date = addDaysIso(date, -2);
      try {
        await db.transaction().execute(async (trx) => {
          const [logNo] = await repo.insertApplications(
            trx,
            {
              application_type_id: typeId,
              employee_id: employeeId,
              start_time: `${plan.start}:00`,
              end_time: `${plan.end}:00`,
              particulars: plan.particulars,
              remarks: '',
              approver_employee_id: approver.id,
            },
            [date],
            null,
            at,
          );
          if (logNo === undefined || plan.status === 'For Approval') return;
          await repo.transition(
            trx,
            logNo,
            'For Approval',
            {
              approval_status: plan.status,
              decided_by: approver.user_id,
              decided_at: at,
              decision_remarks: plan.remarks ?? '',
            },
            at,
          );
          if (plan.status === 'Approved') {
            const app = await repo.findApplication(trx, logNo);
            if (app)
              await applyLeave(trx, app, { userId: approver.user_id, username: null, requestId: 'demo' }, at);
          }
        });
      } catch {
        // A date already on leave in the demo schedule: that one application is left out.
      }
    }
  }
}
