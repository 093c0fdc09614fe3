/**
 * What the bell and Web Push say, and to whom (issue 24 section 4). Called by the route handlers
 * after the action's transaction has committed; never a pay figure, only what is ready or waiting.
 */
import { dayMonthYear } from '@sahod/shared';
import type { AppDeps } from '../../deps.ts';
import { delegatesOfFiled } from '../delegation/filed.ts';
import { notifyEmployees, notifyUsers } from './service.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config'> & Partial<Pick<AppDeps, 'pushAgent'>>;

interface Logger {
  error(obj: unknown, msg?: string): void;
}

async function applicationsOf(deps: Deps, logNos: readonly number[]) {
  if (logNos.length === 0) return [];
  return deps.db
    .selectFrom('applications as a')
    .innerJoin('application_types as t', 't.id', 'a.application_type_id')
    .innerJoin('employees as e', 'e.id', 'a.employee_id')
    .select([
      'a.id',
      'a.employee_id',
      'a.approver_employee_id',
      'a.effective_date',
      'a.approval_status',
      't.name as type',
      'e.first_name',
      'e.last_name',
    ])
    .where('a.id', 'in', [...logNos])
    .orderBy('a.effective_date')
    .execute();
}

const dates = (rows: readonly { effective_date: string }[]) => {
  const first = rows[0]?.effective_date ?? '';
  const last = rows.at(-1)?.effective_date ?? first;
  return first === last ? dayMonthYear(first) : `${dayMonthYear(first)} to ${dayMonthYear(last)}`;
};

/** A filing waits for its approver: "Ana Cruz filed Vacation Leave for 30 Nov 2026." */
export async function applicationsFiled(deps: Deps, logNos: readonly number[], log?: Logger): Promise<void> {
  const rows = await applicationsOf(deps, logNos).catch(() => []);
  const first = rows[0];
  if (!first) return;
  const notice = {
    kind: 'application_waiting' as const,
    title: `${first.first_name} ${first.last_name} filed ${first.type} for ${dates(rows)}: waiting for your approval.`,
    link: '/me/approvals',
  };
  await notifyEmployees(deps, [first.approver_employee_id], notice, log);
  // Issue 27 §2: the approver's running delegate hears it too; an approver away with none: HR.
  await delegatesOfFiled(deps, first.approver_employee_id, notice, log);
}

/** The filer hears the decision: "Your Vacation Leave for 30 Nov 2026 was approved." */
export async function applicationDecided(deps: Deps, logNo: number, log?: Logger): Promise<void> {
  const [row] = await applicationsOf(deps, [logNo]).catch(() => []);
  if (!row || (row.approval_status !== 'Approved' && row.approval_status !== 'Rejected')) return;
  await notifyEmployees(
    deps,
    [row.employee_id],
    {
      kind: 'application_decided',
      title: `Your ${row.type} for ${dates([row])} was ${row.approval_status.toLowerCase()}.`,
      link: '/me/leave',
    },
    log,
  );
}

/** Processed payslips: "Your payslip for 16 Nov 2026 to 30 Nov 2026 is ready." */
export async function payslipsReady(
  deps: Deps,
  employeeIds: readonly number[],
  what: string,
  log?: Logger,
): Promise<void> {
  await notifyEmployees(
    deps,
    employeeIds,
    { kind: 'payslip_ready', title: `Your ${what} is ready.`, link: '/me/pay' },
    log,
  );
}

export const payslipOf = (start: string, end: string) =>
  `payslip for ${dayMonthYear(start)} to ${dayMonthYear(end)}`;

/** "Your BIR Form 2316 for 2026 is ready." (the year's last payroll, or a final pay). */
export async function bir2316Ready(
  deps: Deps,
  employeeIds: readonly number[],
  year: number,
  log?: Logger,
): Promise<void> {
  await notifyEmployees(
    deps,
    employeeIds,
    { kind: 'bir2316_ready', title: `Your BIR Form 2316 for ${year} is ready.`, link: '/me/tax' },
    log,
  );
}

/** After a 13th month run: every employee with a live 13th-month payslip of the year. */
export async function thirteenthReady(deps: Deps, year: number, log?: Logger): Promise<void> {
  const rows = await deps.db
    .selectFrom('payslips')
    .select('employee_id')
    .where('kind', '=', 'thirteenth')
    .where('status', '=', 'processed')
    .where('start_date', '=', `${year}-01-01`)
    .execute()
    .catch(() => []);
  await payslipsReady(
    deps,
    rows.map((r) => r.employee_id),
    `13th month pay for ${year}`,
    log,
  );
}

export { notifyUsers };
