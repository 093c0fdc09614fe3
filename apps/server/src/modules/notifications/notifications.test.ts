/**
 * The bell and Web Push (issue 24 section 4), on both databases. Push is sent for real: `web-push`
 * encrypts and signs a request to a local https push endpoint started by the test (a self-signed
 * certificate the test's agent trusts), which decrypts it with the browser-side keys.
 */
import { execFileSync } from 'node:child_process';
import { createECDH, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import ece from 'http_ece';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createHarness, type Harness } from '../../test/harness.ts';
import { createEmployee } from '../employeerecords/testFixtures.ts';
import { notifyEmployees, notifyUsers } from './service.ts';

let h: Harness;
let alice: { id: number; token: string };
let bob: { id: number; token: string };

beforeAll(async () => {
  h = await createHarness();
  const a = await h.createUser();
  const b = await h.createUser();
  alice = { id: a.id, token: await h.login(a.username) };
  bob = { id: b.id, token: await h.login(b.username) };
});
afterAll(async () => h?.close());

const list = async (token: string) => {
  const res = await h.app.inject({ method: 'GET', url: '/api/me/notifications', headers: auth(token) });
  expect(res.statusCode).toBe(200);
  return res.json() as {
    unread: number;
    items: { id: number; title: string; read: boolean; link: string | null }[];
  };
};

describe('the bell', () => {
  it('shows each user only their own notices, newest first, and marks them read', async () => {
    await notifyUsers(h.deps, [alice.id], {
      kind: 'payslip_ready',
      title: 'Your payslip is ready.',
      link: '/me/pay',
    });
    await notifyUsers(h.deps, [alice.id, bob.id], {
      kind: 'application_decided',
      title: 'Your leave on 2026-11-30 was approved.',
      link: '/me/leave',
    });
    const mine = await list(alice.token);
    expect(mine.unread).toBe(2);
    expect(mine.items.map((i) => i.title)).toEqual([
      'Your leave on 2026-11-30 was approved.',
      'Your payslip is ready.',
    ]);
    const theirs = await list(bob.token);
    expect(theirs.unread).toBe(1);

    // Bob naming Alice's notice changes nothing of hers.
    const aliceFirst = mine.items[1]?.id as number;
    const foreign = await h.app.inject({
      method: 'POST',
      url: '/api/me/notifications/read',
      headers: auth(bob.token),
      payload: { ids: [aliceFirst] },
    });
    expect(foreign.statusCode).toBe(200);
    expect((await list(alice.token)).unread).toBe(2);

    const one = await h.app.inject({
      method: 'POST',
      url: '/api/me/notifications/read',
      headers: auth(alice.token),
      payload: { ids: [aliceFirst] },
    });
    expect(one.statusCode).toBe(200);
    const after = await list(alice.token);
    expect(after.unread).toBe(1);
    expect(after.items.find((i) => i.id === aliceFirst)?.read).toBe(true);

    await h.app.inject({
      method: 'POST',
      url: '/api/me/notifications/read',
      headers: auth(alice.token),
      payload: {},
    });
    expect((await list(alice.token)).unread).toBe(0);
    expect((await list(bob.token)).unread).toBe(1);
  });

  it('reaches the accounts linked to employees, not inactive ones', async () => {
    const withActive = await createEmployee(h.deps.db, 'Nora');
    const withInactive = await createEmployee(h.deps.db, 'Nestor');
    const active = await h.createUser();
    const inactive = await h.createUser({ status: 0 });
    await h.deps.db
      .updateTable('users')
      .set({ employee_id: withActive })
      .where('id', '=', active.id)
      .execute();
    await h.deps.db
      .updateTable('users')
      .set({ employee_id: withInactive })
      .where('id', '=', inactive.id)
      .execute();
    await notifyEmployees(h.deps, [withActive, withInactive], {
      kind: 'bir2316_ready',
      title: 'Your BIR 2316 for 2025 is ready.',
      link: null,
    });
    const rows = await h.deps.db
      .selectFrom('notifications')
      .select('user_id')
      .where('kind', '=', 'bir2316_ready')
      .execute();
    expect(rows.map((r) => r.user_id)).toEqual([active.id]);
  });

  it('answers 401 without a sign-in', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/me/notifications' });
    expect(res.statusCode).toBe(401);
  });
});

describe('Web Push', () => {
  it('refuses a subscription that is not https or has bad keys, writing nothing', async () => {
    const bad = [
      { endpoint: 'http://push.example.com/x', keys: { p256dh: 'abc', auth: 'def' } },
      { endpoint: 'https://push.example.com/x', keys: { p256dh: 'not base64!', auth: 'def' } },
      { endpoint: 'https://push.example.com/x' },
    ];
    for (const payload of bad) {
      const res = await h.app.inject({
        method: 'POST',
        url: '/api/me/push/subscribe',
        headers: auth(alice.token),
        payload,
      });
      expect(res.statusCode).toBe(400);
    }
    const count = await h.deps.db.selectFrom('push_subscriptions').select('id').execute();
    expect(count).toHaveLength(0);
  });

  it('gives the same VAPID public key every time (generated once, stored)', async () => {
    const one = await h.app.inject({ method: 'GET', url: '/api/me/push/key', headers: auth(alice.token) });
    const two = await h.app.inject({ method: 'GET', url: '/api/me/push/key', headers: auth(bob.token) });
    expect(one.statusCode).toBe(200);
    expect(one.json().publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(two.json().publicKey).toBe(one.json().publicKey);
  });

  it('sends an encrypted, signed message to the subscribed device and drops a gone one', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sahod-push-'));
    const keyFile = path.join(dir, 'key.pem');
    const certFile = path.join(dir, 'cert.pem');
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-days',
        '1',
        '-keyout',
        keyFile,
        '-out',
        certFile,
      ],
      { stdio: 'ignore' },
    );
    const cert = fs.readFileSync(certFile);
    const received: { url: string; headers: Record<string, string | string[] | undefined>; body: Buffer }[] =
      [];
    const server = https.createServer({ key: fs.readFileSync(keyFile), cert }, (req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        received.push({ url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
        res.statusCode = req.url === '/push/gone' ? 410 : 201;
        res.end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    try {
      // The browser's side of a subscription: a P-256 key pair and a 16-byte auth secret.
      const browser = createECDH('prime256v1');
      browser.generateKeys();
      const authSecret = randomBytes(16).toString('base64url');
      const live = {
        endpoint: `https://127.0.0.1:${port}/push/live`,
        keys: { p256dh: browser.getPublicKey().toString('base64url'), auth: authSecret },
      };
      const gone = { ...live, endpoint: `https://127.0.0.1:${port}/push/gone` };
      for (const payload of [live, gone]) {
        const res = await h.app.inject({
          method: 'POST',
          url: '/api/me/push/subscribe',
          headers: auth(bob.token),
          payload,
        });
        expect(res.statusCode).toBe(200);
      }
      const agent = new https.Agent({ ca: cert });
      const { pushed } = await notifyUsers({ ...h.deps, pushAgent: agent }, [bob.id], {
        kind: 'payslip_ready',
        title: 'Your payslip for 16–30 Nov 2026 is ready.',
        link: '/me/pay',
      });
      expect(await pushed).toEqual({ sent: 1, gone: 1, failed: 0 });
      const msg = received.find((r) => r.url === '/push/live');
      expect(msg?.headers['content-encoding']).toBe('aes128gcm');
      expect(String(msg?.headers.authorization)).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);
      const plain = ece.decrypt(msg?.body as Buffer, {
        version: 'aes128gcm',
        privateKey: browser,
        authSecret,
      });
      expect(JSON.parse(plain.toString('utf8'))).toEqual({
        kind: 'payslip_ready',
        title: 'Your payslip for 16–30 Nov 2026 is ready.',
        link: '/me/pay',
      });
      const left = await h.deps.db
        .selectFrom('push_subscriptions')
        .select('endpoint')
        .where('user_id', '=', bob.id)
        .execute();
      expect(left.map((r) => r.endpoint)).toEqual([live.endpoint]);

      const off = await h.app.inject({
        method: 'POST',
        url: '/api/me/push/unsubscribe',
        headers: auth(bob.token),
        payload: { endpoint: live.endpoint },
      });
      expect(off.statusCode).toBe(200);
      expect(await h.deps.db.selectFrom('push_subscriptions').select('id').execute()).toHaveLength(0);
    } finally {
      server.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
