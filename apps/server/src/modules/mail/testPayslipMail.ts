/**
 * The e-mail tests' company (mail.test.ts, mailJobs.test.ts): a harness, two real SMTP servers (one
 * accepting, one refusing every recipient), and three employees paid for the first half of
 * February 2026 (two with an e-mail address, one without).
 */
import { expect } from 'vitest';
import { ADMIN_PASSWORD, createHarness, type Harness } from '../../test/harness.ts';
import { requester } from '../earningsdeductions/testHelpers.ts';
import { attendance, FEB_FIRST_HALF_WORKDAYS, payrollEmployee } from '../payroll/testFixtures.ts';
import { createOrg, type Org } from '../timesheet/testFixtures.ts';
import { startSmtp, type TestSmtp } from './testSmtp.ts';

export interface PayslipMail {
  h: Harness;
  admin: string;
  send: ReturnType<typeof requester>;
  org: Org;
  smtp: TestSmtp;
  refusing: TestSmtp;
  ana: number;
  ben: number;
  cora: number;
  close(): Promise<void>;
}

/** The SMTP settings of the test servers' account, for `PUT /api/admin/smtp`. */
export const smtpSettings = (port: number) => ({
  host: '127.0.0.1',
  port,
  tls_mode: 'none',
  username: 'mailer',
  password: 'S3cret-smtp!',
  sender: 'payroll@example.ph',
});

/** The processed run the payslips are e-mailed from. */
export const payslipRun = (org: Org) => ({
  company_id: org.company_id,
  pay_period: 'Semi-monthly',
  start_date: '2026-02-01',
  end_date: '2026-02-15',
});

/** The company; `prefix` names its employees (`${prefix}ana`, ...) apart from other files'. */
export async function payslipMail(prefix: string): Promise<PayslipMail> {
  const h = await createHarness();
  const admin = await h.login('admin', ADMIN_PASSWORD);
  const send = requester(h);
  const smtp = await startSmtp({ user: 'mailer', pass: 'S3cret-smtp!' });
  const refusing = await startSmtp({
    user: 'mailer',
    pass: 'S3cret-smtp!',
    refuse: 'Mailbox unavailable here',
  });
  const org = await createOrg(h.deps.db);
  const ana = await payrollEmployee(h.deps.db, org, { last: `${prefix}ana` });
  const ben = await payrollEmployee(h.deps.db, org, { last: `${prefix}ben` });
  const cora = await payrollEmployee(h.deps.db, org, { last: `${prefix}cora` });
  const people = [
    { id: ana, email: 'ana@example.ph', date_of_birth: '1990-03-15', tin: '123-456-789-000' },
    { id: ben, email: 'ben@example.ph', date_of_birth: '1985-12-01', tin: '987-654-321-0042' },
    { id: cora, email: null, date_of_birth: '1992-07-04', tin: '111-222-333-000' },
  ];
  for (const { id, ...values } of people)
    await h.deps.db.updateTable('employees').set(values).where('id', '=', id).execute();
  await attendance(h.deps.db, [ana, ben, cora], FEB_FIRST_HALF_WORKDAYS);
  const res = await send('POST', '/api/payroll/create', admin, {
    employee_ids: [ana, ben, cora],
    start_date: '2026-02-01',
    end_date: '2026-02-15',
  });
  expect(res.statusCode, res.body).toBe(200);
  const close = async () => {
    await h.close();
    await smtp.close();
    await refusing.close();
  };
  return { h, admin, send, org, smtp, refusing, ana, ben, cora, close };
}
