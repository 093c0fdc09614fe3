/**
 * Notifications by e-mail (issue 25 §4), per user choice, against a real SMTP server: only a user
 * who turned it on gets the notice at their employee record's address.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createHarness, type Harness } from '../../test/harness.ts';
import { requester } from '../earningsdeductions/testHelpers.ts';
import { notifyUsers } from '../notifications/service.ts';
import { activeEmployee } from '../timesheet/testFixtures.ts';
import { parseMessage, startSmtp, type TestSmtp } from './testSmtp.ts';

let h: Harness;
let send: ReturnType<typeof requester>;
let smtp: TestSmtp;

beforeAll(async () => {
  h = await createHarness();
  send = requester(h);
  smtp = await startSmtp();
  const admin = await h.login('admin', ADMIN_PASSWORD);
  const saved = await send('PUT', '/api/admin/smtp', admin, {
    host: '127.0.0.1',
    port: smtp.port,
    tls_mode: 'none',
    username: null,
    sender: 'sahod@example.ph',
  });
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(async () => {
  await h.close();
  await smtp.close();
});

async function employeeUser(email: string) {
  const employee = await activeEmployee(h.deps.db);
  await h.deps.db.updateTable('employees').set({ email }).where('id', '=', employee).execute();
  const user = await h.createUser();
  await h.deps.db.updateTable('users').set({ employee_id: employee }).where('id', '=', user.id).execute();
  return { ...user, token: await h.login(user.username) };
}

describe('notification e-mails', () => {
  it('go only to the users who chose them, with the title and link', async () => {
    const chose = await employeeUser('chose@example.ph');
    const other = await employeeUser('other@example.ph');
    expect((await send('GET', '/api/me/notifications/email', chose.token)).json()).toEqual({
      enabled: false,
    });
    const on = await send('PUT', '/api/me/notifications/email', chose.token, { enabled: true });
    expect(on.json()).toEqual({ enabled: true });
    expect((await send('GET', '/api/me/notifications/email', chose.token)).json()).toEqual({ enabled: true });
    expect((await send('GET', '/api/me/notifications/email', other.token)).json()).toEqual({
      enabled: false,
    });
    const before = smtp.received.length;
    const notice = { kind: 'payslip_ready' as const, title: 'Your payslip is ready', link: '/me/payslips' };
    const { mailed } = await notifyUsers(h.deps, [chose.id, other.id], notice);
    expect(await mailed).toBe(1);
    const mails = smtp.received.slice(before);
    expect(mails.map((m) => m.to)).toEqual([['chose@example.ph']]);
    expect(mails[0]?.raw).toContain('Subject: Your payslip is ready');
    expect(parseMessage(mails[0]?.raw ?? '').text).toContain('/me/payslips');
    await send('PUT', '/api/me/notifications/email', chose.token, { enabled: false });
    expect(await (await notifyUsers(h.deps, [chose.id, other.id], notice)).mailed).toBe(0);
    expect(smtp.received.length).toBe(before + 1);
  });
});
