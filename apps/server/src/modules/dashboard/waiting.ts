/**
 * GET /api/dashboard/waiting (issue 26 section 1, the Waiting for action card). Each section only
 * for a role that may view its source; 403 when the role may view none:
 * - applications pending: with Applications Proxy view (HR) every pending one; else with
 *   Applications Approval view the ones waiting for the session's employee (the approval queue's
 *   own rule, applications/repository waitingFor). Oldest first (by date filed).
 * - user accounts 'For Approval': with User Accounts view.
 * - salary loans starting this cut-off: with Salary Loan view; Active loans whose deduction start
 *   falls in the semi-monthly cut-off holding today (Asia/Manila) of the employee's company's pay calendar.
 * With a company, applications and loans are its employees', accounts those of the company.
 */
import {
  calendarPeriodOf,
  DASHBOARD_LIST_LIMIT,
  type DashboardWaiting,
  DEFAULT_PAY_CALENDAR,
  dayDiff,
  MSG,
  manilaDateOf,
} from '@sahod/shared';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../platform/errors.ts';
import type { AuthUser } from '../../platform/guard.ts';
import { allows, permissionsFor } from '../../platform/permissions.ts';
import { waitingFor } from '../applications/repository.ts';
import { companiesOf } from '../dashboardpay/companies.ts';
import { payCalendarsOf } from '../paycalendar/repository.ts';
import { personName } from './dates.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

const SOURCES = ['applicationsproxy', 'applicationsapproval', 'useraccounts', 'salaryloan'] as const;

async function applications(
  deps: Deps,
  scope: 'approver' | 'all',
  approverId: number | null,
  companyId: number | undefined,
  today: string,
): Promise<NonNullable<DashboardWaiting['applications']>> {
  if (scope === 'approver' && approverId === null) return { scope, count: 0, rows: [] };
  let q = deps.db
    .selectFrom('applications as a')
    .innerJoin('application_types as t', 't.id', 'a.application_type_id')
    .innerJoin('employees as e', 'e.id', 'a.employee_id')
    .where('a.approval_status', '=', 'For Approval');
  if (scope === 'approver' && approverId !== null)
    q = q.where('a.id', 'in', deps.db.selectFrom('applications').select('id').where(waitingFor(approverId)));
  if (companyId !== undefined) q = q.where('e.company_id', '=', companyId);
  const [count, rows] = await Promise.all([
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    q
      .select([
        'a.id',
        't.name as application_type',
        'a.employee_id',
        'e.first_name',
        'e.last_name',
        'a.effective_date',
        'a.created_at',
      ])
      .orderBy('a.created_at')
      .orderBy('a.id')
      .limit(DASHBOARD_LIST_LIMIT)
      .execute(),
  ]);
  return {
    scope,
    count: Number(count.n),
    rows: rows.map((r) => ({
      log_no: r.id,
      application_type: r.application_type,
      employee_id: r.employee_id,
      employee_name: personName(r.first_name, r.last_name),
      effective_date: r.effective_date,
      date_created: String(r.created_at),
      age_days: Math.max(0, dayDiff(manilaDateOf(new Date(String(r.created_at))), today)),
    })),
  };
}

async function accounts(deps: Deps, companyId: number | undefined) {
  let q = deps.db.selectFrom('users').where('approval_status', '=', 'For Approval');
  if (companyId !== undefined) q = q.where('company_id', '=', companyId);
  const [count, rows] = await Promise.all([
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    q
      .select(['id', 'username', 'name'])
      .orderBy('created_at')
      .orderBy('id')
      .limit(DASHBOARD_LIST_LIMIT)
      .execute(),
  ]);
  return { count: Number(count.n), rows };
}

async function loans(deps: Deps, companyId: number | undefined, today: string) {
  const companies = await companiesOf(deps, companyId);
  const ids = companies.map((c) => c.id);
  const calendars = await payCalendarsOf(deps.db, ids);
  const windows = new Map(
    ids.map((id) => [id, calendarPeriodOf(calendars.get(id) ?? DEFAULT_PAY_CALENDAR, 'Semi-monthly', today)]),
  );
  const starts = [...windows.values()].map((w) => w.start).sort();
  const ends = [...windows.values()].map((w) => w.end).sort();
  const start = starts[0] ?? today;
  const end = ends.at(-1) ?? today;
  const found =
    ids.length === 0
      ? []
      : await deps.db
          .selectFrom('salary_loans as l')
          .innerJoin('employees as e', 'e.id', 'l.employee_id')
          .innerJoin('loan_types as t', 't.id', 'l.loan_type_id')
          .select([
            'l.id',
            'l.employee_id',
            'e.first_name',
            'e.last_name',
            'e.company_id',
            't.name as loan_type',
            'l.deduction_start_date',
            'l.loan_amount',
          ])
          .where('l.status', '=', 'Active')
          .where('e.company_id', 'in', ids)
          .where('l.deduction_start_date', '>=', start)
          .where('l.deduction_start_date', '<=', end)
          .orderBy('l.deduction_start_date')
          .orderBy('l.id')
          .execute();
  const inCutOff = found.filter((r) => {
    const w = r.company_id === null ? undefined : windows.get(r.company_id);
    return w !== undefined && r.deduction_start_date >= w.start && r.deduction_start_date <= w.end;
  });
  // One company: its cut-off; All Companies: the span of every company's.
  return {
    start_date: start,
    end_date: end,
    count: inCutOff.length,
    rows: inCutOff.slice(0, DASHBOARD_LIST_LIMIT).map((r) => ({
      id: r.id,
      employee_id: r.employee_id,
      employee_name: personName(r.first_name, r.last_name),
      loan_type: r.loan_type,
      deduction_start_date: r.deduction_start_date,
      loan_amount: Number(r.loan_amount) / 100,
    })),
  };
}

export async function dashboardWaiting(
  deps: Deps,
  user: AuthUser,
  companyId: number | undefined,
): Promise<DashboardWaiting> {
  const perms = await permissionsFor(deps.db, user.roleId, SOURCES);
  const may = (key: (typeof SOURCES)[number]) => allows(perms.get(key), 'view');
  const hr = may('applicationsproxy');
  const approver = may('applicationsapproval');
  if (!hr && !approver && !may('useraccounts') && !may('salaryloan'))
    throw new AppError('FORBIDDEN', MSG.noPermission);
  if (companyId !== undefined) await companiesOf(deps, companyId); // 404 for an unknown company
  const today = manilaDateOf(deps.clock.now());
  const result: DashboardWaiting = { today };
  if (hr || approver)
    result.applications = await applications(
      deps,
      hr ? 'all' : 'approver',
      user.employeeId,
      companyId,
      today,
    );
  if (may('useraccounts')) result.accounts = await accounts(deps, companyId);
  if (may('salaryloan')) result.loans = await loans(deps, companyId, today);
  return result;
}
