import { GROUP_MSG, MSG } from '@sahod/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, auth, createHarness, type Harness } from '../../test/harness.ts';
import { groupDropdownItems } from './repository.ts';

let h: Harness;
let admin: string;
beforeAll(async () => {
  h = await createHarness();
  admin = await h.login('admin', ADMIN_PASSWORD);
});
afterAll(async () => h.close());

const fetchGroup = (group: string, token = admin) =>
  h.app.inject({ method: 'GET', url: `/api/groupRecords/fetch?group=${group}`, headers: auth(token) });
const create = (payload: unknown, token = admin) =>
  h.app.inject({
    method: 'POST',
    url: '/api/groupRecords/create',
    headers: auth(token),
    payload: payload as object,
  });
const update = (payload: unknown, token = admin) =>
  h.app.inject({
    method: 'PUT',
    url: '/api/groupRecords/update',
    headers: auth(token),
    payload: payload as object,
  });
const remove = (data: unknown, token = admin) =>
  h.app.inject({
    method: 'DELETE',
    url: `/api/groupRecords/delete?data=${encodeURIComponent(typeof data === 'string' ? data : JSON.stringify(data))}`,
    headers: auth(token),
  });

const counts = async () => {
  const n = async (t: 'salary_groups' | 'w_tax_groups' | 'benefits_groups' | 'pay_periods') =>
    Number(
      (
        await h.deps.db
          .selectFrom(t)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    salary: await n('salary_groups'),
    tax: await n('w_tax_groups'),
    benefits: await n('benefits_groups'),
    pay: await n('pay_periods'),
  };
};

let seq = 0;
const unique = (prefix: string) => `${prefix} ${++seq}`;

describe('seeded groups', () => {
  it('has the pay periods, NCR minimum wage, statutory and MWE tax groups, and None/Standard benefits', async () => {
    const pay = (await fetchGroup('pay_period')).json();
    expect(pay).toEqual([
      { code: 1, name: 'Monthly', period_days: 30 },
      { code: 2, name: 'Semi-monthly', period_days: 15 },
      { code: 3, name: 'Weekly', period_days: 7 },
    ]);
    const salary = (await fetchGroup('salary_group')).json();
    // Migration 0027: an existing group is Monthly-rated with factor = days x 12 = 312;
    // day rate 18,070 x 12 / 312 = 695.00, hour rate 695 / 8 = 86.875 -> 86.88.
    expect(salary).toContainEqual(
      expect.objectContaining({
        name: 'NCR Minimum Wage',
        pay_basis: 'Monthly',
        monthly_salary: 18070,
        days: 26,
        hours: 8,
        annual_factor: 312,
        day_rate: 695,
        hour_rate: 86.88,
      }),
    );
    const tax = (await fetchGroup('w_tax_group')).json();
    expect(tax).toContainEqual(
      expect.objectContaining({
        name: 'Minimum Wage Earner',
        tax_mode: 'statutory',
        minimum_wage_earner: true,
      }),
    );
    expect(tax).toContainEqual(
      expect.objectContaining({
        name: 'Statutory (BIR tables)',
        tax_mode: 'statutory',
        minimum_wage_earner: false,
      }),
    );
    expect(tax).toContainEqual(
      expect.objectContaining({ tax_mode: 'fixed', w_tax_monthly_rate: 1875, sss_rate: 1350 }),
    );
    const benefits = (await fetchGroup('benefits_group')).json();
    expect(benefits.map((b: { name: string }) => b.name)).toEqual(
      expect.arrayContaining(['None', 'Standard']),
    );
  });
});

describe('GET /groupRecords/fetch', () => {
  it('needs a known group', async () => {
    for (const q of ['', 'x', 'pay_periods']) {
      const res = await fetchGroup(q);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(GROUP_MSG.unknownGroup);
    }
  });

  it('needs grouprecords view (403) and a valid token (401)', async () => {
    const other = await h.createUser({ grants: [{ key: 'dropdownrecords', view: true }] });
    const res = await fetchGroup('salary_group', await h.login(other.username));
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe(MSG.noPermission);
    expect(
      (await h.app.inject({ method: 'GET', url: '/api/groupRecords/fetch?group=salary_group' })).statusCode,
    ).toBe(401);
    const viewer = await h.createUser({ grants: [{ key: 'grouprecords', view: true }] });
    expect((await fetchGroup('salary_group', await h.login(viewer.username))).statusCode).toBe(200);
  });
});

describe('POST /groupRecords/create', () => {
  it('creates a salary group, trimming the name and storing centavos', async () => {
    const name = unique('Grade');
    const res = await create({
      group: 'salary_group',
      data: { name: `   ${name}  `, monthly_salary: '25000.50', days: '21.75', hours: 8 },
    });
    expect(res.statusCode).toBe(200);
    const { code, message } = res.json();
    expect(message).toBe(GROUP_MSG.saved);
    const row = await h.deps.db
      .selectFrom('salary_groups')
      .selectAll()
      .where('id', '=', code)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      name,
      monthly_salary: 2_500_050,
      days: 21.75,
      hours: 8,
      name_key: name.toLowerCase(),
    });
    const listed = (await fetchGroup('salary_group')).json();
    // Factor 21.75 x 12 = 261; day rate 25,000.50 x 12 / 261 = 1,149.448 -> 1,149.45; / 8 = 143.681 -> 143.68
    expect(listed).toContainEqual({
      code,
      name,
      pay_basis: 'Monthly',
      monthly_salary: 25000.5,
      day_rate: 1149.45,
      hour_rate: 143.68,
      days: 21.75,
      hours: 8,
      annual_factor: 261,
    });
    const audit = await h.deps.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'salary_group')
      .where('entity_id', '=', String(code))
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ action: 'create', username: 'admin' });
  });

  it('creates a Monthly-rated group with its factor and a Daily-rated group with its day rate', async () => {
    const monthly = unique('Five Day');
    const m = await create({
      group: 'salary_group',
      data: {
        name: monthly,
        pay_basis: 'Monthly',
        monthly_salary: '30000',
        days: '22',
        hours: '8',
        annual_factor: '261',
      },
    });
    expect(m.statusCode).toBe(200);
    // ph-statutory 5.7: 30,000 x 12 / 261 = 1,379.31 a day; / 8 = 172.41 an hour
    expect((await fetchGroup('salary_group')).json()).toContainEqual(
      expect.objectContaining({ name: monthly, annual_factor: 261, day_rate: 1379.31, hour_rate: 172.41 }),
    );

    const daily = unique('NCR Daily');
    const d = await create({
      group: 'salary_group',
      data: {
        name: daily,
        pay_basis: 'Daily',
        day_rate: '695',
        days: '26',
        hours: '8',
        annual_factor: '313',
      },
    });
    expect(d.statusCode).toBe(200);
    const row = await h.deps.db
      .selectFrom('salary_groups')
      .selectAll()
      .where('id', '=', d.json().code)
      .executeTakeFirstOrThrow();
    // Monthly equivalent 695 x 313 / 12 = 18,127.9167 -> 18,127.92
    expect(row).toMatchObject({ pay_basis: 'Daily', monthly_salary: 1_812_792 });
    expect(Number(row.day_rate)).toBe(69_500);
    expect(Number(row.annual_factor)).toBe(313);
    expect((await fetchGroup('salary_group')).json()).toContainEqual(
      expect.objectContaining({
        name: daily,
        pay_basis: 'Daily',
        monthly_salary: 18127.92,
        day_rate: 695,
        hour_rate: 86.88,
        annual_factor: 313,
      }),
    );
  });

  it('a Daily-rated group needs its day rate; the pay basis is Monthly or Daily', async () => {
    const before = await h.deps.db.selectFrom('salary_groups').select('id').execute();
    const noRate = await create({
      group: 'salary_group',
      data: { name: unique('No Rate'), pay_basis: 'Daily', days: '26', hours: '8' },
    });
    expect(noRate.statusCode).toBe(400);
    expect(noRate.json().error).toBe(GROUP_MSG.missing(['Day Rate']));
    const badBasis = await create({
      group: 'salary_group',
      data: { name: unique('Bad'), pay_basis: 'Hourly', monthly_salary: '100', days: '26', hours: '8' },
    });
    expect(badBasis.statusCode).toBe(400);
    expect(badBasis.json().error).toBe(GROUP_MSG.payBasis);
    const badFactor = await create({
      group: 'salary_group',
      data: { name: unique('Bad'), monthly_salary: '100', days: '26', hours: '8', annual_factor: '0' },
    });
    expect(badFactor.statusCode).toBe(400);
    expect(badFactor.json().error).toBe(GROUP_MSG.range('Annual Factor', 1, 400));
    expect(await h.deps.db.selectFrom('salary_groups').select('id').execute()).toHaveLength(before.length);
  });

  it('creates tax groups of both modes and a benefits group', async () => {
    const fixed = await create({
      group: 'w_tax_group',
      data: {
        name: unique('Fixed'),
        tax_mode: 'fixed',
        minimum_wage_earner: false,
        w_tax_monthly_rate: '1000',
        sss_rate: '500.25',
        pagibig_rate: '200',
        philhealth_rate: '450',
      },
    });
    expect(fixed.statusCode).toBe(200);
    const statutory = await create({
      group: 'w_tax_group',
      data: { name: unique('MWE'), tax_mode: 'statutory', minimum_wage_earner: true },
    });
    expect(statutory.statusCode).toBe(200);
    const tax = (await fetchGroup('w_tax_group')).json();
    expect(tax).toContainEqual(
      expect.objectContaining({ code: fixed.json().code, sss_rate: 500.25, minimum_wage_earner: false }),
    );
    expect(tax).toContainEqual(
      expect.objectContaining({
        code: statutory.json().code,
        tax_mode: 'statutory',
        minimum_wage_earner: true,
        w_tax_monthly_rate: 0,
      }),
    );
    const benefits = await create({
      group: 'benefits_group',
      data: { name: unique('Perks'), gasoline: '0', meals: '1500', transpo: '.5', allowance: 2000 },
    });
    expect(benefits.statusCode).toBe(200);
    expect((await fetchGroup('benefits_group')).json()).toContainEqual(
      expect.objectContaining({ code: benefits.json().code, transpo: 0.5, allowance: 2000 }),
    );
  });

  it('lists every missing field', async () => {
    const before = await counts();
    const res = await create({ group: 'salary_group', data: { name: '  ', monthly_salary: '', days: '26' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Please fill in all fields. Missing: Name, Monthly Salary, Hours');
    const tax = await create({
      group: 'w_tax_group',
      data: { name: 'X', tax_mode: 'fixed', minimum_wage_earner: 0 },
    });
    expect(tax.json().error).toBe(
      GROUP_MSG.missing(['W/Tax Monthly Rate', 'SSS Rate', 'Pag-IBIG Rate', 'PhilHealth Rate']),
    );
    const benefits = await create({ group: 'benefits_group', data: {} });
    expect(benefits.json().error).toBe(
      GROUP_MSG.missing(['Name', 'Gasoline', 'Meals', 'Transportation', 'Allowance']),
    );
    expect(await counts()).toEqual(before);
  });

  it('accepts only digits and a dot, at most 2 decimals, and sensible days and hours', async () => {
    const before = await counts();
    const base = { name: unique('Bad'), monthly_salary: '20000', days: '26', hours: '8' };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ monthly_salary: '20,000' }, GROUP_MSG.digitsOnly('Monthly Salary')],
      [{ monthly_salary: '-5' }, GROUP_MSG.digitsOnly('Monthly Salary')],
      [{ monthly_salary: -5 }, GROUP_MSG.digitsOnly('Monthly Salary')],
      [{ monthly_salary: '1e5' }, GROUP_MSG.digitsOnly('Monthly Salary')],
      [{ monthly_salary: '1.2.3' }, GROUP_MSG.notANumber('Monthly Salary')],
      [{ monthly_salary: '.' }, GROUP_MSG.notANumber('Monthly Salary')],
      [{ monthly_salary: '100.123' }, GROUP_MSG.decimals('Monthly Salary')],
      [{ monthly_salary: '0' }, GROUP_MSG.positive('Monthly Salary')],
      [{ monthly_salary: '100000000' }, GROUP_MSG.tooLarge('Monthly Salary')],
      [{ days: '0' }, GROUP_MSG.range('Days', 1, 31)],
      [{ days: '32' }, GROUP_MSG.range('Days', 1, 31)],
      [{ days: 'abc' }, GROUP_MSG.digitsOnly('Days')],
      [{ hours: '24.5' }, GROUP_MSG.range('Hours', 1, 24)],
      [{ hours: '0.5' }, GROUP_MSG.range('Hours', 1, 24)],
      [{ name: 'x'.repeat(101) }, GROUP_MSG.nameTooLong],
    ];
    for (const [change, message] of cases) {
      const res = await create({ group: 'salary_group', data: { ...base, ...change } });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().error, JSON.stringify(change)).toBe(message);
    }
    expect(await counts()).toEqual(before);
  });

  it('enforces the tax group rules: statutory groups carry no amounts, a minimum wage earner has no tax', async () => {
    const before = await counts();
    const statutory = await create({
      group: 'w_tax_group',
      data: { name: unique('S'), tax_mode: 'statutory', minimum_wage_earner: false, sss_rate: '100' },
    });
    expect(statutory.statusCode).toBe(400);
    expect(statutory.json().error).toBe(GROUP_MSG.statutoryAmounts);
    const mwe = await create({
      group: 'w_tax_group',
      data: {
        name: unique('M'),
        tax_mode: 'fixed',
        minimum_wage_earner: true,
        w_tax_monthly_rate: '10',
        sss_rate: '0',
        pagibig_rate: '0',
        philhealth_rate: '0',
      },
    });
    expect(mwe.json().error).toBe(GROUP_MSG.mweTax);
    const mode = await create({
      group: 'w_tax_group',
      data: {
        name: unique('M'),
        tax_mode: 'other',
        minimum_wage_earner: false,
        w_tax_monthly_rate: 0,
        sss_rate: 0,
        pagibig_rate: 0,
        philhealth_rate: 0,
      },
    });
    expect(mode.json().error).toBe(GROUP_MSG.taxMode);
    const flag = await create({
      group: 'w_tax_group',
      data: { name: unique('M'), tax_mode: 'statutory', minimum_wage_earner: 'maybe' },
    });
    expect(flag.json().error).toBe(GROUP_MSG.flag('Minimum Wage Earner'));
    expect(await counts()).toEqual(before);
  });

  it('refuses a name equal case-insensitively to another entry (409)', async () => {
    const name = unique('Same');
    expect(
      (
        await create({
          group: 'benefits_group',
          data: { name, gasoline: 0, meals: 0, transpo: 0, allowance: 0 },
        })
      ).statusCode,
    ).toBe(200);
    const before = await counts();
    const res = await create({
      group: 'benefits_group',
      data: { name: ` ${name.toUpperCase()} `, gasoline: 1, meals: 0, transpo: 0, allowance: 0 },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(GROUP_MSG.duplicateName);
    expect(await counts()).toEqual(before);
    // The same name in another group is fine.
    const other = await create({
      group: 'salary_group',
      data: { name, monthly_salary: 1, days: 1, hours: 1 },
    });
    expect(other.statusCode).toBe(200);
  });

  it('refuses pay periods (read-only) and unknown groups', async () => {
    const before = await counts();
    const res = await create({ group: 'pay_period', data: { name: 'Daily' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(GROUP_MSG.readOnly);
    const unknown = await create({ group: 'shifts', data: { name: 'x' } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe(GROUP_MSG.unknownGroup);
    expect((await create({ group: 'salary_group' })).statusCode).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it('needs grouprecords create (403) and a token that still works (401)', async () => {
    const before = await counts();
    const viewer = await h.createUser({
      grants: [{ key: 'grouprecords', view: true, update: true, delete: true }],
    });
    const token = await h.login(viewer.username);
    const data = {
      group: 'salary_group',
      data: { name: unique('No'), monthly_salary: 1, days: 1, hours: 1 },
    };
    const res = await create(data, token);
    expect(res.statusCode).toBe(403);
    expect((await create(data, 'garbage')).statusCode).toBe(401);
    // A revoked token (the account was saved: token_version bumped) stops working at once.
    const creator = await h.createUser({ grants: [{ key: 'grouprecords', create: true }] });
    const creatorToken = await h.login(creator.username);
    await h.deps.db.updateTable('users').set({ token_version: 2 }).where('id', '=', creator.id).execute();
    expect((await create(data, creatorToken)).statusCode).toBe(401);
    expect(await counts()).toEqual(before);
  });
});

describe('PUT /groupRecords/update', () => {
  it('saves an entry and refuses another entry`s name (409); its own name in another case is fine', async () => {
    const first = unique('Upd');
    const second = unique('Upd');
    const a = (
      await create({ group: 'salary_group', data: { name: first, monthly_salary: 100, days: 10, hours: 8 } })
    ).json().code;
    await create({ group: 'salary_group', data: { name: second, monthly_salary: 100, days: 10, hours: 8 } });

    const res = await update({
      group: 'salary_group',
      data: { code: a, name: first.toUpperCase(), monthly_salary: '200.75', days: '20', hours: '7.5' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: GROUP_MSG.saved, code: a });
    // Factor 20 x 12 = 240; day rate 200.75 / 20 = 10.0375 -> 10.04; hour rate 10.0375 / 7.5 = 1.338 -> 1.34
    expect((await fetchGroup('salary_group')).json()).toContainEqual({
      code: a,
      name: first.toUpperCase(),
      pay_basis: 'Monthly',
      monthly_salary: 200.75,
      day_rate: 10.04,
      hour_rate: 1.34,
      days: 20,
      hours: 7.5,
      annual_factor: 240,
    });

    const clash = await update({
      group: 'salary_group',
      data: { code: a, name: ` ${second.toLowerCase()}`, monthly_salary: '1', days: '1', hours: '1' },
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error).toBe(GROUP_MSG.duplicateName);
    const row = await h.deps.db
      .selectFrom('salary_groups')
      .selectAll()
      .where('id', '=', a)
      .executeTakeFirstOrThrow();
    expect(row.monthly_salary).toBe(20_075);
    const audit = await h.deps.db
      .selectFrom('audit_log')
      .select('details')
      .where('entity', '=', 'salary_group')
      .where('entity_id', '=', String(a))
      .where('action', '=', 'update')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.details ?? '{}')).toMatchObject({
      old: { monthly_salary: 10_000 },
      new: { monthly_salary: 20_075 },
    });
  });

  it('validates like create, needs a code, and answers 404 for a missing entry', async () => {
    const code = (
      await create({
        group: 'benefits_group',
        data: { name: unique('B'), gasoline: 1, meals: 1, transpo: 1, allowance: 1 },
      })
    ).json().code;
    const missing = await update({ group: 'benefits_group', data: { code, name: 'x', gasoline: 1 } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe(GROUP_MSG.missing(['Meals', 'Transportation', 'Allowance']));
    const noCode = await update({
      group: 'benefits_group',
      data: { name: 'x', gasoline: 1, meals: 1, transpo: 1, allowance: 1 },
    });
    expect(noCode.statusCode).toBe(400);
    const gone = await update({
      group: 'benefits_group',
      data: { code: 999_999, name: unique('B'), gasoline: 1, meals: 1, transpo: 1, allowance: 1 },
    });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error).toBe(GROUP_MSG.notFound);
    const row = await h.deps.db
      .selectFrom('benefits_groups')
      .selectAll()
      .where('id', '=', code)
      .executeTakeFirstOrThrow();
    expect(row.gasoline).toBe(100);
  });

  it('refuses pay periods: their names cannot be edited', async () => {
    const res = await update({ group: 'pay_period', data: { code: 1, name: 'Monthly (edited)' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(GROUP_MSG.readOnly);
    expect((await fetchGroup('pay_period')).json()[0].name).toBe('Monthly');
  });

  it('needs grouprecords update (403)', async () => {
    const user = await h.createUser({ grants: [{ key: 'grouprecords', view: true, create: true }] });
    const res = await update(
      { group: 'salary_group', data: { code: 1, name: 'Hijack', monthly_salary: 1, days: 1, hours: 1 } },
      await h.login(user.username),
    );
    expect(res.statusCode).toBe(403);
    const row = await h.deps.db
      .selectFrom('salary_groups')
      .select('name')
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
    expect(row.name).not.toBe('Hijack');
  });
});

describe('DELETE /groupRecords/delete', () => {
  it('deletes an entry given data={group, code} as a JSON string', async () => {
    const code = (
      await create({
        group: 'salary_group',
        data: { name: unique('Del'), monthly_salary: 1, days: 1, hours: 1 },
      })
    ).json().code;
    const res = await remove({ group: 'salary_group', code });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: GROUP_MSG.deleted });
    expect((await fetchGroup('salary_group')).json().some((r: { code: number }) => r.code === code)).toBe(
      false,
    );
    expect((await remove({ group: 'salary_group', code })).statusCode).toBe(404);
  });

  it('refuses malformed data, pay periods, and needs delete permission', async () => {
    const before = await counts();
    for (const data of ['not json', '{}', '[1]', JSON.stringify({ group: 'salary_group', code: 'x' })]) {
      const res = await remove(data);
      expect(res.statusCode, data).toBe(400);
      expect(typeof res.json().error).toBe('string');
    }
    expect(
      (await h.app.inject({ method: 'DELETE', url: '/api/groupRecords/delete', headers: auth(admin) }))
        .statusCode,
    ).toBe(400);
    const pay = await remove({ group: 'pay_period', code: 1 });
    expect(pay.statusCode).toBe(400);
    expect(pay.json().error).toBe(GROUP_MSG.readOnly);
    const user = await h.createUser({
      grants: [{ key: 'grouprecords', view: true, create: true, update: true }],
    });
    expect((await remove({ group: 'salary_group', code: 1 }, await h.login(user.username))).statusCode).toBe(
      403,
    );
    expect(await counts()).toEqual(before);
  });

  it('refuses to delete an entry that is still in use (409) and changes nothing', async () => {
    const code = (
      await create({
        group: 'benefits_group',
        data: { name: unique('Used'), gasoline: 1, meals: 1, transpo: 1, allowance: 1 },
      })
    ).json().code;
    // A table that references the group, like an employee's employment details will.
    await sql`create table group_users_test (id integer primary key, benefits_group_id integer references benefits_groups(id))`.execute(
      h.deps.db,
    );
    await sql`insert into group_users_test (id, benefits_group_id) values (1, ${code})`.execute(h.deps.db);
    const before = await counts();
    const res = await remove({ group: 'benefits_group', code });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(GROUP_MSG.inUse);
    expect(await counts()).toEqual(before);
    await sql`drop table group_users_test`.execute(h.deps.db);
    expect((await remove({ group: 'benefits_group', code })).statusCode).toBe(200);
  });
});

describe('groupDropdownItems', () => {
  it('returns code and name plus the extra fields in pesos, pay periods with code and name only', async () => {
    const salary = await groupDropdownItems(h.deps.db, 'salary_group');
    expect(salary).toContainEqual(
      expect.objectContaining({ name: 'NCR Minimum Wage', monthly_salary: 18070, days: 26, hours: 8 }),
    );
    const tax = await groupDropdownItems(h.deps.db, 'w_tax_group');
    expect(Object.keys(tax[0] ?? {}).sort()).toEqual(
      [
        'code',
        'minimum_wage_earner',
        'name',
        'pagibig_rate',
        'philhealth_rate',
        'sss_rate',
        'tax_mode',
        'w_tax_monthly_rate',
      ].sort(),
    );
    const benefits = await groupDropdownItems(h.deps.db, 'benefits_group');
    expect(benefits).toContainEqual(
      expect.objectContaining({ name: 'Standard', meals: 1500, transpo: 1000, allowance: 2000 }),
    );
    expect(await groupDropdownItems(h.deps.db, 'pay_period')).toEqual([
      { code: 1, name: 'Monthly' },
      { code: 2, name: 'Semi-monthly' },
      { code: 3, name: 'Weekly' },
    ]);
  });
});
