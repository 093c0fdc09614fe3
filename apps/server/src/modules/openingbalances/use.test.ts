/**
 * Opening balances where the year counts (issue 23 section 1, the use side): the 13th month, the
 * annualization and the December payroll's year-end adjustment, BIR 2316 and the alphalist include
 * the figures before Sahod ('Before Sahod'); an employee hired before the year's first payroll
 * without an opening balance is warned about, and processing the 13th month or a year-end payroll
 * with such employees needs an explicit confirmation.
 *
 * Opening balances are written straight into employee_opening_balances (their entry screens and
 * import are another part of the issue); November is stored payslips with hand-chosen columns.
 */
import type { OpeningBalanceAmountField } from '@sahod/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createHarness, type Harness } from '../../test/harness.ts';
import { pdfText } from '../../test/pdfText.ts';
import { storeSlips } from '../compliance/bir2316/testFixtures.ts';
import { countRows, requester } from '../earningsdeductions/testHelpers.ts';
import { attendance, payrollEmployee } from '../payroll/testFixtures.ts';
import { activeEmployee, createOrg, type Org } from '../timesheet/testFixtures.ts';
import { openingBalanceWarning } from './warning.ts';

let h: Harness;
let admin: string;
let send: ReturnType<typeof requester>;

beforeAll(async () => {
  h = await createHarness();
  admin = await h.login('admin', ADMIN_PASSWORD);
  send = requester(h);
});
afterAll(async () => h.close());

async function opening(
  employeeId: number,
  goLive: string,
  amounts: Partial<Record<OpeningBalanceAmountField, number>>,
) {
  await h.deps.db
    .insertInto('employee_opening_balances')
    .values({
      employee_id: employeeId,
      year: Number(goLive.slice(0, 4)),
      go_live_date: goLive,
      ...amounts,
      updated_at: new Date().toISOString(),
      updated_by: null,
    })
    .execute();
}

async function hired(id: number, date: string, extra: Record<string, string> = {}) {
  await h.deps.db
    .updateTable('employees')
    .set({ date_hired: date, ...extra })
    .where('id', '=', id)
    .execute();
}

async function employer(company_id: number) {
  const res = await send('PUT', '/api/compliance/employer', admin, {
    company_id,
    registered_name: 'ACME TRADING CORPORATION',
    address: '12 Ayala Ave, Makati City',
    zip: '1226',
    tin: '123456789',
    branch_code: '0000',
    rdo_code: '50',
    sss_er_no: '',
    sss_branch: '',
    philhealth_pen: '',
    pagibig_er_id: '',
    contact_no: '',
    email: '',
    signatory_name: 'Maria Santos',
    signatory_position: 'HR Manager',
  });
  expect(res.statusCode, res.body).toBe(200);
}

const NOV = [
  { start: '2026-11-01', end: '2026-11-15' },
  { start: '2026-11-16', end: '2026-11-30' },
];
const WARNING =
  'No opening balance for 2026: year figures count only payrolls processed in Sahod (from 1 Nov 2026).';

describe('a company live on Sahod from 1 November 2026 (semi-monthly)', () => {
  let org: Org;
  let reyes: number;
  let lopez: number;
  let cruz: number;
  let diaz: number;

  beforeAll(async () => {
    org = await createOrg(h.deps.db);
    await employer(org.company_id);
    const db = h.deps.db;
    // REYES, PHP 25,000.00 a month since 2019. Before Sahod (January-October): basic pay
    // 10 x 25,000.00 = 250,000.00; rice 600.00 a month, de minimis: 6,000.00; gross 256,000.00;
    // contributions a month SSS 1,250.00 + PhilHealth 625.00 + Pag-IBIG 200.00 = 2,075.00, ten
    // months 20,750.00; taxable 250,000.00 - 20,750.00 = 229,250.00; tax withheld 10 x 313.80 =
    // 3,138.00 (monthly table: 15% of 22,925.00 - 20,833.00).
    reyes = await activeEmployee(db, { org, last: 'REYES' });
    await hired(reyes, '2019-06-01', { first_name: 'ANA', tin: '234-567-890-0000' });
    await opening(reyes, '2026-11-01', {
      basic_pay: 250_000_00,
      gross_compensation: 256_000_00,
      de_minimis: 6_000_00,
      sss_ee: 12_500_00,
      philhealth_ee: 6_250_00,
      pagibig_ee: 2_000_00,
      taxable_compensation: 229_250_00,
      tax_withheld: 3_138_00,
    });
    // November in Sahod: two halves of 12,500.00, contributions 1,037.50, taxable 11,462.50,
    // tax 156.90 each.
    await storeSlips(
      db,
      reyes,
      NOV.map((p) => ({
        ...p,
        gross: 12_500_00,
        taxable: 11_462_50,
        basic: 12_500_00,
        mandatories: 1_037_50,
        wtax: 156_90,
      })),
    );
    // LOPEZ, PHP 20,000.00 a month since 2018: before Sahod basic 200,000.00 and a 13th-month
    // advance of 10,000.00 (in the PHP 90,000 exemption); November two halves of 10,000.00.
    lopez = await activeEmployee(db, { org, last: 'LOPEZ' });
    await hired(lopez, '2018-02-01', { tin: '345-678-901-0000' });
    await opening(lopez, '2026-11-01', {
      basic_pay: 200_000_00,
      gross_compensation: 210_000_00,
      non_taxable_benefits: 10_000_00,
      sss_ee: 10_000_00,
      philhealth_ee: 5_000_00,
      pagibig_ee: 2_000_00,
      taxable_compensation: 183_000_00,
      thirteenth_paid: 10_000_00,
    });
    await storeSlips(
      db,
      lopez,
      NOV.map((p) => ({
        ...p,
        gross: 10_000_00,
        taxable: 9_150_00,
        basic: 10_000_00,
        mandatories: 850_00,
        wtax: 0,
      })),
    );
    // CRUZ, since 2015, no opening balance: November only (15,000.00 a half).
    cruz = await activeEmployee(db, { org, last: 'CRUZ' });
    await hired(cruz, '2015-01-05', { tin: '456-789-012-0000' });
    await storeSlips(
      db,
      cruz,
      NOV.map((p) => ({
        ...p,
        gross: 15_000_00,
        taxable: 13_500_00,
        basic: 15_000_00,
        mandatories: 1_500_00,
        wtax: 400_00,
      })),
    );
    // DIAZ, hired 10 November (after the first payroll's start): nothing before Sahod to miss.
    diaz = await activeEmployee(db, { org, last: 'DIAZ' });
    await hired(diaz, '2026-11-10', { tin: '567-890-123-0000' });
    await storeSlips(db, diaz, [
      { ...NOV[1]!, gross: 5_000_00, taxable: 4_500_00, basic: 5_000_00, mandatories: 500_00, wtax: 0 },
    ]);
  });

  const thirteenthUrl = () => `/api/compliance/thirteenth?company_id=${org.company_id}&period=2026`;

  it('13th month: basic earned includes the opening basic pay, the 13th month paid before Sahod is taken off', async () => {
    const res = await send('GET', thirteenthUrl(), admin);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const row = (id: number) => body.rows.find((r: { employee_id: number }) => r.employee_id === id);
    // REYES: 250,000.00 + 2 x 12,500.00 = 275,000.00; / 12 = 22,916.67, all within PHP 90,000.
    expect(row(reyes)).toMatchObject({
      basic_earned: 275_000,
      thirteenth: 22_916.67,
      already_paid: 0,
      due: 22_916.67,
      non_taxable: 22_916.67,
      taxable: 0,
      wtax: 0,
      before_sahod: { basic_earned: 250_000, already_paid: 0 },
      warning: null,
    });
    // LOPEZ: 200,000.00 + 20,000.00 = 220,000.00; / 12 = 18,333.33; less the 10,000.00 advance.
    expect(row(lopez)).toMatchObject({
      basic_earned: 220_000,
      thirteenth: 18_333.33,
      already_paid: 10_000,
      due: 8_333.33,
      non_taxable: 8_333.33,
      before_sahod: { basic_earned: 200_000, already_paid: 10_000 },
      warning: null,
    });
    // CRUZ: November only (30,000.00 / 12 = 2,500.00), and the warning says so.
    expect(row(cruz)).toMatchObject({
      basic_earned: 30_000,
      due: 2_500,
      before_sahod: null,
      warning: WARNING,
    });
    // DIAZ was hired after the first payroll's start: no warning.
    expect(row(diaz)).toMatchObject({ basic_earned: 5_000, due: 416.67, before_sahod: null, warning: null });
    expect(body.totals.missing_opening).toBe(1);
    expect(await openingBalanceWarning(h.deps.db, cruz, 2026)).toBe(WARNING);
    expect(await openingBalanceWarning(h.deps.db, reyes, 2026)).toBeNull();
  });

  it('annualization: taxable compensation and tax withheld include the figures before Sahod', async () => {
    const res = await send(
      'GET',
      `/api/compliance/annualization?company_id=${org.company_id}&period=2026`,
      admin,
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const row = body.rows.find((r: { employee_id: number }) => r.employee_id === reyes);
    // 229,250.00 + 2 x 11,462.50 = 252,175.00; tax due 15% x (252,175.00 - 250,000.00) = 326.25;
    // withheld 3,138.00 + 2 x 156.90 = 3,451.80; to refund 3,125.55 (not every peso of November's).
    expect(row).toMatchObject({
      taxable_compensation: 252_175,
      tax_due: 326.25,
      withheld: 3_451.8,
      adjustment: -3_125.55,
      before_sahod: { taxable_compensation: 229_250, withheld: 3_138 },
      warning: null,
    });
    const cruzRow = body.rows.find((r: { employee_id: number }) => r.employee_id === cruz);
    expect(cruzRow).toMatchObject({ taxable_compensation: 27_000, before_sahod: null, warning: WARNING });
    expect(body.totals.missing_opening).toBe(1);
  });

  it('processing the 13th month asks for a confirmation naming how many have no opening balance', async () => {
    const body = { company_id: org.company_id, year: 2026, pay_date: '2026-12-15' };
    const before = await countRows(h, 'payslips');
    const refused = await send('POST', '/api/compliance/thirteenth/process', admin, body);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(
      '1 employee has no opening balance for 2026: their 13th month counts only payrolls processed in Sahod. Enter their opening balances, or confirm to process anyway (confirm_missing_opening: true).',
    );
    expect(await countRows(h, 'payslips')).toBe(before);
    const done = await send('POST', '/api/compliance/thirteenth/process', admin, {
      ...body,
      confirm_missing_opening: true,
    });
    expect(done.statusCode, done.body).toBe(200);
    // 22,916.67 + 8,333.33 + 2,500.00 + 416.67 = 34,166.67.
    expect(done.json()).toMatchObject({ processed: 4, total: 34_166.67 });
    const stored = await h.deps.db
      .selectFrom('payslips')
      .select(['benefits_total', 'bucket_exempt'])
      .where('employee_id', '=', reyes)
      .where('kind', '=', 'thirteenth')
      .executeTakeFirstOrThrow();
    expect(Number(stored.benefits_total)).toBe(2_291_667);
    expect(Number(stored.bucket_exempt)).toBe(2_291_667);
  });

  it('BIR 2316: the present employer items include the opening balance, shown apart as Before Sahod', async () => {
    const url = `/api/compliance/bir2316?company_id=${org.company_id}&period=2026`;
    const res = await send('GET', url, admin);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const cert = body.rows.find((r: { employee_id: number }) => r.employee_id === reyes);
    // Gross 256,000.00 + 25,000.00 + 13th month 22,916.67 = 303,916.67; taxable 252,175.00;
    // non-taxable 51,741.67 = 13th month 22,916.67 (34) + de minimis 6,000.00 (35) +
    // contributions 20,750.00 + 2,075.00 = 22,825.00 (36); basic 275,000.00 - 22,825.00 =
    // 252,175.00 (39); tax due 326.25; withheld 3,451.80.
    expect(cert.items).toMatchObject({
      '19': 303_916.67,
      '20': 51_741.67,
      '21': 252_175,
      '23': 252_175,
      '24': 326.25,
      '25A': 3_451.8,
      '26': 3_451.8,
      '34': 22_916.67,
      '35': 6_000,
      '36': 22_825,
      '38': 51_741.67,
      '39': 252_175,
      '52': 252_175,
    });
    expect(cert.before_sahod).toEqual({
      go_live_date: '2026-11-01',
      gross_compensation: 256_000,
      non_taxable_benefits: 0,
      de_minimis: 6_000,
      contributions: 20_750,
      mwe_pay: 0,
      taxable_compensation: 229_250,
      tax_withheld: 3_138,
    });
    expect(cert.warning).toBeNull();
    const lopezCert = body.rows.find((r: { employee_id: number }) => r.employee_id === lopez);
    // LOPEZ's 13th month and benefits: the 10,000.00 advance + 8,333.33 now = 18,333.33.
    expect(lopezCert.items['34']).toBe(18_333.33);
    const cruzCert = body.rows.find((r: { employee_id: number }) => r.employee_id === cruz);
    expect(cruzCert).toMatchObject({ before_sahod: null, warning: WARNING });
    expect(body.missing_opening).toBe(1);

    const pdf = await send('GET', `${url}&employee_id=${reyes}&format=pdf`, admin);
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload).replace(/\s+/g, ' ');
    expect(text).toContain(
      "Before Sahod (payroll before 1 Nov 2026, included in the present employer's figures above):",
    );
    expect(text).toContain('gross 256,000.00;');
    expect(text).toContain('taxable 229,250.00; tax withheld 3,138.00.');
  });

  it('alphalist: the rows carry the warning', async () => {
    const res = await send(
      'GET',
      `/api/compliance/alphalist?company_id=${org.company_id}&period=2026`,
      admin,
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const row = (id: number) => body.rows.find((r: { employee_id: number }) => r.employee_id === id);
    expect(row(cruz).warning).toBe(WARNING);
    expect(row(reyes).warning).toBeNull();
    expect(body.missing_opening).toBe(1);
  });
});

describe('the year-end payroll (monthly, December 2026)', () => {
  /** A monthly period is 30 days: the one ending on 31 December. */
  const DEC = { start_date: '2026-12-02', end_date: '2026-12-31' };
  const pad = (n: number) => String(n).padStart(2, '0');
  /** Monday to Saturday of the period that are not holidays (8, 24, 25, 30, 31): 21 days. */
  const DEC_WORKDAYS = [2, 3, 4, 5, 7, 9, 10, 11, 12, 14, 15, 16, 17, 18, 19, 21, 22, 23, 26, 28, 29].map(
    (d) => `2026-12-${pad(d)}`,
  );
  let org: Org;
  let santos: number;
  let bautista: number;

  /** PHP 40,000.00 a month over 23 paid days (December pays exactly 40,000.00); November stored. */
  async function monthly(last: string): Promise<number> {
    const db = h.deps.db;
    const id = await payrollEmployee(db, org, { monthly_salary: 4_000_000, pay_period_id: 1, last });
    await db
      .updateTable('employees')
      .set({ days: 23, date_hired: '2020-01-06' })
      .where('id', '=', id)
      .execute();
    await attendance(db, [id], DEC_WORKDAYS);
    const gross = 4_000_000;
    const mandatories = 295_000;
    const wtax = 261_840;
    await db
      .insertInto('payslips')
      .values({
        employee_id: id,
        start_date: '2026-11-02',
        end_date: '2026-12-01',
        pay_date: '2026-11-30',
        pay_period: 'Monthly',
        status: 'processed',
        void_reason: null,
        gross_base: gross,
        gross_pay: gross,
        mandatories_total: mandatories,
        wtax,
        deductions_total: 0,
        loans_total: 0,
        total_deductions: mandatories + wtax,
        net_pay: gross - mandatories - wtax,
        employer_total: 0,
        basic_earned: gross,
        taxable_compensation: 3_705_000,
        benefits_total: 0,
        snapshot: JSON.stringify({ payslip: {}, loans_summary: [] }),
        created_by: null,
        created_at: new Date().toISOString(),
      })
      .execute();
    return id;
  }

  beforeAll(async () => {
    org = await createOrg(h.deps.db);
    // SANTOS: before Sahod (January-October) 10 x taxable 37,050.00 = 370,500.00 and 10 x
    // 2,618.40 = 26,184.00 withheld; November 37,050.00 and 2,618.40 in Sahod.
    santos = await monthly('SANTOS');
    await opening(santos, '2026-11-02', {
      basic_pay: 400_000_00,
      gross_compensation: 400_000_00,
      sss_ee: 17_500_00,
      philhealth_ee: 10_000_00,
      pagibig_ee: 2_000_00,
      taxable_compensation: 370_500_00,
      tax_withheld: 26_184_00,
    });
    // BAUTISTA: the same pay, no opening balance.
    bautista = await monthly('BAUTISTA');
  });

  async function rows() {
    const res = await send(
      'GET',
      `/api/payroll/fetch?company_id=${org.company_id}&pay_period=Monthly&start_date=${DEC.start_date}&end_date=${DEC.end_date}`,
      admin,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as {
      employee_id: number;
      warning: string | null;
      year_end: Record<string, number> | null;
    }[];
  }

  it('the adjustment counts the opening balance; the employee without one is warned', async () => {
    const all = await rows();
    const s = all.find((r) => r.employee_id === santos);
    // 370,500.00 + 37,050.00 + December's 37,050.00 = 444,600.00: tax 22,500.00 + 20% x
    // (444,600.00 - 400,000.00) = 31,420.00; withheld 26,184.00 + 2,618.40 = 28,802.40; December
    // withholds 31,420.00 - 28,802.40 = 2,617.60 (a whole year in Sahod would give the same).
    expect(s?.year_end).toMatchObject({
      taxable_compensation: 444_600,
      tax_due: 31_420,
      withheld: 28_802.4,
      withhold: 2_617.6,
      refund: 0,
    });
    expect(s?.warning).toBeNull();
    const b = all.find((r) => r.employee_id === bautista);
    // Without an opening balance only November and December count: 74,100.00 is under
    // PHP 250,000, so November's 2,618.40 would be refunded.
    expect(b?.year_end).toMatchObject({ taxable_compensation: 74_100, tax_due: 0, refund: 2_618.4 });
    expect(b?.warning).toBe(
      'No opening balance for 2026: year figures count only payrolls processed in Sahod (from 2 Nov 2026).',
    );
  });

  it('processing it asks for a confirmation naming how many have no opening balance', async () => {
    const body = { employee_ids: [santos, bautista], ...DEC };
    const before = await countRows(h, 'payslips');
    const refused = await send('POST', '/api/payroll/create', admin, body);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(
      '1 employee has no opening balance for 2026: their year-end adjustment counts only payrolls processed in Sahod. Enter their opening balances, or confirm to process anyway (confirm_missing_opening: true).',
    );
    expect(await countRows(h, 'payslips')).toBe(before);
    // SANTOS alone needs no confirmation.
    const santosOnly = await send('POST', '/api/payroll/create', admin, { ...body, employee_ids: [santos] });
    expect(santosOnly.statusCode, santosOnly.body).toBe(200);
    const done = await send('POST', '/api/payroll/create', admin, {
      ...body,
      employee_ids: [bautista],
      confirm_missing_opening: true,
    });
    expect(done.statusCode, done.body).toBe(200);
    const view = (
      await send('GET', `/api/compliance/annualization?company_id=${org.company_id}&period=2026`, admin)
    ).json();
    const row = view.rows.find((r: { employee_id: number }) => r.employee_id === santos);
    expect(row).toMatchObject({
      taxable_compensation: 444_600,
      tax_due: 31_420,
      withheld: 31_420,
      adjustment: 0,
      before_sahod: { taxable_compensation: 370_500, withheld: 26_184 },
      warning: null,
    });
  });
});

describe("the 1601-C's projected year (item 23, compensation not subject to withholding)", () => {
  it('adds the taxable compensation before Sahod to the year to date', async () => {
    const org = await createOrg(h.deps.db);
    const torres = await activeEmployee(h.deps.db, { org, last: 'TORRES' });
    await hired(torres, '2017-03-01');
    const november = (id: number) =>
      storeSlips(
        h.deps.db,
        id,
        NOV.map((p) => ({
          ...p,
          gross: 6_000_00,
          taxable: 6_000_00,
          basic: 6_000_00,
          mandatories: 0,
          wtax: 0,
        })),
      );
    await november(torres);
    const item23 = async () => {
      const res = await send(
        'GET',
        `/api/compliance/bir1601c?company_id=${org.company_id}&period=2026-11`,
        admin,
      );
      expect(res.statusCode, res.body).toBe(200);
      return res.json().items['23'];
    };
    // November alone: 12,000.00 to date + one month left at 2 x 6,000.00 = 24,000.00, under
    // PHP 250,000: November's 12,000.00 is not subject to withholding.
    expect(await item23()).toBe(12_000);
    // 240,000.00 before Sahod: 240,000.00 + 24,000.00 = 264,000.00 is over PHP 250,000.
    await opening(torres, '2026-11-01', { taxable_compensation: 240_000_00, tax_withheld: 2_000_00 });
    expect(await item23()).toBe(0);
  });
});
