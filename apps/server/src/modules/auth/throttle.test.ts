/**
 * Sign-in throttling (issue 14): failures count per (client address, username), a success clears
 * only its own pair, an address has a ceiling across usernames, and the counts live in the
 * database (two app instances share them).
 */
import { MSG } from '@sahod/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { App } from '../../deps.ts';
import { ADMIN_PASSWORD, createHarness, type Harness, USER_PASSWORD } from '../../test/harness.ts';

const PER_ACCOUNT = 10;
const PER_ADDRESS = 25;

let h: Harness;
let second: App;
beforeAll(async () => {
  h = await createHarness({
    env: {
      HRIS_LOGIN_MAX_FAILURES: String(PER_ACCOUNT),
      HRIS_LOGIN_MAX_FAILURES_PER_ADDRESS: String(PER_ADDRESS),
      HRIS_LOGIN_WINDOW_SECONDS: '60',
    },
  });
  second = await buildApp({ ...h.deps, webDir: undefined });
});
afterAll(async () => {
  await second.close();
  await h.close();
});

let addresses = 0;
const freshAddress = () => `203.0.113.${++addresses}`;

function signIn(username: string, password: string, remoteAddress: string, app: App = h.app) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password },
    remoteAddress,
  });
}

describe('sign-in throttling', () => {
  it('a success on the attacker’s own account does not reset the count of the account being guessed', async () => {
    const attacker = freshAddress();
    const own = await h.createUser();
    // 9 wrong admin passwords, then a good sign-in to their own account; and again.
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < PER_ACCOUNT - 1; i++) {
        const res = await signIn('admin', `wrong-${round}-${i}`, attacker);
        if (round === 0) expect(res.statusCode).toBe(401);
      }
      expect((await signIn(own.username, USER_PASSWORD, attacker)).statusCode).toBe(200);
    }
    // The admin account is throttled from that address, even with the right password...
    const guessed = await signIn('admin', ADMIN_PASSWORD, attacker);
    expect(guessed.statusCode).toBe(429);
    expect(guessed.json()).toEqual({ error: MSG.tooManyAttempts });
    // ...also when the username is typed differently.
    expect((await signIn('  ADMIN ', ADMIN_PASSWORD, attacker)).statusCode).toBe(429);
    // The attacker's own account and the admin from elsewhere are not.
    expect((await signIn(own.username, USER_PASSWORD, attacker)).statusCode).toBe(200);
    expect((await signIn('admin', ADMIN_PASSWORD, freshAddress())).statusCode).toBe(200);
    // Until the window passes.
    h.clock.advance(61_000);
    expect((await signIn('admin', ADMIN_PASSWORD, attacker)).statusCode).toBe(200);
  });

  it('one person’s typos behind a shared office address do not lock out co-workers', async () => {
    const office = freshAddress();
    const clumsy = await h.createUser();
    const colleague = await h.createUser();
    for (let i = 0; i < PER_ACCOUNT; i++) {
      expect((await signIn(clumsy.username, `typo${i}`, office)).statusCode).toBe(401);
    }
    expect((await signIn(clumsy.username, USER_PASSWORD, office)).statusCode).toBe(429);
    expect((await signIn(colleague.username, USER_PASSWORD, office)).statusCode).toBe(200);
    expect((await signIn('admin', ADMIN_PASSWORD, office)).statusCode).toBe(200);
    h.clock.advance(61_000);
  });

  it('a success clears its own failures: a person who finally types it right starts again from zero', async () => {
    const desk = freshAddress();
    const user = await h.createUser();
    for (let i = 0; i < PER_ACCOUNT - 1; i++) await signIn(user.username, `typo${i}`, desk);
    expect((await signIn(user.username, USER_PASSWORD, desk)).statusCode).toBe(200);
    for (let i = 0; i < PER_ACCOUNT - 1; i++) {
      expect((await signIn(user.username, `again${i}`, desk)).statusCode).toBe(401);
    }
    expect((await signIn(user.username, USER_PASSWORD, desk)).statusCode).toBe(200);
    h.clock.advance(61_000);
  });

  it('stops password spraying: an address has a ceiling across usernames, other addresses do not', async () => {
    const sprayer = freshAddress();
    const victim = await h.createUser();
    for (let i = 0; i < PER_ADDRESS; i++) {
      // A few tries each on many usernames: never the per-account limit.
      expect((await signIn(`person${i % 9}`, 'Summer2026!', sprayer)).statusCode).toBe(401);
    }
    const blocked = await signIn(victim.username, USER_PASSWORD, sprayer);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ error: MSG.tooManyAttempts });
    expect((await signIn(victim.username, USER_PASSWORD, freshAddress())).statusCode).toBe(200);
    h.clock.advance(61_000);
    expect((await signIn(victim.username, USER_PASSWORD, sprayer)).statusCode).toBe(200);
  });

  it('holds across server processes: failures counted by one instance throttle the other', async () => {
    const attacker = freshAddress();
    for (let i = 0; i < PER_ACCOUNT; i++) {
      const app = i % 2 === 0 ? h.app : second;
      expect((await signIn('admin', `bad${i}`, attacker, app)).statusCode).toBe(401);
    }
    expect((await signIn('admin', ADMIN_PASSWORD, attacker, second)).statusCode).toBe(429);
    expect((await signIn('admin', ADMIN_PASSWORD, attacker, h.app)).statusCode).toBe(429);
    h.clock.advance(61_000);
  });

  it('never stores the tried username itself', async () => {
    await signIn('MyPassword#1', 'oops', freshAddress());
    const rows = await h.deps.db.selectFrom('login_failures').selectAll().execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toMatch(/MyPassword|mypassword/);
    for (const r of rows) expect(r.account_key).toMatch(/^[0-9a-f]{64}$/);
  });
});
