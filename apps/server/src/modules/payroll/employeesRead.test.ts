/**
 * Issue 28 §4: on SQLite payrollEmployees reads each employee as one json_array text (inputs.ts
 * employeeOfValues) instead of Kysely's row objects. Both reads answer the same objects, keys in the
 * same order: nulls, an ñ, quotes and a backslash in the names, every column the engine and the row use.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../test/harness.ts';
import { activeEmployee, createOrg } from '../timesheet/testFixtures.ts';
import { payrollEmployeeObjects, payrollEmployees } from './inputs.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => h.close());

describe('payrollEmployees', () => {
  it('answers the same objects as the row objects read, with the values as stored', async () => {
    const db = h.deps.db;
    const org = await createOrg(db);
    const now = new Date().toISOString();
    const semi = await db
      .selectFrom('pay_periods')
      .select('id')
      .where('name', '=', 'Semi-monthly')
      .executeTakeFirstOrThrow();
    const group = await db
      .insertInto('salary_groups')
      .values({
        name: 'Read Daily',
        name_key: 'read daily',
        pay_basis: 'Daily',
        day_rate: 69_500,
        annual_factor: 313,
        monthly_salary: 1_812_792,
        days: 26,
        hours: 8,
        created_at: now,
        updated_at: now,
        updated_by: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const full = await activeEmployee(db, { org, last: 'O\'Brien "\\" Ñuñez' });
    await db
      .updateTable('employees')
      .set({
        first_name: 'Niño "Jun"',
        middle_name: 'dela Peña',
        pay_period_id: semi.id,
        salary_group_id: group.id,
        monthly_salary: 2_500_050,
        days: 26,
        hours: 8,
        allowance: 150_000,
        meals: 0,
        leave_credits: 5.5,
        date_hired: '2020-01-15',
        separation_date: '2026-12-31',
        work_region_code: '130000000',
        rest_weekdays: '6,0',
      })
      .where('id', '=', full)
      .execute();
    const bare = await activeEmployee(db, { org, last: 'Zamora' });
    const filter = { company_id: org.company_id, anyStatus: true };
    const read = await payrollEmployees(db, filter);
    // Every key in the same order, every value of the same type (JSON text compares both).
    expect(JSON.stringify(read)).toBe(JSON.stringify(await payrollEmployeeObjects(db, filter)));
    expect(read.map((e) => e.id)).toEqual([full, bare]);
    expect(read[0]).toMatchObject({
      first_name: 'Niño "Jun"',
      last_name: 'O\'Brien "\\" Ñuñez',
      middle_name: 'dela Peña',
      company_id: org.company_id,
      department_id: org.department_id,
      designation_id: org.designation_id,
      pay_period: 'Semi-monthly',
      monthly_salary: 2_500_050,
      days: 26,
      hours: 8,
      allowance: 150_000,
      meals: 0,
      gasoline: null,
      leave_credits: 5.5,
      pay_basis: 'Daily',
      annual_factor: 313,
      group_day_rate: 69_500,
      date_hired: '2020-01-15',
      separation_date: '2026-12-31',
      work_region_code: '130000000',
      rest_weekdays: '6,0',
      company_rest_weekdays: null,
    });
    expect(read[1]).toMatchObject({
      last_name: 'Zamora',
      middle_name: null,
      pay_period: null,
      monthly_salary: null,
      days: null,
      hours: null,
      pay_basis: null,
      annual_factor: null,
      group_day_rate: null,
      date_hired: null,
      work_region_code: null,
      rest_weekdays: null,
    });
    // By ids (the batches' read): the same rows.
    expect(JSON.stringify(await payrollEmployees(db, { ...filter, ids: [bare, full] }))).toBe(
      JSON.stringify(read),
    );
  });
});
