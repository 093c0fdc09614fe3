import { DEFAULT_PUNCH_WINDOW_MINUTES, MAX_PUNCH_WINDOW_MINUTES } from '@sahod/biometric';
import { BIOMETRIC_MSG, PUNCH_WINDOW_DEFAULT_MINUTES, PUNCH_WINDOW_MAX_MINUTES } from '@sahod/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, auth, createHarness, type Harness, USER_PASSWORD } from '../../test/harness.ts';
import { activeEmployee, createOrg } from '../timesheet/testFixtures.ts';
import { PUNCH_WINDOW_SETTING } from './punchWindow.ts';

let h: Harness;
let admin: string;

beforeAll(async () => {
  h = await createHarness();
  admin = await h.login('admin', ADMIN_PASSWORD);
  const org = await createOrg(h.deps.db);
  await activeEmployee(h.deps.db, { org, code: 'PW001' });
});
afterAll(async () => h.close());

const URL = '/api/timesheet/punchWindow';
const read = (token: string | null = admin) =>
  h.app.inject({ method: 'GET', url: URL, headers: token ? auth(token) : {} });
const write = (payload: unknown, token: string | null = admin) =>
  h.app.inject({ method: 'PUT', url: URL, headers: token ? auth(token) : {}, payload: payload as object });
const verify = async () =>
  (
    await h.app.inject({
      method: 'POST',
      url: '/api/timesheet/verify',
      headers: auth(admin),
      payload: { employee_codes: ['PW001'], shift_dates: ['2026-11-20'] },
    })
  ).json().punch_window_minutes;
const stored = () =>
  h.deps.db.selectFrom('settings').select('value').where('key', '=', PUNCH_WINDOW_SETTING).executeTakeFirst();

describe('the punch window (issue 22)', () => {
  it('the web and the grouping agree on the default (5) and the limit (30)', () => {
    expect(PUNCH_WINDOW_DEFAULT_MINUTES).toBe(DEFAULT_PUNCH_WINDOW_MINUTES);
    expect(PUNCH_WINDOW_MAX_MINUTES).toBe(MAX_PUNCH_WINDOW_MINUTES);
  });

  it('defaults to 5 minutes; verify hands the window to the upload; a change is stored and audited', async () => {
    expect((await read()).json()).toEqual({ minutes: 5 });
    expect(await verify()).toBe(5);
    const res = await write({ minutes: 10 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ minutes: 10 });
    expect((await read()).json()).toEqual({ minutes: 10 });
    expect(await verify()).toBe(10);
    const audit = await h.deps.db
      .selectFrom('audit_log')
      .select(['action', 'details'])
      .where('entity', '=', 'punch_window')
      .execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(String(audit[0]?.details))).toEqual({ old: { minutes: 5 }, new: { minutes: 10 } });
    // 0 turns the window off (only identical punches count once).
    expect((await write({ minutes: 0 })).json()).toEqual({ minutes: 0 });
    expect(await verify()).toBe(0);
  });

  it('refuses anything but a whole number from 0 to 30 with 400 and keeps the stored value', async () => {
    await write({ minutes: 7 });
    for (const bad of [{ minutes: 31 }, { minutes: -1 }, { minutes: 2.5 }, { minutes: '5' }, {}]) {
      const res = await write(bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toContain(BIOMETRIC_MSG.punchWindowInvalid);
    }
    expect((await stored())?.value).toBe('7');
  });

  it('reading needs timesheet view, changing needs update (403), both a session (401)', async () => {
    await write({ minutes: 6 });
    const viewer = await h.createUser({ grants: [{ key: 'timesheet', view: true }] });
    const viewerToken = await h.login(viewer.username, USER_PASSWORD);
    expect((await read(viewerToken)).json()).toEqual({ minutes: 6 });
    expect((await write({ minutes: 9 }, viewerToken)).statusCode).toBe(403);
    const nobody = await h.createUser({ grants: [] });
    expect((await read(await h.login(nobody.username, USER_PASSWORD))).statusCode).toBe(403);
    expect((await read(null)).statusCode).toBe(401);
    expect((await write({ minutes: 9 }, null)).statusCode).toBe(401);
    expect((await stored())?.value).toBe('6');
  });
});
