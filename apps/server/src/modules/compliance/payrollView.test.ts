/**
 * Issue 20: every Compliance answer that carries pay figures needs payroll view as well as
 * compliance view. A role kept out of Payroll (the demo's HR Manager) keeps the Compliance parts
 * without pay: employer details, generated files, banks in use, separated employees and the COE.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from '../../test/harness.ts';
import { snapshot } from '../earningsdeductions/testHelpers.ts';
import type { Org } from '../timesheet/testFixtures.ts';
import { type ComplianceMonth, complianceMonth, SECOND } from './testFixtures.ts';

let h: Harness;
let admin: string;
let send: ComplianceMonth['send'];
let org: Org;
let complete: number;

beforeAll(async () => {
  ({ h, admin, send, org, complete } = await complianceMonth());
});
afterAll(async () => h.close());

const ALL = { view: true, create: true, update: true, delete: true };
const c = () => `company_id=${org.company_id}`;

/** Every route answering pay figures, as a reader with both rights would call it. */
const PAY_ROUTES = (): Array<[string, string, object?]> => [
  ['GET', `/api/compliance/sss?${c()}&period=2026-02`],
  ['GET', `/api/compliance/philhealth?${c()}&period=2026-02`],
  ['GET', `/api/compliance/pagibig?${c()}&period=2026-02`],
  ['GET', `/api/compliance/bir1601c?${c()}&period=2026-02`],
  ['GET', `/api/compliance/bir1601c?${c()}&period=2026-02&format=xlsx`],
  ['GET', `/api/compliance/bank?${c()}&bank=bpi&start_date=${SECOND.start_date}&end_date=${SECOND.end_date}`],
  ['GET', `/api/compliance/thirteenth?${c()}&period=2026`],
  [
    'POST',
    '/api/compliance/thirteenth/process',
    { company_id: org.company_id, year: 2026, pay_date: '2026-12-15' },
  ],
  ['GET', `/api/compliance/thirteenth/payslips.pdf?${c()}&period=2026`],
  ['GET', `/api/compliance/thirteenth/register.xlsx?${c()}&period=2026`],
  ['GET', `/api/compliance/bir2316?${c()}&period=2026`],
  ['GET', `/api/compliance/alphalist?${c()}&period=2026`],
  ['GET', `/api/compliance/annualization?${c()}&period=2026`],
  ['GET', `/api/compliance/finalpay?employee_id=${complete}`],
  ['POST', '/api/compliance/finalpay/process', { employee_id: complete, pay_date: '2026-12-15' }],
];

describe('Compliance pay figures need payroll view too', () => {
  it('refuses every pay-carrying route to compliance without payroll (403), writing nothing', async () => {
    const hr = await h.createUser({
      grants: [
        { key: 'compliance', ...ALL },
        { key: 'employee_management', ...ALL },
      ],
    });
    const token = await h.login(hr.username);
    const before = await snapshot(h, ['payslips', 'compliance_files', 'audit_log']);
    for (const [method, url, body] of PAY_ROUTES()) {
      const res = await send(method as 'GET', url, token, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json()).toEqual({ error: expect.any(String) });
    }
    expect(await snapshot(h, ['payslips', 'compliance_files', 'audit_log'])).toBe(before);
  });

  it('keeps the parts without pay for compliance alone', async () => {
    const hr = await h.createUser({ grants: [{ key: 'compliance', ...ALL }] });
    const token = await h.login(hr.username);
    for (const url of [
      `/api/compliance/employer?${c()}`,
      `/api/compliance/files?${c()}`,
      `/api/compliance/banks?${c()}&period=2026-02`,
      `/api/compliance/separated?${c()}`,
    ]) {
      const res = await send('GET', url, token);
      expect(res.statusCode, url).toBe(200);
    }
  });

  it('answers the same routes past the guard with payroll view as well (never 403)', async () => {
    const officer = await h.createUser({
      grants: [
        { key: 'compliance', ...ALL },
        { key: 'payroll', view: true },
      ],
    });
    const token = await h.login(officer.username);
    for (const [method, url, body] of PAY_ROUTES()) {
      const res = await send(method as 'GET', url, token, body);
      expect(res.statusCode, `${method} ${url} ${res.body.slice(0, 120)}`).not.toBe(403);
      expect(res.statusCode).toBeLessThan(500);
    }
    // Payroll view alone is not compliance: still 403.
    const payrollOnly = await h.createUser({ grants: [{ key: 'payroll', ...ALL }] });
    const res = await send(
      'GET',
      `/api/compliance/sss?${c()}&period=2026-02`,
      await h.login(payrollOnly.username),
    );
    expect(res.statusCode).toBe(403);
    expect((await send('GET', `/api/compliance/sss?${c()}&period=2026-02`, admin)).statusCode).toBe(200);
  });
});
