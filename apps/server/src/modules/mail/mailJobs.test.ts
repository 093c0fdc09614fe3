/**
 * 'E-mail payslips' on Settings > Jobs (issue 28 §1), against a real SMTP server started here:
 * each click that queues payslips is a job of its starter, listed with the others; its state and
 * done / total are counted from the e-mail queue as the worker sends; the job worker never claims
 * it; a later click takes over the items it queues again; a run whose every e-mail failed fails.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from '../../test/harness.ts';
import { claimJob } from '../jobs/queue.ts';
import type { Org } from '../timesheet/testFixtures.ts';
import { drainQueue } from './queue.ts';
import { type PayslipMail, payslipMail, payslipRun, smtpSettings } from './testPayslipMail.ts';
import type { TestSmtp } from './testSmtp.ts';

let fx: PayslipMail;
let h: Harness;
let admin: string;
let clerk: { id: number; username: string };
let clerkToken: string;
let otherToken: string;
let send: PayslipMail['send'];
let org: Org;
let smtp: TestSmtp;
let refusing: TestSmtp;
let ana: number;
let ben: number;
let cora: number;

const run = () => payslipRun(org);
const settings = smtpSettings;
const job = async (id: number, token = clerkToken) => {
  const res = await send('GET', `/api/jobs/${id}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const emailPayslips = async (resend?: number[]) => {
  const res = await send('POST', '/api/payroll/email-payslips', clerkToken, {
    ...run(),
    password_rule: 'birth_date',
    ...(resend ? { resend_employee_ids: resend } : {}),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { job_id: number | null; total: number };
};

beforeAll(async () => {
  fx = await payslipMail('Job');
  ({ h, admin, send, org, smtp, refusing, ana, ben, cora } = fx);
  expect((await send('PUT', '/api/admin/smtp', admin, settings(smtp.port))).statusCode).toBe(200);
  clerk = await h.createUser({ grants: [{ key: 'payroll', view: true, create: true }] });
  clerkToken = await h.login(clerk.username);
  const other = await h.createUser({ grants: [{ key: 'payroll', view: true, create: true }] });
  otherToken = await h.login(other.username);
});
afterAll(async () => fx.close());

describe('E-mail payslips as a job (its progress read from the e-mail queue)', () => {
  let first: number;

  it('the click is a job of its starter: listed for them and for an administrator, not for others', async () => {
    const status = await emailPayslips();
    expect(status.total).toBe(3);
    expect(status.job_id).toEqual(expect.any(Number));
    first = status.job_id as number;
    // Cora has no e-mail address: her item is done at once; Ana's and Ben's wait for the worker.
    expect(await job(first)).toMatchObject({
      kind: 'payslips.email',
      state: 'running',
      done: 1,
      total: 3,
      result: null,
      error: null,
      has_file: false,
      created_by: clerk.id,
      finished_at: null,
    });
    const mine = (await send('GET', '/api/jobs', clerkToken)).json();
    expect(mine.map((j: { id: number }) => j.id)).toEqual([first]);
    expect(mine[0]).toMatchObject({ created_by_name: clerk.username, done: 1, total: 3 });
    expect((await send('GET', '/api/jobs?all=1', otherToken)).json()).toEqual([]);
    expect((await send('GET', `/api/jobs/${first}`, otherToken)).statusCode).toBe(404);
    const all = (await send('GET', '/api/jobs?all=1', admin)).json();
    expect(all.find((j: { id: number }) => j.id === first)).toMatchObject({ state: 'running', done: 1 });
    // The e-mail window names the same job, and the job worker never claims it.
    const window = await send(
      'GET',
      `/api/payroll/email-payslips?company_id=${org.company_id}&pay_period=Semi-monthly&start_date=2026-02-01&end_date=2026-02-15`,
      clerkToken,
    );
    expect(window.json().job_id).toBe(first);
    expect(await claimJob(h.deps)).toBeNull();
    const audit = await h.deps.db
      .selectFrom('audit_log')
      .select('details')
      .where('action', '=', 'email')
      .where('entity', '=', 'payslips')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(String(audit.details))).toMatchObject({ payslips: 3, queued: 3, job_id: first });
  });

  it('as the worker sends, the job counts up and ends done with the counts of the window', async () => {
    expect(await drainQueue(h.deps)).toBe(2);
    expect(smtp.received.flatMap((m) => m.to).sort()).toEqual(['ana@example.ph', 'ben@example.ph']);
    const done = await job(first);
    expect(done).toMatchObject({
      state: 'done',
      done: 3,
      total: 3,
      result: { message: '2 sent · 0 failed · 1 without e-mail address', sent: 2, failed: 0, no_address: 1 },
      error: null,
    });
    expect(done.finished_at).not.toBeNull();
    // The job row itself stores no progress: the queue is the one record.
    const row = await h.deps.db
      .selectFrom('jobs')
      .select(['state', 'progress_done', 'progress_total', 'result'])
      .where('id', '=', first)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ state: 'done', progress_done: 0, progress_total: 0, result: null });
  });

  it('a click that queues nothing new makes no job; Send again is a new job that takes over its items', async () => {
    // Cora still has no address: her item is tried again (as every address-less one is). Nothing of
    // that job could be sent, so it ends failed, its counts as the error.
    const again = await emailPayslips();
    const second = again.job_id as number;
    expect(second).toBeGreaterThan(first);
    expect(await job(second)).toMatchObject({
      state: 'failed',
      done: 1,
      total: 1,
      error: '0 sent · 0 failed · 1 without e-mail address',
    });
    expect(await job(first)).toMatchObject({ state: 'done', done: 2, total: 2 });
    await h.deps.db
      .updateTable('employees')
      .set({ email: 'cora@example.ph' })
      .where('id', '=', cora)
      .execute();
    const third = (await emailPayslips([ana])).job_id as number;
    expect(third).toBeGreaterThan(second);
    expect(await job(third)).toMatchObject({ state: 'queued', done: 0, total: 2 });
    expect(await job(first)).toMatchObject({ done: 1, total: 1 }); // Ben, sent by the first click
    expect(await job(second)).toMatchObject({ done: 0, total: 0, state: 'done' });
    expect(await drainQueue(h.deps)).toBe(2);
    expect(await job(third)).toMatchObject({
      state: 'done',
      done: 2,
      total: 2,
      result: { message: '2 sent · 0 failed · 0 without e-mail address' },
    });
    const before = await h.deps.db.selectFrom('jobs').select('id').execute();
    expect((await emailPayslips()).job_id).toBe(third); // everything sent: nothing queued, no new job
    expect(await h.deps.db.selectFrom('jobs').select('id').execute()).toHaveLength(before.length);
  });

  it('a run whose every e-mail was refused fails, with the counts as its error', async () => {
    expect((await send('PUT', '/api/admin/smtp', admin, settings(refusing.port))).statusCode).toBe(200);
    const id = (await emailPayslips([ben])).job_id as number;
    expect(await drainQueue(h.deps)).toBe(1);
    expect(await job(id)).toMatchObject({ state: 'running', done: 0, total: 1 }); // waiting for its retry
    h.clock.advance(60_000);
    await drainQueue(h.deps);
    h.clock.advance(300_000);
    await drainQueue(h.deps);
    expect(await job(id)).toMatchObject({
      state: 'failed',
      done: 1,
      total: 1,
      result: null,
      error: '0 sent · 1 failed · 0 without e-mail address',
    });
  });
});
