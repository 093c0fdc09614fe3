import { MSG, tokenClaimsSchema } from '@sahod/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, auth, createHarness, type Harness, USER_PASSWORD } from '../../test/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => h.close());

describe('POST /api/auth/login', () => {
  it('signs in the first administrator and returns the spec claims', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'admin', password: ADMIN_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const claims = tokenClaimsSchema.parse(body.user);
    expect(claims.username).toBe('admin');
    expect(claims.role).toBe('Administrator');
    expect(claims.permissions.payroll).toEqual({ view: true, create: true, update: true, delete: true });
    expect(claims.employee).toEqual([]);
    // The token itself carries the same claims (the client reads them from it).
    const payload = JSON.parse(Buffer.from(body.token.split('.')[1], 'base64url').toString());
    expect(payload).toMatchObject({ username: 'admin', role: 'Administrator', sub: claims.sub, ver: 1 });
    expect(payload.exp - payload.iat).toBe(12 * 3600);
  });

  it('is case-insensitive on the username', async () => {
    await expect(h.login('ADMIN', ADMIN_PASSWORD)).resolves.toBeTypeOf('string');
  });

  it('rejects a wrong password with the server message', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'admin', password: 'wrong' },
      remoteAddress: '192.0.2.10',
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: MSG.invalidCredentials });
  });

  it('rejects an unknown user with the same message', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'nobody', password: 'whatever1!' },
      remoteAddress: '192.0.2.11',
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe(MSG.invalidCredentials);
  });

  it('validates the body', async () => {
    const res = await h.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Username is required.');
  });

  it('refuses inactive accounts and accounts not yet approved, each with its reason', async () => {
    const inactive = await h.createUser({ status: 0 });
    const pending = await h.createUser({ approval: 'For Approval' });
    const rejected = await h.createUser({ approval: 'Rejected' });
    const cases = [
      [inactive.username, MSG.accountInactive],
      [pending.username, MSG.accountForApproval],
      [rejected.username, MSG.accountRejected],
    ] as const;
    for (const [username, message] of cases) {
      const res = await h.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username, password: USER_PASSWORD },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe(message);
    }
  });

  it('rate-limits repeated failures from one client without locking out others', async () => {
    const attacker = '198.51.100.7';
    for (let i = 0; i < 10; i++) {
      const res = await h.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: 'admin', password: `bad${i}` },
        remoteAddress: attacker,
      });
      expect(res.statusCode).toBe(401);
    }
    const blocked = await h.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'admin', password: ADMIN_PASSWORD },
      remoteAddress: attacker,
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toBe(MSG.tooManyAttempts);

    const other = await h.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'admin', password: ADMIN_PASSWORD },
      remoteAddress: '198.51.100.8',
    });
    expect(other.statusCode).toBe(200);

    h.clock.advance(61_000);
    const later = await h.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'admin', password: ADMIN_PASSWORD },
      remoteAddress: attacker,
    });
    expect(later.statusCode).toBe(200);
  });
});

describe('GET /api/auth/verify', () => {
  it('returns fresh claims for a valid token', async () => {
    const token = await h.login('admin', ADMIN_PASSWORD);
    const res = await h.app.inject({ method: 'GET', url: '/api/auth/verify', headers: auth(token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ valid: true, user: { username: 'admin' } });
  });

  it('answers 401 without a token, with a forged token and with an expired token', async () => {
    const none = await h.app.inject({ method: 'GET', url: '/api/auth/verify' });
    expect(none.statusCode).toBe(401);
    expect(none.json().error).toBe(MSG.notSignedIn);

    const token = await h.login('admin', ADMIN_PASSWORD);
    const [head, body] = token.split('.');
    const forged = `${head}.${body}.${'A'.repeat(43)}`;
    const bad = await h.app.inject({ method: 'GET', url: '/api/auth/verify', headers: auth(forged) });
    expect(bad.statusCode).toBe(401);

    h.clock.advance(12 * 3600 * 1000 + 1000);
    const expired = await h.app.inject({ method: 'GET', url: '/api/auth/verify', headers: auth(token) });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().error).toBe(MSG.sessionExpired);
  });

  it('stops a token when the account is saved or becomes inactive', async () => {
    const user = await h.createUser({ grants: [{ key: 'bugreport', view: true }] });
    const token = await h.login(user.username);
    const ok = await h.app.inject({ method: 'GET', url: '/api/auth/verify', headers: auth(token) });
    expect(ok.statusCode).toBe(200);

    // Saving an account bumps its token version (spec 4: saving an account logs that user out).
    await h.deps.db
      .updateTable('users')
      .set((eb) => ({ token_version: eb('token_version', '+', 1) }))
      .where('id', '=', user.id)
      .execute();
    const saved = await h.app.inject({ method: 'GET', url: '/api/auth/verify', headers: auth(token) });
    expect(saved.statusCode).toBe(401);

    const token2 = await h.login(user.username);
    await h.deps.db.updateTable('users').set({ status: 0 }).where('id', '=', user.id).execute();
    const inactive = await h.app.inject({ method: 'GET', url: '/api/auth/verify', headers: auth(token2) });
    expect(inactive.statusCode).toBe(401);
  });
});

describe('GET /api/auth/permissions', () => {
  it("returns the role's current flags from the database, so a role change applies at once", async () => {
    const user = await h.createUser({ grants: [{ key: 'payroll', view: true }] });
    const token = await h.login(user.username);
    const first = await h.app.inject({
      method: 'GET',
      url: '/api/auth/permissions?module=payroll',
      headers: auth(token),
    });
    expect(first.json()).toEqual({
      module: 'payroll',
      view: true,
      create: false,
      update: false,
      delete: false,
    });

    await h.deps.db
      .updateTable('role_permissions')
      .set({ can_update: 1 })
      .where('role_id', '=', user.roleId)
      .execute();
    const second = await h.app.inject({
      method: 'GET',
      url: '/api/auth/permissions?module=payroll',
      headers: auth(token),
    });
    expect(second.json().update).toBe(true);
  });

  it('checks the session in the same read: a removed flag, a revoked token, an inactive account and maintenance apply on the next call', async () => {
    const user = await h.createUser({ grants: [{ key: 'payroll', view: true }] });
    const token = await h.login(user.username);
    const ask = (module = 'payroll') =>
      h.app.inject({ method: 'GET', url: `/api/auth/permissions?module=${module}`, headers: auth(token) });
    expect((await ask()).json().view).toBe(true);
    // A module the role has no row for answers all false.
    expect((await ask('admin')).json()).toEqual({
      module: 'admin',
      view: false,
      create: false,
      update: false,
      delete: false,
    });

    await h.deps.db.deleteFrom('role_permissions').where('role_id', '=', user.roleId).execute();
    expect((await ask()).json()).toEqual({
      module: 'payroll',
      view: false,
      create: false,
      update: false,
      delete: false,
    });

    await h.deps.db
      .updateTable('system_state')
      .set({ maintenance_active: 1, maintenance_message: 'Back at 6 PM' })
      .where('id', '=', 1)
      .execute();
    const maintenance = await ask();
    expect(maintenance.statusCode).toBe(423);
    expect(maintenance.json().error).toBe('Back at 6 PM');
    await h.deps.db
      .updateTable('system_state')
      .set({ maintenance_active: 0, maintenance_message: '' })
      .where('id', '=', 1)
      .execute();
    expect((await ask()).statusCode).toBe(200);

    await h.deps.db
      .updateTable('users')
      .set((eb) => ({ token_version: eb('token_version', '+', 1) }))
      .where('id', '=', user.id)
      .execute();
    expect((await ask()).statusCode).toBe(401);

    const token2 = await h.login(user.username);
    await h.deps.db.updateTable('users').set({ status: 0 }).where('id', '=', user.id).execute();
    const inactive = await h.app.inject({
      method: 'GET',
      url: '/api/auth/permissions?module=payroll',
      headers: auth(token2),
    });
    expect(inactive.statusCode).toBe(401);
  });

  it('answers all false for an unknown module and 400 without one', async () => {
    const token = await h.login('admin', ADMIN_PASSWORD);
    const unknown = await h.app.inject({
      method: 'GET',
      url: '/api/auth/permissions?module=nothing',
      headers: auth(token),
    });
    expect(unknown.json()).toEqual({
      module: 'nothing',
      view: false,
      create: false,
      update: false,
      delete: false,
    });
    const missing = await h.app.inject({ method: 'GET', url: '/api/auth/permissions', headers: auth(token) });
    expect(missing.statusCode).toBe(400);
  });
});

describe('GET /api/ping', () => {
  it('is public', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/ping' });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('ok');
  });
});
