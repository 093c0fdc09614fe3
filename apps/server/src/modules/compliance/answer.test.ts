/**
 * The JSON answers built a batch of employees at a time (issue 28): for every monthly output and a
 * bank, the text built with batches of 1, 2 and 2,000 employees is exactly the answer built whole
 * from every employee at once (the answer before batches: rows, totals, 1601-C items, warnings),
 * the route sends that text, a month without payroll is still 404, and the file refused for
 * missing data (409) lists the same employees as the JSON's warnings. The reports' rows read the
 * same way (table.ts, the .xlsx's row source) equal the report built whole.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from '../../test/harness.ts';
import { answerText, batchedAnswer } from './answer.ts';
import { companyOf } from './company.ts';
import { addYearToDate, gatherMonths } from './gather.ts';
import { type OutputQuery, parseOutputQuery } from './query.ts';
import { buildOutput } from './rows.ts';
import { batchedTable } from './table.ts';
import { type ComplianceMonth, complianceMonth, SECOND } from './testFixtures.ts';

let m: ComplianceMonth;
let h: Harness;

beforeAll(async () => {
  m = await complianceMonth();
  h = m.h;
});
afterAll(async () => h.close());

const month = (): OutputQuery => ({ company_id: String(m.org.company_id), period: '2026-02' });
const bpi = (): OutputQuery => ({
  company_id: String(m.org.company_id),
  bank: 'bpi',
  start_date: SECOND.start_date,
  end_date: SECOND.end_date,
});

/** The answer's rows, totals, items and warnings built whole (gatherMonths, one buildOutput). */
async function whole(output: string, q: OutputQuery) {
  const p = parseOutputQuery(output, q);
  const c = await companyOf(h.deps, p.companyId);
  const ms = await gatherMonths(h.deps, p);
  if (p.output === 'bir1601c') await addYearToDate(h.deps, p, ms);
  return buildOutput(p, q, c.employer, ms).json;
}

async function batched(output: string, q: OutputQuery, size: number) {
  const p = parseOutputQuery(output, q);
  const c = await companyOf(h.deps, p.companyId);
  return batchedAnswer(h.deps, p, q, c.employer, size);
}

const head = { company: { id: 1, name: 'ACME' }, period: '2026-02' };
const tail = { due_date: '2026-03-10', due_status: null, notice: null };

describe('batched JSON answers equal the answers built whole', () => {
  it.each([
    ['sss', month],
    ['philhealth', month],
    ['pagibig', month],
    ['bir1601c', month],
    ['bank', bpi],
  ] as const)('%s in batches of 1, 2 and 2,000 employees', async (output, query) => {
    const q = query();
    const expected = await whole(output, q);
    const rows = expected.rows as unknown[];
    // Two employees at least, so batches of 1 and 2 stitch several batches.
    expect(rows.length).toBeGreaterThanOrEqual(2);
    if (output === 'sss') expect((expected.warnings as unknown[]).length).toBeGreaterThan(0);
    // The shares and rates read out of the snapshots are there (not zero), so a wrong key shows.
    const some = (key: string) => (rows as Record<string, number>[]).some((r) => r[key]! > 0);
    const read = {
      sss: ['ee_ss', 'er_ss', 'ec'],
      philhealth: ['salary_base', 'ps', 'es'],
      pagibig: ['ee', 'er'],
    };
    for (const key of read[output as keyof typeof read] ?? []) expect(some(key), key).toBe(true);
    const text = JSON.stringify({ ...head, ...expected, ...tail });
    for (const size of [1, 2, 2_000]) {
      const a = await batched(output, q, size);
      if (!a) throw new Error('no answer');
      const got = answerText(head, a, tail);
      expect(JSON.parse(got), `${output} in batches of ${size}`).toEqual(JSON.parse(text));
      // The same text, key for key: the web and the OpenAPI see no change.
      expect(got).toBe(text);
    }
  });

  it("totals add up over batches in centavos (no peso rounding), the 1601-C's items too", async () => {
    const expected = await whole('bir1601c', month());
    const a = await batched('bir1601c', month(), 1);
    expect(a?.items).toEqual(expected.items);
    expect(a?.totals).toEqual(expected.totals);
    const sss = await whole('sss', month());
    expect((await batched('sss', month(), 1))?.totals).toEqual(sss.totals);
  });

  it('a month without processed payroll has no answer (404 through the route)', async () => {
    const q = { company_id: String(m.org.company_id), period: '2025-06' };
    expect(await batched('sss', q, 1)).toBeNull();
    const res = await m.send('GET', `/api/compliance/sss?company_id=${q.company_id}&period=2025-06`, m.admin);
    expect(res.statusCode).toBe(404);
  });
});

describe('through the route', () => {
  it.each(['sss', 'philhealth', 'pagibig', 'bir1601c'])(
    '%s: the JSON sent holds the rows, totals and warnings built whole',
    async (output) => {
      const expected = await whole(output, month());
      const res = await m.send(
        'GET',
        `/api/compliance/${output}?company_id=${m.org.company_id}&period=2026-02`,
        m.admin,
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      const body = res.json() as Record<string, unknown>;
      expect(body.company).toEqual({ id: m.org.company_id, name: expect.any(String) });
      expect(body.period).toBe('2026-02');
      for (const key of Object.keys(expected)) expect(body[key], key).toEqual(expected[key]);
      expect(Object.keys(body)).toEqual([
        'company',
        'period',
        ...Object.keys(expected),
        'due_date',
        'due_status',
        'notice',
      ]);
    },
  );

  it('the SSS file refused for missing data (409) lists the employees the JSON warns about', async () => {
    const json = (
      await m.send('GET', `/api/compliance/sss?company_id=${m.org.company_id}&period=2026-02`, m.admin)
    ).json() as { warnings: { employee_id: number }[] };
    const file = await m.send(
      'GET',
      `/api/compliance/sss?company_id=${m.org.company_id}&period=2026-02&format=file`,
      m.admin,
    );
    expect(file.statusCode, file.body).toBe(409);
    const refused = file.json() as { warnings: { employee_id: number }[] };
    expect(refused.warnings).toEqual(json.warnings);
    expect(json.warnings.map((w) => w.employee_id)).toContain(m.missing);
  });
});

describe("the reports' rows batch by batch (the .xlsx's row source)", () => {
  it.each(['sss', 'philhealth', 'pagibig', 'bir1601c'])(
    '%s in batches of 1, 2 and 2,000 employees: the rows and totals of the report built whole',
    async (output) => {
      const q = month();
      const p = parseOutputQuery(output, { ...q, format: 'xlsx' });
      const c = await companyOf(h.deps, p.companyId);
      const ms = await gatherMonths(h.deps, p);
      if (p.output === 'bir1601c') await addYearToDate(h.deps, p, ms);
      const expected = buildOutput(p, q, c.employer, ms).table();
      expect(expected.rows.length).toBeGreaterThanOrEqual(2);
      for (const size of [1, 2, 2_000]) {
        const t = await batchedTable(h.deps, p, q, c.employer, size);
        if (!t) throw new Error('no table');
        expect(t.title).toBe(expected.title);
        expect(t.columns).toEqual(expected.columns);
        const rows: unknown[] = [];
        for await (const batch of t.rows) rows.push(...batch);
        expect(rows, `${output} in batches of ${size}`).toEqual(expected.rows);
        expect(t.totals()).toEqual(expected.totals);
      }
      const none = parseOutputQuery(output, { ...q, period: '2025-06', format: 'xlsx' });
      expect(await batchedTable(h.deps, none, q, c.employer, 1)).toBeNull();
    },
  );
});
