/**
 * Final pay that reads the whole record (issue 23 section 3), every figure worked by hand here.
 *
 * The monthly-rated employee: 30,000.00 a month in a Monthly salary group, factor 261 (five-day
 * week: Saturday and Sunday rest), semi-monthly. Day rate = 30,000 x 12 / 261 = 1,379.3103...
 * (shown 1,379.31; amounts use the full fraction and round once). November 2026 starts on a Sunday:
 * Monday the 16th to Friday the 20th are five working days.
 */
import { FINAL_PAY_MSG, LEAVE_CONVERSION_MSG, SIL_TYPE_NAME } from '@sahod/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createHarness, type Harness } from '../../test/harness.ts';
import { pdfText } from '../../test/pdfText.ts';
import { expectGuarded, requester, snapshot } from '../earningsdeductions/testHelpers.ts';
import { payrollEmployee } from '../payroll/testFixtures.ts';
import { createOrg, type Org } from '../timesheet/testFixtures.ts';

let h: Harness;
let admin: string;
let send: ReturnType<typeof requester>;
let monthlyGroup: number;
beforeAll(async () => {
  h = await createHarness();
  admin = await h.login('admin', ADMIN_PASSWORD);
  send = requester(h);
  const res = await send('POST', '/api/groupRecords/create', admin, {
    group: 'salary_group',
    data: {
      name: 'Staff 261',
      pay_basis: 'Monthly',
      monthly_salary: '30000',
      days: '21.75',
      hours: '8',
      annual_factor: '261',
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  monthlyGroup = res.json().code as number;
});
afterAll(async () => h.close());

const at = () => new Date().toISOString();
const WRITES = ['payslips', 'leave_ledger', 'loan_payments', 'salary_loans', 'employees'] as const;

/** A 30,000.00 semi-monthly employee hired 2020, in the Monthly group (or in none: no pay basis). */
async function employee(org: Org, inGroup = true): Promise<number> {
  const id = await payrollEmployee(h.deps.db, org, { monthly_salary: 3_000_000 });
  await h.deps.db
    .updateTable('employees')
    .set({ days: 21.75, date_hired: '2020-01-06', salary_group_id: inGroup ? monthlyGroup : null })
    .where('id', '=', id)
    .execute();
  const week = await send('PUT', '/api/employee_management/workWeek', admin, {
    employee_id: id,
    rest_weekdays: [0, 6],
  });
  expect(week.statusCode, week.body).toBe(200);
  return id;
}

async function separate(id: number, date: string) {
  const [record] = (await send('GET', `/api/employee_management/fetchED?UID=${id}`, admin)).json();
  const res = await send('PUT', '/api/employee_management/updateED', admin, {
    ...record,
    separation_date: date,
    separation_reason: 'R',
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** A processed semi-monthly payslip of 15,000.00 basic, with the employee shares it deducted. */
async function processedHalf(id: number, start: string, end: string, shares: Record<string, number> = {}) {
  const total = Object.values(shares).reduce((a, b) => a + b, 0);
  await h.deps.db
    .insertInto('payslips')
    .values({
      employee_id: id,
      start_date: start,
      end_date: end,
      pay_period: 'Semi-monthly',
      status: 'processed',
      void_reason: null,
      gross_base: 1_500_000,
      gross_pay: 1_500_000,
      mandatories_total: total,
      wtax: 0,
      deductions_total: 0,
      loans_total: 0,
      total_deductions: total,
      net_pay: 1_500_000 - total,
      employer_total: 0,
      basic_earned: 1_500_000,
      taxable_compensation: 1_500_000 - total,
      benefits_total: 0,
      snapshot: JSON.stringify({
        payslip: { gross_breakdown: { 'Basic Pay': 1_500_000 }, mandatories_breakdown: shares },
        loans_summary: [],
      }),
      created_by: null,
      created_at: at(),
    })
    .execute();
}

async function openingBalance(id: number, goLive: string, basicPay: number, thirteenthPaid: number) {
  await h.deps.db
    .insertInto('employee_opening_balances')
    .values({
      employee_id: id,
      year: 2026,
      go_live_date: goLive,
      basic_pay: basicPay,
      gross_compensation: basicPay,
      taxable_compensation: basicPay,
      thirteenth_paid: thirteenthPaid,
      updated_at: at(),
      updated_by: null,
    })
    .execute();
}

async function typeId(name: string) {
  const t = await h.deps.db
    .selectFrom('application_types')
    .select('id')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return t.id;
}

async function credit(id: number, type: string, days: number, kind = 'grant') {
  await h.deps.db
    .insertInto('leave_ledger')
    .values({
      employee_id: id,
      application_type_id: await typeId(type),
      kind,
      days,
      reason: 'test',
      application_id: null,
      accrual_year: null,
      created_by: null,
      created_at: at(),
    })
    .execute();
}

async function balance(id: number, type: string) {
  const row = await h.deps.db
    .selectFrom('leave_ledger')
    .select((eb) => eb.fn.sum<string>('days').as('total'))
    .where('employee_id', '=', id)
    .where('application_type_id', '=', await typeId(type))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

const statement = async (id: number) => {
  const res = await send('GET', `/api/compliance/finalpay?employee_id=${id}`, admin);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const amountOf = (lines: { name: string; amount: number }[], name: string) =>
  lines.find((l) => l.name === name)?.amount;

describe('unpaid salary from the pay basis, 13th month with the opening balance, contributions left', () => {
  it('monthly-rated, no timesheet, separated Friday 20 November after the 1-15 payroll', async () => {
    const org = await createOrg(h.deps.db);
    const id = await employee(org);
    // January-September in the previous system: 9 x 30,000 = 270,000.00 basic, 10,000.00 of 13th
    // month already paid; October and November 1-15 in Sahod (15,000.00 basic each half).
    await openingBalance(id, '2026-10-01', 27_000_000, 1_000_000);
    await processedHalf(id, '2026-10-01', '2026-10-15');
    await processedHalf(id, '2026-10-16', '2026-10-31');
    // November 1-15 deducted half of each monthly share: SSS 750.00, PhilHealth 375.00, Pag-IBIG 100.00.
    await processedHalf(id, '2026-11-01', '2026-11-15', {
      SSS: 75_000,
      PhilHealth: 37_500,
      'Pag-IBIG': 10_000,
    });
    await separate(id, '2026-11-20');

    const s = await statement(id);
    expect(s.period).toEqual({ start: '2026-11-16', end: '2026-11-20' });
    // 5 working days x 30,000 x 12 / 261 = 6,896.5517... -> 6,896.55.
    expect(s.unpaid).toEqual({ source: 'pay_basis', days: 5, day_rate: 1379.31, message: null });
    expect(s.earnings[0]).toEqual({ name: 'Unpaid salary', amount: 6896.55 });
    // Basic earned: 270,000 + 3 x 15,000 + 6,896.55 = 321,896.55; / 12 = 26,824.7125 -> 26,824.71;
    // less the 10,000.00 paid before Sahod: 16,824.71.
    expect(s.thirteenth).toEqual({
      basic_earned: 321896.55,
      thirteenth: 26824.71,
      already_paid: 10000,
      before_sahod: { basic_pay: 270000, thirteenth_paid: 10000 },
    });
    expect(amountOf(s.earnings, '13th month pay (pro-rated)')).toBe(16824.71);
    // With an opening balance the year is whole: no warning.
    expect(s.opening_warning).toBeNull();
    // November's contributions less what 1-15 deducted. SSS on the month's compensation:
    // 15,000 + 6,896.55 = 21,896.55 -> MSC 22,000 -> 5% = 1,100.00, less 750.00 = 350.00.
    // PhilHealth 2.5% of 30,000 = 750.00, less 375.00 = 375.00. Pag-IBIG 2% of 10,000 = 200.00,
    // less 100.00 = 100.00.
    const pdf = await send('GET', `/api/compliance/finalpay?employee_id=${id}&format=pdf`, admin);
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Days counted: 5');
    expect(text).toContain('Pay basis (working days x day rate)');
    expect(text.replace(/\s+/g, ' ')).toContain(
      'Before Sahod: basic pay ₱270,000.00, 13th month paid ₱10,000.00',
    );
    const contributions = s.deductions.filter((d: { kind: string }) => d.kind === 'contribution');
    expect(contributions.map((d: { name: string; amount: number }) => [d.name, d.amount])).toEqual([
      ['SSS', 350],
      ['PhilHealth', 375],
      ['Pag-IBIG', 100],
    ]);
  });

  it('no payroll processed: from the go-live date, 2-13 November = 10 working days', async () => {
    const org = await createOrg(h.deps.db);
    const id = await employee(org);
    await openingBalance(id, '2026-11-01', 30_000_000, 0);
    await separate(id, '2026-11-13');
    const s = await statement(id);
    expect(s.period).toEqual({ start: '2026-11-01', end: '2026-11-13' });
    // Weekdays 2-6 and 9-13: 10 x 30,000 x 12 / 261 = 13,793.1034... -> 13,793.10.
    expect(s.unpaid).toMatchObject({ source: 'pay_basis', days: 10 });
    expect(s.earnings[0]).toEqual({ name: 'Unpaid salary', amount: 13793.1 });
  });
});

describe('neither schedule nor pay basis', () => {
  it('says so instead of paying 0.00, and refuses to process, writing nothing', async () => {
    const org = await createOrg(h.deps.db);
    const id = await employee(org, false);
    await processedHalf(id, '2026-11-01', '2026-11-15');
    await separate(id, '2026-11-20');
    const s = await statement(id);
    // No opening balance, and the company's first payroll in Sahod started on 1 November.
    expect(s.opening_warning).toBe(
      'No opening balance for 2026: year figures count only payrolls processed in Sahod (from 1 Nov 2026).',
    );
    const message = FINAL_PAY_MSG.noBasis('2026-11-16', '2026-11-20');
    expect(s.unpaid).toMatchObject({ source: 'none', days: 0, message });
    expect(s.earnings.map((l: { name: string }) => l.name)).not.toContain('Unpaid salary');
    const before = await snapshot(h, WRITES);
    const res = await send('POST', '/api/compliance/finalpay/process', admin, {
      employee_id: id,
      pay_date: '2026-11-30',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
    expect(await snapshot(h, WRITES)).toBe(before);
  });
});

describe('leave conversion', () => {
  it('SIL always converts; Vacation Leave only when set; processing takes both off, a void gives them back', async () => {
    const org = await createOrg(h.deps.db);
    const id = await employee(org);
    await processedHalf(id, '2026-11-01', '2026-11-15');
    await credit(id, SIL_TYPE_NAME, 5);
    await credit(id, SIL_TYPE_NAME, -1, 'usage');
    await credit(id, 'Vacation Leave', 6);
    await separate(id, '2026-11-20');

    // Vacation Leave does not convert (company policy, off by default): SIL alone.
    // 4 days x 30,000 x 12 / 261 = 5,517.2413... -> 5,517.24.
    let s = await statement(id);
    expect(s.leave.lines).toEqual([
      { application_type: SIL_TYPE_NAME, name: 'Leave conversion (SIL)', days: 4, amount: 5517.24 },
    ]);
    expect(amountOf(s.earnings, 'Leave conversion (SIL)')).toBe(5517.24);
    expect(amountOf(s.earnings, 'Leave conversion (Vacation Leave)')).toBeUndefined();

    // SIL cannot be turned off (by law); a type without credits cannot be turned on.
    const before = await snapshot(h, ['application_types']);
    const sil = await send('PUT', '/api/dropdownRecords/applicationTypeConversion', admin, {
      id: await typeId(SIL_TYPE_NAME),
      converts_at_separation: false,
    });
    expect(sil.statusCode).toBe(400);
    expect(sil.json().error).toBe(LEAVE_CONVERSION_MSG.silAlways);
    const maternity = await send('PUT', '/api/dropdownRecords/applicationTypeConversion', admin, {
      id: await typeId('Maternity Leave'),
      converts_at_separation: true,
    });
    expect(maternity.statusCode).toBe(400);
    expect(maternity.json().error).toBe(LEAVE_CONVERSION_MSG.noCredits);
    const unknown = await send('PUT', '/api/dropdownRecords/applicationTypeConversion', admin, {
      id: 999_999,
      converts_at_separation: true,
    });
    expect(unknown.statusCode).toBe(404);
    expect(await snapshot(h, ['application_types'])).toBe(before);

    // The company converts Vacation Leave: 6 x 30,000 x 12 / 261 = 8,275.8620... -> 8,275.86.
    const on = await send('PUT', '/api/dropdownRecords/applicationTypeConversion', admin, {
      id: await typeId('Vacation Leave'),
      converts_at_separation: true,
    });
    expect(on.statusCode, on.body).toBe(200);
    try {
      s = await statement(id);
      expect(
        s.leave.lines.map((l: { name: string; days: number; amount: number }) => [l.name, l.days, l.amount]),
      ).toEqual([
        ['Leave conversion (SIL)', 4, 5517.24],
        ['Leave conversion (Vacation Leave)', 6, 8275.86],
      ]);
      expect(s.leave).toMatchObject({ days: 10, amount: 13793.1 });

      const res = await send('POST', '/api/compliance/finalpay/process', admin, {
        employee_id: id,
        pay_date: '2026-11-30',
      });
      expect(res.statusCode, res.body).toBe(200);
      const payslipId = res.json().payslip_id as number;
      expect([await balance(id, SIL_TYPE_NAME), await balance(id, 'Vacation Leave')]).toEqual([0, 0]);
      const conversions = await h.deps.db
        .selectFrom('leave_ledger')
        .select(['kind', 'days', 'payslip_id'])
        .where('employee_id', '=', id)
        .where('kind', '=', 'conversion')
        .orderBy('days')
        .execute();
      expect(conversions.map((r) => [r.kind, Number(r.days), r.payslip_id])).toEqual([
        ['conversion', -6, payslipId],
        ['conversion', -4, payslipId],
      ]);
      const cached = await h.deps.db
        .selectFrom('employees')
        .select('leave_credits')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(Number(cached.leave_credits)).toBe(0);

      const voided = await send('POST', '/api/payroll/void', admin, {
        payslip_id: payslipId,
        reason: 'Redo',
      });
      expect(voided.statusCode, voided.body).toBe(200);
      expect([await balance(id, SIL_TYPE_NAME), await balance(id, 'Vacation Leave')]).toEqual([4, 6]);
      // The final pay can be made again with the same conversion.
      expect((await statement(id)).leave).toMatchObject({ days: 10, amount: 13793.1 });
    } finally {
      await send('PUT', '/api/dropdownRecords/applicationTypeConversion', admin, {
        id: await typeId('Vacation Leave'),
        converts_at_separation: false,
      });
    }
  });

  it('setting the conversion needs Dropdown Records update (403), writing nothing', async () => {
    await expectGuarded(
      h,
      'dropdownrecords',
      'update',
      'PUT',
      '/api/dropdownRecords/applicationTypeConversion',
      { id: await typeId('Vacation Leave'), converts_at_separation: true },
      ['application_types'],
    );
  });
});
