/**
 * The payslip PDF as a reader sees it (pdftotext): one page per payslip and no more (issue 22: 23
 * payslips made 46 pages, the footers on blank pages of their own), 'Page N of M' on the page it
 * numbers, '₱' amounts in the embedded font, and the generation time in Manila.
 */
import { type PayrollRow, payrollRowSchema } from '@sahod/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createHarness, type Harness } from '../../test/harness.ts';
import { pdfPages } from '../../test/pdfText.ts';
import { expectGuarded, requester } from '../earningsdeductions/testHelpers.ts';
import { createOrg, type Org } from '../timesheet/testFixtures.ts';
import { payslipsPdf } from './payslipPdf.ts';
import { attendance, FEB_FIRST_HALF_WORKDAYS, payrollEmployee } from './testFixtures.ts';

let h: Harness;
let admin: string;
let send: ReturnType<typeof requester>;
let org: Org;
let processed: PayrollRow[];
const FEB = 'start_date=2026-02-01&end_date=2026-02-15';
const url = (o: Org) => `/api/payroll/payslips.pdf?company_id=${o.company_id}&pay_period=Semi-monthly&${FEB}`;
const meta = { company: 'Test Co', period: '2026-02-01 to 2026-02-15', generatedAt: '2026-11-28 05:56' };

beforeAll(async () => {
  h = await createHarness();
  admin = await h.login('admin', ADMIN_PASSWORD);
  send = requester(h);
  org = await createOrg(h.deps.db);
  const a = await payrollEmployee(h.deps.db, org, { last: 'Pdfa' });
  const b = await payrollEmployee(h.deps.db, org, { last: 'Pdfb' });
  await attendance(h.deps.db, [a, b], FEB_FIRST_HALF_WORKDAYS);
  expect((await send('GET', url(org), admin)).statusCode).toBe(404);
  const run = await send('POST', '/api/payroll/create', admin, {
    employee_ids: [a, b],
    start_date: '2026-02-01',
    end_date: '2026-02-15',
  });
  expect(run.statusCode, run.body).toBe(200);
  const fetched = await send(
    'GET',
    `/api/payroll/fetch?company_id=${org.company_id}&pay_period=Semi-monthly&${FEB}`,
    admin,
  );
  processed = (fetched.json() as unknown[]).map((r) => payrollRowSchema.parse(r));
});
afterAll(async () => h.close());

/** `n` payslips: copies of a processed one under other names. */
const many = (n: number, change: (r: PayrollRow) => PayrollRow = (r) => r) =>
  Array.from({ length: n }, (_, i) => change({ ...processed[0]!, name: `Employee Number ${i + 1}` }));

describe('GET /payroll/payslips.pdf', () => {
  it('a page per Processed payslip from the snapshot: company, period, ₱ amounts, Manila time, page numbers', async () => {
    // 21:56 UTC on 27 November is 05:56 on 28 November in Manila.
    h.clock.advance(Date.parse('2026-11-27T21:56:00Z') - h.clock.now().getTime());
    admin = await h.login('admin', ADMIN_PASSWORD);
    const res = await send('GET', url(org), admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('payslips-2026-02-01-to-2026-02-15.pdf');
    const pages = pdfPages(res.rawPayload);
    expect(pages).toHaveLength(2);
    pages.forEach((text, i) => {
      expect(text).toContain(`Payslip for 2026-02-01 to 2026-02-15`);
      expect(text).toContain('Generated 2026-11-28 05:56');
      expect(text).toContain(`Page ${i + 1} of 2`);
      expect(text).toMatch(/TAKE HOME PAY\s+₱10,848\.80/);
    });
    expect(pages[0]).toContain('Pdfa');
    expect(pages[1]).toContain('Pdfb');
    const one = await send('GET', `${url(org)}&employee_id=${processed[0]!.employee_id}`, admin);
    expect(pdfPages(one.rawPayload)).toHaveLength(1);
  });

  it('needs payroll view (403) and a token (401)', async () => {
    await expectGuarded(h, 'payroll', 'view', 'GET', url(org), undefined, ['payslips']);
  });
});

describe('payslipsPdf', () => {
  it('23 payslips are 23 pages, each numbered on itself and carrying one employee', async () => {
    const pages = pdfPages(await payslipsPdf(many(23), meta));
    expect(pages).toHaveLength(23);
    pages.forEach((text, i) => {
      expect(text).toContain(`Page ${i + 1} of 23`);
      expect(text).toContain(`Employee Number ${i + 1}\n`);
      expect(text).toContain('TAKE HOME PAY');
    });
  });

  it('a payslip with 45 earnings lines still fits its one page', async () => {
    const long = many(3, (r) => ({
      ...r,
      earnings: Object.fromEntries(Array.from({ length: 45 }, (_, i) => [`Allowance ${i + 1}`, 100])),
    }));
    // With the government numbers, account and year-to-date block too (issue 22 section 2).
    const extras = new Map([
      [
        processed[0]!.payslip_id!,
        {
          tin: '123-456-789-000',
          sss: '34-1234567-8',
          philhealth: '12-345678901-2',
          pagibig: '1234-5678-9012',
          account: 'BDO •••• 7890',
          ytd: { gross: 1_200_000, taxable: 1_092_500, wtax: 7_620, contributions: 107_500 },
        },
      ],
    ]);
    const pages = pdfPages(await payslipsPdf(long, { ...meta, extras }));
    expect(pages).toHaveLength(3);
    for (const text of pages) {
      expect(text).toMatch(/Allowance 45\s+₱100\.00/);
      expect(text).toContain('TAKE HOME PAY');
      expect(text).toMatch(/Tax withheld\s+₱76\.20/);
      expect(text).toMatch(/Days worked\s+12 days/);
    }
  });

  it('beyond what the smallest size holds, a payslip goes on to a page headed (continued), numbered too', async () => {
    const huge = many(2, (r) => ({
      ...r,
      earnings: Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`Allowance ${i + 1}`, 100])),
    }));
    const pages = pdfPages(await payslipsPdf(huge, meta));
    expect(pages).toHaveLength(4);
    for (const [i, text] of pages.entries()) expect(text).toContain(`Page ${i + 1} of 4`);
    expect(pages[1]).toContain('Employee Number 1 (continued)');
    expect(pages[1]).toContain('TAKE HOME PAY');
    expect(pages[3]).toContain('Employee Number 2 (continued)');
  });
});
