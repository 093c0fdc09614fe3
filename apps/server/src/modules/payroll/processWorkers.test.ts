/**
 * Issue 28 §2: Process Payroll of more than one batch reads and evaluates its batches on the
 * workers (fetchWorkers.ts processWorkerRun) outside its transaction but on the data it locked, and
 * writes them in its one transaction on the request's thread. Two databases seeded alike with the
 * demo company (SQLite files, so a worker's connection can open them), batches of 2 employees: one
 * processed on the request's thread, the other on 2 workers. They store the same payslips (every
 * column, the snapshot's text), loan payments, loans, de minimis and month totals; a refusal a worker
 * finds in the last batch leaves nothing; and a change committed by another connection while the
 * process runs is seen by none of its batches (PostgreSQL: the workers read on the snapshot taken
 * after the locks; SQLite: the process holds the write lock, the other connection cannot commit).
 */

import { MINIMUM_WAGE_MSG } from '@sahod/shared';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reopenOf } from '../../db/connection.ts';
import { NCR_PSGC } from '../../db/migrations/0029_minimum_wages.ts';
import { isPostgres } from '../../db/schema-helpers.ts';
import type { Actor } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import { demoHarness } from '../../test/demoHarness.ts';
import { auth, type Harness } from '../../test/harness.ts';
import { demoPeriods } from './demo.ts';
import { configureFetchWorkers, processWorkersFor } from './fetchWorkers.ts';
import { createPayroll, type ProcessHooks } from './service.ts';

interface Side {
  h: Harness;
  admin: string;
  actor: Actor;
  companyId: number;
}

let inThread: Side;
let onWorkers: Side;
const { current } = demoPeriods('2026-11-21'); // the harness clock's date
const start = current;
const end = '2026-11-30';

async function side(): Promise<Side> {
  const { h, admin, companyId } = await demoHarness({ sqliteFile: true, env: { HRIS_PAYROLL_BATCH: '2' } });
  const user = await h.deps.db
    .selectFrom('users')
    .select('id')
    .where('username', '=', 'admin')
    .executeTakeFirstOrThrow();
  return {
    h,
    admin,
    actor: { userId: user.id, username: 'admin', requestId: null },
    companyId,
  };
}

beforeAll(async () => {
  inThread = await side();
  onWorkers = await side();
});
afterAll(async () => {
  await configureFetchWorkers(0);
  await inThread?.h.close();
  await onWorkers?.h.close();
});

type Row = {
  employee_id: number;
  employee_code: string;
  status: string;
  error: string | null;
  warning: string | null;
};

const fetchRows = async (s: Side) => {
  const res = await s.h.app.inject({
    method: 'GET',
    url: `/api/payroll/fetch?company_id=${s.companyId}&pay_period=Semi-monthly&start_date=${start}&end_date=${end}`,
    headers: auth(s.admin),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Row[];
};

const eligible = async (s: Side) =>
  (await fetchRows(s)).filter((r) => r.status === 'Pending' && r.error === null);

const processed = (s: Side, employee_ids: number[], hooks?: ProcessHooks) =>
  createPayroll(s.h.deps, s.actor, { employee_ids, start_date: start, end_date: end }, hooks);

/** Everything Process writes, every column but the rows' own ids, keyed by employee code and loan order. */
async function stored(s: Side) {
  const db = s.h.deps.db;
  const payslips = (
    await db
      .selectFrom('payslips as p')
      .innerJoin('employees as e', 'e.id', 'p.employee_id')
      .selectAll('p')
      .select('e.employee_code')
      .orderBy('e.employee_code')
      .orderBy('p.start_date')
      .execute()
  ).map(({ id: _id, ...p }) => p);
  const payments = (
    await db
      .selectFrom('loan_payments as p')
      .innerJoin('salary_loans as l', 'l.id', 'p.loan_id')
      .innerJoin('employees as e', 'e.id', 'l.employee_id')
      .selectAll('p')
      .select('e.employee_code')
      .orderBy('e.employee_code')
      .orderBy('p.loan_id')
      .orderBy('p.payment_number')
      .execute()
  ).map(({ id: _id, ...p }) => p);
  const loans = await db
    .selectFrom('salary_loans as l')
    .innerJoin('employees as e', 'e.id', 'l.employee_id')
    .select(['e.employee_code', 'l.id', 'l.status', 'l.total_amount_paid'])
    .orderBy('e.employee_code')
    .orderBy('l.id')
    .execute();
  const deMinimis = (
    await db
      .selectFrom('payslip_de_minimis as d')
      .innerJoin('employees as e', 'e.id', 'd.employee_id')
      .select(['e.employee_code', 'd.kind', 'd.amount'])
      .orderBy('e.employee_code')
      .orderBy('d.kind')
      .execute()
  ).map((d) => ({ ...d, amount: Number(d.amount) }));
  const totals = (await db.selectFrom('payroll_month_totals').selectAll().execute())
    .map((t) => JSON.stringify(t))
    .sort();
  return { payslips, payments, loans, deMinimis, totals };
}

describe('Process Payroll on the workers', () => {
  it('the period holds what the comparison needs: employees in many batches of 2, loans', async () => {
    const rows = await eligible(inThread);
    expect(rows.length).toBeGreaterThanOrEqual(10);
    expect(await eligible(onWorkers)).toEqual(rows);
    const loans = await inThread.h.deps.db
      .selectFrom('salary_loans')
      .select('id')
      .where(
        'employee_id',
        'in',
        rows.map((r) => r.employee_id),
      )
      .where('status', '=', 'Active')
      .execute();
    expect(loans.length).toBeGreaterThan(0);
    await configureFetchWorkers(2);
    // The database can be opened again (a file, or PostgreSQL): a process of 2+ batches goes to the workers.
    expect(processWorkersFor(onWorkers.h.deps.db)).toBe(true);
    await configureFetchWorkers(0);
    expect(processWorkersFor(onWorkers.h.deps.db)).toBe(false);
  });

  it('a refusal a worker finds in the last batch leaves nothing of the earlier batches', async () => {
    // Both sides: the first eligible employee processed alone (one batch: the request's thread).
    const [first] = await eligible(inThread);
    if (!first) throw new Error('no eligible employee');
    for (const s of [inThread, onWorkers]) expect(await processed(s, [first.employee_id])).toBe(1);
    const before = await stored(onWorkers);
    expect(before.payslips.length).toBeGreaterThan(0);
    const others = (await eligible(onWorkers)).map((r) => r.employee_id);
    await configureFetchWorkers(2);
    // The last batch's employee is Processed already: the worker that evaluates it refuses them.
    const refusal = await processed(onWorkers, [...others, first.employee_id]).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(AppError);
    expect((refusal as AppError).status).toBe(409);
    const name = await onWorkers.h.deps.db
      .selectFrom('employees')
      .select(['last_name', 'first_name'])
      .where('id', '=', first.employee_id)
      .executeTakeFirstOrThrow();
    expect((refusal as Error).message).toContain(`${name.last_name}, ${name.first_name}`);
    expect(await stored(onWorkers)).toEqual(before);
    expect(await stored(inThread)).toEqual(before);
  });

  it('stores on 2 workers exactly what the request thread stores, and no batch sees a change committed meanwhile', async () => {
    const rows = await eligible(inThread);
    expect(await eligible(onWorkers)).toEqual(rows);
    // The last eligible employee is left out, to show the change committed meanwhile matters.
    const left = rows[rows.length - 1] as Row;
    const ids = rows.slice(0, -1).map((r) => r.employee_id);
    expect(ids.length).toBeGreaterThanOrEqual(9); // 5 batches: more than the 3 in flight

    await configureFetchWorkers(0);
    expect(await processed(inThread, ids)).toBe(ids.length);

    await configureFetchWorkers(2);
    const db = onWorkers.h.deps.db;
    const postgres = isPostgres(db);
    let committed: string | null = null;
    const hooks: ProcessHooks = {
      progress: async (done) => {
        // After the locks, before any batch is read or written.
        if (done !== 0) return;
        if (postgres) {
          // Another connection commits the company's work region (not under the payroll lock).
          await db
            .updateTable('companies')
            .set({ work_region_code: NCR_PSGC })
            .where('id', '=', onWorkers.companyId)
            .execute();
          committed = 'committed';
        } else {
          // SQLite: the process holds the write lock since its start; another connection cannot commit.
          const other = new SQLite(reopenOf(db)?.url as string);
          other.pragma('busy_timeout = 0');
          try {
            other
              .prepare('update companies set work_region_code = ? where id = ?')
              .run(NCR_PSGC, onWorkers.companyId);
            committed = 'committed';
          } catch (err) {
            committed = (err as { code?: string }).code ?? String(err);
          } finally {
            other.close();
          }
        }
      },
      beforeCommit: async () => {},
    };
    expect(await processed(onWorkers, ids, hooks)).toBe(ids.length);
    expect(committed).toBe(postgres ? 'committed' : 'SQLITE_BUSY');

    const a = await stored(inThread);
    const b = await stored(onWorkers);
    expect(a.payslips.filter((p) => p.start_date === start).length).toBe(ids.length + 1);
    expect(a.payments.some((p) => p.date_paid === end)).toBe(true);
    expect(b).toEqual(a);

    if (postgres) {
      // The work region committed meanwhile is real and changes the rows: the NCR minimum wage now
      // applies to the employee left out on the workers' side, not on the other.
      const rowOf = async (s: Side) =>
        (await fetchRows(s)).find((r) => r.employee_id === left.employee_id) as Row;
      const before = await rowOf(inThread);
      const after = await rowOf(onWorkers);
      expect(before.warning).toBe(MINIMUM_WAGE_MSG.groupIgnoredNoWage);
      expect(after.warning).not.toBe(before.warning);
    }
  });
});
