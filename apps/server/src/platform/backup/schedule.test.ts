/**
 * Scheduled backups (issue 25 §1, as jobs since issue 28): one process per scheduled time queues
 * the job, a worker runs it, keep the newest N, results stored.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../config.ts';
import { readJob } from '../../modules/jobs/queue.ts';
import { runNextJob } from '../../modules/jobs/worker.ts';
import { testDialect } from '../../test/harness.ts';
import { createSource, type Source, tmpRoot } from './fixtures.ts';
import { backupStatus, runScheduledBackup, type ScheduleDeps } from './schedule.ts';

let dir: string;
let source: Source;
const errors: string[] = [];

function deps(over: Partial<ScheduleDeps['config']> = {}): ScheduleDeps {
  return {
    db: source.database.db,
    clock: source.clock,
    dialect: testDialect,
    config: {
      databaseUrl: source.url,
      backupCron: '0 2 * * *',
      backupDir: path.join(dir, 'backups'),
      backupKeep: 2,
      ...over,
    },
    log: { error: (_o, msg) => errors.push(msg), info: () => {} },
  };
}

/** A server process's job worker running what is queued (the scheduled backup's job). */
async function runQueued(over: Partial<ScheduleDeps['config']> = {}): Promise<number[]> {
  const d = deps(over);
  const worker = {
    ...d,
    config: d.config as Config,
    log: { error: d.log.error, warn: () => {}, info: () => {} },
  };
  const ran: number[] = [];
  for (let id = await runNextJob(worker); id !== null; id = await runNextJob(worker)) ran.push(id);
  return ran;
}

beforeAll(async () => {
  dir = tmpRoot();
  source = await createSource(dir);
}, 30_000);

afterAll(async () => {
  await source.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('scheduled backups', () => {
  it('runs each scheduled time in exactly one of several processes and keeps the newest N', async () => {
    const slots = ['2026-11-21T18:00:00.000Z', '2026-11-22T18:00:00.000Z', '2026-11-23T18:00:00.000Z'];
    for (const slot of slots) {
      source.clock.advance(24 * 3600_000);
      // Three processes wake for the same scheduled time: one runs it.
      const ran = await Promise.all([1, 2, 3].map(() => runScheduledBackup(deps(), new Date(slot))));
      expect(ran.filter(Boolean)).toHaveLength(1);
      // A late timer for the same (or an earlier) time does nothing.
      expect(await runScheduledBackup(deps(), new Date(slot))).toBe(false);
      // One backup job was queued; a worker runs it.
      expect((await backupStatus(deps())).job_id).not.toBeNull();
      const jobs = await runQueued();
      expect(jobs).toHaveLength(1);
      const job = await readJob(source.database.db, jobs[0] as number);
      expect(job?.state).toBe('done');
      expect(job?.created_by).toBeNull();
      expect(job?.done).toBe(3);
      expect(job?.total).toBe(3);
    }
    const files = fs.readdirSync(path.join(dir, 'backups')).sort();
    expect(files).toEqual([
      'sahod-backup-2026-11-23T010000-000Z.tar.gz',
      'sahod-backup-2026-11-24T010000-000Z.tar.gz',
    ]);
    const status = await backupStatus(deps());
    expect(status.last).toEqual({
      status: 'ok',
      startedAt: '2026-11-24T01:00:00.000Z',
      finishedAt: '2026-11-24T01:00:00.000Z',
      file: path.join(dir, 'backups', 'sahod-backup-2026-11-24T010000-000Z.tar.gz'),
      size: fs.statSync(path.join(dir, 'backups', files[1] ?? '')).size,
      message: null,
    });
    expect(errors).toEqual([]);
  }, 30_000);

  it('stores a failed backup with its message and logs it as an error', async () => {
    const missing = path.join(dir, 'nowhere', 'sahod.sqlite');
    expect(
      await runScheduledBackup(deps({ databaseUrl: missing }), new Date('2026-11-24T18:00:00.000Z')),
    ).toBe(true);
    // Not tried again: the job fails with the message at once.
    const [id] = await runQueued({ databaseUrl: missing });
    const job = await readJob(source.database.db, id as number);
    expect(job?.state).toBe('failed');
    expect(job?.attempts).toBe(1);
    expect(job?.error).toBe(`There is no database at ${missing}.`);
    const status = await backupStatus(deps());
    expect(status.last?.status).toBe('failed');
    expect(status.last?.message).toBe(`There is no database at ${missing}.`);
    expect(errors).toEqual([`Scheduled backup failed: There is no database at ${missing}.`]);
  });

  it('names the next run: 02:00 Manila is 18:00 UTC the day before', async () => {
    const status = await backupStatus(deps());
    // The clock is 2026-11-24T01:00Z (09:00 in Manila): next is 2026-11-25 02:00 Manila.
    expect(status.nextRun).toBe('2026-11-24T18:00:00.000Z');
    expect(status.schedule).toBe('0 2 * * *');
    expect(status.timezone).toBe('Asia/Manila');
    expect((await backupStatus(deps({ backupCron: null }))).nextRun).toBeNull();
  });
});
