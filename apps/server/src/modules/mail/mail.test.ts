/**
 * E-mail (issue 25 §4) against real SMTP servers started here (smtp-server): the SMTP settings
 * with the password sealed at rest, 'Send test e-mail', and 'E-mail payslips': the message
 * arrives with the payslip PDF that opens only with the rule's password, nothing is sent twice
 * unless asked, a refusing server leaves the item 'failed' with its answer after 3 attempts, and
 * a restarted worker resumes the queue.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from '../../test/harness.ts';
import type { Org } from '../timesheet/testFixtures.ts';
import { drainQueue, MAX_ATTEMPTS } from './queue.ts';
import { type PayslipMail, payslipMail, payslipRun, smtpSettings } from './testPayslipMail.ts';
import { parseMessage, pdfTextWith, type TestSmtp } from './testSmtp.ts';
import { startMailWorker } from './worker.ts';

let fx: PayslipMail;
let h: Harness;
let admin: string;
let send: PayslipMail['send'];
let org: Org;
let smtp: TestSmtp;
let refusing: TestSmtp;
let ana: number;
let ben: number;
let cora: number;
const run = () => payslipRun(org);
const settings = smtpSettings;
const statusUrl = () =>
  `/api/payroll/email-payslips?company_id=${org.company_id}&pay_period=Semi-monthly&start_date=2026-02-01&end_date=2026-02-15`;
const statusOf = async (id: number) => {
  const res = await send('GET', statusUrl(), admin);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().items as { employee_id: number }[]).find((i) => i.employee_id === id) as Record<
    string,
    unknown
  >;
};

beforeAll(async () => {
  fx = await payslipMail('Mail');
  ({ h, admin, send, org, smtp, refusing, ana, ben, cora } = fx);
});
afterAll(async () => fx.close());

describe('SMTP settings', () => {
  it('need Admin; a bad port is a 400', async () => {
    const other = await h.createUser({ grants: [{ key: 'payroll', view: true, create: true }] });
    const token = await h.login(other.username);
    expect((await send('GET', '/api/admin/smtp', token)).statusCode).toBe(403);
    expect((await send('PUT', '/api/admin/smtp', token, settings(smtp.port))).statusCode).toBe(403);
    const bad = await send('PUT', '/api/admin/smtp', admin, { ...settings(smtp.port), port: 70000 });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Enter a port from 1 to 65535.');
  });

  it('E-mail payslips before SMTP is set up is a 409 and queues nothing', async () => {
    const res = await send('POST', '/api/payroll/email-payslips', admin, {
      ...run(),
      password_rule: 'birth_date',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('Set up the SMTP server in the Admin Panel first.');
    expect(await h.deps.db.selectFrom('payslip_mail').selectAll().execute()).toEqual([]);
  });

  it('stores the password encrypted, never returns it, and keeps it when omitted', async () => {
    const res = await send('PUT', '/api/admin/smtp', admin, settings(smtp.port));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      configured: true,
      host: '127.0.0.1',
      port: smtp.port,
      tls_mode: 'none',
      username: 'mailer',
      password_set: true,
      sender: 'payroll@example.ph',
    });
    const row = await h.deps.db.selectFrom('smtp_settings').selectAll().executeTakeFirstOrThrow();
    expect(row.password_enc).toMatch(/^v1\./);
    expect(row.password_enc).not.toContain('S3cret');
    expect(Buffer.from(row.password_enc?.slice(3) ?? '', 'base64url').toString('latin1')).not.toContain(
      'S3cret',
    );
    const { password: _, ...withoutPassword } = settings(smtp.port);
    const again = await send('PUT', '/api/admin/smtp', admin, withoutPassword);
    expect(again.json().password_set).toBe(true);
    expect(JSON.stringify((await send('GET', '/api/admin/smtp', admin)).json())).not.toContain('S3cret');
  });

  it('Send test e-mail arrives through the server with the stored (decrypted) password', async () => {
    const res = await send('POST', '/api/admin/smtp/test', admin, { to: 'hr@example.ph' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Test e-mail sent to hr@example.ph.');
    const last = smtp.received.at(-1);
    expect(last?.from).toBe('payroll@example.ph');
    expect(last?.to).toEqual(['hr@example.ph']);
    expect(last?.raw).toContain('Subject: Sahod test e-mail');
  });

  it("a refused test e-mail is a 409 with the server's answer", async () => {
    await send('PUT', '/api/admin/smtp', admin, settings(refusing.port));
    const res = await send('POST', '/api/admin/smtp/test', admin, { to: 'hr@example.ph' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toContain('550 Mailbox unavailable here');
    await send('PUT', '/api/admin/smtp', admin, settings(smtp.port));
  });
});

describe('E-mail payslips', () => {
  it('queues the run: a payslip each, no address for the employee without e-mail', async () => {
    const other = await h.createUser({ grants: [{ key: 'payroll', view: true }] });
    const viewer = await h.login(other.username);
    const refused = await send('POST', '/api/payroll/email-payslips', viewer, {
      ...run(),
      password_rule: 'tin4_birth_date',
    });
    expect(refused.statusCode).toBe(403);
    const res = await send('POST', '/api/payroll/email-payslips', admin, {
      ...run(),
      password_rule: 'tin4_birth_date',
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.total).toBe(3);
    expect(body.counts).toEqual({ queued: 2, sending: 0, sent: 0, failed: 0, no_address: 1 });
    expect(body.done).toBe(1);
    expect((await statusOf(cora)).status).toBe('no_address');
  });

  it('sends each employee their payslip, which opens only with the last 4 TIN digits and the birth date', async () => {
    const before = smtp.received.length;
    expect(await drainQueue(h.deps)).toBe(2);
    const mails = smtp.received.slice(before);
    expect(mails.map((m) => m.to[0]).sort()).toEqual(['ana@example.ph', 'ben@example.ph']);
    const toAna = mails.find((m) => m.to[0] === 'ana@example.ph');
    const { text, attachments } = parseMessage(toAna?.raw ?? '');
    expect(text).toContain('the last 4 digits of your TIN followed by your birth date as MMDDYYYY');
    // Ana: TIN 123-456-789-000 ends in 9000... its digits are 123456789000, so the last 4 are 9000;
    // born 15 March 1990: 03151990.
    const password = '900003151990';
    expect(text).not.toContain(password);
    expect(attachments).toHaveLength(1);
    expect(attachments[0]?.name).toBe('payslip-2026-02-01-to-2026-02-15.pdf');
    const pdf = attachments[0]?.bytes ?? Buffer.alloc(0);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfTextWith(pdf, null)).toBeNull();
    expect(pdfTextWith(pdf, '03151990')).toBeNull();
    expect(pdfTextWith(pdf, '000003151990')).toBeNull();
    const opened = pdfTextWith(pdf, password);
    expect(opened).toContain('Mailana');
    expect(opened).toContain('Payslip for 2026-02-01 to 2026-02-15');
    expect(opened).not.toContain('Mailben');
    // Ben: TIN digits 9876543210042 end in 0042; born 1 December 1985: 12011985.
    const toBen = parseMessage(mails.find((m) => m.to[0] === 'ben@example.ph')?.raw ?? '');
    expect(pdfTextWith(toBen.attachments[0]?.bytes ?? Buffer.alloc(0), '004212011985')).toContain('Mailben');
    const st = await statusOf(ana);
    expect(st).toMatchObject({ status: 'sent', attempts: 1, last_error: null, address: 'ana@example.ph' });
  });

  it('sends nothing twice: asking again leaves sent payslips; Send again sends that one once more', async () => {
    const before = smtp.received.length;
    const again = await send('POST', '/api/payroll/email-payslips', admin, {
      ...run(),
      password_rule: 'birth_date',
    });
    expect(again.json().counts).toMatchObject({ sent: 2, queued: 0, no_address: 1 });
    expect(await drainQueue(h.deps)).toBe(0);
    expect(smtp.received.length).toBe(before);
    const resend = await send('POST', '/api/payroll/email-payslips', admin, {
      ...run(),
      password_rule: 'birth_date',
      resend_employee_ids: [ana],
    });
    expect(resend.json().counts).toMatchObject({ sent: 1, queued: 1, no_address: 1 });
    // Two workers at once (two processes): the one item is taken and sent once.
    const tried = await Promise.all([drainQueue(h.deps), drainQueue(h.deps)]);
    expect(tried[0] + tried[1]).toBe(1);
    const mails = smtp.received.slice(before);
    expect(mails.map((m) => m.to[0])).toEqual(['ana@example.ph']);
    const { text, attachments } = parseMessage(mails[0]?.raw ?? '');
    expect(text).toContain('your birth date as MMDDYYYY');
    expect(pdfTextWith(attachments[0]?.bytes ?? Buffer.alloc(0), '03151990')).toContain('Mailana');
  });

  it("a refusing server: tried 3 times over the retry delays, then 'failed' with its answer", async () => {
    await send('PUT', '/api/admin/smtp', admin, settings(refusing.port));
    await send('POST', '/api/payroll/email-payslips', admin, {
      ...run(),
      password_rule: 'birth_date',
      resend_employee_ids: [ben],
    });
    const start = refusing.attempts;
    expect(await drainQueue(h.deps)).toBe(1);
    expect(await statusOf(ben)).toMatchObject({ status: 'queued', attempts: 1 });
    expect((await statusOf(ben)).last_error).toContain('550 Mailbox unavailable here');
    // Not due before the first delay (1 minute).
    expect(await drainQueue(h.deps)).toBe(0);
    h.clock.advance(60_000);
    expect(await drainQueue(h.deps)).toBe(1);
    expect(await statusOf(ben)).toMatchObject({ status: 'queued', attempts: 2 });
    h.clock.advance(299_000);
    expect(await drainQueue(h.deps)).toBe(0);
    h.clock.advance(1_000);
    expect(await drainQueue(h.deps)).toBe(1);
    const failed = await statusOf(ben);
    expect(failed).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    expect(failed.last_error).toContain('550 Mailbox unavailable here');
    h.clock.advance(3_600_000);
    expect(await drainQueue(h.deps)).toBe(0);
    expect(refusing.attempts - start).toBe(3);
    h.clock.advance(-3_600_000 - 360_000);
  });

  it('a restarted worker resumes queued items and those a stopped process left sending', async () => {
    await send('PUT', '/api/admin/smtp', admin, settings(smtp.port));
    // The failed item is queued again by asking again; Ana's is left 'sending' by a process that died.
    await send('POST', '/api/payroll/email-payslips', admin, { ...run(), password_rule: 'birth_date' });
    const old = new Date(h.clock.now().getTime() - 11 * 60_000).toISOString();
    await h.deps.db
      .updateTable('payslip_mail')
      .set({ status: 'sending', claimed_at: old })
      .where('employee_id', '=', ana)
      .execute();
    const before = smtp.received.length;
    const worker = startMailWorker({ ...h.deps, log: { error: () => {} } }, 60_000);
    await worker.idle();
    await worker.stop();
    expect(
      smtp.received
        .slice(before)
        .map((m) => m.to[0])
        .sort(),
    ).toEqual(['ana@example.ph', 'ben@example.ph']);
    expect((await statusOf(ben)).status).toBe('sent');
    expect((await statusOf(ana)).status).toBe('sent');
  });

  it("a voided payslip's e-mail is not sent and leaves the run's status", async () => {
    await send('POST', '/api/payroll/email-payslips', admin, {
      ...run(),
      password_rule: 'birth_date',
      resend_employee_ids: [ben],
    });
    const slip = await h.deps.db
      .selectFrom('payslips')
      .select('id')
      .where('employee_id', '=', ben)
      .executeTakeFirstOrThrow();
    const voided = await send('POST', '/api/payroll/void', admin, {
      payslip_id: slip.id,
      reason: 'Wrong rate',
    });
    expect(voided.statusCode, voided.body).toBe(200);
    const before = smtp.received.length;
    expect(await drainQueue(h.deps)).toBe(1);
    expect(smtp.received.length).toBe(before);
    const row = await h.deps.db
      .selectFrom('payslip_mail')
      .select(['status', 'attempts', 'last_error'])
      .where('payslip_id', '=', slip.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'failed', attempts: 1, last_error: 'The payslip was voided.' });
    const status = (await send('GET', statusUrl(), admin)).json();
    expect(status.items.map((i: { employee_id: number }) => i.employee_id).sort()).toEqual(
      [ana, cora].sort(),
    );
  });
});
