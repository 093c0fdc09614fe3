/** GET /api/admin/backup (issue 25 §1): the Admin Panel's scheduled-backup card, incl. a failure. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runScheduledBackup } from '../../platform/backup/schedule.ts';
import { ADMIN_PASSWORD, auth, createHarness, type Harness } from '../../test/harness.ts';

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
    });
  });

  it('shows a failed backup with its message (the test database is in memory)', async () => {
    const logged: string[] = [];
    await runScheduledBackup(
      { ...h.deps, log: { error: (_o, msg) => logged.push(msg), info: () => {} } },
      new Date('2026-11-21T18:00:00.000Z'),
    );
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
