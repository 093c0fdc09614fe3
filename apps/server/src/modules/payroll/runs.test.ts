/** GET /payroll/runs (issue 22 section 2 "Where am I in the month?"). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createHarness, type Harness } from '../../test/harness.ts';
import { expectGuarded, requester } from '../earningsdeductions/testHelpers.ts';
import { createOrg } from '../timesheet/testFixtures.ts';
import { attendance, FEB_FIRST_HALF_WORKDAYS, payrollEmployee } from './testFixtures.ts';

let h: Harness;
let admin: string;
let send: ReturnType<typeof requester>;
beforeAll(async () => {
  h = await createHarness();
  admin = await h.login('admin', ADMIN_PASSWORD);
  send = requester(h);
});
afterAll(async () => h.close());

const FEB = { start_date: '2026-02-01', end_date: '2026-02-15' };

describe('GET /payroll/runs', () => {
  it('lists the live regular runs by period with totals, who and when, and opens on the next period', async () => {
    const org = await createOrg(h.deps.db);
    const a = await payrollEmployee(h.deps.db, org);
    const b = await payrollEmployee(h.deps.db, org);
    await attendance(h.deps.db, [a, b], FEB_FIRST_HALF_WORKDAYS);
    const url = `/api/payroll/runs?company_id=${org.company_id}`;

    // Nothing processed: the semi-monthly period holding today (the harness clock).
    const empty = await send('GET', url, admin);
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json().runs).toEqual([]);
    expect(empty.json().next.pay_period).toBe('Semi-monthly');

    const processed = await send('POST', '/api/payroll/create', admin, { employee_ids: [a, b], ...FEB });
    expect(processed.statusCode, processed.body).toBe(200);
    const res = await send('GET', url, admin);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const adminName = (
      await h.deps.db
        .selectFrom('users')
        .select('name')
        .where('username', '=', 'admin')
        .executeTakeFirstOrThrow()
    ).name;
    // Each: 12 days x PHP 1,000 = 12,000 gross; deductions 650 + 325 + 100 SSS/PhilHealth/Pag-IBIG
    // + 76.20 tax = 1,151.20; net 10,848.80. Two employees: 24,000 / 2,302.40 / 21,697.60.
    expect(body.runs).toEqual([
      {
        start_date: '2026-02-01',
        end_date: '2026-02-15',
        pay_period: 'Semi-monthly',
        pay_date: '2026-02-15',
        employees: 2,
        gross_pay: 24000,
        total_deductions: 2302.4,
        net_pay: 21697.6,
        processed_by: adminName,
        processed_at: expect.any(String),
      },
    ]);
    // The default calendar's second cut-off is the 16th: the next period is 16-28 Feb.
    expect(body.next).toEqual({
      pay_period: 'Semi-monthly',
      start_date: '2026-02-16',
      end_date: '2026-02-28',
    });

    // A voided payslip leaves the run: one employee left.
    const slip = await h.deps.db
      .selectFrom('payslips')
      .select('id')
      .where('employee_id', '=', a)
      .executeTakeFirstOrThrow();
    const voided = await send('POST', '/api/payroll/void', admin, { payslip_id: slip.id, reason: 'Test' });
    expect(voided.statusCode, voided.body).toBe(200);
    const after = (await send('GET', url, admin)).json();
    expect(after.runs[0]).toMatchObject({ employees: 1, gross_pay: 12000, net_pay: 10848.8 });
  });

  it('answers 400 without a company and needs payroll view', async () => {
    const bad = await send('GET', '/api/payroll/runs?company_id=x', admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Please choose a company.');
    const org = await createOrg(h.deps.db);
    await expectGuarded(
      h,
      'payroll',
      'view',
      'GET',
      `/api/payroll/runs?company_id=${org.company_id}`,
      undefined,
      ['payslips'],
    );
  });
});
