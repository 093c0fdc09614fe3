/**
 * Issue 25 §2: a role's 'Requires two-factor sign-in'. With HRIS_REQUIRE_TWO_FACTOR on (the
 * default), a user of such a role who has not enrolled gets a session that answers only enrolment
 * and the session check (403 with reason 'two_factor_required' elsewhere) until enrolled; a role
 * without the setting is not held; the migration turns it on for roles that see pay.
 */
import { MSG } from '@sahod/shared';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedDemoData } from '../../db/demo.ts';
import { ADMIN_PASSWORD, auth, createHarness, type Harness } from '../../test/harness.ts';

let on: Harness;
let off: Harness;
beforeAll(async () => {
  on = await createHarness({ env: { HRIS_REQUIRE_TWO_FACTOR: 'true' } });
  off = await createHarness({ env: { HRIS_REQUIRE_TWO_FACTOR: 'false' } });
});
afterAll(async () => {
  await on.close();
  await off.close();
});

async function requireForRole(h: Harness, roleId: number): Promise<void> {
  await h.deps.db.updateTable('roles').set({ requires_two_factor: 1 }).where('id', '=', roleId).execute();
}

const employees = (h: Harness, token: string) =>
  h.app.inject({ method: 'GET', url: '/api/employee_list/fetch', headers: auth(token) });

describe('a role that requires two-factor sign-in', () => {
  it('answers only enrolment until the user enrols, then everything the role may do', async () => {
    const user = await on.createUser({ grants: [{ key: 'employee_list', view: true }] });
    await requireForRole(on, user.roleId);
    const token = await on.login(user.username);

    const held = await employees(on, token);
    expect(held.statusCode).toBe(403);
    expect(held.json()).toEqual({ error: MSG.twoFactorRequired, reason: 'two_factor_required' });
    // The session check and enrolment still answer.
    expect(
      (await on.app.inject({ method: 'GET', url: '/api/auth/verify', headers: auth(token) })).statusCode,
    ).toBe(200);
    expect(
      (await on.app.inject({ method: 'GET', url: '/api/auth/two-factor', headers: auth(token) })).json(),
    ).toEqual({ enabled: false });

    const begin = await on.app.inject({
      method: 'POST',
      url: '/api/auth/two-factor/begin',
      headers: auth(token),
    });
    expect(begin.statusCode).toBe(200);
    const code = await generate({
      secret: begin.json().secret,
      epoch: Math.floor(on.clock.now().getTime() / 1000),
    });
    // Beginning is not enrolling: still held until the confirming code.
    expect((await employees(on, token)).statusCode).toBe(403);
    const confirm = await on.app.inject({
      method: 'POST',
      url: '/api/auth/two-factor/confirm',
      headers: auth(token),
      payload: { code },
    });
    expect(confirm.statusCode).toBe(200);

    // The same session now works, without signing in again.
    expect((await employees(on, token)).statusCode).toBe(200);
  });

  it('lets a held user sign out: removing the push subscription answers, subscribing does not', async () => {
    const user = await on.createUser({ grants: [{ key: 'employee_list', view: true }] });
    await requireForRole(on, user.roleId);
    const token = await on.login(user.username);
    const endpoint = `https://push.example.test/${user.id}`;
    await on.deps.db
      .insertInto('push_subscriptions')
      .values({
        user_id: user.id,
        endpoint,
        p256dh: 'k',
        auth: 'a',
        created_at: on.clock.now().toISOString(),
      })
      .execute();
    const push = (path: string, payload: object) =>
      on.app.inject({ method: 'POST', url: `/api/me/push/${path}`, headers: auth(token), payload });
    const subscribe = await push('subscribe', {
      endpoint: `${endpoint}/2`,
      keys: { p256dh: 'k', auth: 'a' },
    });
    expect(subscribe.statusCode).toBe(403);
    expect(subscribe.json().reason).toBe('two_factor_required');
    expect((await push('unsubscribe', { endpoint })).statusCode).toBe(200);
    const left = await on.deps.db
      .selectFrom('push_subscriptions')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(left).toEqual([]);
  });

  it('holds the seeded Payroll Officer (its role requires it) and not the HR Manager', async () => {
    await seedDemoData(on.deps.db, on.clock);
    const roles = await on.deps.db
      .selectFrom('roles')
      .select(['name', 'requires_two_factor'])
      .where('name', 'in', ['Payroll Officer', 'HR Manager'])
      .orderBy('name')
      .execute();
    expect(roles).toEqual([
      { name: 'HR Manager', requires_two_factor: 0 },
      { name: 'Payroll Officer', requires_two_factor: 1 },
    ]);
    const officer = await on.login('payroll.officer', DEMO_PASSWORD);
    const held = await on.app.inject({ method: 'GET', url: '/api/payroll/fetch', headers: auth(officer) });
    expect(held.statusCode).toBe(403);
    expect(held.json().reason).toBe('two_factor_required');
  });

  it('does not hold a user whose role does not require it', async () => {
    const user = await on.createUser({ grants: [{ key: 'employee_list', view: true }] });
    const token = await on.login(user.username);
    expect((await employees(on, token)).statusCode).toBe(200);
  });

  it('is not enforced with HRIS_REQUIRE_TWO_FACTOR=false', async () => {
    expect(off.deps.config.requireTwoFactor).toBe(false);
    const user = await off.createUser({ grants: [{ key: 'employee_list', view: true }] });
    await requireForRole(off, user.roleId);
    const token = await off.login(user.username);
    expect((await employees(off, token)).statusCode).toBe(200);
  });

  it('is on for the built-in administrator role after migration (a role that sees pay)', async () => {
    const admin = await on.deps.db
      .selectFrom('users as u')
      .innerJoin('roles as r', 'r.id', 'u.role_id')
      .select('r.requires_two_factor')
      .where('u.username', '=', on.deps.config.adminUsername)
      .executeTakeFirstOrThrow();
    expect(admin.requires_two_factor).toBe(1);
  });

  it("is set per role in User Roles (audited) and shown by the Admin Panel's security status", async () => {
    const admin = await off.login(off.deps.config.adminUsername, ADMIN_PASSWORD);
    const user = await off.createUser();
    const update = await off.app.inject({
      method: 'PUT',
      url: '/api/userroles/update',
      headers: auth(admin),
      payload: { role_id: user.roleId, requires_two_factor: true },
    });
    expect(update.statusCode).toBe(200);
    expect(update.json().role.requires_two_factor).toBe(true);
    const roles = await off.app.inject({ method: 'GET', url: '/api/userroles/fetch', headers: auth(admin) });
    expect(roles.json().find((r: { role_id: number }) => r.role_id === user.roleId).requires_two_factor).toBe(
      true,
    );
    const audit = await off.deps.db
      .selectFrom('audit_log')
      .select('details')
      .where('entity', '=', 'role')
      .where('entity_id', '=', String(user.roleId))
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.details ?? '{}').new.requires_two_factor).toBe(true);

    const security = (h: Harness, token: string) =>
      h.app.inject({ method: 'GET', url: '/api/admin/security', headers: auth(token) });
    expect((await security(off, admin)).json()).toEqual({ two_factor_required: false });
    // The administrator of `on` must enrol first: the Admin Panel answers only after enrolment.
    const onAdmin = await on.login(on.deps.config.adminUsername, ADMIN_PASSWORD);
    expect((await security(on, onAdmin)).statusCode).toBe(403);
  });
});
