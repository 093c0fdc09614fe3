/**
 * Payroll (issue 12): fetch and process. The server only gathers inputs and stores snapshots; the
 * engine (@sahod/payroll) computes every figure. Status per employee (payroll-design "Status and
 * overlap"): Processed when a stored payslip has exactly this start and end (the row shows that
 * snapshot), Overlapping when one intersects without being equal (the row names that period and
 * shows its payslip), else Pending (computed now from current data).
 */
import { type LoanInput, type Payslip, type PayslipInput, pesos } from '@sahod/payroll';
import {
  formatManilaDateTime,
  OPENING_USE_MSG,
  PAYROLL_MSG,
  PAYROLL_TEXT,
  type PayrollCreate,
  type PayrollFetchQuery,
  type PayrollPdfQuery,
  type PayrollPeriod,
  type PayrollRow,
  type PayrollStatus,
  type PayrollVoid,
  periodLengthAllowed,
  YEAR_END_MSG,
} from '@sahod/shared';
import { sql, type Transaction } from 'kysely';
import type { Config } from '../../config.ts';
import { isPostgres } from '../../db/schema-helpers.ts';
import type { DB } from '../../db/types.ts';
import type { AppDeps } from '../../deps.ts';
import { type Actor, recordAudit } from '../../platform/audit.ts';
import { isOverlapViolation, isUniqueViolation } from '../../platform/db-errors.ts';
import { computeOne, type EngineResult } from '../../platform/engine/compute.ts';
import { computePayslips, computesInThread } from '../../platform/engine/pool.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { reverseConversion } from '../finalpay/leaveConversion.ts';
import { warningsByCompany } from '../openingbalances/warning.ts';
import { lockEmployees, lockLoans, lockLoansOf } from '../paylock/employeeLock.ts';
import { periodLabel } from '../paylock/processedPeriod.ts';
import { applyYearEndAdjustments } from '../yearend/annualization.ts';
import { payDatesOf, priorYearShortfalls } from './calendar.ts';
import { processWorkerRun, processWorkersFor } from './fetchWorkers.ts';
import { emptyFigures, figuresOf, loansSummary, payrollRow, type Snapshot } from './figures.ts';
import {
  gatherInputs,
  intersectingPayslips,
  orderedPayrollEmployeeIds,
  type PayrollEmployee,
  payrollEmployees,
  payslipInput,
  type RunShared,
  type StoredPayslip,
  termsOf,
} from './inputs.ts';
import { reverseLoanInstallments } from './loans.ts';
import { countTally, type MonthTally, uncountPayslip } from './monthTotals.ts';
import { payslipExtras } from './payslipExtras.ts';
import { payslipsPdf } from './payslipPdf.ts';
import {
  type BatchRecords,
  batchChecks,
  batchRecords,
  fullName,
  type ProcessedBatch,
  writeBatch,
} from './processBatch.ts';
import { registerXlsxStream } from './registerXlsx.ts';
import { loanInstallmentsOf } from './stored.ts';
import { addWageInputs, minimumWageWarnings } from './wageInputs.ts';

/** `config.payrollBatch`: employees per batch of a fetch or process (HRIS_PAYROLL_BATCH; PAYROLL_BATCH without it). */
type Deps = Pick<AppDeps, 'db' | 'clock'> & { config?: Pick<Config, 'payrollBatch'> };

/**
 * Employees read, computed and written per batch (issue 28 section 2): a fetch or process of any size
 * holds one batch's inputs, results and rows at a time. A multiple of the 1,000 ids of a statement.
 */
export const PAYROLL_BATCH = 2000;
const batchOf = (deps: Deps) => deps.config?.payrollBatch ?? PAYROLL_BATCH;
type Db = Deps['db'];

export interface Evaluated {
  employee: PayrollEmployee;
  status: PayrollStatus;
  stored: StoredPayslip | null;
  /** Pending rows: the payslip computed now, with the loans it was computed from. */
  computed: { snapshot: Snapshot; loans: readonly LoanInput[] } | null;
  error: string | null;
  /** A year-end shortfall the net pay could not cover (the row can still be processed). */
  warning: string | null;
  /** The pay date of a Pending row (its company's pay calendar). */
  pay_date?: string;
  /** A year-end payslip of an employee without the year's opening balance (issue 23): processing asks for a confirmation. */
  missing_opening?: number;
}

/**
 * The status a stored payslip gives an employee for [start, end] (payroll-design "Status and
 * overlap"): Processed when one of the intersecting payslips has exactly this period, else
 * Overlapping (showing the first); null without any (the employee is Pending).
 */
export function storedStatus<T extends Pick<StoredPayslip, 'start_date' | 'end_date'>>(
  hits: readonly T[] | undefined,
  start: string,
  end: string,
): { status: 'Processed' | 'Overlapping'; stored: T } | null {
  if (!hits || hits.length === 0) return null;
  const exact = hits.find((p) => p.start_date === start && p.end_date === end);
  return { status: exact ? 'Processed' : 'Overlapping', stored: exact ?? (hits[0] as T) };
}

/**
 * Statuses of these employees for [start, end], and the payslip of every Pending one. `recompute`
 * leaves the stored payslips out: every employee is computed from the current inputs as if Pending
 * (what a stored payslip must equal while its inputs are locked; the race tests check it).
 */
export function evaluate(
  db: Db,
  employees: readonly PayrollEmployee[],
  start: string,
  end: string,
  options: EvaluateOptions = {},
  shared: RunShared = {},
): Promise<Evaluated[]> {
  return evaluateEach(db, employees, start, end, options, shared, (e) => e);
}

type EvaluateOptions = { closesMonth?: boolean; recompute?: boolean; wholePeriod?: boolean };

/**
 * evaluate, each employee's Evaluated handed to `each` in the employees' order and only its answer
 * kept (issue 28 §4: Calculate's rows). When the engine computes on this thread and no employee's
 * payroll is the year's last (no year-end adjustment over the batch), each employee is computed and
 * handed over before the next one's input is built, so no batch holds all its payslips (a fetch
 * worker keeps only each row's text: Calculate at 100,000 on SQLite 10.3-11.3 s against 12.2-14.1 s,
 * bench/README.md; the collector's time itself did not move). Otherwise every payslip is computed
 * first (the engine's threads; the year-end adjustment of all of them at once), then handed over: the
 * same Evaluated either way (threads.test.ts compares the two).
 */
export async function evaluateEach<T>(
  db: Db,
  employees: readonly PayrollEmployee[],
  start: string,
  end: string,
  options: EvaluateOptions,
  shared: RunShared,
  each: (evaluated: Evaluated) => T,
): Promise<T[]> {
  const ids = employees.map((e) => e.id);
  const stored = new Map<number, StoredPayslip[]>();
  const intersecting = options.recompute ? [] : await intersectingPayslips(db, ids, start, end);
  for (const p of intersecting) {
    const list = stored.get(p.employee_id);
    if (list) list.push(p);
    else stored.set(p.employee_id, [p]);
  }
  const pendingIds = ids.filter((id) => !stored.has(id));
  const payDates = await payDatesOf(db, employees, start, end);
  const payDateOf = new Map([...payDates].map(([id, p]) => [id, p.pay_date]));
  const inputs = await gatherInputs(db, pendingIds, start, end, payDateOf, shared);
  const pending = new Set(pendingIds);
  const shortfalls = await priorYearShortfalls(db, new Map([...payDates].filter(([id]) => pending.has(id))));
  const wage = await addWageInputs(
    db,
    inputs,
    employees.filter((e) => pending.has(e.id)),
    start,
    end,
    options.closesMonth === true,
  );
  /** A Pending employee's engine input, or null without terms (no salary, days, hours or pay period). */
  const inputOf = (employee: PayrollEmployee): PayslipInput | null => {
    const terms = termsOf(employee);
    if (!terms) return null;
    const pay_date = payDates.get(employee.id)?.pay_date;
    const base = payslipInput(terms, employee.id, start, end, inputs);
    // The minimum wage in force on the pay date (issue 21 §4), the period's end without one.
    return {
      ...base,
      ...(base.minimum_wage && pay_date ? { minimum_wage: { ...base.minimum_wage, on_date: pay_date } } : {}),
      ...(pay_date ? { pay_date } : {}),
      ...(options.wholePeriod !== undefined ? { whole_period: options.wholePeriod } : {}),
      prior_year_tax: shortfalls.get(employee.id),
    };
  };
  const evaluatedOf = (
    employee: PayrollEmployee,
    input: PayslipInput | undefined,
    result: EngineResult | undefined,
  ): Evaluated => {
    const hit = storedStatus(stored.get(employee.id), start, end);
    if (hit) return { employee, ...hit, computed: null, error: null, warning: null };
    if (!input || !result)
      return {
        employee,
        status: 'Pending',
        stored: null,
        computed: null,
        error: PAYROLL_MSG.noSalary,
        warning: null,
      };
    if (!result.payslip)
      return {
        employee,
        status: 'Pending',
        stored: null,
        computed: null,
        error: result.error,
        warning: null,
      };
    const payslip = result.payslip;
    const loans = input.loans ?? [];
    return {
      employee,
      status: 'Pending',
      stored: null,
      computed: { snapshot: { payslip, loans_summary: loansSummary(payslip, loans, false) }, loans },
      error: payslip.net_pay < 0 ? PAYROLL_MSG.negativeNet : null,
      warning: joinWarnings(minimumWageWarnings(payslip, wage.label)),
      pay_date: payDates.get(employee.id)?.pay_date,
    };
  };
  // The year-end adjustment goes on the payroll with the year's last pay date (per company calendar).
  const years = new Set<number>();
  for (const d of payDates.values()) if (d.year_end !== null) years.add(d.year_end);
  if (years.size === 0 && computesInThread(pendingIds.length))
    return employees.map((employee) => {
      const input = stored.has(employee.id) ? undefined : (inputOf(employee) ?? undefined);
      return each(evaluatedOf(employee, input, input ? computeOne(input) : undefined));
    });
  // Every Pending employee's engine input first, then the engine over all of them at once (worker
  // threads above the pool's threshold, engine/pool.ts), then the rows in the employees' order.
  const inputsOf = new Map<number, PayslipInput>();
  for (const employee of employees) {
    if (stored.has(employee.id)) continue;
    const input = inputOf(employee);
    if (input) inputsOf.set(employee.id, input);
  }
  const results = await computePayslips([...inputsOf.values()]);
  const resultOf = new Map([...inputsOf.keys()].map((id, i) => [id, results[i] as EngineResult]));
  let result = employees.map((employee) =>
    evaluatedOf(employee, inputsOf.get(employee.id), resultOf.get(employee.id)),
  );
  for (const year of years)
    result = await withYearEnd(db, year, result, (id) => payDates.get(id)?.year_end === year, start);
  return result.map(each);
}

/**
 * The last period of a year (yearEndOf): every computed payslip gets the year-end adjustment (one set of
 * year-to-date queries for all of them); an uncollected shortfall is a warning on the row.
 */
async function withYearEnd(
  db: Db,
  year: number,
  evaluated: Evaluated[],
  ofYear: (employeeId: number) => boolean,
  start: string,
): Promise<Evaluated[]> {
  const computed = new Map<number, Payslip>();
  for (const e of evaluated)
    if (e.computed && ofYear(e.employee.id)) computed.set(e.employee.id, e.computed.snapshot.payslip);
  if (computed.size === 0) return evaluated;
  const adjusted = await applyYearEndAdjustments(db, year, computed);
  const missing = await warningsByCompany(
    db,
    year,
    evaluated.filter((e) => computed.has(e.employee.id)).map((e) => e.employee),
    start,
  );
  return evaluated.map((e) => {
    const payslip = adjusted.get(e.employee.id);
    if (!e.computed || !payslip) return e;
    const uncollected = payslip.year_end?.uncollected ?? 0;
    return {
      ...e,
      computed: { ...e.computed, snapshot: { ...e.computed.snapshot, payslip } },
      error: payslip.net_pay < 0 ? PAYROLL_MSG.negativeNet : null,
      warning: joinWarnings([
        ...(e.warning === null ? [] : [e.warning]),
        ...(uncollected > 0 ? [YEAR_END_MSG.uncollected(pesos(uncollected))] : []),
        ...(missing.has(e.employee.id) ? [missing.get(e.employee.id) as string] : []),
      ]),
      ...(missing.has(e.employee.id) ? { missing_opening: year } : {}),
    };
  });
}

const joinWarnings = (warnings: readonly string[]): string | null =>
  warnings.length === 0 ? null : warnings.join(' ');

function rowOf(e: Evaluated): PayrollRow {
  const emp = e.employee;
  const figures = e.stored
    ? figuresOf(JSON.parse(e.stored.snapshot) as Snapshot, true)
    : e.computed
      ? figuresOf(e.computed.snapshot, false)
      : emptyFigures();
  return payrollRow(figures, {
    ids: emp.id,
    employee_id: emp.id,
    name: fullName(emp),
    employee_code: emp.employee_code,
    profile_pic: emp.photo_file_id,
    department: emp.department,
    department_id: emp.department_id,
    designation: emp.designation,
    designation_id: emp.designation_id,
    pay_period: emp.pay_period ?? '',
    status: e.status,
    payslip_id: e.stored?.id ?? null,
    overlapping_period:
      e.status === 'Overlapping' && e.stored ? periodLabel(e.stored.start_date, e.stored.end_date) : null,
    leaves_remaining: emp.leave_credits,
    error: e.error,
    warning: e.warning,
    pay_date: e.stored ? e.stored.pay_date : (e.pay_date ?? null),
  });
}

/** The employee filter of a fetch query (its employees and their order: fetchPayrollBatches). */
export const fetchFilter = (q: PayrollFetchQuery) => ({
  company_id: q.company_id,
  department_id: q.department_id,
  designation_id: q.designation_id,
  pay_period: q.pay_period,
  employedOn: q.start_date,
});

/** One batch of a fetch: these ids' employees of the filter in the rows' order, each as `each` makes it. */
async function payrollBatch<T>(
  db: Db,
  filter: ReturnType<typeof fetchFilter>,
  ids: readonly number[],
  q: Pick<PayrollFetchQuery, 'start_date' | 'end_date'>,
  shared: RunShared,
  each: (evaluated: Evaluated) => T,
): Promise<T[]> {
  const employees = await payrollEmployees(db, { ...filter, ids });
  return evaluateEach(db, employees, q.start_date, q.end_date, {}, shared, each);
}

/** The rows of one batch of a fetch: these ids' employees of the filter, in the rows' order. */
export const payrollBatchRows = (...a: BatchArgs): Promise<PayrollRow[]> => payrollBatch(...a, rowOf);

/**
 * payrollBatchRows as JSON text without the array's brackets (none for no rows): each row becomes
 * text as soon as it is made (JSON.stringify of the array joins the same texts with commas).
 */
export const payrollBatchTexts = (...a: BatchArgs): Promise<string[]> =>
  payrollBatch(...a, (e) => JSON.stringify(rowOf(e)));

type BatchArgs = [
  db: Db,
  filter: ReturnType<typeof fetchFilter>,
  ids: readonly number[],
  q: Pick<PayrollFetchQuery, 'start_date' | 'end_date'>,
  shared: RunShared,
];

/** Employees per batch of a fetch or process (HRIS_PAYROLL_BATCH). */
export const payrollBatchSize = (deps: Deps): number => batchOf(deps);

/**
 * The Payroll rows of the fetch filter, one batch of employees at a time in the rows' order (last
 * name, first name, id): the batch's inputs and results are dropped before the next is read.
 */
export async function* fetchPayrollBatches(deps: Deps, q: PayrollFetchQuery): AsyncGenerator<PayrollRow[]> {
  const filter = fetchFilter(q);
  const ids = await orderedPayrollEmployeeIds(deps.db, filter);
  const size = batchOf(deps);
  const shared: RunShared = {};
  const batch = (i: number): Promise<PayrollRow[]> =>
    payrollBatchRows(deps.db, filter, ids.slice(i, i + size), q, shared);
  // Issue 28: the next batch is started while this one is awaited, so on PostgreSQL its reads run
  // while this batch is shaped and computed (two batches at most in memory). Its failure is heard
  // when it is awaited, in order; one a stopped reader never awaits is dropped.
  const started = (i: number): Promise<PayrollRow[]> => {
    const rows = batch(i);
    rows.catch(() => {});
    return rows;
  };
  let ahead = ids.length > 0 ? started(0) : undefined;
  for (let i = 0; i < ids.length; i += size) {
    const current = ahead as Promise<PayrollRow[]>;
    ahead = i + size < ids.length ? started(i + size) : undefined;
    yield await current;
  }
}

/** Every Payroll row of the fetch filter in one array (the reports and e-mails of a run). */
export async function fetchPayroll(deps: Deps, q: PayrollFetchQuery): Promise<PayrollRow[]> {
  const rows: PayrollRow[] = [];
  for await (const batch of fetchPayrollBatches(deps, q)) for (const row of batch) rows.push(row);
  return rows;
}

/**
 * Processes the given employees for [start, end] in one transaction: every status is checked again
 * here and every payslip recomputed from current data; when anyone is no longer eligible (not an
 * Active employee, another pay period, not Pending, negative net pay, no salary terms) nothing is
 * written and the answer is 409 naming them. Loan installments are recorded on the loans' payment
 * rows (Cleared when nothing is outstanding).
 */
export async function createPayroll(
  deps: Deps,
  actor: Actor,
  body: PayrollCreate,
  job?: ProcessHooks,
): Promise<number> {
  const ids = [...new Set(body.employee_ids)];
  const size = batchOf(deps);
  // Issue 28 §2: a process of more than one batch reads and evaluates its batches on the workers.
  const onWorkers = ids.length > size && processWorkersFor(deps.db);
  try {
    return await deps.db.transaction().execute(async (trx) => {
      // SQLite: the write lock first (a write of no row), so no other connection commits while the
      // workers read what this transaction stands on (they see the last commit).
      if (onWorkers && !isPostgres(trx)) await sql`update payslips set id = id where 0`.execute(trx);
      // The payroll lock first (issue 20): nothing below reads a payslip, an input or a loan
      // another transaction of these employees is still changing.
      await lockEmployees(trx, ids);
      await lockLoansOf(trx, ids);
      const at = deps.clock.now().toISOString();
      const by = actor.userId;
      // PostgreSQL: the workers read on this transaction's snapshot after the locks.
      const snapshot =
        onWorkers && isPostgres(trx)
          ? (await sql<{ id: string }>`select pg_export_snapshot() as id`.execute(trx)).rows[0]?.id
          : undefined;
      const workers = onWorkers ? processWorkerRun(deps.db, body, { by, at }, snapshot) : null;
      const shared: RunShared = {};
      // Issue 28 section 2: a batch of employees at a time is evaluated and, while everyone so far
      // is eligible, written; a refusal found in any batch rolls every batch back (one transaction).
      const missing: string[] = [];
      const refused: string[] = [];
      let withoutOpening = 0;
      let openingYear = 0;
      let processed = 0;
      let loans = 0;
      const tally: MonthTally = new Map();
      await job?.progress(0, ids.length, trx);
      // Issue 28: the next batches are read and computed while this one is written: on the workers
      // (a batch per worker and one waiting), else on PostgreSQL the next one on this transaction's
      // connection (its statements take turns with the writes, so the server computes while the
      // database writes). SQLite in-thread runs every statement on this thread: there the next batch
      // waits its turn. Batches have no employee in common; those ahead are settled before leaving.
      const early = workers !== null || isPostgres(trx);
      const ahead = workers ? workers.ahead : 1;
      const evaluateBatch = async (
        batch: number[],
      ): Promise<Omit<ProcessedBatch, 'records'> & { records(): BatchRecords }> => {
        if (workers) {
          const done = await workers.batch(batch);
          return { checks: done.checks, records: () => done.records };
        }
        const employees = await payrollEmployees(trx, { ids: batch, employedOn: body.start_date });
        const evaluated = await evaluate(trx, employees, body.start_date, body.end_date, {}, shared);
        return { checks: batchChecks(evaluated), records: () => batchRecords(evaluated, body, by, at) };
      };
      const inFlight: ReturnType<typeof evaluateBatch>[] = [];
      let started = 0;
      const more = () => {
        while (started < ids.length && inFlight.length < ahead) {
          const result = evaluateBatch(ids.slice(started, started + size));
          result.catch(() => {});
          inFlight.push(result);
          started += size;
        }
      };
      more();
      try {
        for (let i = 0; i < ids.length; i += size) {
          const { checks, records } = await (inFlight.shift() as ReturnType<typeof evaluateBatch>);
          if (early) more();
          const found = new Set(checks.map((c) => c.id));
          for (const id of ids.slice(i, i + size)) if (!found.has(id)) missing.push(`employee ${id}`);
          for (const c of checks) {
            const lengthOk = periodLengthAllowed(
              c.pay_period as PayrollPeriod,
              body.start_date,
              body.end_date,
            );
            if (!c.computed || !lengthOk) refused.push(c.name);
            if (c.missing_opening !== undefined) {
              if (withoutOpening === 0) openingYear = c.missing_opening;
              withoutOpening += 1;
            }
          }
          const writing =
            missing.length === 0 &&
            refused.length === 0 &&
            (withoutOpening === 0 || body.confirm_missing_opening === true);
          if (writing) {
            processed += checks.length;
            loans += await writeBatch(trx, records(), body.end_date, by, at, tally);
          }
          await job?.progress(Math.min(i + size, ids.length), ids.length, trx);
          if (!early) more();
        }
      } finally {
        // A failure above leaves no batch ahead running after the rollback (on PostgreSQL the
        // workers import this transaction's snapshot, which ends with it).
        await Promise.allSettled(inFlight);
      }
      if (missing.length > 0 || refused.length > 0)
        throw conflict(PAYROLL_MSG.ineligible([...missing, ...refused].join('; ')));
      if (withoutOpening > 0 && body.confirm_missing_opening !== true)
        throw conflict(OPENING_USE_MSG.confirmYearEnd(withoutOpening, openingYear));
      await countTally(trx, tally);
      await recordAudit(trx, deps.clock, actor, {
        action: 'process',
        entity: 'payslips',
        details: {
          old: null,
          new: { start_date: body.start_date, end_date: body.end_date, employee_ids: ids, loans },
        },
      });
      await job?.beforeCommit(trx, processed);
      return processed;
    });
  } catch (err) {
    // The lock makes the second of two requests find the first one's payslips; should code ever
    // skip it, the unique index and the overlap constraint still refuse the second one's payslips.
    if (isUniqueViolation(err) || isOverlapViolation(err))
      throw conflict(PAYROLL_MSG.ineligible('already processed by another request'));
    throw err;
  }
}

/** A payroll process run as a job (issue 28): progress while computing; the job finishes in the transaction. */
export interface ProcessHooks {
  progress(done: number, total: number, trx: Transaction<DB>): Promise<void>;
  beforeCommit(trx: Transaction<DB>, processed: number): Promise<void>;
}

/**
 * Void (payroll delete): the payslip keeps its snapshot, is marked void with the reason and who
 * voided it, its loan installments are reversed and its dates unlock. A voided payslip never counts
 * as Processed or Overlapping, so the period can be processed again.
 */
export async function voidPayslip(deps: Deps, actor: Actor, input: PayrollVoid): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const owner = await trx
      .selectFrom('payslips')
      .select('employee_id')
      .where('id', '=', input.payslip_id)
      .executeTakeFirst();
    if (!owner) throw notFound(PAYROLL_MSG.payslipNotFound);
    // A payslip's employee never changes: lock them, then read the payslip and the loans again.
    await lockEmployees(trx, [owner.employee_id]);
    const payslip = await trx
      .selectFrom('payslips')
      .select(['id', 'employee_id', 'start_date', 'end_date', 'status', 'snapshot'])
      .where('id', '=', input.payslip_id)
      .executeTakeFirst();
    if (!payslip) throw notFound(PAYROLL_MSG.payslipNotFound);
    if (payslip.status !== 'processed') throw conflict(PAYROLL_MSG.alreadyVoid);
    const at = deps.clock.now().toISOString();
    const updated = await trx
      .updateTable('payslips')
      .set({ status: 'void', void_reason: input.reason, voided_by: actor.userId, voided_at: at })
      .where('id', '=', payslip.id)
      .where('status', '=', 'processed')
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw conflict(PAYROLL_MSG.alreadyVoid);
    await uncountPayslip(trx, payslip.id);
    const snapshot = JSON.parse(payslip.snapshot) as Snapshot;
    const installments = loanInstallmentsOf(snapshot.payslip);
    await lockLoans(
      trx,
      installments.map((i) => i.loan_id),
    );
    await reverseLoanInstallments(trx, installments, payslip.end_date, { at, by: actor.userId });
    // A final pay's leave conversion goes back on the ledger (issue 23).
    await reverseConversion(trx, payslip.id, actor.userId, at);
    await recordAudit(trx, deps.clock, actor, {
      action: 'void',
      entity: 'payslips',
      entityId: payslip.id,
      details: {
        old: { status: 'processed' },
        new: {
          status: 'void',
          reason: input.reason,
          period: periodLabel(payslip.start_date, payslip.end_date),
        },
      },
    });
  });
}

/** The Processed rows of the fetch filter (one employee when asked) and the report header. */
export async function processedReport(deps: Deps, q: PayrollPdfQuery) {
  const rows = (await fetchPayroll(deps, q)).filter(
    (r) => r.status === 'Processed' && (q.employee_id === undefined || r.employee_id === q.employee_id),
  );
  if (rows.length === 0) throw notFound(PAYROLL_TEXT.noData);
  const company = await deps.db
    .selectFrom('companies')
    .select('name')
    .where('id', '=', q.company_id)
    .executeTakeFirst();
  const meta = {
    company: company?.name ?? '',
    period: periodLabel(q.start_date, q.end_date),
    generatedAt: formatManilaDateTime(deps.clock.now()),
  };
  return { rows, meta };
}

/** The Processed payslips of the fetch filter (one employee when asked) as one PDF, a page each. */
export async function payslipsPdfOf(
  deps: Deps,
  q: PayrollPdfQuery,
): Promise<{ pdf: Buffer; filename: string }> {
  const { rows, meta } = await processedReport(deps, q);
  const pdf = await payslipsPdf(rows, { ...meta, extras: await payslipExtras(deps.db, rows) });
  const who = rows.length === 1 && q.employee_id !== undefined ? `-${rows[0]?.employee_code}` : '';
  return { pdf, filename: `payslips-${q.start_date}-to-${q.end_date}${who}.pdf` };
}

/** The payroll register of the fetch filter's Processed payslips as .xlsx, streamed (registerXlsx.ts). */
export async function registerXlsxOf(deps: Deps, q: PayrollPdfQuery) {
  const { rows, meta } = await processedReport(deps, q);
  return {
    xlsx: await registerXlsxStream(rows, meta),
    filename: `payroll-summary-${q.start_date}-to-${q.end_date}.xlsx`,
  };
}
