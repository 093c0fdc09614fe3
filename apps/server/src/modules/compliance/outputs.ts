/**
 * The monthly compliance outputs (issue 16 section 2): SSS, PhilHealth, Pag-IBIG, BIR 1601-C and
 * the bank credit files, from the stored processed payslips only (gather.ts), their rows and files
 * by `@sahod/compliance` (rows.ts), the reports as xlsx / pdf (reports.ts), every generated file
 * recorded with the SHA-256 of its bytes (files.ts). The query is parsed first (query.ts).
 */

import type { Readable } from 'node:stream';
import {
  type ComplianceWarning,
  dueDate,
  dueStatus,
  type Employer,
  MissingDataError,
  selectTemplate,
  TEMPLATES,
  templateNotice,
} from '@sahod/compliance';
import { formatManilaDateTime, manilaToday } from '@sahod/shared';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../platform/audit.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { answerText, batchedAnswer } from './answer.ts';
import { companyOf } from './company.ts';
import { bankOptionsOf, recordFile, rememberedBankOptions } from './files.ts';
import { addYearToDate, gatherMonths } from './gather.ts';
import { type OutputQuery, type Parsed, parseOutputQuery } from './query.ts';
import { reportPdf, reportXlsxStream } from './reports.ts';
import { type BankOptions, buildOutput, type Json, type ReportTable } from './rows.ts';
import { type StreamedFile, streamedFile } from './streamed.ts';
import { batchedTable } from './table.ts';

export { complianceFiles } from './files.ts';
export { OUTPUTS, type OutputQuery } from './query.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

export const NO_PAYROLL = 'No processed payroll for this period.';

/** 409 with the list of what to fix (the route answers `{ error, warnings }`). */
export class MissingData extends AppError {
  readonly warnings: readonly ComplianceWarning[];
  constructor(warnings: readonly ComplianceWarning[]) {
    super('CONFLICT', `${warnings.length} employee(s) have missing data: fix them or leave them out.`);
    this.warnings = warnings;
  }
}

function templateIdOf(p: Parsed): string | null {
  if (p.output === 'bir1601c') return null;
  if (p.output === 'bank') return `bank-${p.bank}`;
  return { sss: 'sss-contribution', philhealth: 'philhealth-rf1', pagibig: 'pagibig-msrf' }[p.output];
}

const REPORT_NAMES: Readonly<Record<string, string>> = {
  sss: 'SSS_Contributions',
  philhealth: 'PhilHealth_RF1',
  pagibig: 'PagIBIG_MSRF',
  bir1601c: 'BIR_1601C',
};

export interface OutputFile {
  fileName: string;
  mediaType: string;
  body: string | Buffer | Readable;
  /** Bytes of a streamed body. */
  length?: number;
}

/**
 * The JSON answer as its text (built a batch of employees at a time, answer.ts), or the file to send
 * (recorded before it is sent).
 */
export async function complianceOutput(
  deps: Deps,
  actor: Actor,
  outputParam: string,
  q: OutputQuery,
): Promise<{ json: string } | { file: OutputFile }> {
  const p = parseOutputQuery(outputParam, q);
  const c = await companyOf(deps, p.companyId);
  if (p.format === 'file') {
    const bank = p.output === 'bank' ? await bankOptionsOf(deps, p, q) : undefined;
    return { file: await agencyFile(deps, actor, p, q, c.employer, bank) };
  }
  if (p.format === 'json') {
    const answer = await batchedAnswer(deps, p, q, c.employer);
    if (!answer) throw notFound(NO_PAYROLL);
    const templateId = templateIdOf(p);
    const template = templateId ? selectTemplate(TEMPLATES, templateId, p.range.first) : null;
    const due =
      p.output === 'bank'
        ? null
        : dueDate(p.output, p.period, { philhealthPen: c.employer.philhealth_pen ?? null });
    const tail: Json = {
      due_date: due,
      due_status: due ? dueStatus(due, manilaToday(deps.clock.now())) : null,
      notice: template ? templateNotice(template) : null,
      ...(p.bank ? { bank_options: await rememberedBankOptions(deps, p.companyId, p.bank) } : {}),
    };
    return { json: answerText({ company: { id: c.id, name: c.name }, period: p.period }, answer, tail) };
  }
  if (p.format === 'xlsx' || p.format === 'pdf') {
    const meta = {
      company: c.employer.registered_name,
      period: p.period,
      generatedAt: formatManilaDateTime(deps.clock.now()),
    };
    const fileName = `${REPORT_NAMES[p.output]}_${p.period.slice(5)}${p.period.slice(0, 4)}.${p.format}`;
    if (p.format === 'xlsx') {
      // The rows come batch by batch (table.ts), totals counted as they are read (issue 28).
      const table = await batchedTable(deps, p, q, c.employer);
      if (!table) throw notFound(NO_PAYROLL);
      // Written in batches to a temporary file while hashed, recorded, then streamed (issue 28).
      const x = await reportXlsxStream(table, meta);
      try {
        await recordFile(deps, actor, p, { fileName, bytes: { sha256: x.sha256 }, format: p.format });
      } catch (err) {
        x.body.destroy();
        x.discard();
        throw err;
      }
      const mediaType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
      return { file: { fileName, mediaType, body: x.body, length: x.length } };
    }
    const table = await wholeTable(deps, p, q, c.employer);
    if (!table) throw notFound(NO_PAYROLL);
    const body = await reportPdf(table, meta);
    await recordFile(deps, actor, p, { fileName, bytes: body, format: p.format });
    return { file: { fileName, mediaType: 'application/pdf', body } };
  }
  throw new Error(`format ${p.format} is not handled`);
}

/** The report's table built whole from every employee's month; null when there is none. */
async function wholeTable(
  deps: Deps,
  p: Parsed,
  q: OutputQuery,
  employer: Employer,
): Promise<ReportTable | null> {
  const ms = await gatherMonths(deps, p);
  if (ms.length === 0) return null;
  if (p.output === 'bir1601c') await addYearToDate(deps, p, ms);
  return buildOutput(p, q, employer, ms).table();
}

/**
 * An agency's or bank's file: written batch by batch to a temporary file while hashed, recorded,
 * then streamed from it (issue 28; streamed.ts).
 */
async function agencyFile(
  deps: Deps,
  actor: Actor,
  p: Parsed,
  q: OutputQuery,
  employer: Employer,
  bank: BankOptions | undefined,
): Promise<OutputFile> {
  let file: StreamedFile | null;
  try {
    file = await streamedFile(deps, p, q, employer, bank);
  } catch (err) {
    if (err instanceof MissingDataError) throw new MissingData(err.warnings);
    throw err;
  }
  if (!file) throw notFound(NO_PAYROLL);
  try {
    await recordFile(deps, actor, p, {
      fileName: file.fileName,
      bytes: { sha256: file.sha256 },
      format: 'file',
      bank,
    });
  } catch (err) {
    file.body.destroy();
    await file.discard();
    throw err;
  }
  return {
    fileName: file.fileName,
    mediaType: `${file.mediaType}; charset=utf-8`,
    body: file.body,
    length: file.length,
  };
}
