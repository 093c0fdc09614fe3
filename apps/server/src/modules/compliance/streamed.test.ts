/**
 * The streamed agency and bank files (issue 28 section 2): for every layout the bytes written batch
 * by batch (one employee a batch, two, all) are exactly the file built whole from every employee
 * at once (the output before streaming), the recorded SHA-256 is that of the bytes sent, a refused
 * file lists every batch's missing data, and the temporary file is gone once the body is read.
 */
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { BANK_ACCOUNT_DIGITS, BANKS, type Bank, MissingDataError } from '@sahod/compliance';
import { formatManilaDateTime } from '@sahod/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPostgres } from '../../db/schema-helpers.ts';
import type { Harness } from '../../test/harness.ts';
import { companyOf } from './company.ts';
import { bankOptionsOf } from './files.ts';
import { addYearToDate, batchQuery, gatherMonths } from './gather.ts';
import { type OutputQuery, parseOutputQuery } from './query.ts';
import { reportXlsx } from './reports.ts';
import { buildOutput } from './rows.ts';
import { streamedFile } from './streamed.ts';
import { type ComplianceMonth, complianceMonth, SECOND } from './testFixtures.ts';

let m: ComplianceMonth;
let h: Harness;

beforeAll(async () => {
  m = await complianceMonth();
  h = m.h;
});
afterAll(async () => h.close());

/** The bank code of each layout (csv: a bank without its own layout). */
const CODE: Readonly<Record<Bank, string>> = {
  bpi: 'bpi',
  metrobank: 'metrobank',
  securitybank: 'securitybank',
  ucpb: 'ucpb',
  bdo: 'bdo',
  csv: 'landbank',
};

/** Every employee paid by the bank of `layout`, each with an account of its length. */
async function payAllBy(layout: Bank) {
  const digits = layout === 'csv' ? 10 : BANK_ACCOUNT_DIGITS[layout].max;
  for (const [i, id] of [m.complete, m.missing, m.cash].entries())
    await h.deps.db
      .updateTable('employees')
      .set({
        pay_method: 'Bank',
        bank: CODE[layout],
        account_no: String(i + 1).repeat(digits),
        account_name: `Account ${i + 1}`,
      })
      .where('id', '=', id)
      .execute();
}

const bankQuery = (bank: Bank): OutputQuery => ({
  bank,
  start_date: SECOND.start_date,
  end_date: SECOND.end_date,
  credit_date: '2026-02-20',
  company_code: 'ACME1',
  funding_account: { bpi: '0001234567', securitybank: '0001234567890', ucpb: '000123456789' }[bank as string],
  batch_no: '7',
  branch_code: '123',
  bank_code: '0010',
});

/** The file as built before streaming: every employee gathered at once, rendered whole. */
async function wholeFile(output: string, q: OutputQuery) {
  const p = parseOutputQuery(output, { ...q, format: 'file' });
  const c = await companyOf(h.deps, p.companyId);
  const bank = p.output === 'bank' ? await bankOptionsOf(h.deps, p, q) : undefined;
  return buildOutput(p, q, c.employer, await gatherMonths(h.deps, p), bank).file();
}

async function streamed(output: string, q: OutputQuery, size: number) {
  const p = parseOutputQuery(output, { ...q, format: 'file' });
  const c = await companyOf(h.deps, p.companyId);
  const bank = p.output === 'bank' ? await bankOptionsOf(h.deps, p, q) : undefined;
  const file = await streamedFile(h.deps, p, q, c.employer, bank, size);
  if (!file) throw new Error('no file');
  const parts: Buffer[] = [];
  const closed = once(file.body, 'close');
  for await (const part of file.body) parts.push(part as Buffer);
  await closed;
  return { file, bytes: Buffer.concat(parts) };
}

const month = () => ({ company_id: String(m.org.company_id), period: '2026-02', omit_missing: 'true' });

describe('streamed files equal the whole files, byte for byte', () => {
  const cases: [string, () => Promise<OutputQuery>][] = [
    ['sss', async () => month()],
    ['philhealth', async () => month()],
    ['pagibig', async () => month()],
    ...BANKS.map((bank): [string, () => Promise<OutputQuery>] => [
      `bank ${bank}`,
      async () => {
        await payAllBy(bank);
        return { company_id: String(m.org.company_id), omit_missing: 'true', ...bankQuery(bank) };
      },
    ]),
  ];
  it.each(cases)('%s in batches of 1, 2 and 2,000 employees', async (name, query) => {
    const q = await query();
    const output = name.startsWith('bank') ? 'bank' : name;
    const whole = await wholeFile(output, q);
    const expected = Buffer.from(whole.text, 'utf8');
    // At least a header or trailer, or two lines: batches are stitched, not one batch.
    expect(whole.text.split('\r\n').length).toBeGreaterThan(2);
    for (const size of [1, 2, 2_000]) {
      const { file, bytes } = await streamed(output, q, size);
      expect(bytes.equals(expected), `${name} in batches of ${size}`).toBe(true);
      expect(file.sha256).toBe(createHash('sha256').update(expected).digest('hex'));
      expect(file.length).toBe(expected.length);
      expect(file.fileName).toBe(whole.fileName);
      expect(file.omitted).toEqual(whole.omitted);
    }
  });
});

describe('refusals and the temporary file', () => {
  it("without omit_missing: MissingDataError with every batch's blocking warning, as the whole file", async () => {
    await h.deps.db
      .updateTable('employees')
      .set({ sss: null })
      .where('id', 'in', [m.missing, m.cash])
      .execute();
    const q = { company_id: String(m.org.company_id), period: '2026-02' };
    const whole = await wholeFile('sss', q).catch((err: unknown) => err);
    expect(whole).toBeInstanceOf(MissingDataError);
    const p = parseOutputQuery('sss', { ...q, format: 'file' });
    const c = await companyOf(h.deps, p.companyId);
    const err = await streamedFile(h.deps, p, q, c.employer, undefined, 1).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(MissingDataError);
    const warnings = (err as MissingDataError).warnings;
    expect(warnings.map((w) => w.employee_id).sort()).toEqual([m.missing, m.cash].sort());
    expect(warnings).toEqual((whole as MissingDataError).warnings);
    await h.deps.db.updateTable('employees').set({ sss: '34-1234567-9' }).where('id', '=', m.cash).execute();
  });

  it('the temporary file is removed once the body is read, and by discard', async () => {
    const { file } = await streamed('sss', month(), 1);
    expect(existsSync(file.tempDir)).toBe(false);
    const p = parseOutputQuery('sss', { ...month(), format: 'file' });
    const c = await companyOf(h.deps, p.companyId);
    const unread = await streamedFile(h.deps, p, month(), c.employer, undefined, 1);
    expect(unread && existsSync(unread.tempDir)).toBe(true);
    await unread?.discard();
    expect(unread && existsSync(unread.tempDir)).toBe(false);
  });

  it('through the route: the bytes sent are the whole file and the recorded SHA-256 is theirs', async () => {
    const q = month();
    const expected = Buffer.from((await wholeFile('sss', q)).text, 'utf8');
    const res = await m.send(
      'GET',
      `/api/compliance/sss?company_id=${q.company_id}&period=2026-02&format=file&omit_missing=true`,
      m.admin,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.rawPayload.equals(expected)).toBe(true);
    expect(Number(res.headers['content-length'])).toBe(expected.length);
    const recorded = await h.deps.db
      .selectFrom('compliance_files')
      .select('sha256')
      .where('output', '=', 'sss')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(recorded.sha256).toBe(createHash('sha256').update(res.rawPayload).digest('hex'));
  });

  it.each(['sss', 'philhealth', 'pagibig', 'bir1601c'])(
    '%s as .xlsx: the streamed report is the whole sheet, byte for byte, and its SHA-256 is recorded',
    async (output) => {
      const q = { company_id: String(m.org.company_id), period: '2026-02' };
      const p = parseOutputQuery(output, { ...q, format: 'xlsx' });
      const c = await companyOf(h.deps, p.companyId);
      const ms = await gatherMonths(h.deps, p);
      if (p.output === 'bir1601c') await addYearToDate(h.deps, p, ms);
      const meta = {
        company: c.employer.registered_name,
        period: p.period,
        generatedAt: formatManilaDateTime(h.clock.now()),
      };
      const expected = reportXlsx(buildOutput(p, q, c.employer, ms).table(), meta);
      const res = await m.send(
        'GET',
        `/api/compliance/${output}?company_id=${q.company_id}&period=2026-02&format=xlsx`,
        m.admin,
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.rawPayload.equals(expected)).toBe(true);
      const recorded = await h.deps.db
        .selectFrom('compliance_files')
        .select('sha256')
        .where('output', '=', output)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(recorded.sha256).toBe(createHash('sha256').update(expected).digest('hex'));
    },
  );
});

describe('each batch seeks its own employees (issue 28)', () => {
  it("reads only the batch's employees' payslips, and on SQLite seeks them by employee, not through the month", async () => {
    for (const output of ['sss', 'bir1601c'] as const) {
      const p = parseOutputQuery(output, { company_id: String(m.org.company_id), period: '2026-02' });
      const rows = await batchQuery(h.deps, p, [m.complete]).execute();
      expect(rows.length).toBeGreaterThan(0);
      expect(new Set(rows.map((r) => r.employee_id))).toEqual(new Set([m.complete]));
    }
    const p = parseOutputQuery('sss', { company_id: String(m.org.company_id), period: '2026-02' });
    const compiled = batchQuery(h.deps, p, [m.complete, m.missing]).compile();
    if (isPostgres(h.deps.db)) return; // PostgreSQL plans by its statistics
    const plan = await h.deps.db.executeQuery<{ detail: string }>({
      ...compiled,
      sql: `explain query plan ${compiled.sql}`,
    });
    const details = plan.rows.map((r) => r.detail).join(' | ');
    expect(details).toMatch(/SEARCH p USING .*employee_id=/);
    expect(details).not.toContain('payslips_live_end');
  });
});
