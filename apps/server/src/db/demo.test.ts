/**
 * `npm run demo` adds its data once: restarting never re-creates what a user removed or undoes
 * what they changed, and a demo database from before the flag is left as it is.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSetting, setSetting } from '../platform/settings.ts';
import { isUat, setUat } from '../platform/uat.ts';
import { ADMIN_PASSWORD, auth, createHarness, type Harness } from '../test/harness.ts';
import { DEMO_PASSWORD, DEMO_SEEDED_SETTING, demoAccounts, seedDemo } from './demo.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ psgc: true });
});
afterAll(async () => h.close());

const employeeCodes = async () =>
  (await h.deps.db.selectFrom('employees').select('employee_code').orderBy('employee_code').execute()).map(
    (r) => r.employee_code,
  );

describe('demo data', () => {
  it('is added to a demo database that was never seeded, and only once; the demo is marked UAT', async () => {
    await setUat(h.deps.db, h.clock, false);
    expect(await seedDemo(h.deps.db, h.clock)).toBe(true);
    expect(await isUat(h.deps.db)).toBe(true);
    expect(await getSetting(h.deps.db, DEMO_SEEDED_SETTING)).toBeTruthy();
    expect(await employeeCodes()).toHaveLength(50);
    expect(await seedDemo(h.deps.db, h.clock)).toBe(false);
    expect(await employeeCodes()).toHaveLength(50);
  });

  it('Bayanihan Trading went live on its first payroll processed in Sahod, with opening balances from 1 January (issue 23)', async () => {
    // The test clock is 21 Nov 2026: the demo processes 1-15 Nov and My Sahod's history October, so
    // the go-live date is 1 Oct and the opening balance covers 18 half-months (January-September). Mark Anthony Garcia (00006), ₱25,000 a month, per
    // half-month: basic 12,500.00; SSS 5% of the 25,000 credit / 2 = 625.00; PhilHealth 2.5% of
    // 25,000 / 2 = 312.50; Pag-IBIG 200 / 2 = 100.00; tax on 12,500 - 1,037.50 = 11,462.50 at 15%
    // over 10,417 = 156.825 -> 156.83.
    const row = await h.deps.db
      .selectFrom('employee_opening_balances as o')
      .innerJoin('employees as e', 'e.id', 'o.employee_id')
      .selectAll('o')
      .where('e.employee_code', '=', '00006')
      .executeTakeFirstOrThrow();
    const figures = Object.fromEntries(
      Object.entries(row).map(([k, v]) => [k, k === 'go_live_date' ? v : Number(v)]),
    );
    expect(figures).toMatchObject({
      year: 2026,
      go_live_date: '2026-10-01',
      // 18 x 12,500.00 = 225,000.00; 18 x 625.00 = 11,250.00; 18 x 312.50 = 5,625.00; 18 x 100.00
      // = 1,800.00; taxable 225,000 - 18,675 = 206,325.00; tax 18 x 156.83 = 2,822.94.
      basic_pay: 22_500_000,
      gross_compensation: 22_500_000,
      sss_ee: 1_125_000,
      philhealth_ee: 562_500,
      pagibig_ee: 180_000,
      mwe_pay: 0,
      taxable_compensation: 20_632_500,
      tax_withheld: 282_294,
      thirteenth_paid: 0,
    });
    const first = await h.deps.db
      .selectFrom('payslips')
      .select(({ fn }) => fn.min('start_date').as('start'))
      .where('employee_id', '=', row.employee_id)
      .where('start_date', '>=', '2026-01-01')
      .executeTakeFirstOrThrow();
    expect(first.start).toBe('2026-10-01');
  });

  it('demo roles (issue 22 section 4): the payroll officer views the Shifts Schedule; every account linked to an employee files its own applications', async () => {
    const flags = async (username: string, module: string) => {
      const token = await h.login(username, DEMO_PASSWORD);
      const res = await h.app.inject({
        method: 'GET',
        url: `/api/auth/permissions?module=${module}`,
        headers: auth(token),
      });
      return res.json() as { view: boolean; create: boolean };
    };
    expect((await flags('payroll.officer', 'shiftsschedule')).view).toBe(true);
    const linked = await h.deps.db
      .selectFrom('users')
      .select('username')
      .where('employee_id', 'is not', null)
      .where('username', '!=', 'admin')
      .execute();
    expect(linked.map((u) => u.username)).toEqual(
      expect.arrayContaining(['hr.manager', 'payroll.officer', 'employee']),
    );
    for (const { username } of linked) {
      const applications = await flags(username, 'applications');
      expect({ username, ...applications }).toMatchObject({ username, view: true, create: true });
    }
  });

  it('a deleted employee and a deleted account stay deleted after a restart, and edits stay', async () => {
    const admin = await h.login('admin', ADMIN_PASSWORD);
    const withoutAccount = await h.deps.db
      .selectFrom('employees as e')
      .leftJoin('users as u', 'u.employee_id', 'e.id')
      .select(['e.id', 'e.employee_code'])
      .where('u.id', 'is', null)
      .orderBy('e.employee_code', 'desc')
      .executeTakeFirstOrThrow();
    const del = await h.app.inject({
      method: 'DELETE',
      url: `/api/employee_list/delete?id=${withoutAccount.id}`,
      headers: auth(admin),
    });
    expect(del.statusCode, del.body).toBe(200);
    await h.deps.db
      .updateTable('employees')
      .set({ first_name: 'Renamed' })
      .where('employee_code', '=', '00003')
      .execute();
    const account = await h.deps.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'payroll.officer')
      .executeTakeFirstOrThrow();
    await h.deps.db.deleteFrom('users').where('id', '=', account.id).execute();

    // The next `npm run demo` start.
    expect(await seedDemo(h.deps.db, h.clock)).toBe(false);
    const codes = await employeeCodes();
    expect(codes).toHaveLength(49);
    expect(codes).not.toContain(withoutAccount.employee_code);
    const ana = await h.deps.db
      .selectFrom('employees')
      .select('first_name')
      .where('employee_code', '=', '00003')
      .executeTakeFirstOrThrow();
    expect(ana.first_name).toBe('Renamed');
    const names = (await demoAccounts(h.deps.db)).map((a) => a.username);
    expect(names).toContain('hr.manager');
    expect(names).toContain('admin');
    expect(names).not.toContain('payroll.officer');
  });

  it('a demo database seeded before the flag existed is marked, not seeded again', async () => {
    await setSetting(h.deps.db, h.clock, DEMO_SEEDED_SETTING, null);
    expect(await seedDemo(h.deps.db, h.clock)).toBe(false);
    expect(await employeeCodes()).toHaveLength(49);
    expect(await getSetting(h.deps.db, DEMO_SEEDED_SETTING)).toBeTruthy();
  });

  it('lists the demo accounts with their roles', async () => {
    const accounts = await demoAccounts(h.deps.db);
    expect(accounts).toEqual(
      expect.arrayContaining([
        { username: 'admin', role: 'Administrator' },
        { username: 'hr.manager', role: 'HR Manager' },
        { username: 'employee', role: 'Employee' },
      ]),
    );
  });
});
