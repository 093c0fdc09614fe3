/**
 * The month-end contribution true-up through the HTTP API (issue 21 section 5): the month's earlier
 * payslips are read from the stored live ones. Figures worked by hand (2026 = 2025 tables); July
 * 2026 has no holidays; Sundays 5, 12, 19, 26 (and June 28).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createHarness, type Harness } from '../../test/harness.ts';
import { requester } from '../earningsdeductions/testHelpers.ts';
import { createOrg } from '../timesheet/testFixtures.ts';
import { attendance, payrollEmployee } from './testFixtures.ts';

let h: Harness;
let admin: string;
let send: ReturnType<typeof requester>;
beforeAll(async () => {
  h = await createHarness();
  admin = await h.login('admin', ADMIN_PASSWORD);
  send = requester(h);
});
afterAll(async () => h.close());

function workdays(from: string, to: string): string[] {
  const out: string[] = [];
  for (
    let d = new Date(`${from}T00:00:00Z`);
    d <= new Date(`${to}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + 1)
  )
    if (d.getUTCDay() !== 0) out.push(d.toISOString().slice(0, 10));
  return out;
}

describe('weekly: a five-week month', () => {
  it("the fifth week ending in July takes July's contributions less the four weeks before", async () => {
    const org = await createOrg(h.deps.db);
    // Weekly (pay period 3), 26,000 a month = 1,000 a day; weeks Saturday to Friday.
    const id = await payrollEmployee(h.deps.db, org, { pay_period_id: 3 });
    await attendance(h.deps.db, [id], workdays('2026-06-27', '2026-07-31'));
    const weeks = ['2026-06-27', '2026-07-04', '2026-07-11', '2026-07-18', '2026-07-25'].map((start) => {
      const end = new Date(`${start}T00:00:00Z`);
      end.setUTCDate(end.getUTCDate() + 6);
      return { start_date: start, end_date: end.toISOString().slice(0, 10) };
    });
    const rowOf = async (week: { start_date: string; end_date: string }) => {
      const res = await send(
        'GET',
        `/api/payroll/fetch?company_id=${org.company_id}&pay_period=Weekly&start_date=${week.start_date}&end_date=${week.end_date}`,
        admin,
      );
      expect(res.statusCode, res.body).toBe(200);
      return res.json()[0];
    };
    // Weeks ending July 3, 10, 17 and 24: 6 days = 6,000 each; each takes 12/52 of the month:
    // SSS 1,300 x 12 / 52 = 300.00, PhilHealth 650 -> 150.00, Pag-IBIG 200 -> 46.15.
    for (const week of weeks.slice(0, 4)) {
      const row = await rowOf(week);
      expect(row.gross_pay).toBe(6_000);
      expect(row.mandatories_breakdown).toEqual({ SSS: 300, PhilHealth: 150, 'Pag-IBIG': 46.15 });
      const res = await send('POST', '/api/payroll/create', admin, { employee_ids: [id], ...week });
      expect(res.statusCode, res.body).toBe(200);
    }
    // July 25-31: 6,000; July paid 30,000 -> MSC 30,000 -> SSS 1,500 - 1,200 = 300.00; PhilHealth
    // 650 - 600 = 50.00; Pag-IBIG 200 - 184.60 = 15.40. Employer: SSS 3,000 (2,000 SS + 1,000 MPF)
    // - 4 x 600 (2,600 x 12 / 52) = 600.00; EC 30 - 4 x 6.92 = 2.32; PhilHealth 50.00; Pag-IBIG 15.40.
    const last = await rowOf(weeks[4] as { start_date: string; end_date: string });
    expect(last.mandatories_breakdown).toEqual({ SSS: 300, PhilHealth: 50, 'Pag-IBIG': 15.4 });
    expect(last.employer_shares).toEqual({ SSS: 600, 'SSS EC': 2.32, PhilHealth: 50, 'Pag-IBIG': 15.4 });
  });
});

describe('final pay', () => {
  it("takes the month's contributions not yet deducted", async () => {
    const org = await createOrg(h.deps.db);
    const id = await payrollEmployee(h.deps.db, org);
    await attendance(h.deps.db, [id], workdays('2026-07-01', '2026-07-10'));
    await h.deps.db
      .updateTable('employees')
      .set({ separation_date: '2026-07-10', separation_reason: 'R' })
      .where('id', '=', id)
      .execute();
    const res = await send('GET', `/api/compliance/finalpay?employee_id=${id}`, admin);
    expect(res.statusCode, res.body).toBe(200);
    const s = res.json();
    // July 1-10: 9 days x 1,000 = 9,000 -> SSS on 9,000: MSC 9,000 -> 450.00; PhilHealth the month's
    // 650.00; Pag-IBIG the month's 200.00 (nothing deducted earlier in July).
    expect(s.period).toEqual({ start: '2026-07-01', end: '2026-07-10' });
    const contributions = s.deductions
      .filter((d: { kind: string }) => d.kind === 'contribution')
      .map((d: { name: string; due: number }) => [d.name, d.due]);
    expect(contributions).toEqual([
      ['SSS', 450],
      ['PhilHealth', 650],
      ['Pag-IBIG', 200],
    ]);
  });
});
