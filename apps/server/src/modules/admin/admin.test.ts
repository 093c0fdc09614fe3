import { MSG } from '@sahod/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, auth, createHarness, type Harness } from '../../test/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => h.close());

const status = async () => (await h.app.inject({ method: 'GET', url: '/api/admin/status' })).json();
const adminToken = () => h.login('admin', ADMIN_PASSWORD);
const verify = (token: string) =>
  h.app.inject({ method: 'GET', url: '/api/auth/verify', headers: auth(token) });

describe('admin', () => {
  it('status is public and starts inactive', async () => {
    expect(await status()).toEqual({ active: false, message: '', remaining: 0 });
  });

  it('revoke needs admin update (403 otherwise) and revokes every token', async () => {
    const viewer = await h.createUser({ grants: [{ key: 'admin', view: true }] });
    const viewerToken = await h.login(viewer.username);
    const denied = await h.app.inject({
      method: 'POST',
      url: '/api/admin/revoke',
      headers: auth(viewerToken),
    });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().error).toBe(MSG.noPermission);

    const token = await adminToken();
    const res = await h.app.inject({ method: 'POST', url: '/api/admin/revoke', headers: auth(token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MSG.tokensRevoked });
    expect((await verify(token)).statusCode).toBe(401);
    expect((await verify(viewerToken)).statusCode).toBe(401);
    // Signing in again works.
    expect((await verify(await adminToken())).statusCode).toBe(200);
  });

  it('records the acting user of every write in the audit log', async () => {
    const token = await adminToken();
    await h.app.inject({ method: 'POST', url: '/api/admin/revoke', headers: auth(token) });
    const rows = await h.deps.db.selectFrom('audit_log').selectAll().where('entity', '=', 'tokens').execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.at(-1)).toMatchObject({
      username: 'admin',
      action: 'revoke',
      at: h.clock.now().toISOString(),
    });
    const generic = await h.deps.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', '/api/admin/revoke')
      .execute();
    expect(generic.at(-1)).toMatchObject({ username: 'admin', action: 'POST' });
  });

  it('validates start input', async () => {
    const token = await adminToken();
    for (const payload of [
      { message: '', minutes: 5 },
      { message: 'x', minutes: 0 },
      { message: 'x', minutes: 1.5 },
      {},
    ]) {
      const res = await h.app.inject({
        method: 'POST',
        url: '/api/admin/start',
        headers: auth(token),
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(typeof res.json().error).toBe('string');
    }
    expect((await status()).remaining).toBe(0);
  });

  it('timed maintenance counts down, then becomes active, revokes all tokens and refuses non-admins with 423', async () => {
    const user = await h.createUser({ grants: [{ key: 'bugreport', view: true }] });
    const token = await adminToken();
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/admin/start',
      headers: auth(token),
      payload: { message: 'Payroll cut-off upgrade', minutes: 5 },
    });
    expect(res.json()).toEqual({ message: MSG.maintenanceTimerStarted });
    expect(await status()).toEqual({ active: false, message: 'Payroll cut-off upgrade', remaining: 300_000 });

    const userToken = await h.login(user.username);
    h.clock.advance(120_000);
    expect((await status()).remaining).toBe(180_000);
    const check = await verify(userToken);
    expect(check.statusCode).toBe(200);
    // The session check carries the countdown: every signed-in user sees it within 5 seconds.
    expect(check.json().maintenance).toEqual({
      active: false,
      message: 'Payroll cut-off upgrade',
      remaining: 180_000,
    });

    h.clock.advance(180_000);
    expect(await status()).toEqual({ active: true, message: 'Payroll cut-off upgrade', remaining: 0 });
    expect((await verify(userToken)).statusCode).toBe(401);
    expect((await verify(token)).statusCode).toBe(401);

    const refused = await h.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: user.username, password: 'User#123456' },
    });
    expect(refused.statusCode).toBe(423);
    expect(refused.json().error).toBe('Payroll cut-off upgrade');

    // Admins keep working.
    const again = await adminToken();
    expect((await verify(again)).statusCode).toBe(200);

    // It stays on until ended manually.
    h.clock.advance(3_600_000);
    expect((await status()).active).toBe(true);
    const off = await h.app.inject({
      method: 'POST',
      url: '/api/admin/toggle',
      headers: auth(again),
      payload: { active: false },
    });
    expect(off.json()).toEqual({ message: MSG.maintenanceDisabled });
    expect(await status()).toEqual({ active: false, message: '', remaining: 0 });
    expect((await verify(await h.login(user.username))).statusCode).toBe(200);
  });

  it('toggle on asks for a message, revokes all tokens and answers 423 to non-admin calls made with an older admin view', async () => {
    const user = await h.createUser({ grants: [{ key: 'bugreport', view: true }] });
    const token = await adminToken();
    const noMessage = await h.app.inject({
      method: 'POST',
      url: '/api/admin/toggle',
      headers: auth(token),
      payload: { active: true, message: '  ' },
    });
    expect(noMessage.statusCode).toBe(400);

    const on = await h.app.inject({
      method: 'POST',
      url: '/api/admin/toggle',
      headers: auth(token),
      payload: { active: true, message: 'Back at 6 PM' },
    });
    expect(on.json()).toEqual({ message: MSG.maintenanceEnabled });
    expect((await verify(token)).statusCode).toBe(401);
    const refused = await h.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: user.username, password: 'User#123456' },
    });
    expect(refused.statusCode).toBe(423);

    // A non-admin whose role gains a token before maintenance is blocked with 423 on every call.
    const admin = await adminToken();
    await h.app.inject({
      method: 'POST',
      url: '/api/admin/toggle',
      headers: auth(admin),
      payload: { active: false },
    });
    const userToken = await h.login(user.username);
    // Turn it on without revoking (as a second process would see it) to prove the per-request check.
    await h.deps.db
      .updateTable('system_state')
      .set({ maintenance_active: 1, maintenance_message: 'Back at 6 PM' })
      .execute();
    const blocked = await verify(userToken);
    expect(blocked.statusCode).toBe(423);
    expect(blocked.json().error).toBe('Back at 6 PM');
    await h.deps.db
      .updateTable('system_state')
      .set({ maintenance_active: 0, maintenance_message: '' })
      .execute();
  });

  it('starting a timer while maintenance is active is a conflict', async () => {
    const token = await adminToken();
    await h.app.inject({
      method: 'POST',
      url: '/api/admin/toggle',
      headers: auth(token),
      payload: { active: true, message: 'Down' },
    });
    const again = await adminToken();
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/admin/start',
      headers: auth(again),
      payload: { message: 'x', minutes: 5 },
    });
    expect(res.statusCode).toBe(409);
    await h.app.inject({
      method: 'POST',
      url: '/api/admin/toggle',
      headers: auth(again),
      payload: { active: false },
    });
  });
});
