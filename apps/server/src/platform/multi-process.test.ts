/**
 * Two app instances on one database behave as one: a revoke or maintenance switched on through one
 * is seen by the other at the next request (nothing that matters lives in process memory).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { App } from '../deps.ts';
import { ADMIN_PASSWORD, auth, createHarness, type Harness } from '../test/harness.ts';

let h: Harness;
let second: App;
beforeAll(async () => {
  h = await createHarness();
  second = await buildApp({ ...h.deps, webDir: undefined });
});
afterAll(async () => {
  await second.close();
  await h.close();
});

describe('several server processes on one database', () => {
  it('a token revoked through one instance stops working on the other', async () => {
    const token = await h.login('admin', ADMIN_PASSWORD);
    const onSecond = () => second.inject({ method: 'GET', url: '/api/auth/verify', headers: auth(token) });
    expect((await onSecond()).statusCode).toBe(200);
    await h.app.inject({ method: 'POST', url: '/api/admin/revoke', headers: auth(token) });
    expect((await onSecond()).statusCode).toBe(401);
  });

  it('maintenance switched on through one instance applies on the other', async () => {
    const user = await h.createUser({ grants: [{ key: 'bugreport', view: true }] });
    const admin = await h.login('admin', ADMIN_PASSWORD);
    await h.app.inject({
      method: 'POST',
      url: '/api/admin/toggle',
      headers: auth(admin),
      payload: { active: true, message: 'Upgrade' },
    });
    const status = await second.inject({ method: 'GET', url: '/api/admin/status' });
    expect(status.json()).toMatchObject({ active: true, message: 'Upgrade' });
    const login = await second.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: user.username, password: 'User#123456' },
    });
    expect(login.statusCode).toBe(423);
    const admin2 = await h.login('admin', ADMIN_PASSWORD);
    await second.inject({
      method: 'POST',
      url: '/api/admin/toggle',
      headers: auth(admin2),
      payload: { active: false },
    });
    expect((await h.app.inject({ method: 'GET', url: '/api/admin/status' })).json().active).toBe(false);
  });
});
