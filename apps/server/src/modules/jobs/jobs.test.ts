import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isUniqueViolation } from '../../platform/db-errors.ts';
import { ADMIN_PASSWORD, auth, createHarness, type Harness } from '../../test/harness.ts';
import { type SecondPool, secondPool } from '../../test/secondPool.ts';
import {
  type ClaimedJob,
  claimJob,
  completeJob,
  enqueueJob,
  JobRunningError,
  LEASE_MS,
  LeaseLostError,
  readJob,
  reportProgress,
} from './queue.ts';

let h: Harness;
/** A second server process's database connection pool on PostgreSQL (SQLite: one process, one connection). */
let other: SecondPool;
let otherDeps: Parameters<typeof claimJob>[0];
beforeAll(async () => {
  h = await createHarness();
  other = await secondPool(h);
  otherDeps = other.deps;
});
afterAll(async () => {
  await other.close();
  await h.close();
});

const system = { userId: null, username: null, requestId: null };
let n = 0;
const queue = (key: string | null = `key ${++n}`, kind = 'test.noop') =>
  enqueueJob(h.deps, system, { kind, dedupeKey: key, input: { n } });
const claimTest = () => claimJob(h.deps, ['test.noop']);
const claimOther = () => claimJob(otherDeps, ['test.noop']);

describe('claiming', () => {
  it('four workers (two connection pools on PostgreSQL, as two processes) claiming at once: exactly one gets the job, 40 rounds', async () => {
    for (let round = 0; round < 40; round++) {
      const id = await queue();
      const claims = await Promise.all([claimTest(), claimOther(), claimTest(), claimOther()]);
      const winners = claims.filter((c): c is ClaimedJob => c !== null);
      expect(winners.map((c) => c.id)).toEqual([id]);
      await completeJob(h.deps.db, h.deps.clock, winners[0] as ClaimedJob, { round });
    }
    expect(await claimTest()).toBeNull();
  });

  it('five workers, five jobs: each job claimed once', async () => {
    const ids = [await queue(), await queue(), await queue(), await queue(), await queue()];
    const claims = await Promise.all(ids.map(() => claimTest()));
    const got = claims.map((c) => c?.id ?? null).filter((id) => id !== null);
    expect(new Set(got).size).toBe(got.length);
    // Whatever one round of claims left (SQLite serialises them; PostgreSQL skips locked rows) is claimed next.
    const rest: ClaimedJob[] = [];
    for (let c = await claimTest(); c; c = await claimTest()) rest.push(c);
    expect([...got, ...rest.map((c) => c.id)].sort((a, b) => a - b)).toEqual(ids);
    for (const c of [...claims, ...rest]) if (c) await completeJob(h.deps.db, h.deps.clock, c, null);
  });
});

describe('a worker that dies', () => {
  it('its job is claimed again after the lease, finishes once, the dead worker cannot finish it', async () => {
    const id = await queue();
    const dead = (await claimTest()) as ClaimedJob;
    expect(dead.id).toBe(id);
    expect(await claimTest()).toBeNull(); // the lease holds
    h.clock.advance(LEASE_MS - 1);
    expect(await claimTest()).toBeNull();
    h.clock.advance(2);
    const second = (await claimTest()) as ClaimedJob;
    expect(second.id).toBe(id);
    expect(second.attempts).toBe(2);
    await expect(reportProgress(h.deps.db, h.deps.clock, dead, 1, 2)).rejects.toBeInstanceOf(LeaseLostError);
    await expect(completeJob(h.deps.db, h.deps.clock, dead, { by: 'dead' })).rejects.toBeInstanceOf(
      LeaseLostError,
    );
    await completeJob(h.deps.db, h.deps.clock, second, { by: 'second' });
    await expect(completeJob(h.deps.db, h.deps.clock, second, { by: 'again' })).rejects.toBeInstanceOf(
      LeaseLostError,
    );
    const job = await readJob(h.deps.db, id);
    expect(job).toMatchObject({ state: 'done', result: { by: 'second' }, attempts: 2 });
    h.clock.advance(LEASE_MS * 2);
    expect(await claimTest()).toBeNull();
    const audit = await h.deps.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'jobs')
      .where('entity_id', '=', String(id))
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['queue', 'start', 'start', 'finish']);
  });

  it('after its last attempt the job fails with a message and frees its company and period', async () => {
    const id = await queue('the key');
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect((await claimTest())?.attempts).toBe(attempt);
      h.clock.advance(LEASE_MS + 1);
    }
    expect(await claimTest()).toBeNull();
    expect(await readJob(h.deps.db, id)).toMatchObject({
      state: 'failed',
      error: 'The job stopped after several tries; start it again.',
    });
    expect(await queue('the key')).toBeGreaterThan(id);
  });
});

describe('one live job per kind and key', () => {
  it('a second start is refused with the live job id; the constraint itself refuses the row', async () => {
    const first = await queue('company 1 2026-02-01..2026-02-15');
    const second = await queue('company 1 2026-02-01..2026-02-15').catch((e: unknown) => e);
    expect(second).toBeInstanceOf(JobRunningError);
    expect((second as JobRunningError).jobId).toBe(first);
    // Straight into the table, past enqueueJob: the partial unique index refuses it.
    const raw = await h.deps.db
      .insertInto('jobs')
      .values({
        kind: 'test.noop',
        dedupe_key: 'company 1 2026-02-01..2026-02-15',
        state: 'running',
        input: '{}',
        created_at: h.clock.now().toISOString(),
      })
      .execute()
      .catch((e: unknown) => e);
    expect(isUniqueViolation(raw)).toBe(true);
    // Another kind, or another period, may run at the same time.
    await queue('company 1 2026-02-01..2026-02-15', 'test.other');
    await queue('company 1 2026-02-16..2026-02-28');
    // Once the first is done the same company and period can be processed again.
    for (let c = await claimTest(); c; c = await claimTest())
      await completeJob(h.deps.db, h.deps.clock, c, null);
    expect(await queue('company 1 2026-02-01..2026-02-15')).toBeGreaterThan(first);
  });
});

describe('GET /api/jobs/:id and /api/jobs', () => {
  it('the starter and an administrator see the job; another user gets 404; no token 401', async () => {
    const user = await h.createUser({ grants: [{ key: 'payroll', view: true }] });
    const other = await h.createUser({ grants: [{ key: 'payroll', view: true }] });
    const id = await enqueueJob(
      h.deps,
      { userId: user.id, username: user.username, requestId: null },
      {
        kind: 'test.shown',
        dedupeKey: null,
        input: {},
        total: 7,
      },
    );
    const mine = await h.app.inject({ url: `/api/jobs/${id}`, headers: auth(await h.login(user.username)) });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json()).toMatchObject({
      id,
      kind: 'test.shown',
      state: 'queued',
      done: 0,
      total: 7,
      result: null,
    });
    const admin = await h.login('admin', ADMIN_PASSWORD);
    expect((await h.app.inject({ url: `/api/jobs/${id}`, headers: auth(admin) })).statusCode).toBe(200);
    const theirs = await h.app.inject({
      url: `/api/jobs/${id}`,
      headers: auth(await h.login(other.username)),
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ error: 'Job not found.' });
    expect((await h.app.inject({ url: `/api/jobs/${id}` })).statusCode).toBe(401);
    expect((await h.app.inject({ url: '/api/jobs/0', headers: auth(admin) })).statusCode).toBe(400);

    const list = await h.app.inject({ url: '/api/jobs', headers: auth(await h.login(user.username)) });
    expect(list.json().map((j: { id: number }) => j.id)).toEqual([id]);
    // Each row names who started it (the Jobs screen's Started by).
    expect(list.json()[0].created_by_name).toBe(user.username);
    const otherList = await h.app.inject({
      url: '/api/jobs?all=1',
      headers: auth(await h.login(other.username)),
    });
    expect(otherList.json()).toEqual([]);
    const all = await h.app.inject({ url: '/api/jobs?all=1', headers: auth(admin) });
    expect(all.json().length).toBeGreaterThan(1);
    expect(
      new Set(all.json().map((j: { created_by_name: string | null }) => j.created_by_name)).size,
    ).toBeGreaterThan(1);
  });
});
