/**
 * format=xlsx and format=pdf (the reports a person reads) and the bank file's remembered options
 * and batch numbers: what is downloaded is recorded in compliance_files; refusals write nothing.
 */
import { createHash } from 'node:crypto';
import { read, utils } from '@e965/xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD } from '../../test/harness.ts';
import { pdfPages, pdfText } from '../../test/pdfText.ts';
import { snapshot } from '../earningsdeductions/testHelpers.ts';
import { type ComplianceMonth, complianceMonth, FIRST, SECOND } from './testFixtures.ts';

let m: ComplianceMonth;
const url = (output: string, query: string) =>
  `/api/compliance/${output}?company_id=${m.org.company_id}${query}`;
const tables = ['compliance_files', 'compliance_bank_options'] as const;
const lastFile = () =>
  m.h.deps.db.selectFrom('compliance_files').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();

const payroll = (p: { start_date: string; end_date: string }) =>
  `&bank=bpi&start_date=${p.start_date}&end_date=${p.end_date}&omit_missing=true`;
const file = (p: typeof SECOND, options: string) =>
  m.send('GET', url('bank', `${payroll(p)}&format=file&credit_date=2026-02-20${options}`), m.admin);

beforeAll(async () => {
  m = await complianceMonth();
});
afterAll(async () => m.h.close());

describe('format=xlsx and format=pdf', () => {
  it.each([
    ['sss', ['ee_ss', 'er_ss', 'total']],
    ['philhealth', ['ps', 'es', 'total']],
    ['pagibig', ['ee', 'er', 'total']],
  ])('%s as .xlsx: company, period, a row per employee and the JSON totals', async (output, keys) => {
    const json = (await m.send('GET', url(output, '&period=2026-02'), m.admin)).json();
    const res = await m.send('GET', url(output, '&period=2026-02&format=xlsx'), m.admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/spreadsheetml/);
    const bytes = Buffer.from(res.rawPayload);
    const sheet = read(bytes).Sheets[read(bytes).SheetNames[0]!]!;
    const aoa = utils.sheet_to_json<(string | number)[]>(sheet, { header: 1, blankrows: true });
    expect(aoa[0]).toEqual(['ACME TRADING CORPORATION']);
    expect(String(aoa[1]?.[0])).toContain('2026-02');
    expect(String(aoa[2]?.[0])).toMatch(/^Generated \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    const header = aoa[4] as string[];
    const body = aoa.slice(5);
    expect(body).toHaveLength(json.rows.length + 1);
    const totals = body.at(-1) as (string | number)[];
    expect(totals[0]).toBe('Total');
    const columns: Record<string, string> = {
      ee_ss: 'EE SS',
      er_ss: 'ER SS',
      total: 'Total',
      ps: 'PS',
      es: 'ES',
      ee: 'EE',
      er: 'ER',
    };
    for (const key of keys) expect(totals[header.indexOf(columns[key]!)]).toBeCloseTo(json.totals[key], 2);
    expect(await lastFile()).toMatchObject({
      output,
      period: '2026-02',
      format: 'xlsx',
      sha256: createHash('sha256').update(bytes).digest('hex'),
    });
  });

  it('1601-C as .xlsx: items 14 to 27 and item 27 as the total', async () => {
    const json = (await m.send('GET', url('bir1601c', '&period=2026-02'), m.admin)).json();
    const res = await m.send('GET', url('bir1601c', '&period=2026-02&format=xlsx'), m.admin);
    expect(res.statusCode, res.body).toBe(200);
    const book = read(Buffer.from(res.rawPayload));
    const aoa = utils.sheet_to_json<(string | number)[]>(book.Sheets[book.SheetNames[0]!]!, {
      header: 1,
      blankrows: true,
    });
    const items = aoa.slice(5, -1);
    expect(items.map((r) => r[0])).toEqual([14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27]);
    for (const r of items) expect(r[2]).toBeCloseTo(json.items[String(r[0])], 2);
    expect(aoa.at(-1)?.[2]).toBeCloseTo(json.items['27'], 2);
  });

  it.each(['sss', 'philhealth', 'pagibig', 'bir1601c'])('%s as PDF, recorded', async (output) => {
    const res = await m.send('GET', url(output, '&period=2026-02&format=pdf'), m.admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const bytes = Buffer.from(res.rawPayload);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.headers['content-disposition']).toMatch(/_022026\.pdf"$/);
    expect(await lastFile()).toMatchObject({
      output,
      format: 'pdf',
      sha256: createHash('sha256').update(bytes).digest('hex'),
    });
  });

  it.each([
    ['a format that does not exist', 'sss', '&period=2026-02&format=csv'],
    [
      'xlsx of a bank file',
      'bank',
      `&bank=bpi&start_date=${SECOND.start_date}&end_date=${SECOND.end_date}&format=xlsx`,
    ],
    ['an upload file of the 1601-C', 'bir1601c', '&period=2026-02&format=file'],
  ])('400 naming format for %s; nothing written', async (_name, output, query) => {
    const before = await snapshot(m.h, tables);
    const res = await m.send('GET', url(output, query), m.admin);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/^format:/);
    expect(await snapshot(m.h, tables)).toBe(before);
  });
});

describe('bank files: remembered options and batch numbers', () => {
  it('the company code and funding account are remembered for the company and bank', async () => {
    const json0 = (await m.send('GET', url('bank', payroll(SECOND)), m.admin)).json();
    expect(json0.bank_options).toEqual({ company_code: null, funding_account: null });
    const first = await file(SECOND, '&company_code=ACME&funding_account=0001234567&batch_no=7');
    expect(first.statusCode, first.body).toBe(200);
    const json = (await m.send('GET', url('bank', payroll(SECOND)), m.admin)).json();
    expect(json.bank_options).toEqual({ company_code: 'ACME', funding_account: '0001234567' });
    // Left out: the remembered ones, so the same payroll gives the same file (same batch).
    const again = await file(SECOND, '&batch_no=7');
    expect(again.statusCode, again.body).toBe(200);
    expect(again.body).toBe(first.body);
    expect(await lastFile()).toMatchObject({ output: 'bank:bpi', batch_no: '7', format: 'file' });
  });

  it('409 naming batch_no when the batch was used that credit date for another payroll; nothing written', async () => {
    const before = await snapshot(m.h, tables);
    const res = await file(FIRST, '&batch_no=7');
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().error).toMatch(/^batch_no: batch 7 is already used on 2026-02-20/);
    expect(await snapshot(m.h, tables)).toBe(before);
    const other = await file(FIRST, '&batch_no=8');
    expect(other.statusCode, other.body).toBe(200);
  });

  it('without options ever given: 400 naming the missing option, nothing written', async () => {
    await m.h.deps.db.deleteFrom('compliance_bank_options').execute();
    const before = await snapshot(m.h, tables);
    const res = await file(SECOND, '&batch_no=9');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/^(company_code|funding_account):/);
    expect(await snapshot(m.h, tables)).toBe(before);
  });
});

describe('GET /api/compliance/banks', () => {
  it("the banks in use with their remembered options, and the month's payrolls", async () => {
    await file(SECOND, '&company_code=ACME&funding_account=0001234567&batch_no=11');
    const res = await m.send(
      'GET',
      `/api/compliance/banks?company_id=${m.org.company_id}&period=2026-02`,
      m.admin,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      banks: [{ bank: 'bpi', employees: 2, company_code: 'ACME', funding_account: '0001234567' }],
      payrolls: [FIRST, SECOND],
    });
  });

  it.each([
    ['company_id=abc&period=2026-02', /compan/i],
    ['company_id=1&period=2026-2', /^period:/],
  ])('400 for %s', async (query, message) => {
    const res = await m.send('GET', `/api/compliance/banks?${query}`, m.admin);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(message);
  });
});

describe('GET /api/compliance/latest-month', () => {
  it('the month of the newest processed period end: March 2026 (payrolls end 1 Feb, 16 Feb, 3 Mar)', async () => {
    const res = await m.send('GET', `/api/compliance/latest-month?company_id=${m.org.company_id}`, m.admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ period: '2026-03' });
  });

  it('400 for a bad company id, 404 for an unknown company', async () => {
    const bad = await m.send('GET', '/api/compliance/latest-month?company_id=abc', m.admin);
    expect(bad.statusCode).toBe(400);
    const unknown = await m.send('GET', '/api/compliance/latest-month?company_id=999999', m.admin);
    expect(unknown.statusCode).toBe(404);
  });
});

// Last in the file: the clock moves six days on (tokens of before are expired then).
describe('what a person reads: Manila time and the peso sign', () => {
  it("21:56 UTC on 27 November is 'Generated 2026-11-28 05:56' in the PDF and the sheet; the 1601-C prints '₱'", async () => {
    m.h.clock.advance(Date.parse('2026-11-27T21:56:00Z') - m.h.clock.now().getTime());
    const admin = await m.h.login('admin', ADMIN_PASSWORD);
    const pdf = await m.send('GET', url('sss', '&period=2026-02&format=pdf'), admin);
    expect(pdf.statusCode, pdf.body).toBe(200);
    for (const page of pdfPages(pdf.rawPayload)) expect(page).toContain('Generated 2026-11-28 05:56');
    const xlsx = await m.send('GET', url('philhealth', '&period=2026-02&format=xlsx'), admin);
    const book = read(Buffer.from(xlsx.rawPayload));
    const aoa = utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1 });
    expect(aoa[2]).toEqual(['Generated 2026-11-28 05:56']);
    const bir = await m.send('GET', url('bir1601c', '&period=2026-02&format=pdf'), admin);
    expect(pdfText(bir.rawPayload)).toContain('receiving ₱250,000 and below');
    // The Generated Files list keeps the instant (ISO, UTC); the screens show it in Manila time.
    const files = await m.send('GET', `/api/compliance/files?company_id=${m.org.company_id}`, admin);
    expect(files.json()[0].created_at).toBe('2026-11-27T21:56:00.000Z');
  });
});
