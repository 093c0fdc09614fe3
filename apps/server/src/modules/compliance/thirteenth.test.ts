/**
 * 13th-month pay (issue 17 section 1): the preview from the stored payslips' year figures, the
 * processing into 'thirteenth' payslips (₱90,000 split, one run per year unless voided), the
 * PDF, the guards, and that regular payroll and the input locks ignore a stored 13th month.
 */
import { basicEarned } from '@sahod/payroll';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createHarness, type Harness } from '../../test/harness.ts';
import { countRows, expectGuarded, requester, snapshot } from '../earningsdeductions/testHelpers.ts';
import { processedPeriodAmong, processedPeriodCovering } from '../paylock/processedPeriod.ts';
import { attendance, FEB_FIRST_HALF_WORKDAYS, payrollEmployee } from '../payroll/testFixtures.ts';
import { createOrg, type Org } from '../timesheet/testFixtures.ts';

let h: Harness;
let admin: string;
let send: ReturnType<typeof requester>;
let org: Org;
let abad: number;
let bautista: number;
let dizon: number;
let santos: number;

const pad = (n: number) => String(n).padStart(2, '0');
/** The 24 semi-monthly periods of a year: 1-15 and 16-end of each month. */
function halves(year: number): { start: string; end: string }[] {
  const out: { start: string; end: string }[] = [];
  for (let m = 1; m <= 12; m++) {
    const last = new Date(Date.UTC(year, m, 0)).getUTCDate();
    out.push({ start: `${year}-${pad(m)}-01`, end: `${year}-${pad(m)}-15` });
    out.push({ start: `${year}-${pad(m)}-16`, end: `${year}-${pad(m)}-${last}` });
  }
  return out;
}

/** A stored payslip (centavos) with the given lines, as payroll processing stores it. */
function storedPayslip(
  employeeId: number,
  period: { start: string; end: string },
  lines: {
    gross?: Record<string, number>;
    benefits?: Record<string, number>;
    earnings?: Record<string, number>;
  },
  kind: 'regular' | 'finalpay' = 'regular',
) {
  const gross = lines.gross ?? {};
  const benefits = lines.benefits ?? {};
  const earnings = lines.earnings ?? {};
  const sum = (r: Record<string, number>) => Object.values(r).reduce((a, b) => a + b, 0);
  const grossBase = sum(gross);
  const grossPay = grossBase + sum(benefits) + sum(earnings);
  const payslip = {
    period,
    rates: { monthly_rate: 0, daily_rate: 0, hourly_rate: 0 },
    gross_breakdown: gross,
    gross_base: grossBase,
    earnings,
    earningsTotal: sum(earnings),
    benefits,
    benefitsTotal: sum(benefits),
    gross_pay: grossPay,
    mandatories_breakdown: {},
    mandatoriesTotal: 0,
    deductions_breakdown: { WTax: 0 },
    deductions: {},
    deductionsTotal: 0,
    wtax: 0,
    taxable_compensation: grossPay,
    loans_breakdown: [],
    loansTotal: 0,
    total_deductions: 0,
    net_pay: grossPay,
    employer_shares: {},
    employer_total: 0,
    attendance: {},
  };
  return {
    employee_id: employeeId,
    kind,
    start_date: period.start,
    end_date: period.end,
    pay_date: kind === 'finalpay' ? period.end : null,
    pay_period: 'Semi-monthly',
    void_reason: null,
    gross_base: grossBase,
    gross_pay: grossPay,
    mandatories_total: 0,
    wtax: 0,
    deductions_total: 0,
    loans_total: 0,
    total_deductions: 0,
    net_pay: grossPay,
    employer_total: 0,
    basic_earned: basicEarned([gross]),
    taxable_compensation: grossPay,
    benefits_total: sum(benefits),
    snapshot: JSON.stringify({ payslip, loans_summary: [] }),
    created_by: null,
    created_at: new Date().toISOString(),
  };
}

const TABLES = ['payslips', 'audit_log'] as const;
/** Logins write audit rows: the guards are checked on the payslips alone. */
const PAYSLIPS = ['payslips'] as const;
const previewUrl = (year: number | string, companyId: number | string = org.company_id) =>
  `/api/compliance/thirteenth?company_id=${companyId}&period=${year}`;
const processBody = (year: number, pay_date = `${year}-12-15`) => ({
  company_id: org.company_id,
  year,
  pay_date,
});
const dateOf = (v: unknown) => (v instanceof Date ? v.toISOString() : String(v)).slice(0, 10);

beforeAll(async () => {
  h = await createHarness();
  admin = await h.login('admin', ADMIN_PASSWORD);
  send = requester(h);
  org = await createOrg(h.deps.db);
  abad = await payrollEmployee(h.deps.db, org, { last: 'Abad', monthly_salary: 2_000_000 });
  bautista = await payrollEmployee(h.deps.db, org, { last: 'Bautista', monthly_salary: 12_000_000 });
  dizon = await payrollEmployee(h.deps.db, org, { last: 'Dizon', monthly_salary: 2_000_000 });
  santos = await payrollEmployee(h.deps.db, org, { last: 'Santos' });
  const rows = [
    // 24 × basic 10,000.00 with overtime, holiday pay, an allowance and a commission: 20,000.00.
    ...halves(2025).map((p) =>
      storedPayslip(abad, p, {
        gross: { 'Basic Pay': 1_000_000, Overtime: 125_000, 'Regular Holiday Pay': 80_000 },
        benefits: { Allowance: 200_000 },
        earnings: { Commission: 300_000 },
      }),
    ),
    // 24 × basic 58,000.00 + paid leave 2,000.00 = 1,440,000.00: 120,000.00, 30,000.00 over ₱90k.
    // His first half's taxable compensation is stored as 0: the withholding below is on the last
    // half's (60,000.00), so taking any other half's would change it.
    ...halves(2025).map((p, i) => ({
      ...storedPayslip(bautista, p, { gross: { 'Basic Pay': 5_800_000, 'Paid Leave': 200_000 } }),
      ...(i === 0 ? { taxable_compensation: 0 } : {}),
    })),
    // January to June at 10,000.00 a half (two halves absent: 9,000.00), then a final pay with its
    // pro-rated 13th month of 9,000.00 already paid: 118,000 / 12 = 9,833.33, due 833.33.
    ...halves(2025)
      .slice(0, 12)
      .map((p, i) => storedPayslip(dizon, p, { gross: { 'Basic Pay': i < 2 ? 900_000 : 1_000_000 } })),
    storedPayslip(
      dizon,
      { start: '2025-07-01', end: '2025-07-10' },
      { benefits: { '13th Month Pay': 900_000 } },
      'finalpay',
    ),
  ];
  for (let i = 0; i < rows.length; i += 50)
    await h.deps.db
      .insertInto('payslips')
      .values(rows.slice(i, i + 50))
      .execute();
  // Santos: a real payroll (engine) of 2026-02-01..15 with two of twelve workdays absent.
  await attendance(h.deps.db, [santos], FEB_FIRST_HALF_WORKDAYS, FEB_FIRST_HALF_WORKDAYS.slice(2));
  const res = await send('POST', '/api/payroll/create', admin, {
    employee_ids: [santos],
    start_date: '2026-02-01',
    end_date: '2026-02-15',
  });
  expect(res.statusCode, res.body).toBe(200);
});
afterAll(async () => h.close());

describe('GET /api/compliance/thirteenth', () => {
  it('gives basic earned / 12 per employee, what was already paid, what is due and its ₱90k split', async () => {
    const res = await send('GET', previewUrl(2025), admin);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.period).toBe('2025');
    expect(body.due_date).toBe('2025-12-24');
    expect(body.processed).toBe(0);
    const pick = (r: Record<string, unknown>) => [
      r.employee_id,
      r.basic_earned,
      r.thirteenth,
      r.already_paid,
      r.due,
      r.non_taxable,
      r.taxable,
    ];
    expect(body.rows.map(pick)).toEqual([
      [abad, 240_000, 20_000, 0, 20_000, 20_000, 0],
      [bautista, 1_440_000, 120_000, 0, 120_000, 90_000, 30_000],
      [dizon, 118_000, 9_833.33, 9_000, 833.33, 833.33, 0],
    ]);
    expect(body.rows[0].name).toMatch(/^Abad, /);
    expect(body.totals).toEqual({
      employees: 3,
      basic_earned: 1_798_000,
      thirteenth: 149_833.33,
      already_paid: 9_000,
      due: 140_833.33,
      non_taxable: 110_833.33,
      taxable: 30_000,
      // Bautista's 30,000.00 over ₱90,000 is withheld on the 13th month itself (issue 21): the
      // semi-monthly table on his last half's 60,000.00 + 30,000.00 = 90,000.00 is
      // 16,770.70 + 30% x (90,000 - 83,333) = 18,770.80, on 60,000.00 alone
      // 4,270.70 + 25% x (60,000 - 33,333) = 10,937.45: 18,770.80 - 10,937.45 = 7,833.35.
      wtax: 7_833.35,
      // 2025's first payroll starts on 1 January: the year is whole in Sahod.
      missing_opening: 0,
    });
    expect(body.rows.map((r: { wtax: number }) => r.wtax)).toEqual([0, 7_833.35, 0]);
  });

  it('counts the Basic Pay of a processed payroll after absences (2 of 12 days absent)', async () => {
    const res = await send('GET', previewUrl(2026), admin);
    expect(res.statusCode, res.body).toBe(200);
    const [row] = res.json().rows;
    // 26,000 a month over 26 days of 8 hours: 125.00 an hour; 10 of 12 days worked = 80 h = 10,000.00.
    expect([row.employee_id, row.basic_earned, row.thirteenth, row.due]).toEqual([
      santos,
      10_000,
      833.33,
      833.33,
    ]);
  });

  it('answers 404 for a year without processed payroll and an unknown company, 400 naming the field', async () => {
    const empty = await send('GET', previewUrl(2024), admin);
    expect(empty.statusCode).toBe(404);
    expect(empty.json().error).toBe('No processed payroll for this period.');
    expect((await send('GET', previewUrl(2025, 999_999), admin)).statusCode).toBe(404);
    const badCompany = await send('GET', previewUrl(2025, 'abc'), admin);
    expect(badCompany.statusCode).toBe(400);
    expect(badCompany.json().error).toBe('company_id must be the number of a company.');
    for (const period of ['2025-12', '25', '']) {
      const bad = await send('GET', previewUrl(period), admin);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toBe('period must be a year (YYYY).');
    }
  });

  it('needs compliance view (403) and a token (401)', async () => {
    await expectGuarded(h, 'compliance', 'view', 'GET', previewUrl(2025), undefined, PAYSLIPS);
  });
});

describe('POST /api/compliance/thirteenth/process', () => {
  it('refuses without compliance create (403), a token (401) or valid input (400), writing nothing', async () => {
    await expectGuarded(
      h,
      'compliance',
      'create',
      'POST',
      '/api/compliance/thirteenth/process',
      processBody(2025),
      PAYSLIPS,
    );
    const before = await snapshot(h, TABLES);
    const cases: [unknown, string][] = [
      [{ ...processBody(2025), company_id: 'x' }, 'company_id must be the number of a company.'],
      [{ ...processBody(2025), year: '20x5' }, 'year must be a year (YYYY).'],
      [{ ...processBody(2025), pay_date: '2025-02-30' }, 'pay_date must be a date (YYYY-MM-DD).'],
    ];
    for (const [body, message] of cases) {
      const res = await send('POST', '/api/compliance/thirteenth/process', admin, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error).toBe(message);
    }
    const empty = await send('POST', '/api/compliance/thirteenth/process', admin, processBody(2024));
    expect(empty.statusCode).toBe(404);
    expect(await snapshot(h, TABLES)).toBe(before);
  });

  it('stores one locked thirteenth payslip per employee with something due, in the regular shape', async () => {
    const audits = await countRows(h, 'audit_log');
    const res = await send('POST', '/api/compliance/thirteenth/process', admin, processBody(2025));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      message: '13th month processed for 3 employees.',
      processed: 3,
      total: 140_833.33,
    });
    const stored = await h.deps.db
      .selectFrom('payslips')
      .selectAll()
      .where('kind', '=', 'thirteenth')
      .orderBy('employee_id')
      .execute();
    expect(
      stored.map((p) => [
        p.employee_id,
        dateOf(p.start_date),
        dateOf(p.end_date),
        dateOf(p.pay_date),
        p.status,
        Number(p.gross_pay),
        Number(p.net_pay),
        Number(p.wtax),
        Number(p.benefits_total),
        Number(p.taxable_compensation),
        Number(p.basic_earned),
      ]),
    ).toEqual([
      [abad, '2025-01-01', '2025-12-31', '2025-12-15', 'processed', 2_000_000, 2_000_000, 0, 2_000_000, 0, 0],
      [
        bautista,
        '2025-01-01',
        '2025-12-31',
        '2025-12-15',
        'processed',
        12_000_000,
        11_216_665, // 120,000.00 - 7,833.35 withheld on the 30,000.00 over ₱90,000
        783_335,
        12_000_000,
        3_000_000,
        0,
      ],
      [dizon, '2025-01-01', '2025-12-31', '2025-12-15', 'processed', 83_333, 83_333, 0, 83_333, 0, 0],
    ]);
    const snap = JSON.parse(stored[1]?.snapshot ?? '{}');
    expect(snap.loans_summary).toEqual([]);
    expect(snap.payslip.benefits).toEqual({ '13th Month Pay': 12_000_000 });
    expect(snap.payslip.gross_pay).toBe(12_000_000);
    expect(snap.payslip.net_pay).toBe(11_216_665);
    expect(snap.payslip.tax_split).toMatchObject({ bucket_exempt: 9_000_000, bucket_taxable: 3_000_000 });
    expect([Number(stored[1]?.bucket_exempt), Number(stored[1]?.bucket_taxable)]).toEqual([
      9_000_000, 3_000_000,
    ]);
    expect(snap.payslip.taxable_compensation).toBe(3_000_000);
    expect(stored[0]?.pay_period).toBe('Semi-monthly');
    expect(await countRows(h, 'audit_log')).toBeGreaterThan(audits);
    const audit = await h.deps.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'process')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(audit)).toContain('thirteenth');

    const after = (await send('GET', previewUrl(2025), admin)).json();
    expect(after.processed).toBe(3);
    expect(after.rows.map((r: { already_paid: number; due: number }) => [r.already_paid, r.due])).toEqual([
      [20_000, 0],
      [120_000, 0],
      [9_833.33, 0],
    ]);
  });

  it('refuses a second run of the year (409) and writes nothing', async () => {
    const before = await snapshot(h, TABLES);
    const again = await send('POST', '/api/compliance/thirteenth/process', admin, processBody(2025));
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(
      'The 13th month of 2025 was already processed. Void its payslips to run it again.',
    );
    expect(await snapshot(h, TABLES)).toBe(before);
  });

  it('prints the 13th-month payslips as the payslip PDF', async () => {
    const res = await send(
      'GET',
      `/api/compliance/thirteenth/payslips.pdf?company_id=${org.company_id}&period=2025`,
      admin,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    expect(res.headers['content-disposition']).toContain('13th-month-2025.pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const none = await send(
      'GET',
      `/api/compliance/thirteenth/payslips.pdf?company_id=${org.company_id}&period=2024`,
      admin,
    );
    expect(none.statusCode).toBe(404);
  });

  it('gives the 13th-month payslips as the payroll register (.xlsx)', async () => {
    const { read, utils } = await import('@e965/xlsx');
    const res = await send(
      'GET',
      `/api/compliance/thirteenth/register.xlsx?company_id=${org.company_id}&period=2025`,
      admin,
    );
    expect(res.statusCode).toBe(200);
    const sheet = read(res.rawPayload).Sheets['Payroll Summary'];
    const aoa = utils.sheet_to_json<unknown[]>(sheet as never, { header: 1 });
    expect(aoa[1]).toEqual(['Payroll Summary 13th Month Pay 2025']);
    const total = aoa.find((r) => r[1] === 'Company total') as unknown[];
    expect(total).toContain(140_833.33);
    // Streamed from a temporary file (issue 28) with its length.
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    const none = await send(
      'GET',
      `/api/compliance/thirteenth/register.xlsx?company_id=${org.company_id}&period=2024`,
      admin,
    );
    expect(none.statusCode).toBe(404);
  });

  it('runs again after its payslips are voided with the payroll void', async () => {
    const live = await h.deps.db
      .selectFrom('payslips')
      .select('id')
      .where('kind', '=', 'thirteenth')
      .where('status', '=', 'processed')
      .execute();
    for (const { id } of live) {
      const res = await send('POST', '/api/payroll/void', admin, {
        payslip_id: id,
        reason: 'Wrong pay date',
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const preview = (await send('GET', previewUrl(2025), admin)).json();
    expect(preview.processed).toBe(0);
    expect(preview.totals.due).toBe(140_833.33);
    const rerun = await send(
      'POST',
      '/api/compliance/thirteenth/process',
      admin,
      processBody(2025, '2025-12-20'),
    );
    expect(rerun.statusCode, rerun.body).toBe(200);
    expect(rerun.json().processed).toBe(3);
  });

  it('refuses a year where nothing is due (409)', async () => {
    const before = await snapshot(h, TABLES);
    const res = await send('POST', '/api/compliance/thirteenth/process', admin, processBody(2025));
    expect(res.statusCode).toBe(409);
    expect(await snapshot(h, TABLES)).toBe(before);
  });
});

describe('regular payroll ignores a stored 13th month', () => {
  it('never makes a regular period Processed or Overlapping, nor locks a timesheet', async () => {
    // Its employee was hired before the year's first payroll (1 Feb 2026) and has no opening balance.
    const res = await send('POST', '/api/compliance/thirteenth/process', admin, {
      ...processBody(2026),
      confirm_missing_opening: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const fetchRow = async (start: string, end: string) => {
      const r = await send(
        'GET',
        `/api/payroll/fetch?company_id=${org.company_id}&start_date=${start}&end_date=${end}&pay_period=Semi-monthly`,
        admin,
      );
      expect(r.statusCode, r.body).toBe(200);
      return r.json().find((row: { employee_id: number }) => row.employee_id === santos);
    };
    expect((await fetchRow('2026-02-16', '2026-03-02')).status).toBe('Pending');
    const processed = await fetchRow('2026-02-01', '2026-02-15');
    expect(processed.status).toBe('Processed');
    expect(processed.gross_breakdown['Basic Pay']).toBe(10_000);
    expect(await processedPeriodCovering(h.deps.db, santos, '2026-03-10')).toBeNull();
    expect(await processedPeriodCovering(h.deps.db, santos, '2026-02-10')).toBe('2026-02-01 to 2026-02-15');
    expect(await processedPeriodAmong(h.deps.db, [santos, abad], '2026-06-01', '2026-06-30')).toBeNull();
  });
});
