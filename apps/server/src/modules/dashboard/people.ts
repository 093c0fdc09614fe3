/**
 * GET /api/dashboard/people (issue 26 section 1, the People card), for a role with Employee Profile
 * view. 'Today' is Asia/Manila. Every list is one set-based query (no per-employee query):
 * - headcount: Active employees by company and department;
 * - hires (date hired) and separations (separation date) this month, drafts left out;
 * - probation ending in the next 30 days: Active employees of the 'Probationary' employee type,
 *   probation end = date hired + 6 months (Labor Code Art. 296), today through today + 30;
 * - documents of Active employees with an expiry on or before today + 30 (expired ones included);
 * - birthdays and work anniversaries (hired in an earlier year) this month, of Active employees.
 */

import { addMonths } from '@sahod/payroll';
import {
  addDaysIso,
  DASHBOARD_LIST_LIMIT,
  type DashboardPeople,
  type DatedPerson,
  manilaDateOf,
} from '@sahod/shared';
import type { AppDeps } from '../../deps.ts';
import { companiesOf } from '../dashboardpay/companies.ts';
import { notDraftEmployee } from '../employees/repository.ts';
import { ACTIVE_STATUS } from '../shiftsschedule/grid.ts';
import { monthNumber, monthOf, personName } from './dates.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

export const PROBATION_MONTHS = 6;
const PROBATIONARY = 'Probationary';
const AHEAD_DAYS = 30;

const listOf = <T>(rows: T[]) => ({ count: rows.length, rows: rows.slice(0, DASHBOARD_LIST_LIMIT) });

export async function dashboardPeople(deps: Deps, companyId: number | undefined): Promise<DashboardPeople> {
  if (companyId !== undefined) await companiesOf(deps, companyId); // 404 for an unknown company
  const db = deps.db;
  const today = manilaDateOf(deps.clock.now());
  const ahead = addDaysIso(today, AHEAD_DAYS);
  const month = monthOf(today);
  const monthNo = Number(today.slice(5, 7));
  const year = Number(today.slice(0, 4));

  const employees = () => {
    let q = db
      .selectFrom('employees as e')
      .innerJoin('companies as c', 'c.id', 'e.company_id')
      .where(notDraftEmployee('e'));
    if (companyId !== undefined) q = q.where('e.company_id', '=', companyId);
    return q;
  };
  const active = () =>
    employees()
      .innerJoin('employment_statuses as s', 's.id', 'e.status_id')
      .where('s.name', '=', ACTIVE_STATUS);
  const person = ['e.id as employee_id', 'e.first_name', 'e.last_name', 'c.name as company'] as const;
  const named = <
    R extends { employee_id: number; first_name: string | null; last_name: string | null; company: string },
  >(
    r: R,
  ) => ({
    employee_id: r.employee_id,
    employee_name: personName(r.first_name, r.last_name),
    company: r.company,
  });

  const [headcount, hires, separations, probation, documents, birthdays, anniversaries] = await Promise.all([
    active()
      .leftJoin('departments as d', 'd.id', 'e.department_id')
      .select((eb) => [
        'c.id as company_id',
        'c.name as company',
        'd.name as department',
        eb.fn.countAll<number>().as('n'),
      ])
      .groupBy(['c.id', 'c.name', 'd.name'])
      .orderBy('c.name')
      .orderBy('d.name')
      .execute(),
    employees()
      .select([...person, 'e.date_hired as date'])
      .where('e.date_hired', '>=', month.start)
      .where('e.date_hired', '<=', month.end)
      .orderBy('e.date_hired')
      .orderBy('e.id')
      .execute(),
    employees()
      .select([...person, 'e.separation_date as date'])
      .where('e.separation_date', '>=', month.start)
      .where('e.separation_date', '<=', month.end)
      .orderBy('e.separation_date')
      .orderBy('e.id')
      .execute(),
    // Hired within a few days of six months before today..today + 30 (a month-end hire's end is
    // clamped), then the exact end is checked below.
    active()
      .innerJoin('employee_types as t', 't.id', 'e.employee_type_id')
      .select([...person, 'e.date_hired'])
      .where('t.name', '=', PROBATIONARY)
      .where('e.date_hired', '>=', addDaysIso(addMonths(today, -PROBATION_MONTHS), -3))
      .where('e.date_hired', '<=', addDaysIso(addMonths(ahead, -PROBATION_MONTHS), 3))
      .orderBy('e.date_hired')
      .orderBy('e.id')
      .execute(),
    active()
      .innerJoin('employee_documents as doc', 'doc.employee_id', 'e.id')
      .innerJoin('document_types as dt', 'dt.id', 'doc.document_type_id')
      .select([...person, 'dt.name as document_type', 'doc.reference_no', 'doc.date_expiry'])
      .where('doc.has_expiry', '=', 1)
      .where('doc.date_expiry', 'is not', null)
      .where('doc.date_expiry', '<=', ahead)
      .orderBy('doc.date_expiry')
      .orderBy('doc.id')
      .execute(),
    active()
      .select([...person, 'e.date_of_birth'])
      .where('e.date_of_birth', 'is not', null)
      .where(monthNumber(db, 'e.date_of_birth'), '=', monthNo)
      .execute(),
    active()
      .select([...person, 'e.date_hired'])
      .where('e.date_hired', '<', `${year}-01-01`)
      .where(monthNumber(db, 'e.date_hired'), '=', monthNo)
      .execute(),
  ]);

  const byDay = <T extends { date: string; employee_name: string }>(a: T, b: T) =>
    a.date.localeCompare(b.date) || a.employee_name.localeCompare(b.employee_name);
  // This year's day of a yearly date (Feb 29 falls on the month's last day in other years).
  const lastDay = Number(month.end.slice(8, 10));
  const thisYear = (date: string) =>
    `${month.start.slice(0, 8)}${String(Math.min(Number(date.slice(8, 10)), lastDay)).padStart(2, '0')}`;

  return {
    today,
    headcount: headcount.map((r) => ({
      company_id: r.company_id,
      company: r.company,
      department: r.department ?? '',
      count: Number(r.n),
    })),
    total: headcount.reduce((sum, r) => sum + Number(r.n), 0),
    hires: listOf(hires.map((r): DatedPerson => ({ ...named(r), date: String(r.date) }))),
    separations: listOf(separations.map((r): DatedPerson => ({ ...named(r), date: String(r.date) }))),
    probation: listOf(
      probation
        .map((r) => ({
          ...named(r),
          date_hired: String(r.date_hired),
          probation_end: addMonths(String(r.date_hired), PROBATION_MONTHS),
        }))
        .filter((r) => r.probation_end >= today && r.probation_end <= ahead)
        .sort((a, b) => a.probation_end.localeCompare(b.probation_end) || a.employee_id - b.employee_id),
    ),
    documents: listOf(
      documents.map((r) => ({
        ...named(r),
        document_type: r.document_type,
        reference_no: r.reference_no,
        date_expiry: String(r.date_expiry),
        expired: String(r.date_expiry) < today,
      })),
    ),
    birthdays: listOf(
      birthdays.map((r) => ({ ...named(r), date: thisYear(String(r.date_of_birth)) })).sort(byDay),
    ),
    anniversaries: listOf(
      anniversaries
        .map((r) => ({
          ...named(r),
          date_hired: String(r.date_hired),
          date: thisYear(String(r.date_hired)),
          years: year - Number(String(r.date_hired).slice(0, 4)),
        }))
        .sort(byDay)
        .map(({ date: _date, ...rest }) => rest),
    ),
  };
}
