/** GET/PUT /compliance/pay-calendar (issue 21 section 1): defaults, saving, validation, access. */
import { DEFAULT_PAY_CALENDAR } from '@sahod/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createHarness, type Harness } from '../../test/harness.ts';
import { expectGuarded, requester } from '../earningsdeductions/testHelpers.ts';
import { createOrg } from '../timesheet/testFixtures.ts';

let h: Harness;
let admin: string;
let send: ReturnType<typeof requester>;
beforeAll(async () => {
  h = await createHarness();
  admin = await h.login('admin', ADMIN_PASSWORD);
  send = requester(h);
});
afterAll(async () => h.close());

const url = (companyId: number | string) => `/api/compliance/pay-calendar?company_id=${companyId}`;
const ELEVEN = {
  semi_monthly_first: 11,
  semi_monthly_second: 26,
  semi_monthly_first_pay_day: 30,
  semi_monthly_second_pay_day: 15,
  monthly_start_day: 1,
  monthly_pay_day: 31,
  weekly_start_weekday: 1,
  weekly_pay_weekday: 6,
};
const storedRow = (companyId: number) =>
  h.deps.db
    .selectFrom('company_pay_calendar')
    .selectAll()
    .where('company_id', '=', companyId)
    .executeTakeFirst();

describe('/compliance/pay-calendar', () => {
  it('a new company has the defaults: 1 and 16 paid the 15th and the last day, monthly from the 1st', async () => {
    const org = await createOrg(h.deps.db);
    const res = await send('GET', url(org.company_id), admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ company_id: org.company_id, ...DEFAULT_PAY_CALENDAR });
    expect(DEFAULT_PAY_CALENDAR).toMatchObject({
      semi_monthly_first: 1,
      semi_monthly_second: 16,
      semi_monthly_first_pay_day: 15,
      semi_monthly_second_pay_day: 31,
      monthly_start_day: 1,
      monthly_pay_day: 31,
    });
  });

  it('saves 11 and 26 (audited) and reads it back; saving it again changes nothing', async () => {
    const org = await createOrg(h.deps.db);
    const res = await send('PUT', '/api/compliance/pay-calendar', admin, {
      company_id: org.company_id,
      ...ELEVEN,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      message: 'Pay calendar saved successfully.',
      data: { company_id: org.company_id, ...ELEVEN },
    });
    expect((await send('GET', url(org.company_id), admin)).json()).toEqual({
      company_id: org.company_id,
      ...ELEVEN,
    });
    const audit = await h.deps.db
      .selectFrom('audit_log')
      .select('details')
      .where('entity', '=', 'company_pay_calendar')
      .where('entity_id', '=', String(org.company_id))
      .execute();
    expect(audit.length).toBeGreaterThan(0);
    const again = await send('PUT', '/api/compliance/pay-calendar', admin, {
      company_id: org.company_id,
      ...ELEVEN,
    });
    expect(again.json().message).toBe('No changes made.');
  });

  it('refuses cut-offs not 15 days apart, bad days and weekdays with the rule (400), writing nothing', async () => {
    const org = await createOrg(h.deps.db);
    const bad = async (body: Record<string, unknown>, message: string) => {
      const res = await send('PUT', '/api/compliance/pay-calendar', admin, {
        company_id: org.company_id,
        ...DEFAULT_PAY_CALENDAR,
        ...body,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(message);
    };
    await bad(
      { semi_monthly_second: 20 },
      'The second cut-off day must be 15 days after the first (e.g. 1 and 16, or 11 and 26).',
    );
    await bad(
      { semi_monthly_first: 14, semi_monthly_second: 29 },
      'The first cut-off day must be a day from 1 to 13.',
    );
    await bad(
      { monthly_pay_day: 0 },
      'Monthly pay day must be a day from 1 to 31 (31 = the last day of the month).',
    );
    await bad({ monthly_start_day: 29 }, 'The monthly start day must be a day from 1 to 28.');
    await bad({ weekly_pay_weekday: 7 }, 'Weekly pay day must be a weekday (0 Sunday to 6 Saturday).');
    expect(await storedRow(org.company_id)).toBeUndefined();
    expect((await send('GET', url('abc'), admin)).statusCode).toBe(400);
    expect((await send('GET', url(999_999), admin)).statusCode).toBe(404);
    const missing = await send('PUT', '/api/compliance/pay-calendar', admin, {
      company_id: 999_999,
      ...ELEVEN,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('needs compliance view to read and update to save (403), a valid token (401)', async () => {
    const org = await createOrg(h.deps.db);
    await expectGuarded(h, 'compliance', 'view', 'GET', url(org.company_id), undefined, ['payslips']);
    await expectGuarded(
      h,
      'compliance',
      'update',
      'PUT',
      '/api/compliance/pay-calendar',
      { company_id: org.company_id, ...ELEVEN },
      ['payslips'],
    );
    expect(await storedRow(org.company_id)).toBeUndefined();
  });

  it('the Payroll screen reads it with payroll view (GET /payroll/pay-calendar)', async () => {
    const org = await createOrg(h.deps.db);
    await send('PUT', '/api/compliance/pay-calendar', admin, { company_id: org.company_id, ...ELEVEN });
    const user = await h.createUser({ grants: [{ key: 'payroll', view: true }] });
    const token = await h.login(user.username);
    const res = await send('GET', `/api/payroll/pay-calendar?company_id=${org.company_id}`, token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ company_id: org.company_id, ...ELEVEN });
    await expectGuarded(
      h,
      'payroll',
      'view',
      'GET',
      `/api/payroll/pay-calendar?company_id=${org.company_id}`,
      undefined,
      ['payslips'],
    );
  });
});
