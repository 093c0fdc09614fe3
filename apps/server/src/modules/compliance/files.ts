/**
 * The record of every generated compliance file (issue 16 section 2): who, when, which output and
 * format, the period, the SHA-256 of the bytes, whether employees were left out, and for bank
 * files the batch number and credit date (a batch number serves one payroll per company, bank and
 * credit date). The company code and funding account used for a bank are remembered per company
 * and bank and filled in when a later download leaves them out.
 */
import { createHash } from 'node:crypto';
import type { Bank } from '@sahod/compliance';
import { EMPLOYER_MSG, parseCompanyId } from '@sahod/shared';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../platform/audit.ts';
import { conflict, invalid } from '../../platform/errors.ts';
import { companyOf } from './company.ts';
import type { Format, OutputQuery, Parsed } from './query.ts';
import type { BankOptions } from './rows.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

const blank = (v: string | undefined) => (v === undefined || v.trim() === '' ? null : v.trim());

/** The remembered company code and funding account of a company's bank (null when never used). */
export async function rememberedBankOptions(deps: Pick<AppDeps, 'db'>, companyId: number, bank: Bank) {
  const row = await deps.db
    .selectFrom('compliance_bank_options')
    .select(['company_code', 'funding_account'])
    .where('company_id', '=', companyId)
    .where('bank', '=', bank)
    .executeTakeFirst();
  return { company_code: row?.company_code ?? null, funding_account: row?.funding_account ?? null };
}

/** The query's bank options, the remembered ones filling what it leaves out. */
export async function bankOptionsOf(deps: Deps, p: Parsed, q: OutputQuery): Promise<BankOptions> {
  const remembered = await rememberedBankOptions(deps, p.companyId, p.bank as Bank);
  return {
    company_code: blank(q.company_code) ?? remembered.company_code,
    funding_account: blank(q.funding_account) ?? remembered.funding_account,
    batch_no: blank(q.batch_no),
    credit_date: q.credit_date ?? '',
  };
}

const dateText = (v: unknown) => (v instanceof Date ? v.toISOString() : String(v)).slice(0, 10);

export interface FileToRecord {
  fileName: string;
  /** The bytes, or the SHA-256 of a file written elsewhere (a streamed file hashes while it writes). */
  bytes: Buffer | string | { sha256: string };
  format: Exclude<Format, 'json'>;
  bank?: BankOptions;
}

/**
 * Records a generated file (and for a bank, remembers its options) in one transaction. 409 when the
 * batch number was already used on that credit date for another payroll's file of the bank.
 */
export async function recordFile(deps: Deps, actor: Actor, p: Parsed, f: FileToRecord): Promise<void> {
  const output = p.output === 'bank' ? `bank:${p.bank}` : p.output;
  const now = deps.clock.now().toISOString();
  const sha256 =
    typeof f.bytes === 'object' && 'sha256' in f.bytes
      ? f.bytes.sha256
      : createHash('sha256').update(f.bytes).digest('hex');
  await deps.db.transaction().execute(async (tx) => {
    const b = f.bank;
    if (b?.batch_no && b.credit_date) {
      const used = await tx
        .selectFrom('compliance_files')
        .select(['period'])
        .where('company_id', '=', p.companyId)
        .where('output', '=', output)
        .where('credit_date', '=', b.credit_date)
        .where('batch_no', '=', b.batch_no)
        .where('period', '<>', p.period)
        .executeTakeFirst();
      if (used)
        throw conflict(
          `batch_no: batch ${b.batch_no} is already used on ${b.credit_date} for the payroll ${used.period.replace('..', ' to ')}; use another batch number.`,
        );
    }
    await tx
      .insertInto('compliance_files')
      .values({
        company_id: p.companyId,
        output,
        period: p.period,
        file_name: f.fileName,
        sha256,
        omit_missing: p.omitMissing ? 1 : 0,
        format: f.format,
        batch_no: b?.batch_no ?? null,
        credit_date: b?.credit_date || null,
        created_by: actor.userId,
        created_at: now,
      })
      .execute();
    if (b && p.bank) {
      const values = { company_code: b.company_code, funding_account: b.funding_account, updated_at: now };
      const updated = await tx
        .updateTable('compliance_bank_options')
        .set(values)
        .where('company_id', '=', p.companyId)
        .where('bank', '=', p.bank)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0)
        await tx
          .insertInto('compliance_bank_options')
          .values({ company_id: p.companyId, bank: p.bank, ...values })
          .execute();
    }
  });
}

/** The files generated for a company, newest first. */
export async function complianceFiles(deps: Deps, companyIdParam: unknown) {
  const companyId = parseCompanyId(companyIdParam);
  if (companyId === null) throw invalid(EMPLOYER_MSG.badCompanyId);
  await companyOf(deps, companyId);
  const rows = await deps.db
    .selectFrom('compliance_files as f')
    .leftJoin('users as u', 'u.id', 'f.created_by')
    .select([
      'f.id',
      'f.output',
      'f.period',
      'f.format',
      'f.file_name',
      'f.sha256',
      'f.omit_missing',
      'f.batch_no',
      'f.credit_date',
      'f.created_at',
      'u.username as created_by',
    ])
    .where('f.company_id', '=', companyId)
    .orderBy('f.created_at', 'desc')
    .orderBy('f.id', 'desc')
    .execute();
  return rows.map((r) => ({
    ...r,
    omit_missing: Number(r.omit_missing) === 1,
    credit_date: r.credit_date === null ? null : dateText(r.credit_date),
    created_at:
      (r.created_at as unknown) instanceof Date
        ? (r.created_at as unknown as Date).toISOString()
        : String(r.created_at),
  }));
}
