/**
 * The monthly compliance outputs (issue 16 section 2): SSS, PhilHealth, Pag-IBIG, BIR 1601-C and
 * the bank credit files, from the stored processed payslips only (gather.ts), their rows and files
 * by `@sahod/compliance` (rows.ts), the reports as xlsx / pdf (reports.ts), every generated file
 * recorded with the SHA-256 of its bytes (files.ts). The query is parsed first (query.ts).
 */

import {
  ComplianceInputError,
  type ComplianceWarning,
  dueDate,
  dueStatus,
  MissingDataError,
  selectTemplate,
  TEMPLATES,
  templateNotice,
} from '@sahod/compliance';
import { formatManilaDateTime, manilaToday } from '@sahod/shared';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../platform/audit.ts';
import { AppError, invalid, notFound } from '../../platform/errors.ts';
import { companyOf } from './company.ts';
import { bankOptionsOf, recordFile, rememberedBankOptions } from './files.ts';
import { addYearToDate, gatherMonths } from './gather.ts';
import { type OutputQuery, type Parsed, parseOutputQuery } from './query.ts';
import { reportPdf, reportXlsx } from './reports.ts';
import { buildOutput, type Json } from './rows.ts';

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
  body: string | Buffer;
}

/** The JSON answer, or the file to send (recorded before it is sent). */
export async function complianceOutput(
  deps: Deps,
  actor: Actor,
  outputParam: string,
  q: OutputQuery,
): Promise<{ json: Json } | { file: OutputFile }> {
  const p = parseOutputQuery(outputParam, q);
  const c = await companyOf(deps, p.companyId);
  const ms = await gatherMonths(deps, p);
  if (ms.length === 0) throw notFound(NO_PAYROLL);
  if (p.output === 'bir1601c') await addYearToDate(deps, p, ms);
  const bank = p.output === 'bank' && p.format === 'file' ? await bankOptionsOf(deps, p, q) : undefined;
  const built = buildOutput(p, q, c.employer, ms, bank);
  const now = deps.clock.now();
  if (p.format === 'json') {
    const templateId = templateIdOf(p);
    const template = templateId ? selectTemplate(TEMPLATES, templateId, p.range.first) : null;
    const due =
      p.output === 'bank'
        ? null
        : dueDate(p.output, p.period, { philhealthPen: c.employer.philhealth_pen ?? null });
    return {
      json: {
        company: { id: c.id, name: c.name },
        period: p.period,
        ...built.json,
        due_date: due,
        due_status: due ? dueStatus(due, manilaToday(now)) : null,
        notice: template ? templateNotice(template) : null,
        ...(p.bank ? { bank_options: await rememberedBankOptions(deps, p.companyId, p.bank) } : {}),
      },
    };
  }
  if (p.format === 'xlsx' || p.format === 'pdf') {
    const meta = {
      company: c.employer.registered_name,
      period: p.period,
      generatedAt: formatManilaDateTime(now),
    };
    const table = built.table();
    const body = p.format === 'xlsx' ? reportXlsx(table, meta) : await reportPdf(table, meta);
    const fileName = `${REPORT_NAMES[p.output]}_${p.period.slice(5)}${p.period.slice(0, 4)}.${p.format}`;
    await recordFile(deps, actor, p, { fileName, bytes: body, format: p.format });
    const mediaType =
      p.format === 'xlsx'
        ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
        : 'application/pdf';
    return { file: { fileName, mediaType, body } };
  }
  let file: ReturnType<typeof built.file>;
  try {
    file = built.file();
  } catch (err) {
    if (err instanceof MissingDataError) throw new MissingData(err.warnings);
    if (err instanceof ComplianceInputError) throw invalid(err.message);
    throw err;
  }
  await recordFile(deps, actor, p, {
    fileName: file.fileName,
    bytes: Buffer.from(file.text, 'utf8'),
    format: 'file',
    bank,
  });
  return {
    file: { fileName: file.fileName, mediaType: `${file.mediaType}; charset=utf-8`, body: file.text },
  };
}
