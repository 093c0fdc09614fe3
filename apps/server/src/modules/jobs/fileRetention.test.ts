/**
 * Retention of job files (issue 28 §1) on both databases: a file of a job finished more than
 * HRIS_JOB_FILE_DAYS days ago is removed (its `files` row and pieces), a newer one is kept; the job
 * keeps its row and says file_expired; GET /api/jobs/:id/file answers 410; the Generated Files
 * record stays; two sweeps at once (two connection pools on PostgreSQL, as two processes) both
 * succeed and count each file once.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import type { Actor } from '../../platform/audit.ts';
import { CHUNK_BYTES, SLICE_BYTES, storeLargeFile, writeHashedTemp } from '../../platform/largeFiles.ts';
import { ADMIN_PASSWORD, auth, createHarness, type Harness } from '../../test/harness.ts';
import { type SecondPool, secondPool } from '../../test/secondPool.ts';
import { createOrg } from '../timesheet/testFixtures.ts';
import { sweepJobFiles } from './fileRetention.ts';
import { type ClaimedJob, claimJob, completeJob, enqueueJob } from './queue.ts';

let h: Harness;
let admin: string;
let other: SecondPool;
let otherDeps: Parameters<typeof sweepJobFiles>[0];
let starter: Actor;
let starterToken: string;
const DAY = 86_400_000;

beforeAll(async () => {
  h = await createHarness();
  admin = await h.login('admin', ADMIN_PASSWORD);
  const user = await h.createUser({ grants: [{ key: 'payroll', view: true }] });
  starter = { userId: user.id, username: user.username, requestId: null };
  starterToken = await h.login(user.username);
  other = await secondPool(h);
  otherDeps = other.deps;
});
afterAll(async () => {
  await other.close();
  await h.close();
});

/** A job that finished now with a stored file of `bytes` (as the 2316 ZIP job stores its ZIP). */
async function jobWithFile(bytes: Buffer): Promise<{ id: number; fileId: number }> {
  const id = await enqueueJob(h.deps, starter, { kind: 'test.file', dedupeKey: null, input: {} });
  const claimed = (await claimJob(h.deps, ['test.file'])) as ClaimedJob;
  expect(claimed.id).toBe(id);
  const temp = await writeHashedTemp(Readable.from([bytes]));
  const fileId = await h.deps.db
    .transaction()
    .execute(async (trx) => {
      const f = await storeLargeFile(trx, h.deps.clock, {
        purpose: 'job',
        filename: `job-${id}.zip`,
        mime: 'application/zip',
        temp,
        createdBy: starter.userId,
      });
      await completeJob(trx, h.deps.clock, claimed, { message: 'written', sha256: temp.sha256 }, f);
      return f;
    })
    // The caller removes the temporary file, as the 2316 job does (it was left in the system's /tmp).
    .finally(() => fs.promises.rm(temp.path, { force: true }));
  return { id, fileId };
}

const fileRows = async (fileId: number) => ({
  files: (await h.deps.db.selectFrom('files').select('id').where('id', '=', fileId).execute()).length,
  chunks: (await h.deps.db.selectFrom('file_chunks').select('seq').where('file_id', '=', fileId).execute())
    .length,
});

describe('the job file sweep', () => {
  it('removes a file older than the limit, keeps a newer one; the job says expired and its file answers 410', async () => {
    const big = Buffer.alloc(CHUNK_BYTES + 10, 7);
    const old = await jobWithFile(big);
    expect(await fileRows(old.fileId)).toEqual({ files: 1, chunks: 2 });
    await h.deps.db
      .insertInto('compliance_files')
      .values({
        company_id: (await createOrg(h.deps.db)).company_id,
        output: 'bir2316',
        period: '2025',
        file_name: `job-${old.id}.zip`,
        sha256: 'ab'.repeat(32),
        omit_missing: 0,
        created_by: starter.userId,
        created_at: h.clock.now().toISOString(),
      })
      .execute();
    h.clock.advance(20 * DAY);
    const newer = await jobWithFile(Buffer.from('newer file'));
    // 30 days (the default) after the old job finished, to the minute: not yet.
    h.clock.advance(10 * DAY - 60_000);
    expect(await sweepJobFiles(h.deps)).toBe(0);
    h.clock.advance(2 * 60_000);
    expect(await sweepJobFiles(h.deps)).toBe(1);
    expect(await fileRows(old.fileId)).toEqual({ files: 0, chunks: 0 });
    expect(await fileRows(newer.fileId)).toEqual({ files: 1, chunks: 1 });
    // A month went by: sign in again.
    starterToken = await h.login(starter.username as string);
    admin = await h.login('admin', ADMIN_PASSWORD);

    const gone = await h.app.inject({ url: `/api/jobs/${old.id}/file`, headers: auth(starterToken) });
    expect(gone.statusCode).toBe(410);
    expect(gone.json()).toEqual({
      error: 'This file has expired and was removed from the server; start the job again for a new file.',
    });
    const job = await h.app.inject({ url: `/api/jobs/${old.id}`, headers: auth(starterToken) });
    expect(job.json()).toMatchObject({
      state: 'done',
      has_file: false,
      file_expired: true,
      result: { message: 'written' },
    });
    // Someone else still gets 404, not 410: the job is not theirs to know about.
    const stranger = await h.createUser({ grants: [] });
    const theirs = await h.app.inject({
      url: `/api/jobs/${old.id}/file`,
      headers: auth(await h.login(stranger.username)),
    });
    expect(theirs.statusCode).toBe(404);
    const kept = await h.app.inject({ url: `/api/jobs/${newer.id}/file`, headers: auth(admin) });
    expect(kept.statusCode).toBe(200);
    expect(kept.body).toBe('newer file');
    const list = await h.app.inject({ url: '/api/jobs', headers: auth(starterToken) });
    const shown = new Map(list.json().map((j: { id: number }) => [j.id, j]));
    expect(shown.get(old.id)).toMatchObject({ file_expired: true, has_file: false });
    expect(shown.get(newer.id)).toMatchObject({ file_expired: false, has_file: true });
    // The Generated Files record stays; the sweep is audited; a second sweep finds nothing.
    expect(
      await h.deps.db.selectFrom('compliance_files').select('id').where('output', '=', 'bir2316').execute(),
    ).toHaveLength(1);
    const audit = await h.deps.db
      .selectFrom('audit_log')
      .select(['action', 'details'])
      .where('entity', '=', 'jobs')
      .where('entity_id', '=', String(old.id))
      .where('action', '=', 'expire')
      .execute();
    expect(audit).toHaveLength(1);
    expect(await sweepJobFiles(h.deps)).toBe(0);
  });

  it('HRIS_JOB_FILE_DAYS sets the limit (default 30; at least 1 day)', async () => {
    expect(loadConfig({}).jobFileDays).toBe(30);
    expect(loadConfig({ HRIS_JOB_FILE_DAYS: '7' }).jobFileDays).toBe(7);
    expect(() => loadConfig({ HRIS_JOB_FILE_DAYS: '0' })).toThrow(ConfigError);
    h.clock.advance(31 * DAY);
    await sweepJobFiles(h.deps); // the first test's newer file
    const job = await jobWithFile(Buffer.from('a week'));
    h.clock.advance(7 * DAY + 1);
    expect(await sweepJobFiles({ ...h.deps, config: { jobFileDays: 8 } })).toBe(0);
    expect(await sweepJobFiles({ ...h.deps, config: { jobFileDays: 7 } })).toBe(1);
    expect(await fileRows(job.fileId)).toEqual({ files: 0, chunks: 0 });
  });

  it('two sweeps at once (two processes on PostgreSQL) both succeed and remove each file once, 5 rounds', async () => {
    for (let round = 0; round < 5; round++) {
      const jobs = [];
      for (let i = 0; i < 4; i++) jobs.push(await jobWithFile(Buffer.alloc(CHUNK_BYTES + i, i)));
      h.clock.advance(31 * DAY);
      const counts = await Promise.all([sweepJobFiles(h.deps), sweepJobFiles(otherDeps)]);
      expect(counts[0] + counts[1]).toBe(4);
      for (const j of jobs) expect(await fileRows(j.fileId)).toEqual({ files: 0, chunks: 0 });
      const expired = await h.deps.db
        .selectFrom('audit_log')
        .select('entity_id')
        .where('action', '=', 'expire')
        .where(
          'entity_id',
          'in',
          jobs.map((j) => String(j.id)),
        )
        .execute();
      expect(expired).toHaveLength(4);
    }
  });
});

describe("a job's file of several pieces", () => {
  it('downloads whole: its bytes hash to the SHA-256 recorded with it, for pieces and slices of every size', async () => {
    const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
    // The sweep's tests moved the clock past the first sign-in's session.
    const token = await h.login(starter.username as string);
    for (const size of [CHUNK_BYTES * 3 + 777, CHUNK_BYTES, CHUNK_BYTES + SLICE_BYTES, SLICE_BYTES - 1]) {
      // Bytes that differ from one slice to the next, so a slice out of order changes the hash.
      const bytes = Buffer.alloc(size);
      for (let i = 0; i < size; i++) bytes[i] = (i * 131 + (i >> 9) * 7 + (i >> 15)) & 0xff;
      const { id, fileId } = await jobWithFile(bytes);
      const res = await h.app.inject({ url: `/api/jobs/${id}/file`, headers: auth(token) });
      expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
      const stored = await h.deps.db
        .selectFrom('files')
        .select('sha256')
        .where('id', '=', fileId)
        .executeTakeFirstOrThrow();
      expect(res.headers['content-length']).toBe(String(size));
      expect(res.headers['x-sha256']).toBe(stored.sha256);
      expect(sha(res.rawPayload)).toBe(stored.sha256);
      expect(res.rawPayload.equals(bytes)).toBe(true);
    }
  });

  it('keeps a size over 2 GiB (the 2316 ZIP of a bigger company; an integer column stopped at 2 GiB - 1)', async () => {
    const size = 3 * 1024 ** 3 + 5;
    const row = await h.deps.db
      .insertInto('files')
      .values({
        purpose: 'job',
        filename: 'big.zip',
        mime: 'application/zip',
        size,
        sha256: 'cd'.repeat(32),
        data: Buffer.alloc(0),
        created_at: h.clock.now().toISOString(),
        created_by: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const back = await h.deps.db
      .selectFrom('files')
      .select('size')
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    expect(back.size).toBe(size);
  });
});
