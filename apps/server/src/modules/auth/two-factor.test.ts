/**
 * Two-factor sign-in (issue 25 §2): enrolment, the two-step sign-in with a TOTP code or a
 * recovery code, replay refusal, the code step's attempt limit, and the administrator's reset.
 * Codes are generated here with otplib from the secret the server answered, as an app would.
 */
import { MSG, TWO_FACTOR_MSG } from '@sahod/shared';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, auth, createHarness, type Harness, USER_PASSWORD } from '../../test/harness.ts';

const MAX_FAILURES = 4;
let h: Harness;
beforeAll(async () => {
  h = await createHarness({ env: { HRIS_LOGIN_MAX_FAILURES: String(MAX_FAILURES) } });
});
afterAll(async () => h.close());

let addresses = 0;
const freshAddress = () => `198.51.100.${++addresses}`;
const codeNow = (secret: string) => generate({ secret, epoch: Math.floor(h.clock.now().getTime() / 1000) });
/** Moves the clock to the next 30-second TOTP step. */
const nextStep = () => h.clock.advance(30_000);

async function enrol(token: string): Promise<{ secret: string; codes: string[] }> {
  const begin = await h.app.inject({
    method: 'POST',
    url: '/api/auth/two-factor/begin',
    headers: auth(token),
  });
  expect(begin.statusCode).toBe(200);
  const { secret } = begin.json();
  const confirm = await h.app.inject({
    method: 'POST',
    url: '/api/auth/two-factor/confirm',
    headers: auth(token),
    payload: { code: await codeNow(secret) },
  });
  expect(confirm.statusCode).toBe(200);
  nextStep(); // the confirming code's step is spent
  return { secret, codes: confirm.json().recovery_codes };
}

function passwordStep(username: string, password: string, remoteAddress = freshAddress()) {
  return h.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password },
    remoteAddress,
  });
}

function codeStep(challenge: string, code: string, remoteAddress = freshAddress()) {
  return h.app.inject({
    method: 'POST',
    url: '/api/auth/login/two-factor',
    payload: { challenge, code },
    remoteAddress,
  });
}

async function challengeOf(username: string, password = USER_PASSWORD, address?: string): Promise<string> {
  const res = await passwordStep(username, password, address);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ two_factor_required: true, challenge: expect.any(String) });
  return res.json().challenge;
}

describe('two-factor enrolment', () => {
  it('begins with a secret and its otpauth URI, confirms with one code and answers ten recovery codes', async () => {
    const user = await h.createUser();
    const token = await h.login(user.username);
    const status = () => h.app.inject({ method: 'GET', url: '/api/auth/two-factor', headers: auth(token) });
    expect((await status()).json()).toEqual({ enabled: false });

    const begin = await h.app.inject({
      method: 'POST',
      url: '/api/auth/two-factor/begin',
      headers: auth(token),
    });
    expect(begin.statusCode).toBe(200);
    const { secret, uri } = begin.json();
    expect(secret).toMatch(/^[A-Z2-7]{26,}$/);
    expect(uri).toBe(`otpauth://totp/Sahod:${user.username}?secret=${secret}&issuer=Sahod`);

    // A wrong code does not confirm.
    const good = await codeNow(secret);
    const wrong = good === '000000' ? '111111' : '000000';
    const refused = await h.app.inject({
      method: 'POST',
      url: '/api/auth/two-factor/confirm',
      headers: auth(token),
      payload: { code: wrong },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: TWO_FACTOR_MSG.wrongCode });
    expect((await status()).json()).toEqual({ enabled: false });

    const confirm = await h.app.inject({
      method: 'POST',
      url: '/api/auth/two-factor/confirm',
      headers: auth(token),
      payload: { code: good },
    });
    expect(confirm.statusCode).toBe(200);
    const codes: string[] = confirm.json().recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(c).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
    expect((await status()).json()).toEqual({ enabled: true });

    // Stored so a database read alone gives neither the secret nor the recovery codes away.
    const row = await h.deps.db
      .selectFrom('user_two_factor')
      .selectAll()
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.secret_enc).not.toContain(secret);
    expect(row.secret_enc.startsWith('v1:')).toBe(true);
    const hashes = await h.deps.db
      .selectFrom('two_factor_recovery_codes')
      .select('code_hash')
      .where('user_id', '=', user.id)
      .execute();
    expect(hashes).toHaveLength(10);
    for (const { code_hash } of hashes) {
      for (const c of codes) expect(code_hash).not.toContain(c.replace('-', ''));
    }

    // Once on, beginning again is refused (a reset comes first), and so is confirming again.
    const again = await h.app.inject({
      method: 'POST',
      url: '/api/auth/two-factor/begin',
      headers: auth(token),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: TWO_FACTOR_MSG.alreadyOn });
    const reconfirm = await h.app.inject({
      method: 'POST',
      url: '/api/auth/two-factor/confirm',
      headers: auth(token),
      payload: { code: await codeNow(secret) },
    });
    expect(reconfirm.statusCode).toBe(409);
  });

  it('refuses confirming before beginning, an empty code, and anyone not signed in', async () => {
    const user = await h.createUser();
    const token = await h.login(user.username);
    const early = await h.app.inject({
      method: 'POST',
      url: '/api/auth/two-factor/confirm',
      headers: auth(token),
      payload: { code: '123456' },
    });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ error: TWO_FACTOR_MSG.notBegun });
    const empty = await h.app.inject({
      method: 'POST',
      url: '/api/auth/two-factor/confirm',
      headers: auth(token),
      payload: { code: ' ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ error: 'Enter the code.' });
    const anonymous = await h.app.inject({ method: 'POST', url: '/api/auth/two-factor/begin' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('two-step sign-in', () => {
  it('keeps the one-step answer for accounts without two-factor', async () => {
    const user = await h.createUser();
    const res = await passwordStep(user.username, USER_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(['token', 'user']);
  });

  it('answers a challenge after the password, and the session after a TOTP code; each code once', async () => {
    const user = await h.createUser();
    const { secret } = await enrol(await h.login(user.username));

    // A wrong password is still a wrong password: no challenge.
    const wrongPassword = await passwordStep(user.username, 'wrong');
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ error: MSG.invalidCredentials });

    const challenge = await challengeOf(user.username);
    const code = await codeNow(secret);
    const res = await codeStep(challenge, code, '10.77.0.9');
    expect(res.statusCode).toBe(200);
    expect(res.json().user.username).toBe(user.username);
    // The sign-in's session records the address the second step came from.
    const own = await h.app.inject({
      method: 'GET',
      url: '/api/me/sessions',
      headers: auth(res.json().token),
    });
    expect(own.json().sessions).toContainEqual(
      expect.objectContaining({ current: true, address: '10.77.0.9' }),
    );
    const verify = await h.app.inject({
      method: 'GET',
      url: '/api/auth/verify',
      headers: auth(res.json().token),
    });
    expect(verify.statusCode).toBe(200);

    // The challenge is spent, and the same code is refused within its window with a fresh challenge.
    expect((await codeStep(challenge, code)).statusCode).toBe(401);
    const replay = await codeStep(await challengeOf(user.username), code);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ error: TWO_FACTOR_MSG.wrongCode });

    // The next step's code works.
    nextStep();
    const next = await codeStep(await challengeOf(user.username), await codeNow(secret));
    expect(next.statusCode).toBe(200);
  });

  it('accepts each recovery code once, with or without its dash and case', async () => {
    const user = await h.createUser();
    const { codes } = await enrol(await h.login(user.username));
    const first = await codeStep(await challengeOf(user.username), codes[3]!.replace('-', '').toLowerCase());
    expect(first.statusCode).toBe(200);
    const again = await codeStep(await challengeOf(user.username), codes[3]!);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ error: TWO_FACTOR_MSG.wrongCode });
    const other = await codeStep(await challengeOf(user.username), codes[4]!);
    expect(other.statusCode).toBe(200);
  });

  it('refuses an unknown or expired challenge', async () => {
    const user = await h.createUser();
    const { secret } = await enrol(await h.login(user.username));
    const unknown = await codeStep('not-a-challenge', await codeNow(secret));
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ error: TWO_FACTOR_MSG.challengeExpired });
    const challenge = await challengeOf(user.username);
    h.clock.advance(5 * 60 * 1000);
    const late = await codeStep(challenge, await codeNow(secret));
    expect(late.statusCode).toBe(401);
    expect(late.json()).toEqual({ error: TWO_FACTOR_MSG.challengeExpired });
  });

  it('limits wrong codes per account and address, even with the right code after the limit', async () => {
    const user = await h.createUser();
    const { secret } = await enrol(await h.login(user.username));
    const attacker = freshAddress();
    const challenge = await challengeOf(user.username, USER_PASSWORD, attacker);
    const good = await codeNow(secret);
    const wrong = good === '000000' ? '111111' : '000000';
    for (let i = 0; i < MAX_FAILURES; i++) {
      const res = await codeStep(challenge, wrong, attacker);
      expect(res.statusCode).toBe(401);
    }
    const blocked = await codeStep(challenge, good, attacker);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ error: MSG.tooManyAttempts });
    // The password step from there is not blocked by the code step's count...
    const elsewhere = freshAddress();
    const fromElsewhere = await codeStep(
      await challengeOf(user.username, USER_PASSWORD, elsewhere),
      good,
      elsewhere,
    );
    expect(fromElsewhere.statusCode).toBe(200);
  });
});

describe('resetting two-factor', () => {
  it("lets an administrator reset another user's two-factor, audited; the user then signs in with the password alone", async () => {
    const user = await h.createUser();
    await enrol(await h.login(user.username));
    const admin = await h.login('admin', ADMIN_PASSWORD);
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/useraccounts/two-factor/reset',
      headers: auth(admin),
      payload: { user_id: user.id },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: TWO_FACTOR_MSG.reset });
    const audit = await h.deps.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'two_factor')
      .where('entity_id', '=', String(user.id))
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'RESET', username: 'admin' });
    expect(await h.login(user.username)).toBeTypeOf('string');
    const codesLeft = await h.deps.db
      .selectFrom('two_factor_recovery_codes')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(codesLeft).toEqual([]);

    // Nothing left to reset.
    const again = await h.app.inject({
      method: 'POST',
      url: '/api/useraccounts/two-factor/reset',
      headers: auth(admin),
      payload: { user_id: user.id },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: TWO_FACTOR_MSG.notEnrolled });
  });

  it('never resets your own two-factor through that screen, and needs User Accounts update', async () => {
    const adminRow = await h.deps.db
      .selectFrom('users')
      .select('id')
      .where('username_key', '=', 'admin')
      .executeTakeFirstOrThrow();
    const admin = await h.login('admin', ADMIN_PASSWORD);
    const own = await h.app.inject({
      method: 'POST',
      url: '/api/useraccounts/two-factor/reset',
      headers: auth(admin),
      payload: { user_id: adminRow.id },
    });
    expect(own.statusCode).toBe(409);
    expect(own.json()).toEqual({ error: TWO_FACTOR_MSG.notOwnReset });

    const viewer = await h.createUser({ grants: [{ key: 'useraccounts', view: true }] });
    const target = await h.createUser();
    await enrol(await h.login(target.username));
    const refused = await h.app.inject({
      method: 'POST',
      url: '/api/useraccounts/two-factor/reset',
      headers: auth(await h.login(viewer.username)),
      payload: { user_id: target.id },
    });
    expect(refused.statusCode).toBe(403);
    expect(await challengeOf(target.username)).toBeTypeOf('string');

    const missing = await h.app.inject({
      method: 'POST',
      url: '/api/useraccounts/two-factor/reset',
      headers: auth(admin),
      payload: { user_id: 999999 },
    });
    expect(missing.statusCode).toBe(404);
  });
});
