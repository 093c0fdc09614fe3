/**
 * The 13th-month process as a job (issue 28 §1), on both databases: 202 and the synchronous call's
 * answer as the job's result (hand-checked), the up-front 400/404, one live run per company and
 * year, a run-time refusal failing the job with its message.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createHarness, type Harness } from '../../test/harness.ts';
import { countRows, requester } from '../earningsdeductions/testHelpers.ts';
import { awaitJob } from '../jobs/testJobs.ts';
import { attendance, FEB_FIRST_HALF_WORKDAYS, payrollEmployee } from '../payroll/testFixtures.ts';
import { createOrg } from '../timesheet/testFixtures.ts';

let h: Harness;
let admin: string;
let send: ReturnType<typeof requester>;
beforeAll(async () => {
  h = await createHarness();
  admin = await h.login('admin', ADMIN_PASSWORD);
  send = requester(h);
});
afterAll(async () => h.close());

const URL = '/api/compliance/thirteenth/process/jobs';
const body = (company_id: number) => ({
  company_id,
  year: 2026,
  pay_date: '2026-12-15',
  confirm_missing_opening: true,
});

describe('POST /api/compliance/thirteenth/process/jobs', () => {
  it("202; the job stores the year's 13th month (basic 12,000 / 12 = 1,000 each)", async () => {
    const org = await createOrg(h.deps.db);
    const ids = [await payrollEmployee(h.deps.db, org), await payrollEmployee(h.deps.db, org)];
    await attendance(h.deps.db, ids, FEB_FIRST_HALF_WORKDAYS);
    const payroll = await send('POST', '/api/payroll/create', admin, {
      employee_ids: ids,
      start_date: '2026-02-01',
      end_date: '2026-02-15',
    });
    expect(payroll.statusCode, payroll.body).toBe(200);
    const res = await send('POST', URL, admin, body(org.company_id));
    expect(res.statusCode, res.body).toBe(202);
    const job = await awaitJob(h, (res.json() as { job_id: number }).job_id);
    // 12 worked days x PHP 1,000 = 12,000 basic each; 12,000 / 12 = 1,000 due each, 2,000 in all.
    expect(job).toMatchObject({ state: 'done', kind: 'thirteenth.process', done: 2, total: 2 });
    expect(job.result).toEqual({
      message: '13th month processed for 2 employees.',
      processed: 2,
      total: 2000,
    });
    const stored = await h.deps.db
      .selectFrom('payslips')
      .select(['net_pay', 'start_date'])
      .where('kind', '=', 'thirteenth')
      .where('employee_id', 'in', ids)
      .execute();
    expect(stored.map((p) => Number(p.net_pay))).toEqual([100_000, 100_000]);
  });

  it('400 and 404 up front queue nothing; a second run of the company and year is 409 with its id', async () => {
    const before = await countRows(h, 'jobs');
    const bad = await send('POST', URL, admin, { ...body(1), company_id: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: 'company_id must be the number of a company.' });
    expect((await send('POST', URL, admin, { ...body(1), year: '20x6' })).json()).toEqual({
      error: 'year must be a year (YYYY).',
    });
    expect((await send('POST', URL, admin, body(2_000_000))).statusCode).toBe(404);
    expect(await countRows(h, 'jobs')).toBe(before);

    const org = await createOrg(h.deps.db);
    const first = await send('POST', URL, admin, body(org.company_id));
    expect(first.statusCode).toBe(202);
    const { job_id } = first.json() as { job_id: number };
    const second = await send('POST', URL, admin, body(org.company_id));
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ job_id });
    // No payroll of the year: the job fails with the synchronous call's message, writing nothing.
    const payslips = await countRows(h, 'payslips');
    expect(await awaitJob(h, job_id)).toMatchObject({
      state: 'failed',
      error: 'No processed payroll for this period.',
    });
    expect(await countRows(h, 'payslips')).toBe(payslips);
  });

  it('403 without compliance create', async () => {
    const user = await h.createUser({
      grants: [
        { key: 'compliance', view: true },
        { key: 'payroll', view: true },
      ],
    });
    expect((await send('POST', URL, await h.login(user.username), body(1))).statusCode).toBe(403);
  });
});
