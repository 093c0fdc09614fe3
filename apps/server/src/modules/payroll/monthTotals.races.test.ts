/**
 * Home's monthly totals (0058) under concurrency: runs of one company and one month processed at
 * once, and voids fired beside them, all through the real HTTP API over real connections (on
 * PostgreSQL each request has its own pooled database connection). Every round the totals must
 * equal the live payslips counted under the company: no update lost, none counted twice.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, auth, createHarness, type Harness } from '../../test/harness.ts';
import { createOrg, type Org } from '../timesheet/testFixtures.ts';
import { paidMonth } from './monthTotals.ts';
import { attendance, payrollEmployee } from './testFixtures.ts';

const ROUNDS = 15;
const NOV = { start_date: '2026-11-16', end_date: '2026-11-30' };
const WORKDAYS = [16, 17, 18, 19, 20, 21, 23, 24, 25, 26, 27, 28, 30].map((d) => `2026-11-${d}`);

let h: Harness;
let admin: string;
let base: string;
let org: Org;

beforeAll(async () => {
  h = await createHarness();
  admin = await h.login('admin', ADMIN_PASSWORD);
  await h.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(h.app.server.address() as AddressInfo).port}`;
  org = await createOrg(h.deps.db);
});
afterAll(async () => h.close());

async function call(method: string, path: string, body: unknown) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { ...auth(admin), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, text: await res.text() };
}

async function employees(n: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < n; i++) ids.push(await payrollEmployee(h.deps.db, org));
  await attendance(h.deps.db, ids, WORKDAYS);
  return ids;
}

/** The live payslips' sums by counted company and month, as the totals must hold them. */
async function fromPayslips() {
  const db = h.deps.db;
  const month = paidMonth(db, 'p');
  const rows = await db
    .selectFrom('payslips as p')
    .select((eb) => [
      'p.company_id',
      month.as('month'),
      eb.fn.countAll<number | string>().as('payslips'),
      eb.fn.sum<number | string>('p.gross_pay').as('gross_pay'),
      eb.fn.sum<number | string>('p.net_pay').as('net_pay'),
      eb.fn.sum<number | string>('p.employer_total').as('employer_total'),
    ])
    .where('p.status', '=', 'processed')
    .where('p.company_id', 'is not', null)
    .groupBy(['p.company_id', month])
    .execute();
  return rows
    .map((r) => [
      r.company_id,
      r.month,
      Number(r.payslips),
      Number(r.gross_pay),
      Number(r.net_pay),
      Number(r.employer_total),
    ])
    .sort();
}

async function totals() {
  const rows = await h.deps.db
    .selectFrom('payroll_month_totals')
    .select(['company_id', 'month', 'payslips', 'gross_pay', 'net_pay', 'employer_total'])
    .where('payslips', '<>', 0)
    .execute();
  return rows
    .map((r) => [
      r.company_id,
      r.month,
      Number(r.payslips),
      Number(r.gross_pay),
      Number(r.net_pay),
      Number(r.employer_total),
    ])
    .sort();
}

describe('monthly totals under concurrent processing and voids', () => {
  it(`equal the live payslips after every round (${ROUNDS} rounds)`, async () => {
    let previous: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const groups = [await employees(2), await employees(2), await employees(2)];
      // Last round's payslips: voided while this round's runs write the same company's month.
      const voids = previous.map((payslip_id) =>
        call('POST', '/api/payroll/void', { payslip_id, reason: `Race ${round}` }),
      );
      const runs = groups.map((ids) => call('POST', '/api/payroll/create', { employee_ids: ids, ...NOV }));
      const answers = await Promise.all([...runs, ...voids]);
      for (const a of answers) expect(a.status, `round ${round}: ${a.text}`).toBe(200);
      const written = await h.deps.db
        .selectFrom('payslips')
        .select('id')
        .where('employee_id', 'in', groups.flat())
        .where('status', '=', 'processed')
        .execute();
      expect(written).toHaveLength(6);
      previous = written.slice(0, 3).map((r) => r.id);
      const expected = await fromPayslips();
      expect(expected.length).toBeGreaterThan(0);
      expect(await totals(), `round ${round}`).toEqual(expected);
    }
  });
});
