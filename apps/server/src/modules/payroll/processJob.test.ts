/**
 * Process Payroll as a job (issue 28 §1), on both databases: 202 and a job id, the same payslips as
 * the synchronous call, the up-front 400/409 before anything is queued, one live process per
 * company and period, a job whose worker died finishing once on another, all payslips or none.
 */
import { PAYROLL_MSG } from '@sahod/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createHarness, type Harness } from '../../test/harness.ts';
import { countRows, requester } from '../earningsdeductions/testHelpers.ts';
import { claimJob, LEASE_MS } from '../jobs/queue.ts';
import { awaitJob, workerDepsOf } from '../jobs/testJobs.ts';
import { runJob } from '../jobs/worker.ts';
import { createOrg, type Org } from '../timesheet/testFixtures.ts';
import { attendance, FEB_FIRST_HALF_WORKDAYS, payrollEmployee } from './testFixtures.ts';

let h: Harness;
let admin: string;
let send: ReturnType<typeof requester>;
beforeAll(async () => {
  h = await createHarness();
  admin = await h.login('admin', ADMIN_PASSWORD);
  send = requester(h);
});
afterAll(async () => h.close());

const FEB = { start_date: '2026-02-01', end_date: '2026-02-15' };
const startJob = (ids: number[], token = admin) =>
  send('POST', '/api/payroll/create/jobs', token, { employee_ids: ids, ...FEB });

/** Three employees: full attendance, two absences, four absences. */
async function threeEmployees(org: Org): Promise<number[]> {
  const ids: number[] = [];
  for (const [i, missed] of [0, 2, 4].entries()) {
    const id = await payrollEmployee(h.deps.db, org, { last: `Job${i}` });
    await attendance(h.deps.db, [id], FEB_FIRST_HALF_WORKDAYS, FEB_FIRST_HALF_WORKDAYS.slice(missed));
    ids.push(id);
  }
  return ids;
}

const nameOf = async (id: number | undefined) => {
  const e = await h.deps.db
    .selectFrom('employees')
    .select(['last_name', 'first_name'])
    .where('id', '=', id ?? 0)
    .executeTakeFirstOrThrow();
  return `${e.last_name}, ${e.first_name}`;
};

/** The stored payslips of these employees, in their order, without the employee ids. */
async function storedPayslips(ids: number[]) {
  const rows = await h.deps.db
    .selectFrom('payslips')
    .select(['employee_id', 'start_date', 'end_date', 'pay_period', 'pay_date', 'snapshot', 'status'])
    .where('employee_id', 'in', ids)
    .execute();
  const strip = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(strip)
      : v && typeof v === 'object'
        ? Object.fromEntries(
            Object.entries(v).flatMap(([k, x]) => (k === 'employee_id' ? [] : [[k, strip(x)]])),
          )
        : v;
  return ids.map((id) => {
    const row = rows.find((r) => r.employee_id === id);
    if (!row) throw new Error(`no payslip of ${id}`);
    const { employee_id: _e, snapshot, ...rest } = row;
    return { ...rest, snapshot: strip(JSON.parse(snapshot)) };
  });
}

describe('POST /payroll/create/jobs', () => {
  it('202 with a job id; the job stores the same payslips as the synchronous call (hand-checked net)', async () => {
    const syncIds = await threeEmployees(await createOrg(h.deps.db));
    const jobIds = await threeEmployees(await createOrg(h.deps.db));
    const sync = await send('POST', '/api/payroll/create', admin, { employee_ids: syncIds, ...FEB });
    expect(sync.statusCode, sync.body).toBe(200);

    const res = await startJob(jobIds);
    expect(res.statusCode, res.body).toBe(202);
    const { job_id } = res.json() as { job_id: number };
    const queued = await send('GET', `/api/jobs/${job_id}`, admin);
    expect(queued.json()).toMatchObject({ state: 'queued', done: 0, total: 3, kind: 'payroll.process' });
    expect(await countRows(h, 'payslips')).toBe(3); // nothing yet from the job

    const job = await awaitJob(h, job_id);
    expect(job).toMatchObject({ state: 'done', done: 3, total: 3, attempts: 1, error: null });
    expect(job.result).toEqual({ message: PAYROLL_MSG.processed(3), processed: 3 });
    expect(await storedPayslips(jobIds)).toEqual(await storedPayslips(syncIds));
    // 12 days x 8 h x PHP 125 = 12,000; SSS 650 + PhilHealth 325 + Pag-IBIG 100 = 1,075; taxable
    // 10,925: 15% of the excess over 10,417 = 76.20; net 12,000 - 1,075 - 76.20 = 10,848.80.
    const full = (await storedPayslips(jobIds))[0] as { snapshot: { payslip: { net_pay: number } } };
    expect(full.snapshot.payslip.net_pay).toBe(1_084_880);

    const audit = await h.deps.db
      .selectFrom('audit_log')
      .select(['action', 'entity', 'user_id'])
      .where('request_id', '=', `job-${job_id}`)
      .orderBy('id')
      .execute();
    expect(audit.map((a) => `${a.action} ${a.entity}`)).toEqual([
      'start jobs',
      'process payslips',
      'finish jobs',
    ]);
    expect(new Set(audit.map((a) => a.user_id))).toEqual(new Set([1]));
  });

  it('refuses up front with the synchronous messages, queuing nothing', async () => {
    const org = await createOrg(h.deps.db);
    const ids = await threeEmployees(org);
    const before = await countRows(h, 'jobs');
    const bad = await send('POST', '/api/payroll/create/jobs', admin, { employee_ids: [], ...FEB });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: PAYROLL_MSG.employees });
    expect(
      (await send('POST', '/api/payroll/create', admin, { employee_ids: [ids[0]], ...FEB })).statusCode,
    ).toBe(200);
    const again = await startJob(ids);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: PAYROLL_MSG.ineligible(await nameOf(ids[0])) });
    const unknown = await startJob([2_000_000]);
    expect(unknown.json()).toEqual({ error: PAYROLL_MSG.ineligible('employee 2000000') });
    expect(await countRows(h, 'jobs')).toBe(before);
  });

  it('403 without payroll create; 401 without a token', async () => {
    const viewer = await h.createUser({ grants: [{ key: 'payroll', view: true }] });
    const token = await h.login(viewer.username);
    expect((await startJob([1], token)).statusCode).toBe(403);
    expect(
      (await send('POST', '/api/payroll/create/jobs', null, { employee_ids: [1], ...FEB })).statusCode,
    ).toBe(401);
  });

  it('a second process of the same company and period is refused with the running job id', async () => {
    const org = await createOrg(h.deps.db);
    const ids = await threeEmployees(org);
    const first = (await startJob([ids[0] as number])).json() as { job_id: number };
    const second = await startJob([ids[1] as number, ids[2] as number]);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      error: 'This is already running for the same company and period; wait for it to finish.',
      job_id: first.job_id,
    });
    await awaitJob(h, first.job_id);
    const third = await startJob([ids[1] as number, ids[2] as number]);
    expect(third.statusCode).toBe(202);
    expect((await awaitJob(h, (third.json() as { job_id: number }).job_id)).state).toBe('done');
  });

  it('a worker that died: another takes the job after the lease and stores every payslip once', async () => {
    const ids = await threeEmployees(await createOrg(h.deps.db));
    const before = await countRows(h, 'payslips');
    const { job_id } = (await startJob(ids)).json() as { job_id: number };
    const dead = await claimJob(h.deps);
    expect(dead?.id).toBe(job_id);
    h.clock.advance(LEASE_MS + 1);
    const second = await claimJob(h.deps);
    expect(second?.id).toBe(job_id);
    // The first worker was only slow: it runs to the end but cannot finish the job, so its
    // transaction rolls back with every payslip it wrote.
    if (!dead || !second) throw new Error('no claim');
    await runJob(workerDepsOf(h), dead);
    expect(await countRows(h, 'payslips')).toBe(before);
    await runJob(workerDepsOf(h), second);
    expect(await countRows(h, 'payslips')).toBe(before + 3);
    const job = await awaitJob(h, job_id);
    expect(job).toMatchObject({ state: 'done', attempts: 2, result: { processed: 3 } });
  });

  it('a check that fails when the job runs fails the job with the message and writes nothing', async () => {
    const ids = await threeEmployees(await createOrg(h.deps.db));
    const { job_id } = (await startJob(ids)).json() as { job_id: number };
    // Processed by someone else between the queuing and the run.
    expect(
      (await send('POST', '/api/payroll/create', admin, { employee_ids: [ids[1]], ...FEB })).statusCode,
    ).toBe(200);
    const before = await countRows(h, 'payslips');
    const job = await awaitJob(h, job_id);
    expect(job).toMatchObject({
      state: 'failed',
      error: PAYROLL_MSG.ineligible(await nameOf(ids[1])),
      attempts: 1,
    });
    expect(await countRows(h, 'payslips')).toBe(before);
  });
});
