/**
 * GET /api/admin/backup (issue 25 §1): the Admin Panel's scheduled-backup card, incl. a failure;
 * POST /api/admin/backup (issue 28): Back up now, as a job.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveBackupJob } from '../../platform/backup/job.ts';
import { runScheduledBackup } from '../../platform/backup/schedule.ts';
import { ADMIN_PASSWORD, auth, createHarness, type Harness } from '../../test/harness.ts';
import { readJob } from '../jobs/queue.ts';
import { awaitJob } from '../jobs/testJobs.ts';
import { runNextJob } from '../jobs/worker.ts';

let h: Harness;

beforeAll(async () => {
  h = await createHarness({ env: { HRIS_BACKUP_DIR: '/tmp/sahod-test-backups', HRIS_BACKUP_KEEP: '7' } });
});

afterAll(async () => {
  await h.close();
});

describe('GET /api/admin/backup', () => {
  it('needs view on Admin', async () => {
    const other = await h.createUser({ grants: [{ key: 'employee_list', view: true }] });
    const res = await h.app.inject({
      method: 'GET',
      url: '/api/admin/backup',
      headers: auth(await h.login(other.username)),
    });
    expect(res.statusCode).toBe(403);
  });

  it('shows the schedule and no result before the first backup', async () => {
    const viewer = await h.createUser({ grants: [{ key: 'admin', view: true }] });
    const res = await h.app.inject({
      method: 'GET',
      url: '/api/admin/backup',
      headers: auth(await h.login(viewer.username)),
    });
    expect(res.statusCode).toBe(200);
    // The harness clock is 2026-11-21T01:00Z, 09:00 in Manila: next 02:00 Manila is 18:00Z.
    expect(res.json()).toEqual({
      schedule: '0 2 * * *',
      timezone: 'Asia/Manila',
      nextRun: '2026-11-21T18:00:00.000Z',
      dir: '/tmp/sahod-test-backups',
      keep: 7,
      last: null,
      job_id: null,
    });
  });

  it('shows a failed backup with its message (the test database is in memory)', async () => {
    const logged: string[] = [];
    await runScheduledBackup(
      { ...h.deps, log: { error: (_o, msg) => logged.push(msg), info: () => {} } },
      new Date('2026-11-21T18:00:00.000Z'),
    );
    // The scheduled backup is a job: the server's worker runs it.
    const id = await liveBackupJob(h.deps.db);
    expect(
      await runNextJob({ ...h.deps, log: { error: (_o, msg) => logged.push(msg), warn: () => {} } }),
    ).toBe(id);
    expect((await readJob(h.deps.db, id as number))?.state).toBe('failed');
    expect(logged).toEqual(['Scheduled backup failed: An in-memory database cannot be backed up.']);
    const res = await h.app.inject({
      method: 'GET',
      url: '/api/admin/backup',
      headers: auth(await h.login('admin', ADMIN_PASSWORD)),
    });
    expect(res.json().last).toEqual({
      status: 'failed',
      startedAt: '2026-11-21T01:00:00.000Z',
      finishedAt: '2026-11-21T01:00:00.000Z',
      file: null,
      size: null,
      message: 'An in-memory database cannot be backed up.',
    });
  });
});

describe('POST /api/admin/backup', () => {
  const post = async (token: string) =>
    h.app.inject({ method: 'POST', url: '/api/admin/backup', headers: auth(token) });
  const backupJobs = () => h.deps.db.selectFrom('jobs').select('id').where('kind', '=', 'backup').execute();

  it('needs update on Admin (401 without a token, 403 with view only); nothing is queued', async () => {
    const before = (await backupJobs()).length;
    const res = await h.app.inject({ method: 'POST', url: '/api/admin/backup' });
    expect(res.statusCode).toBe(401);
    const viewer = await h.createUser({ grants: [{ key: 'admin', view: true }] });
    expect((await post(await h.login(viewer.username))).statusCode).toBe(403);
    expect(await backupJobs()).toHaveLength(before);
  });

  it('queues a backup job (202), one at a time (409 with the live job), shown on the card while it runs', async () => {
    const admin = await h.login('admin', ADMIN_PASSWORD);
    const res = await post(admin);
    expect(res.statusCode).toBe(202);
    const { job_id } = res.json() as { job_id: number };
    const again = await post(admin);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: 'This is already running for the same company and period; wait for it to finish.',
      job_id,
    });
    const card = await h.app.inject({ method: 'GET', url: '/api/admin/backup', headers: auth(admin) });
    expect(card.json().job_id).toBe(job_id);
    const shown = await h.app.inject({ method: 'GET', url: `/api/jobs/${job_id}`, headers: auth(admin) });
    expect(shown.json()).toMatchObject({ kind: 'backup', state: 'queued', done: 0, total: 3 });

    // The harness's database is in memory: the job fails with the reason, once, and the card says so.
    const job = await awaitJob(h, job_id);
    expect(job).toMatchObject({
      state: 'failed',
      attempts: 1,
      error: 'An in-memory database cannot be backed up.',
    });
    const after = await h.app.inject({ method: 'GET', url: '/api/admin/backup', headers: auth(admin) });
    expect(after.json()).toMatchObject({
      job_id: null,
      last: { status: 'failed', message: 'An in-memory database cannot be backed up.' },
    });
    // The next one may start.
    expect((await post(admin)).statusCode).toBe(202);
  });
});
