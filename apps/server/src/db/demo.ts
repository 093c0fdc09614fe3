/**
 * The demo data of `npm run demo` (separate database ./data/demo.sqlite): a sample company and
 * users of different roles, all with the password DEMO_PASSWORD. Added once, to a demo database
 * that was never seeded (the `demo_seeded_at` setting): a later start adds nothing, so whatever a
 * user changed or removed in the demo stays that way. Later issues extend `seedDemoData`.
 */
import { MODULES } from '@sahod/shared';
import type { Kysely } from 'kysely';
import { seedDemoApplications } from '../modules/applications/demo.ts';
import { seedDemoEmployers } from '../modules/compliance/demo.ts';
import { seedDemoDashboard } from '../modules/dashboard/demo.ts';
import { seedDemoPayrollYear } from '../modules/dashboardpay/demo.ts';
import { seedDemoPay } from '../modules/earningsdeductions/demo.ts';
import { seedDemoEmployeeRecords } from '../modules/employeerecords/demo.ts';
import { seedDemoEmployees } from '../modules/employees/demo.ts';
import { seedDemoPayBasis } from '../modules/grouprecords/demo.ts';
import { seedDemoPayHistory } from '../modules/me/demo.ts';
import { seedDemoOpeningBalances } from '../modules/openingbalances/demo.ts';
import { seedDemoPayCalendars } from '../modules/paycalendar/demo.ts';
import { seedDemoPayroll } from '../modules/payroll/demo.ts';
import { seedDemoTimeAttendance } from '../modules/timesheet/demo.ts';
import type { Clock } from '../platform/clock.ts';
import { hashPassword } from '../platform/passwords.ts';
import { getSetting, setSetting } from '../platform/settings.ts';
import { setUat } from '../platform/uat.ts';
import { insertDemoAccount } from './demo-account.ts';
import { ensureRole, grantModules } from './seed.ts';
import type { DB } from './types.ts';

export const DEMO_PASSWORD = 'Sahod#2026demo';

const ALL = { view: true, create: true, update: true, delete: true };

export const DEMO_ROLES: Record<string, ReadonlyArray<{ key: string } & Partial<typeof ALL>>> = {
  // Kept out of Payroll: in Compliance the HR Manager has the employer details, generated files,
  // separated employees and COE, but no output with pay figures (those need payroll view too).
  'HR Manager': MODULES.filter((m) => !['admin', 'userroles', 'payroll'].includes(m.key)).map((m) => ({
    key: m.key,
    ...ALL,
  })),
  'Payroll Officer': [
    'payroll',
    'earningsrecords',
    'earningscategories',
    'deductionsrecords',
    'deductionscategories',
    'salaryloan',
    'timesheet',
    'compliance',
  ]
    .map((key): { key: string } & Partial<typeof ALL> => ({ key, ...ALL }))
    .concat([
      { key: 'employee_list', view: true },
      { key: 'bugreport', view: true, create: true },
      // Issue 22 section 4: the shifts behind the timesheet, and the officer's own applications.
      { key: 'shiftsschedule', view: true },
      { key: 'applications', view: true, create: true, delete: true },
    ]),
  Employee: [
    { key: 'applications', view: true, create: true, delete: true },
    // Only employees flagged as approvers get past the screen's guard (issue 10).
    { key: 'applicationsapproval', view: true, update: true, delete: true },
    { key: 'bugreport', view: true, create: true },
  ],
};

const EMPLOYEES = [
  {
    code: '00001',
    first: 'Maria',
    last: 'Santos',
    dept: 'Human Resources',
    desig: 'HR Manager',
    approver: 1,
  },
  { code: '00002', first: 'Jose', last: 'Reyes', dept: 'Finance', desig: 'Payroll Officer', approver: 0 },
  { code: '00003', first: 'Ana', last: 'Cruz', dept: 'Operations', desig: 'Sales Associate', approver: 0 },
  {
    code: '00004',
    first: 'Ramon',
    last: 'Bautista',
    dept: 'Operations',
    desig: 'Operations Supervisor',
    approver: 1,
  },
] as const;

const USERS = [
  { username: 'hr.manager', name: 'Maria Santos', role: 'HR Manager', code: '00001' },
  { username: 'payroll.officer', name: 'Jose Reyes', role: 'Payroll Officer', code: '00002' },
  { username: 'employee', name: 'Ana Cruz', role: 'Employee', code: '00003' },
] as const;

/** Everything the demo adds; runs once per demo database (see `seedDemo`). */
export async function seedDemoData(db: Kysely<DB>, clock: Clock): Promise<void> {
  const now = clock.now().toISOString();
  await db
    .insertInto('companies')
    .values({ name: 'Bayanihan Trading Corporation', created_at: now })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const company = await db
    .selectFrom('companies')
    .select('id')
    .where('name', '=', 'Bayanihan Trading Corporation')
    .executeTakeFirstOrThrow();

  for (const e of EMPLOYEES) {
    await db
      .insertInto('departments')
      .values({ company_id: company.id, name: e.dept, created_at: now })
      .onConflict((oc) => oc.columns(['company_id', 'name']).doNothing())
      .execute();
    const dept = await db
      .selectFrom('departments')
      .select('id')
      .where('company_id', '=', company.id)
      .where('name', '=', e.dept)
      .executeTakeFirstOrThrow();
    await db
      .insertInto('designations')
      .values({ department_id: dept.id, name: e.desig, created_at: now })
      .onConflict((oc) => oc.columns(['department_id', 'name']).doNothing())
      .execute();
    const desig = await db
      .selectFrom('designations')
      .select('id')
      .where('department_id', '=', dept.id)
      .where('name', '=', e.desig)
      .executeTakeFirstOrThrow();
    await db
      .insertInto('employees')
      .values({
        employee_code: e.code,
        first_name: e.first,
        last_name: e.last,
        middle_name: null,
        suffix: null,
        company_id: company.id,
        department_id: dept.id,
        designation_id: desig.id,
        is_approver: e.approver,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.column('employee_code').doNothing())
      .execute();
  }

  const hash = await hashPassword(DEMO_PASSWORD);
  for (const u of USERS) {
    const roleId = await ensureRole(db, clock, u.role, { requiresTwoFactor: u.role === 'Payroll Officer' });
    await grantModules(db, roleId, DEMO_ROLES[u.role] ?? []);
    const emp = await db
      .selectFrom('employees')
      .select(['id', 'company_id', 'department_id', 'designation_id'])
      .where('employee_code', '=', u.code)
      .executeTakeFirstOrThrow();
    await insertDemoAccount(db, now, {
      username: u.username,
      name: u.name,
      passwordHash: hash,
      roleId,
      employee: emp,
    });
  }

  // Issue 21: the minimum wage group is Daily-rated (before the employees copy its figures).
  await seedDemoPayBasis(db);
  // Issue 5: 50 complete employee records, some with accounts and approvers.
  await seedDemoEmployees(db, clock, DEMO_PASSWORD);
  await seedDemoEmployeeRecords(db, clock);
  // Issue 11: a month of earnings and deductions records and salary loans.
  await seedDemoPay(db, clock);
  // Issue 8: shifts are seeded by migration 0006; four weeks of schedule and timesheet records.
  await seedDemoTimeAttendance(db, clock);
  // Issue 10: leave credits for everyone and a mix of applications for the demo approvers.
  await seedDemoApplications(db, clock);
  // Issue 16: the demo companies' employer details (employees' bank accounts come with their details).
  await seedDemoEmployers(db, clock);
  // Issue 21: Bayanihan Trading on the 1/16 pay calendar, Kalinaw Foods on 11/26.
  await seedDemoPayCalendars(db, clock);
  // Issue 12: the previous semi-monthly period processed; the current one stays Pending.
  await seedDemoPayroll(db, clock);
  // Issue 24: a payslip history and last year's 2316 for My Sahod.
  await seedDemoPayHistory(db, clock);
  // The Home dashboard's payroll cost chart: this year's earlier periods (issue 26).
  await seedDemoPayrollYear(db, clock);
  // Issue 23: Bayanihan Trading went live on its first payroll processed in Sahod this year; the
  // opening balances carry January to the day before.
  await seedDemoOpeningBalances(db, clock);
  // The Home dashboard's People card: a probation ending and documents expiring (issue 26).
  await seedDemoDashboard(db, clock);
}

/** Set when the demo data has been added; its presence means "never add it again". */
export const DEMO_SEEDED_SETTING = 'demo_seeded_at';
/** The usernames the demo created (JSON list), printed at each demo start while they exist. */
export const DEMO_ACCOUNTS_SETTING = 'demo_accounts';

/**
 * Adds the demo data to a demo database that was never seeded, and only then; returns whether it
 * did. A demo database from before the flag existed (it already has the demo company) is marked
 * as seeded without adding anything.
 */
export async function seedDemo(db: Kysely<DB>, clock: Clock): Promise<boolean> {
  if (await getSetting(db, DEMO_SEEDED_SETTING)) return false;
  const earlier = await db
    .selectFrom('companies')
    .select('id')
    .where('name', '=', 'Bayanihan Trading Corporation')
    .executeTakeFirst();
  if (!earlier) await seedDemoData(db, clock);
  // The demo is a UAT installation: the UAT badge and the DEV/UAT tools show (issue 22).
  await setUat(db, clock, true);
  const accounts = await db.selectFrom('users').select('username').orderBy('id').execute();
  await setSetting(db, clock, DEMO_ACCOUNTS_SETTING, JSON.stringify(accounts.map((a) => a.username)));
  await setSetting(db, clock, DEMO_SEEDED_SETTING, clock.now().toISOString());
  return !earlier;
}

/** The demo's accounts that still exist, with their roles, in the order they were created. */
export async function demoAccounts(db: Kysely<DB>): Promise<{ username: string; role: string }[]> {
  const names = JSON.parse((await getSetting(db, DEMO_ACCOUNTS_SETTING)) ?? '[]') as string[];
  if (names.length === 0) return [];
  return db
    .selectFrom('users as u')
    .innerJoin('roles as r', 'r.id', 'u.role_id')
    .select(['u.username', 'r.name as role'])
    .where('u.username', 'in', names)
    .orderBy('u.id')
    .execute();
}
