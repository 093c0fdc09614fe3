/**
 * Several server processes (issue 28 §3), as real processes. On PostgreSQL: two processes on
 * different ports over one schema serve the same users (a session made on one works on the other;
 * a permission removed through one applies on the other at once), and HRIS_PROCESSES=2 runs two
 * processes on one port; a job started on one is seen from the other, and after the first is
 * killed mid-job (SIGKILL) the other finishes it once its lease expires. On either database: HRIS_PROCESSES=2 over SQLite is refused at start.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PROCESSES_NEED_POSTGRES } from '../config.ts';
import { ADMIN_PASSWORD, createHarness, type Harness, testDialect } from '../test/harness.ts';
import { freePort, type ServerProcess, startServer, waitForPing } from '../test/process.ts';

const dirs: string[] = [];
const running: ServerProcess[] = [];
// Each test's processes stop when it ends: a process left running would claim the next test's jobs.
afterEach(async () => {
  for (const server of running.splice(0)) {
    if (server.child.exitCode === null) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  }
});
afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sahod-processes-'));
  dirs.push(dir);
  return dir;
};

describe('HRIS_PROCESSES', { timeout: 180_000 }, () => {
  it('refuses several processes over SQLite with a clear message', async () => {
    const server = startServer({
      HRIS_PROCESSES: '2',
      HRIS_DATA_DIR: tempDir(),
      PORT: String(await freePort()),
    });
    running.push(server);
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain(`HRIS_PROCESSES: ${PROCESSES_NEED_POSTGRES}`);
  });
});

// The processes below need PostgreSQL (what the feature is for); the SQLite run has the test above.
if (testDialect === 'postgres') {
  let h: Harness;
  let databaseUrl: string;
  beforeAll(async () => {
    h = await createHarness();
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(h.deps.db);
    const base = process.env.TEST_DATABASE_URL as string;
    const options = encodeURIComponent(`-c search_path=${rows[0]?.schema}`);
    databaseUrl = `${base}${base.includes('?') ? '&' : '?'}options=${options}`;
  });
  afterAll(async () => h?.close());

  const start = async (env: Record<string, string> = {}) => {
    const port = await freePort();
    const server = startServer({
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      HRIS_DATA_DIR: tempDir(),
      HRIS_ADMIN_PASSWORD: ADMIN_PASSWORD,
      HRIS_REQUIRE_TWO_FACTOR: 'false',
      HRIS_BACKUP_CRON: 'off',
      ...env,
    });
    running.push(server);
    await waitForPing(port, server);
    return { server, url: (p: string) => `http://127.0.0.1:${port}${p}` };
  };

  const bearer = (token: string) => ({
    authorization: `Bearer ${token}`,
    'content-type': 'application/json',
  });
  const verifyOnNewConnection = (url: string, token: string) =>
    new Promise<number | undefined>((resolve, reject) => {
      const req = http.get(url, { agent: false, headers: { authorization: `Bearer ${token}` } }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode));
      });
      req.on('error', reject);
      req.setTimeout(20_000, () => req.destroy(new Error(`no answer from ${url}`)));
    });
  const signIn = async (url: string, username: string, password: string) => {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password }),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    return ((await res.json()) as { token: string }).token;
  };

  describe('two server processes on one PostgreSQL', { timeout: 300_000 }, () => {
    it('a session made on one works on the other; a permission removed on one applies on the other at once', async () => {
      const a = await start();
      const b = await start();
      const user = await h.createUser({ grants: [{ key: 'useraccounts', view: true }] });
      const userToken = await signIn(a.url('/api/auth/login'), user.username, 'User#123456');
      const readOnB = () => fetch(b.url('/api/useraccounts/fetch'), { headers: bearer(userToken) });
      expect((await readOnB()).status).toBe(200);

      const module = await h.deps.db
        .selectFrom('modules')
        .select('id')
        .where('key', '=', 'useraccounts')
        .executeTakeFirstOrThrow();
      const setView = async (url: string, token: string, view: 0 | 1) => {
        const res = await fetch(url, {
          method: 'PUT',
          headers: bearer(token),
          body: JSON.stringify({
            role_id: user.roleId,
            permissions: [{ module_id: module.id, view, create: 0, update: 0, delete: 0 }],
          }),
        });
        expect(res.status, await res.clone().text()).toBe(200);
      };
      const adminOnA = await signIn(a.url('/api/auth/login'), 'admin', ADMIN_PASSWORD);
      await setView(a.url('/api/userroles/update'), adminOnA, 0);
      expect((await readOnB()).status).toBe(403);

      // And back, through the other process: the first sees it at once.
      const userAgain = await signIn(b.url('/api/auth/login'), user.username, 'User#123456');
      await setView(b.url('/api/userroles/update'), adminOnA, 1);
      const readOnA = await fetch(a.url('/api/useraccounts/fetch'), { headers: bearer(userAgain) });
      expect(readOnA.status).toBe(200);
    });

    it('a job started on one is seen from the other, and after the first is killed mid-job the other finishes it, once', async () => {
      // A 3 s lease: the killed process's job is claimable 3 s after its last heartbeat.
      const backups = tempDir();
      const env = { HRIS_JOB_LEASE_MS: '3000', HRIS_BACKUP_DIR: backups };
      const a = await start(env);
      const admin = await signIn(a.url('/api/auth/login'), 'admin', ADMIN_PASSWORD);
      // Holds the backup mid-job: it counts every table's rows in its snapshot, and waits for this
      // lock on a table nothing else here reads.
      const locker = new pg.Client({ connectionString: databaseUrl });
      await locker.connect();
      try {
        await locker.query('begin');
        await locker.query('lock table bug_reports in access exclusive mode');
        const started = await fetch(a.url('/api/admin/backup'), {
          method: 'POST',
          headers: { authorization: `Bearer ${admin}` },
          signal: AbortSignal.timeout(20_000),
        });
        expect(started.status, await started.clone().text()).toBe(202);
        const { job_id } = (await started.json()) as { job_id: number };
        const jobOn = async (url: (p: string) => string) => {
          const res = await fetch(url(`/api/jobs/${job_id}`), {
            headers: bearer(admin),
            signal: AbortSignal.timeout(20_000),
          });
          expect(res.status).toBe(200);
          return (await res.json()) as { state: string; attempts: number; result: unknown; error: unknown };
        };
        const until = Date.now() + 60_000;
        const waitFor = async (
          url: (p: string) => string,
          done: (job: Awaited<ReturnType<typeof jobOn>>) => boolean,
        ) => {
          for (let job = await jobOn(url); Date.now() < until; job = await jobOn(url)) {
            if (done(job)) return job;
            await new Promise((r) => setTimeout(r, 100));
          }
          throw new Error(`job ${job_id} did not get there: ${JSON.stringify(await jobOn(url))}`);
        };
        await waitFor(a.url, (job) => job.state === 'running');

        // The second process (started now, so the first one's worker holds the job) sees it running.
        const b = await start(env);
        expect(await jobOn(b.url)).toMatchObject({ state: 'running', attempts: 1 });
        a.server.child.kill('SIGKILL');
        await a.server.exited;
        await locker.query('commit');

        const done = await waitFor(b.url, (job) => job.state !== 'running' && job.state !== 'queued');
        expect(done).toMatchObject({ state: 'done', attempts: 2, error: null });
        const archives = fs.readdirSync(backups).filter((f) => f.endsWith('.tar.gz'));
        expect(archives).toHaveLength(1);
        expect(done.result).toMatchObject({ file: path.join(backups, archives[0] as string) });
        // Written once: one finish in the audit trail, the card's last result is this archive.
        const finishes = await h.deps.db
          .selectFrom('audit_log')
          .select('action')
          .where('entity', '=', 'jobs')
          .where('entity_id', '=', String(job_id))
          .execute();
        expect(finishes.map((r) => r.action).sort()).toEqual(['finish', 'queue', 'start', 'start']);
        const state = await h.deps.db.selectFrom('backup_state').selectAll().executeTakeFirstOrThrow();
        expect(state).toMatchObject({ status: 'ok', file: path.join(backups, archives[0] as string) });
      } finally {
        await locker.end();
      }
    });

    it('HRIS_PROCESSES=2 serves one port from two processes and stops them together', async () => {
      const cluster = await start({ HRIS_PROCESSES: '2', LOG_LEVEL: 'info' });
      // The second process starts once the first listens (the first migrates and seeds).
      const until = Date.now() + 120_000;
      const started = () => cluster.server.output().split('one of 2 processes').length - 1;
      const waitUntil = async (done: () => boolean) => {
        while (!done() && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
      };
      await waitUntil(() => started() === 2);
      const token = await signIn(cluster.url('/api/auth/login'), 'admin', ADMIN_PASSWORD);
      // A new connection per request: the primary hands connections to the processes in turn, and
      // each answers the same session (pino's log lines carry the answering process's pid).
      for (let i = 0; i < 8; i++)
        expect(await verifyOnNewConnection(cluster.url('/api/auth/verify'), token)).toBe(200);
      const answering = () =>
        new Set(
          cluster.server
            .output()
            .split('\n')
            .filter((line) => line.includes('"url":"/api/auth/verify"'))
            .map((line) => (JSON.parse(line) as { pid: number }).pid),
        );
      const pids = answering();
      expect(pids.size).toBe(2);

      // A process killed outright is replaced; the port keeps answering meanwhile.
      process.kill([...pids][0] as number, 'SIGKILL');
      await waitUntil(() => cluster.server.output().includes('starting another'));
      expect(await verifyOnNewConnection(cluster.url('/api/auth/verify'), token)).toBe(200);
      await waitUntil(() => started() === 3);
      for (let i = 0; i < 8; i++)
        expect(await verifyOnNewConnection(cluster.url('/api/auth/verify'), token)).toBe(200);
      expect(answering().size).toBe(3);
      cluster.server.child.kill('SIGTERM');
      expect(await cluster.server.exited).toBe(0);
    });
  });
}
