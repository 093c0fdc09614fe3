/**
 * Parsing a compliance output's query (issue 16 section 2): the output, the company, the month
 * (yyyy-MM) or the bank payroll's start and end dates, the format and omit_missing. Every refusal
 * is a 400 naming the field; nothing is read or written before the query is valid.
 */
import { BANKS, type Bank, isBank } from '@sahod/compliance';
import { dateProblem, EMPLOYER_MSG, isBusinessYear, parseCompanyId } from '@sahod/shared';
import { invalid } from '../../platform/errors.ts';

export const OUTPUTS = ['sss', 'philhealth', 'pagibig', 'bir1601c', 'bank'] as const;
export type Output = (typeof OUTPUTS)[number];
/** json (default); file: the agency's or bank's upload file; xlsx / pdf: the report a person reads. */
export const FORMATS = ['json', 'file', 'xlsx', 'pdf'] as const;
export type Format = (typeof FORMATS)[number];
/** The outputs that are reports a person reads (format=xlsx and format=pdf). */
export const REPORT_OUTPUTS: readonly Output[] = ['sss', 'philhealth', 'pagibig', 'bir1601c'];

export interface OutputQuery {
  company_id?: string;
  period?: string;
  format?: string;
  omit_missing?: string;
  bank?: string;
  start_date?: string;
  end_date?: string;
  company_code?: string;
  funding_account?: string;
  batch_no?: string;
  credit_date?: string;
  branch_code?: string;
  bank_code?: string;
}

const PERIOD = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** A business date (real, 1900-01-01..2100-12-31); 400 with the field's or the bounds' message. */
function checkDate(field: string, value: string | undefined): asserts value is string {
  const problem = dateProblem(value ?? '', `${field}: must be a valid date (yyyy-MM-dd)`);
  if (problem) throw invalid(problem);
}

/** A yyyy-MM month within the business dates. */
export const isBusinessMonth = (period: string | undefined): period is string =>
  !!period && PERIOD.test(period) && isBusinessYear(Number(period.slice(0, 4)));

export function monthRange(period: string): { first: string; last: string } {
  const m = PERIOD.exec(period) as RegExpExecArray;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { first: `${period}-01`, last: `${period}-${String(lastDay).padStart(2, '0')}` };
}

export interface Parsed {
  output: Output;
  companyId: number;
  /** yyyy-MM, or start_date..end_date for a bank file. */
  period: string;
  /** exact: the payroll's own start and end dates (bank); else the month's first and last day. */
  range: { first: string; last: string; exact: boolean };
  bank: Bank | null;
  format: Format;
  omitMissing: boolean;
}

export function parseOutputQuery(outputParam: string, q: OutputQuery): Parsed {
  if (!(OUTPUTS as readonly string[]).includes(outputParam))
    throw invalid(`output: must be one of ${OUTPUTS.join(', ')}`);
  const output = outputParam as Output;
  const companyId = parseCompanyId(q.company_id);
  if (companyId === null) throw invalid(EMPLOYER_MSG.badCompanyId);
  const format = (q.format ?? 'json') as Format;
  if (!(FORMATS as readonly string[]).includes(format))
    throw invalid(`format: must be one of ${FORMATS.join(', ')}`);
  if ((format === 'xlsx' || format === 'pdf') && !REPORT_OUTPUTS.includes(output))
    throw invalid(
      `format: ${format} is for the reports (${REPORT_OUTPUTS.join(', ')}); a bank takes json or file`,
    );
  if (format === 'file' && output === 'bir1601c')
    throw invalid(
      'format: the 1601-C is a form; its figures are the JSON items, xlsx or pdf (no upload file)',
    );
  if (q.omit_missing !== undefined && q.omit_missing !== 'true' && q.omit_missing !== 'false')
    throw invalid('omit_missing: must be true or false');
  const common = { output, companyId, format, omitMissing: q.omit_missing === 'true' };
  if (output === 'bank') {
    if (!q.bank || !isBank(q.bank)) throw invalid(`bank: must be one of ${BANKS.join(', ')}`);
    checkDate('start_date', q.start_date);
    checkDate('end_date', q.end_date);
    if (q.credit_date) checkDate('credit_date', q.credit_date);
    if (q.end_date < q.start_date) throw invalid('end_date: must not be before start_date');
    return {
      ...common,
      period: `${q.start_date}..${q.end_date}`,
      range: { first: q.start_date, last: q.end_date, exact: true },
      bank: q.bank,
    };
  }
  if (!isBusinessMonth(q.period)) throw invalid('period: must be a month, YYYY-MM');
  return { ...common, period: q.period, range: { ...monthRange(q.period), exact: false }, bank: null };
}
