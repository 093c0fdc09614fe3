/**
 * The UAT mark (issue 22 section 4): public to read, admin update to change (audited); while it is
 * off the DEV/UAT tool endpoints answer 409 and touch nothing. A fresh installation starts off.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isUat, UAT_OFF_MSG } from '../../platform/uat.ts';
import { ADMIN_PASSWORD, auth, createHarness, type Harness } from '../../test/harness.ts';

let h: Harness;
let admin: string;
beforeAll(async () => {
  h = await createHarness();
  admin = await h.login('admin', ADMIN_PASSWORD);
});
afterAll(async () => h.close());

const put = (token: string, uat: unknown) =>
  h.app.inject({ method: 'PUT', url: '/api/admin/uat', headers: auth(token), payload: { uat } });
const read = async () => (await h.app.inject({ method: 'GET', url: '/api/admin/uat' })).json();
const range = 'employee_code=00001&start_date=2026-03-16&end_date=2026-03-22';

describe('the UAT mark', () => {
  it('a fresh installation is not UAT (the harness marks its test installations)', async () => {
    await h.deps.db.deleteFrom('settings').where('key', '=', 'uat_mode').execute();
    expect(await isUat(h.deps.db)).toBe(false);
    expect(await read()).toEqual({ uat: false });
  });

  it('only admin update changes it (403 otherwise, 400 for a non-boolean); the change is audited', async () => {
    const viewer = await h.createUser({ grants: [{ key: 'admin', view: true }] });
    expect((await put(await h.login(viewer.username), true)).statusCode).toBe(403);
    expect((await put(admin, 'yes')).statusCode).toBe(400);
    expect(await read()).toEqual({ uat: false });
    const on = await put(admin, true);
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toEqual({ uat: true });
    expect(await read()).toEqual({ uat: true });
    const audit = await h.deps.db
      .selectFrom('audit_log')
      .select(['action', 'entity'])
      .where('entity', '=', 'uat')
      .execute();
    expect(audit).toEqual([{ action: 'update', entity: 'uat' }]);
  });

  it('while off, every DEV/UAT tool endpoint answers 409 with the reason; while on they answer', async () => {
    expect((await put(admin, false)).statusCode).toBe(200);
    const tools = [
      ['GET', 'calculateHours'],
      ['GET', 'calculateApplications'],
      ['GET', 'calculateEarnings'],
      ['GET', 'calculateDeductions'],
      ['DELETE', 'deleteBatch'],
    ] as const;
    for (const [method, name] of tools) {
      const res = await h.app.inject({
        method,
        url: `/api/timesheet/${name}?${range}`,
        headers: auth(admin),
      });
      expect({ name, status: res.statusCode }).toEqual({ name, status: 409 });
      expect(res.json().error).toBe(UAT_OFF_MSG);
    }
    expect((await put(admin, true)).statusCode).toBe(200);
    const res = await h.app.inject({
      method: 'GET',
      url: `/api/timesheet/calculateHours?${range}`,
      headers: auth(admin),
    });
    // On again: the tool answers (an unknown employee code is its own 404, not the UAT 409).
    expect(res.statusCode).not.toBe(409);
  });
});
