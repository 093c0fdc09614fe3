/**
 * Process Payroll as a job (issue 28 §1): POST /api/payroll/create/jobs checks up front what it can
 * without computing payslips (unknown or inactive employees, a stored payslip in the period, no
 * salary terms, another pay period's length) and answers 409 with the synchronous call's message
 * before anything is queued; the job then runs createPayroll (every check again, one transaction,
 * all payslips or none) and finishes inside that transaction. A retry starts over from the input.
 */
import {
  JOB_KINDS,
  PAYROLL_MSG,
  type PayrollCreate,
  type PayrollPeriod,
  periodLengthAllowed,
} from '@sahod/shared';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../platform/audit.ts';
import { conflict } from '../../platform/errors.ts';
import { enqueueJob, jobActor } from '../jobs/queue.ts';
import type { JobHandler } from '../jobs/worker.ts';
import { bir2316Ready, payslipOf, payslipsReady } from '../notifications/events.ts';
import { intersectingPeriods, payrollEmployees, termsOf } from './inputs.ts';
import { createPayroll, storedStatus } from './service.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'dialect'>;

const fullName = (e: { last_name: string; first_name: string; middle_name: string | null }) =>
  `${e.last_name}, ${e.first_name}${e.middle_name ? ` ${e.middle_name}` : ''}`;

/**
 * The checks that need no payslip computed, with the synchronous call's 409 message; returns the
 * job's dedupe key: its companies and period (one process per company and period at a time).
 */
export async function precheckPayroll(deps: Deps, body: PayrollCreate): Promise<string> {
  const ids = [...new Set(body.employee_ids)];
  const employees = await payrollEmployees(deps.db, { ids, employedOn: body.start_date });
  const found = new Set(employees.map((e) => e.id));
  const refused: string[] = ids.filter((id) => !found.has(id)).map((id) => `employee ${id}`);
  const stored = new Map<number, { start_date: string; end_date: string }[]>();
  for (const p of await intersectingPeriods(deps.db, ids, body.start_date, body.end_date))
    stored.set(p.employee_id, [...(stored.get(p.employee_id) ?? []), p]);
  for (const e of employees) {
    const lengthOk = periodLengthAllowed(e.pay_period as PayrollPeriod, body.start_date, body.end_date);
    if (storedStatus(stored.get(e.id), body.start_date, body.end_date) || !termsOf(e) || !lengthOk)
      refused.push(fullName(e));
  }
  if (refused.length > 0) throw conflict(PAYROLL_MSG.ineligible(refused.join('; ')));
  const companies = [...new Set(employees.map((e) => e.company_id ?? 0))].sort((a, b) => a - b);
  return `company ${companies.join(',')} ${body.start_date}..${body.end_date}`;
}

/** Queues a payroll process after the up-front checks; the job's id (JobRunningError: one is live). */
export async function startPayrollJob(deps: Deps, actor: Actor, body: PayrollCreate): Promise<number> {
  const dedupeKey = await precheckPayroll(deps, body);
  return enqueueJob(deps, actor, {
    kind: JOB_KINDS.payrollProcess,
    dedupeKey,
    input: body,
    total: new Set(body.employee_ids).size,
  });
}

export const processPayrollJob: JobHandler = async (ctx) => {
  const { deps, job } = ctx;
  const body = job.input as PayrollCreate;
  const actor = await jobActor(deps.db, job);
  let result: { message: string; processed: number } | null = null;
  const processed = await createPayroll(deps, actor, body, {
    progress: (done, total, trx) => ctx.progress(done, total, trx),
    beforeCommit: async (trx, n) => {
      result = { message: PAYROLL_MSG.processed(n), processed: n };
      await ctx.complete(trx, result);
    },
  });
  // After the commit, as the synchronous call does: tell the employees their payslips are ready.
  const ids = body.employee_ids;
  await payslipsReady(deps, ids, payslipOf(body.start_date, body.end_date), deps.log);
  if (body.end_date.endsWith('-12-31'))
    await bir2316Ready(deps, ids, Number(body.end_date.slice(0, 4)), deps.log);
  return result ?? { message: PAYROLL_MSG.processed(processed), processed };
};
