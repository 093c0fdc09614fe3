/** Sign-in sessions: the own list, ending one (401 at once), administrators, password changes. */
import { SESSION_TEXT } from '@sahod/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeUserAgent } from '../../platform/user-agent.ts';
import { ADMIN_PASSWORD, auth, createHarness, type Harness } from '../../test/harness.ts';

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const MAC_SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';

let h: Harness;
let admin: string;
beforeAll(async () => {
  h = await createHarness();
  admin = await h.login('admin', ADMIN_PASSWORD);
});
afterAll(async () => h.close());

async function signIn(username: string, userAgent: string, address: string, password = 'User#123456') {
  const res = await h.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password },
    headers: { 'user-agent': userAgent },
    remoteAddress: address,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().token as string;
}

function send(method: 'GET' | 'DELETE' | 'POST' | 'PUT', url: string, token: string, payload?: object) {
  return h.app.inject({ method, url, headers: auth(token), ...(payload ? { payload } : {}) });
}

interface Listed {
  id: string;
  device: string;
  address: string | null;
  signed_in_at: string;
  last_seen_at: string;
  current: boolean;
}
const list = async (token: string, url = '/api/me/sessions') => {
  const res = await send('GET', url, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().sessions as Listed[];
};
const ok = async (token: string) => (await send('GET', '/api/auth/verify', token)).statusCode;

describe('own sessions', () => {
  it('lists each sign-in with its device, address and times, the current one marked', async () => {
    const u = await h.createUser();
    const phone = await signIn(u.username, ANDROID_CHROME, '10.9.0.1');
    h.clock.advance(5_000);
    const laptop = await signIn(u.username, MAC_SAFARI, '10.9.0.2');
    const seen = await list(laptop);
    expect(seen).toHaveLength(2);
    const mine = seen.find((s) => s.current);
    expect(mine).toMatchObject({ device: 'Safari on macOS', address: '10.9.0.2' });
    expect(seen.find((s) => !s.current)).toMatchObject({ device: 'Chrome on Android', address: '10.9.0.1' });
    expect((await list(phone)).find((s) => s.current)?.device).toBe('Chrome on Android');
  });

  it('writes last seen at most once a minute', async () => {
    const u = await h.createUser();
    const token = await signIn(u.username, ANDROID_CHROME, '10.9.1.1');
    const [first] = await list(token);
    h.clock.advance(30_000);
    const [early] = await list(token);
    expect(early?.last_seen_at).toBe(first?.last_seen_at);
    h.clock.advance(31_000);
    await list(token);
    const [later] = await list(token);
    expect(Date.parse(later?.last_seen_at ?? '') - Date.parse(first?.last_seen_at ?? '')).toBe(61_000);
  });

  it('ends another own sign-in: its next request answers 401 at once; ending the current signs out', async () => {
    const u = await h.createUser();
    const phone = await signIn(u.username, ANDROID_CHROME, '10.9.2.1');
    const laptop = await signIn(u.username, MAC_SAFARI, '10.9.2.2');
    const other = (await list(laptop)).find((s) => !s.current)!;
    const ended = await send('DELETE', `/api/me/sessions?session_id=${other.id}`, laptop);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json()).toEqual({ message: SESSION_TEXT.ended });
    expect(await ok(phone)).toBe(401);
    expect(await ok(laptop)).toBe(200);
    expect(await list(laptop)).toHaveLength(1);
    // Ending it again, or a made-up id: 404.
    expect((await send('DELETE', `/api/me/sessions?session_id=${other.id}`, laptop)).statusCode).toBe(404);
    const current = (await list(laptop))[0]!;
    expect((await send('DELETE', `/api/me/sessions?session_id=${current.id}`, laptop)).statusCode).toBe(200);
    expect(await ok(laptop)).toBe(401);
    const audit = await h.deps.db
      .selectFrom('audit_log')
      .select(['action', 'entity', 'entity_id', 'username'])
      .where('action', '=', 'end_session')
      .where('entity_id', '=', String(u.id))
      .execute();
    expect(audit).toHaveLength(2);
    expect(audit[0]).toMatchObject({ entity: 'user_session', username: u.username });
  });

  it("a user without User Accounts rights can neither list nor end another user's sign-ins; view lists only", async () => {
    const victim = await h.createUser();
    const vToken = await signIn(victim.username, ANDROID_CHROME, '10.9.3.1');
    const victimSession = (await list(vToken))[0]!;
    const plain = await h.createUser({ grants: [{ key: 'applications', view: true }] });
    const plainToken = await h.login(plain.username);
    const end = `/api/useraccounts/sessions?user_id=${victim.id}&session_id=${victimSession.id}`;
    expect(
      (await send('GET', `/api/useraccounts/sessions?user_id=${victim.id}`, plainToken)).statusCode,
    ).toBe(403);
    expect((await send('DELETE', end, plainToken)).statusCode).toBe(403);
    const viewer = await h.createUser({ grants: [{ key: 'useraccounts', view: true }] });
    const vwToken = await h.login(viewer.username);
    expect((await send('GET', `/api/useraccounts/sessions?user_id=${victim.id}`, vwToken)).statusCode).toBe(
      200,
    );
    expect((await send('DELETE', end, vwToken)).statusCode).toBe(403);
    // The own route only reaches the caller's own sessions.
    expect(
      (await send('DELETE', `/api/me/sessions?session_id=${victimSession.id}`, vwToken)).statusCode,
    ).toBe(404);
    expect(await ok(vToken)).toBe(200);
  });
});

describe("an administrator and anyone's sessions", () => {
  it('lists and ends another account’s sign-in', async () => {
    const u = await h.createUser();
    const token = await signIn(u.username, ANDROID_CHROME, '10.9.4.1');
    const seen = await list(admin, `/api/useraccounts/sessions?user_id=${u.id}`);
    expect(seen).toEqual([expect.objectContaining({ device: 'Chrome on Android', current: false })]);
    const other = await h.createUser();
    // The session must belong to the account named.
    expect(
      (
        await send(
          'DELETE',
          `/api/useraccounts/sessions?user_id=${other.id}&session_id=${seen[0]!.id}`,
          admin,
        )
      ).statusCode,
    ).toBe(404);
    expect(await ok(token)).toBe(200);
    const res = await send(
      'DELETE',
      `/api/useraccounts/sessions?user_id=${u.id}&session_id=${seen[0]!.id}`,
      admin,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await ok(token)).toBe(401);
    expect((await send('GET', '/api/useraccounts/sessions?user_id=999999', admin)).statusCode).toBe(404);
  });
});

describe('password changes end sessions', () => {
  it('a self-service password change ends the other sign-ins and keeps the current one', async () => {
    const u = await h.createUser();
    const phone = await signIn(u.username, ANDROID_CHROME, '10.9.5.1');
    const laptop = await signIn(u.username, MAC_SAFARI, '10.9.5.2');
    const res = await send('POST', '/api/me/password', laptop, {
      current_password: 'User#123456',
      new_password: 'Better#2026pass',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await ok(phone)).toBe(401);
    expect(await ok(laptop)).toBe(200);
    expect(await list(laptop)).toEqual([
      expect.objectContaining({ current: true, device: 'Safari on macOS' }),
    ]);
  });

  it("an administrator's password reset ends all of that user's sign-ins", async () => {
    const u = await h.createUser();
    const phone = await signIn(u.username, ANDROID_CHROME, '10.9.6.1');
    const laptop = await signIn(u.username, MAC_SAFARI, '10.9.6.2');
    const res = await send('PUT', '/api/useraccounts/update', admin, {
      user_id: u.id,
      change_password: true,
      password: 'Reset#2026pass',
      confirm: 'Reset#2026pass',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await ok(phone)).toBe(401);
    expect(await ok(laptop)).toBe(401);
    expect(await list(admin, `/api/useraccounts/sessions?user_id=${u.id}`)).toEqual([]);
  });
});

describe('describeUserAgent', () => {
  it('names the browser and the system', () => {
    expect(describeUserAgent(ANDROID_CHROME)).toBe('Chrome on Android');
    expect(describeUserAgent(MAC_SAFARI)).toBe('Safari on macOS');
    expect(
      describeUserAgent(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      ),
    ).toBe('Edge on Windows');
    expect(
      describeUserAgent(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 CriOS/131.0 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Chrome on iPhone');
    expect(
      describeUserAgent(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      ),
    ).toBe('Chrome on Linux');
    expect(describeUserAgent(null)).toBe('Unknown device');
  });
});
