/**
 * The demo fills every card (issue 26 section 3): someone late today, applications For Approval, a
 * probation ending, documents expiring (one already expired), a year of payroll and filings due.
 * The harness clock reads 2026-11-21 in Manila.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedDemo } from '../../db/demo.ts';
import { ADMIN_PASSWORD, createHarness, type Harness } from '../../test/harness.ts';
import { requester } from '../earningsdeductions/testHelpers.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ psgc: true });
  await seedDemo(h.deps.db, h.clock);
});
afterAll(async () => h.close());

describe('the dashboard demo', () => {
  it('has applications pending, a probation ending in 12 days and contracts expiring and expired', async () => {
    const send = requester(h);
    const admin = await h.login('admin', ADMIN_PASSWORD);
    const waiting = (await send('GET', '/api/dashboard/waiting', admin)).json();
    expect(waiting.applications.count).toBeGreaterThan(0);
    const people = (await send('GET', '/api/dashboard/people', admin)).json();
    expect(people.probation.count).toBe(1);
    // Today + 12 days; hired six months earlier.
    expect(people.probation.rows[0]).toMatchObject({ probation_end: '2026-12-03', date_hired: '2026-06-03' });
    expect(
      people.documents.rows.map((d: { document_type: string; date_expiry: string; expired: boolean }) => [
        d.document_type,
        d.date_expiry,
        d.expired,
      ]),
    ).toEqual([
      ['Employment Contract', '2026-11-16', true],
      ['Employment Contract', '2026-12-03', false],
    ]);
    expect(people.total).toBeGreaterThan(0);
    const attendance = (await send('GET', '/api/dashboard/attendance', admin)).json();
    expect(attendance.counts.late).toBeGreaterThan(0);
    expect(attendance.late.some((p: { time_in: string }) => p.time_in === '08:25:00')).toBe(true);
  });

  it("fills the Payroll Officer's cards: attendance, payroll cost and filings due", async () => {
    const send = requester(h);
    const officer = await h.login('payroll.officer', DEMO_PASSWORD);
    const attendance = await send('GET', '/api/dashboard/attendance', officer);
    expect(attendance.statusCode, attendance.body).toBe(200);
    expect(attendance.json().counts.late).toBeGreaterThan(0);
    const payroll = (await send('GET', '/api/dashboard/payroll', officer)).json();
    expect(payroll.months.some((m: { gross_pay: number }) => m.gross_pay > 0)).toBe(true);
    expect(payroll.next.length).toBeGreaterThan(0);
    const waiting = (await send('GET', '/api/dashboard/waiting', officer)).json();
    // The demo's Company Loan starts at the end of the cut-off holding 21 Nov: 30 Nov.
    expect(waiting.loans.rows).toContainEqual(
      expect.objectContaining({
        loan_type: 'Company Loan',
        deduction_start_date: '2026-11-30',
        loan_amount: 10000,
      }),
    );
    const filings = (await send('GET', '/api/dashboard/filings', officer)).json();
    expect(filings.filings.length).toBeGreaterThan(0);
  });
});
