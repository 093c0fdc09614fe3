/**
 * My Sahod (issue 24): the employee summary, Home, Profile, a change request to HR and a password
 * change, each for the session's own employee only (the id comes from the session, never the request).
 */
import { pesos } from '@sahod/payroll';
import {
  addDaysIso,
  calendarPeriodOf,
  DEFAULT_PAY_CALENDAR,
  ME_MSG,
  type MeHome,
  type MeProfile,
  type MeSummary,
  MSG,
  manilaToday,
  PAYROLL_PERIODS,
  passwordProblem,
  weekStartOf,
} from '@sahod/shared';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../platform/audit.ts';
import { invalid, notFound } from '../../platform/errors.ts';
import type { AuthUser } from '../../platform/guard.ts';
import { hashPassword, verifyPassword } from '../../platform/passwords.ts';
import { pendingFor } from '../applications/approval.ts';
import { balancesOf } from '../applications/credits.ts';
import { recordEmployeeHistory } from '../employees/history.ts';
import { payCalendarOf } from '../paycalendar/repository.ts';
import { paidDate } from '../payroll/paidDate.ts';
import { calculateHours } from '../timesheet/service.ts';
import { employeeCard, fullName } from './employee.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

async function card(deps: Deps, employeeId: number) {
  const e = await employeeCard(deps.db, employeeId);
  if (!e) throw notFound(MSG.notFound);
  return e;
}

export async function mySummary(deps: Deps, employeeId: number): Promise<MeSummary> {
  const e = await card(deps, employeeId);
  return {
    employee_id: e.id,
    name: fullName(e),
    employee_code: e.employee_code,
    company: e.company,
    department: e.department,
    designation: e.designation,
    is_approver: e.is_approver === 1,
  };
}

/**
 * The company's next payday on its pay calendar for the employee's pay period: the pay date of the
 * period before today's when it is still to come (paid after its end), else today's period's.
 */
async function nextPayday(deps: Deps, companyId: number | null, payPeriod: string | null, today: string) {
  const period = PAYROLL_PERIODS.find((p) => p === payPeriod) ?? 'Semi-monthly';
  const calendar = companyId === null ? DEFAULT_PAY_CALENDAR : await payCalendarOf(deps.db, companyId);
  const current = calendarPeriodOf(calendar, period, today);
  const previous = calendarPeriodOf(calendar, period, addDaysIso(current.start, -1));
  return previous.pay_date >= today ? previous.pay_date : current.pay_date;
}

export async function myHome(deps: Deps, user: AuthUser, employeeId: number): Promise<MeHome> {
  const e = await card(deps, employeeId);
  const today = manilaToday(deps.clock.now());
  const monday = weekStartOf(today);
  const [week, balances, latest, pending, toApprove, payday] = await Promise.all([
    e.employee_code
      ? calculateHours(deps, {
          employee_code: e.employee_code,
          start_date: monday,
          end_date: addDaysIso(monday, 6),
        })
      : Promise.resolve({ days: [] }),
    balancesOf(deps, employeeId),
    deps.db
      .selectFrom('payslips')
      .select(['id', 'net_pay', 'pay_date', 'kind'])
      .where('employee_id', '=', employeeId)
      .where('status', '=', 'processed')
      .orderBy(paidDate(), 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst(),
    deps.db
      .selectFrom('applications')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('employee_id', '=', employeeId)
      .where('approval_status', '=', 'For Approval')
      .executeTakeFirstOrThrow(),
    e.is_approver === 1 ? pendingFor(deps, user) : Promise.resolve(null),
    nextPayday(deps, e.company_id, e.pay_period, today),
  ]);
  return {
    today,
    week: week.days,
    today_day: week.days.find((d) => d.shift_date === today) ?? null,
    leave_balances: balances,
    latest_payslip: latest
      ? { id: latest.id, net_pay: pesos(latest.net_pay), pay_date: latest.pay_date, kind: latest.kind }
      : null,
    applications_pending: Number(pending.n),
    to_approve: toApprove,
    next_payday: payday,
  };
}

export async function myProfile(deps: Deps, employeeId: number): Promise<MeProfile> {
  const e = await deps.db
    .selectFrom('employees as e')
    .leftJoin('companies as c', 'c.id', 'e.company_id')
    .leftJoin('departments as d', 'd.id', 'e.department_id')
    .leftJoin('designations as g', 'g.id', 'e.designation_id')
    .leftJoin('civil_statuses as cs', 'cs.id', 'e.civil_status_id')
    .leftJoin('genders as gd', 'gd.id', 'e.gender_id')
    .leftJoin('barangays as b', 'b.id', 'e.barangay_id')
    .leftJoin('cities as ct', 'ct.id', 'e.city_id')
    .leftJoin('provinces as pv', 'pv.id', 'e.province_id')
    .select([
      'e.employee_code',
      'e.first_name',
      'e.middle_name',
      'e.last_name',
      'e.suffix',
      'e.date_of_birth',
      'e.birthplace',
      'cs.name as civil_status',
      'gd.name as gender',
      'e.address_info',
      'b.name as barangay',
      'ct.name as city',
      'pv.name as province',
      'e.mobile_number',
      'e.email',
      'e.landline',
      'c.name as company',
      'd.name as department',
      'g.name as designation',
      'e.date_hired',
      'e.tin',
      'e.sss',
      'e.philhealth',
      'e.pagibig',
    ])
    .where('e.id', '=', employeeId)
    .executeTakeFirst();
  if (!e) throw notFound(MSG.notFound);
  const contacts = await deps.db
    .selectFrom('employee_emergency_contacts')
    .select(['contact_name', 'relationship', 'contact_number'])
    .where('employee_id', '=', employeeId)
    .orderBy('id')
    .execute();
  const address = [e.address_info, e.barangay, e.city, e.province]
    .filter((p) => p && p.trim() !== '')
    .join(', ');
  const { address_info: _a, barangay: _b, city: _c, province: _p, ...rest } = e;
  return { ...rest, address: address === '' ? null : address, emergency_contacts: contacts };
}

/**
 * 'Request a change': the note goes into the employee's history (Personal Information), where HR
 * reads every change of the profile; nothing of the profile itself changes.
 */
export async function requestChange(
  deps: Deps,
  actor: Actor,
  employeeId: number,
  note: string,
): Promise<void> {
  await card(deps, employeeId);
  await deps.db.transaction().execute((trx) =>
    recordEmployeeHistory(trx, deps.clock, actor, employeeId, 1, {
      'Change requested by the employee': { old: null, new: note },
    }),
  );
}

/** The signed-in account's own password: the current one must match; the new one follows spec 5's policy. */
export async function changePassword(
  deps: Deps,
  userId: number,
  current: string,
  next: string,
): Promise<void> {
  const problem = passwordProblem(next);
  if (problem) throw invalid(problem);
  const account = await deps.db
    .selectFrom('users')
    .select('password_hash')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  if (!(await verifyPassword(current, account.password_hash))) throw invalid(ME_MSG.currentPasswordWrong);
  await deps.db
    .updateTable('users')
    .set({ password_hash: await hashPassword(next), updated_at: deps.clock.now().toISOString() })
    .where('id', '=', userId)
    .execute();
}
