/**
 * Which payslips each output reads (payslips.kind, 0016) and the separated-in-the-month remarks
 * (employees.separation_date): SSS/PhilHealth/Pag-IBIG from regular and final pay by period end;
 * 1601-C from every kind by the month paid (pay date for 13th month and final pay); bank files from
 * the payroll's regular payslips only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ComplianceMonth, complianceMonth, SECOND } from './testFixtures.ts';

let m: ComplianceMonth;
const url = (output: string, query: string) =>
  `/api/compliance/${output}?company_id=${m.org.company_id}${query}`;
const get = async (output: string, query: string) => {
  const res = await m.send('GET', url(output, query), m.admin);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const row = (body: { rows: Array<{ employee_id: number }> }, id: number) =>
  body.rows.find((r) => r.employee_id === id) as Record<string, unknown>;

/** Stores a processed payslip of another kind, copied from one of the employee's regular payslips. */
async function storeKind(
  employeeId: number,
  values: {
    kind: 'thirteenth' | 'finalpay';
    start_date: string;
    end_date: string;
    pay_date: string | null;
    gross: number;
    taxable: number;
    wtax: number;
    mandatories: Record<string, number>;
    /** A year-end refund paid on this payslip (part of gross). */
    tax_refund?: number;
  },
) {
  const base = await m.h.deps.db
    .selectFrom('payslips')
    .selectAll()
    .where('employee_id', '=', employeeId)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const snap = JSON.parse(base.snapshot);
  const mandatories = Object.values(values.mandatories).reduce((a, b) => a + b, 0);
  snap.payslip = {
    ...snap.payslip,
    gross_pay: values.gross,
    taxable_compensation: values.taxable,
    mandatories_breakdown: values.mandatories,
    employer_shares: {},
    wtax: values.wtax,
  };
  const { id: _id, ...rest } = base;
  await m.h.deps.db
    .insertInto('payslips')
    .values({
      ...rest,
      kind: values.kind,
      start_date: values.start_date,
      end_date: values.end_date,
      pay_date: values.pay_date,
      gross_base: values.gross,
      gross_pay: values.gross,
      mandatories_total: mandatories,
      wtax: values.wtax,
      net_pay: values.gross - mandatories - values.wtax,
      taxable_compensation: values.taxable,
      tax_refund: values.tax_refund ?? 0,
      // as the 13th-month run stores it (0028): its non-taxable part is the ₱90,000 bucket's
      bucket_exempt: values.kind === 'thirteenth' ? values.gross - values.taxable : 0,
      bucket_taxable: values.kind === 'thirteenth' ? values.taxable : 0,
      snapshot: JSON.stringify(snap),
    })
    .execute();
}

let before: Record<string, { sss: Record<string, unknown>; bir: Record<string, number>; bank: number }>;

beforeAll(async () => {
  m = await complianceMonth();
  const bankQuery = `&bank=bpi&start_date=${SECOND.start_date}&end_date=${SECOND.end_date}`;
  before = {
    feb: {
      sss: row(await get('sss', '&period=2026-02'), m.complete),
      bir: (await get('bir1601c', '&period=2026-02')).items,
      bank: row(await get('bank', bankQuery), m.complete).amount as number,
    },
    mar: { sss: {}, bir: (await get('bir1601c', '&period=2026-03')).items, bank: 0 },
  };
  // A final pay in April whose year-end adjustment refunds PHP 700 of over-withheld tax: the refund
  // is in its gross pay but is neither compensation nor tax withheld.
  await storeKind(m.complete, {
    kind: 'finalpay',
    start_date: '2026-04-01',
    end_date: '2026-04-10',
    pay_date: '2026-04-15',
    gross: 870_000,
    taxable: 750_000,
    wtax: 0,
    mandatories: { SSS: 50_000 },
    tax_refund: 70_000,
  });
  // 13th month (PHP 20,000, of which PHP 2,000 taxable) paid 2026-02-10 for a period ending in
  // February: in February's 1601-C, never in the contributions.
  await storeKind(m.complete, {
    kind: 'thirteenth',
    start_date: '2026-01-01',
    end_date: '2026-02-28',
    pay_date: '2026-02-10',
    gross: 2_000_000,
    taxable: 200_000,
    wtax: 30_000,
    mandatories: {},
  });
  // Final pay for the second payroll's dates, paid in March (SSS share PHP 500): in February's
  // SSS, in March's 1601-C, never in the payroll's bank file.
  await storeKind(m.complete, {
    kind: 'finalpay',
    start_date: SECOND.start_date,
    end_date: SECOND.end_date,
    pay_date: '2026-03-05',
    gross: 1_000_000,
    taxable: 950_000,
    wtax: 10_000,
    mandatories: { SSS: 50_000 },
  });
  await m.h.deps.db
    .updateTable('employees')
    .set({ separation_date: '2026-02-20', separation_reason: 'A' })
    .where('id', '=', m.cash)
    .execute();
});
afterAll(async () => m.h.close());

describe('payslip kinds', () => {
  it('SSS counts the final pay (its period ends in the month), not the 13th month', async () => {
    const after = row(await get('sss', '&period=2026-02'), m.complete);
    const ee = (r: Record<string, unknown>) => Number(r.ee_ss) + Number(r.ee_mpf);
    expect(ee(after) - ee(before.feb!.sss)).toBeCloseTo(500, 2);
    expect(Number(after.compensation) - Number(before.feb!.sss.compensation)).toBeCloseTo(10_000, 2);
  });

  it('1601-C: the 13th month in its pay month, its non-taxable part in item 17; final pay in March', async () => {
    const feb = (await get('bir1601c', '&period=2026-02')).items;
    expect(feb['14'] - before.feb!.bir['14']!).toBeCloseTo(20_000, 2);
    expect(feb['17'] - before.feb!.bir['17']!).toBeCloseTo(18_000, 2);
    expect(feb['22'] - before.feb!.bir['22']!).toBeCloseTo(2_000, 2);
    expect(feb['25'] - before.feb!.bir['25']!).toBeCloseTo(300, 2);
    const mar = (await get('bir1601c', '&period=2026-03')).items;
    expect(mar['14'] - before.mar!.bir['14']!).toBeCloseTo(10_000, 2);
    expect(mar['19'] - before.mar!.bir['19']!).toBeCloseTo(500, 2);
    expect(mar['25'] - before.mar!.bir['25']!).toBeCloseTo(100, 2);
    expect(mar['17']).toBe(before.mar!.bir['17']);
  });

  it('a year-end tax refund is neither compensation nor tax withheld: item 26 takes it off the remittance', async () => {
    const apr = (await get('bir1601c', '&period=2026-04')).items;
    expect(apr['14']).toBeCloseTo(8_000, 2);
    expect(apr['22']).toBeCloseTo(7_500, 2);
    expect(apr['25']).toBe(0);
    expect(apr['26']).toBeCloseTo(-700, 2);
    expect(apr['27']).toBeCloseTo(-700, 2);
    expect(Number(row(await get('sss', '&period=2026-04'), m.complete).compensation)).toBeCloseTo(8_000, 2);
  });

  it("bank: the payroll's regular payslips only", async () => {
    const q = `&bank=bpi&start_date=${SECOND.start_date}&end_date=${SECOND.end_date}`;
    expect(row(await get('bank', q), m.complete).amount).toBe(before.feb!.bank);
  });
});

describe('separated in the month', () => {
  it('SSS remark 2 with the separation date; PhilHealth status S with it', async () => {
    const sss = row(await get('sss', '&period=2026-02'), m.cash);
    expect(sss).toMatchObject({ remark: '2', remark_date: '2026-02-20' });
    const ph = row(await get('philhealth', '&period=2026-02'), m.cash);
    expect(ph).toMatchObject({ status: 'S', effectivity_date: '2026-02-20' });
    const file = await m.send('GET', url('sss', '&period=2026-02&format=file&omit_missing=true'), m.admin);
    expect(file.statusCode, file.body).toBe(200);
    const line = file.body.split('\r\n').find((l: string) => l.includes('341234567'.concat('9')));
    expect(line?.split(';').slice(-3)).toEqual(['2', '02202026', 'NULL']);
  });

  it('a separation in another month leaves the remark N and no status', async () => {
    const sss = row(await get('sss', `&period=2026-03`), m.cash);
    expect(sss).toMatchObject({ remark: 'N', remark_date: null });
    expect(row(await get('philhealth', '&period=2026-03'), m.cash)).toMatchObject({ status: null });
  });
});
