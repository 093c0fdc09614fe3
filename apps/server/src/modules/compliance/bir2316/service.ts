/**
 * BIR 2316 and the 1604-C alphalist (issue 17 section 3): the year's figures from the live
 * payslips' columns (figures.ts), the items and the DAT file from `@sahod/compliance`, the PDF
 * from pdf.ts. Every generated file is recorded in `compliance_files` (who, when, SHA-256) like
 * the monthly outputs; a streamed file is recorded when its last byte has been written.
 */
import { createHash } from 'node:crypto';
import { type Readable, Transform } from 'node:stream';
import {
  AlphalistValidationError,
  alphalistFile,
  alphalistReport,
  bir1601c,
  ComplianceInputError,
  dueStatus,
  form1604cSummary,
  MissingDataError,
  pesos,
  validateAlphalist,
  yearlyDueDate,
} from '@sahod/compliance';
import { EMPLOYER_MSG, manilaToday, parseCompanyId } from '@sahod/shared';
import type { AppDeps } from '../../../deps.ts';
import type { Actor } from '../../../platform/audit.ts';
import { conflict, invalid, notFound } from '../../../platform/errors.ts';
import { openingBalanceWarnings } from '../../openingbalances/warning.ts';
import { type CompanyRef, companyOf } from '../company.ts';
import { MissingData, NO_PAYROLL } from '../outputs.ts';
import { alphalistEntryOf, type EmployeeYear, FigureError, loadYear, splitTin } from './figures.ts';
import { certificatePdf, streamCertificates } from './pdf.ts';
import { bir2316ZipStream, fileNameOf } from './zip.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

export const EMPLOYEE_NOT_FOUND = 'Employee not found in this company.';

export interface YearQuery {
  company_id?: string;
  period?: string;
  employee_id?: string;
  format?: string;
}

function parseYear(period: string | undefined): number {
  if (!period || !/^\d{4}$/.test(period) || Number(period) < 2018 || Number(period) > 9998)
    throw invalid('period: must be a year, YYYY');
  return Number(period);
}

export interface Parsed {
  companyId: number;
  year: number;
  employeeId: number | undefined;
  format: string;
}

export function parse(q: YearQuery, formats: readonly string[]): Parsed {
  const companyId = parseCompanyId(q.company_id);
  if (companyId === null) throw invalid(EMPLOYER_MSG.badCompanyId);
  const year = parseYear(q.period);
  let employeeId: number | undefined;
  if (q.employee_id !== undefined && q.employee_id !== '') {
    if (!/^[1-9]\d{0,9}$/.test(q.employee_id) || Number(q.employee_id) > 2_147_483_647)
      throw invalid('employee_id: must be a positive whole number');
    employeeId = Number(q.employee_id);
  }
  const format = q.format ?? 'json';
  if (!formats.includes(format)) throw invalid(`format: must be one of ${formats.join(', ')}`);
  return { companyId, year, employeeId, format };
}

/** The company, refused with 400 naming the field when it has no TIN (or branch code). */
export async function companyWithTin(deps: Deps, companyId: number): Promise<CompanyRef> {
  const company = await companyOf(deps, companyId);
  if ((company.employer.tin ?? '').replace(/\D/g, '').length !== 9)
    throw invalid("tin: the company's TIN must be 9 digits (Compliance, Employer details)");
  return company;
}

/** The year's figures; the months of the 1604-C (Part II) only with `months` (the alphalist's JSON). */
export async function load(deps: Deps, p: Parsed, company: CompanyRef, months = false) {
  if (p.employeeId !== undefined) {
    const e = await deps.db
      .selectFrom('employees')
      .select('id')
      .where('id', '=', p.employeeId)
      .where('company_id', '=', company.id)
      .executeTakeFirst();
    if (!e) throw notFound(EMPLOYEE_NOT_FOUND);
  }
  try {
    const loaded = await loadYear(deps, company.id, p.year, p.employeeId, months);
    if (loaded.years.length === 0) throw notFound(NO_PAYROLL);
    return loaded;
  } catch (err) {
    if (err instanceof FigureError) throw conflict(`${err.rule}: ${err.message}`);
    throw err;
  }
}

const itemsInPesos = (items: Readonly<Record<string, number>>) =>
  Object.fromEntries(Object.entries(items).map(([k, v]) => [k, pesos(v)]));

/**
 * The opening balance's part of the present employer's figures ('Before Sahod', issue 23), pesos;
 * null without one. The government form has no such line: the screen shows it, the PDF in a note.
 */
function beforeSahodOf(y: EmployeeYear) {
  const ob = y.opening;
  if (!ob) return null;
  return {
    go_live_date: ob.go_live_date,
    gross_compensation: pesos(ob.gross_compensation),
    non_taxable_benefits: pesos(ob.non_taxable_benefits),
    de_minimis: pesos(ob.de_minimis),
    contributions: pesos(ob.contributions),
    mwe_pay: pesos(ob.mwe_pay),
    taxable_compensation: pesos(ob.taxable_compensation),
    tax_withheld: pesos(ob.tax_withheld),
  };
}

function certificateJson(y: EmployeeYear, warning: string | null) {
  const { tin, branch } = splitTin(y.tin);
  return {
    employee_id: y.employee_id,
    employee_code: y.employee_code,
    last_name: y.last_name,
    first_name: y.first_name,
    middle_name: y.middle_name,
    tin: tin === null ? null : `${tin}${branch}`,
    mwe: y.mwe,
    period_from: y.period_from,
    period_to: y.period_to,
    separated: y.separated,
    previous_employer: y.previous ? { tin: y.previous.tin, name: y.previous.name } : null,
    substituted_filing: y.substituted_filing,
    items: itemsInPesos(y.items),
    before_sahod: beforeSahodOf(y),
    warning,
  };
}

/** Records a generated file (who, when, SHA-256 of its bytes). */
export async function record(
  deps: Deps,
  actor: Actor,
  companyId: number,
  output: string,
  period: string,
  fileName: string,
  sha256: string,
) {
  await deps.db
    .insertInto('compliance_files')
    .values({
      company_id: companyId,
      output,
      period,
      file_name: fileName,
      sha256,
      omit_missing: 0,
      created_by: actor.userId,
      created_at: deps.clock.now().toISOString(),
    })
    .execute();
}

/** Passes the bytes on, hashing them; records the file before the stream ends. */
function recordedStream(source: Readable, onDone: (sha256: string) => Promise<void>): Readable {
  const hash = createHash('sha256');
  const t = new Transform({
    transform(chunk: Buffer, _enc, cb) {
      hash.update(chunk);
      cb(null, chunk);
    },
    flush(cb) {
      onDone(hash.digest('hex')).then(
        () => cb(),
        (err: Error) => cb(err),
      );
    },
  });
  source.on('error', (err) => t.destroy(err));
  t.on('close', () => {
    if (!source.destroyed) source.destroy();
  });
  return source.pipe(t);
}

export type FileAnswer = { fileName: string; mediaType: string; body: Buffer | Readable; count?: number };

export async function bir2316(
  deps: Deps,
  actor: Actor,
  q: YearQuery,
): Promise<{ json: Record<string, unknown> } | { file: FileAnswer }> {
  const p = parse(q, ['json', 'pdf', 'zip']);
  const company = await companyWithTin(deps, p.companyId);
  if (p.format === 'zip' && p.employeeId !== undefined)
    throw invalid('format: zip is for every employee (leave employee_id out)');
  const period = String(p.year);
  if (p.format === 'zip') {
    // The year read in batches as the ZIP goes (issue 28), as the job writes it.
    const { stream, fileName, total } = await bir2316ZipStream(deps, p.year, company);
    const body = recordedStream(stream, (sha) =>
      record(deps, actor, company.id, 'bir2316', period, fileName, sha),
    );
    return { file: { fileName, mediaType: 'application/zip', body, count: total } };
  }
  const { years } = await load(deps, p, company);
  if (p.format === 'json') {
    const due = yearlyDueDate('bir2316', p.year);
    const warnings = await warningsOf(deps, company.id, p.year, years);
    return {
      json: {
        company: { id: company.id, name: company.name },
        period,
        rows: years.map((y) => certificateJson(y, warnings.get(y.employee_id) ?? null)),
        missing_opening: warnings.size,
        due_date: due,
        due_status: dueStatus(due, manilaToday(deps.clock.now())),
      },
    };
  }
  if (p.employeeId !== undefined) {
    const y = years[0] as EmployeeYear;
    const pdf = await certificatePdf(p.year, company, y);
    const fileName = fileNameOf(y);
    await record(
      deps,
      actor,
      company.id,
      'bir2316',
      period,
      fileName,
      createHash('sha256').update(pdf).digest('hex'),
    );
    return { file: { fileName, mediaType: 'application/pdf', body: pdf, count: 1 } };
  }
  const fileName = `BIR2316_${splitTin(company.employer.tin ?? '').tin ?? ''}_${p.year}.pdf`;
  const body = recordedStream(streamCertificates(p.year, company, years), (sha) =>
    record(deps, actor, company.id, 'bir2316', period, fileName, sha),
  );
  return { file: { fileName, mediaType: 'application/pdf', body, count: years.length } };
}

/** The opening-balance warnings of the year's employees (issue 23). */
const warningsOf = (deps: Deps, companyId: number, year: number, years: readonly EmployeeYear[]) =>
  openingBalanceWarnings(
    deps.db,
    companyId,
    year,
    years.map((y) => y.employee_id),
  );

const refused = (rule: string, message: string) => conflict(`Alphalist refused: ${rule} (${message})`);

export async function alphalist(
  deps: Deps,
  actor: Actor,
  q: YearQuery,
): Promise<{ json: Record<string, unknown> } | { file: FileAnswer }> {
  const p = parse(q, ['json', 'file']);
  if (p.employeeId !== undefined) throw invalid('employee_id: the alphalist is for every employee');
  const company = await companyWithTin(deps, p.companyId);
  // The months (Part II) are the JSON's only: the DAT file lists the employees.
  const { years, months } = await load(deps, p, company, p.format === 'json');
  // Part II: each month's 1601-C (items 25 and 26) from the month's payslip sums, as the monthly
  // 1601-C reads them (contributions and other non-taxable compensation within the non-taxable).
  const remittances = months
    .filter((m) => m.payslips > 0)
    .map((m) => {
      const period = `${p.year}-${String(m.month).padStart(2, '0')}`;
      const nontaxable = Math.max(0, m.gross - m.taxable);
      // A year-end refund given back this month: item 26, less (the taxes withheld stay in 25).
      const form = bir1601c(
        period,
        [
          {
            employee_id: 0,
            last_name: company.name,
            first_name: '',
            mwe: false,
            gross: Math.max(0, m.gross),
            contributions: Math.min(Math.max(0, m.mandatories), nontaxable),
            other_nontaxable: Math.max(0, nontaxable - Math.max(0, m.mandatories)),
            tax_withheld: Math.max(0, m.wtax),
          },
        ],
        -m.refund,
      );
      return { month: m.month, taxes_withheld: form.items[25], adjustment: form.items[26] };
    });
  const summary = form1604cSummary(p.year, remittances);
  const entries = entriesOf(years);
  // Every employee with a payslip in a month of the year is on that month's 1601-C.
  const expected = new Set(years.map((y) => y.employee_id));
  if (p.format === 'json') {
    const report = alphalistReport(p.year, entries);
    const openingWarnings = await warningsOf(deps, company.id, p.year, years);
    const due = yearlyDueDate('bir1604c', p.year);
    const money = (r: Readonly<Record<string, number>>) =>
      Object.fromEntries(Object.entries(r).map(([k, v]) => [k, k === 'factor' ? v : pesos(v)]));
    return {
      json: {
        company: { id: company.id, name: company.name },
        period: String(p.year),
        summary: {
          months: summary.months.map((m) => ({
            ...m,
            taxes_withheld: pesos(m.taxes_withheld),
            adjustment: pesos(m.adjustment),
            penalties: pesos(m.penalties),
            total_remitted: pesos(m.total_remitted),
          })),
          totals: money(summary.totals),
        },
        rows: report.rows.map((r) => ({
          ...r,
          amounts: money(r.amounts),
          warning: openingWarnings.get(r.employee_id) ?? null,
        })),
        missing_opening: openingWarnings.size,
        totals: { schedule1: money(report.totals.schedule1), schedule2: money(report.totals.schedule2) },
        warnings: report.warnings,
        failures: validateAlphalist(entries, expected),
        due_date: due,
        due_status: dueStatus(due, manilaToday(deps.clock.now())),
      },
    };
  }
  const file = alphalistDat(company, p.year, entries, expected);
  const body = Buffer.from(file.text, 'utf8');
  await record(
    deps,
    actor,
    company.id,
    'bir1604c',
    String(p.year),
    file.fileName,
    createHash('sha256').update(body).digest('hex'),
  );
  return { file: { fileName: file.fileName, mediaType: 'text/plain; charset=utf-8', body } };
}

function entriesOf(years: readonly EmployeeYear[]) {
  try {
    return years.map(alphalistEntryOf);
  } catch (err) {
    if (err instanceof ComplianceInputError) throw refused('no negative amounts', err.message);
    throw err;
  }
}

/**
 * The year's DAT file of a company with the checks of format=file, not recorded (the alphalist
 * job records it with its stored copy): the file, its company and how many employees it lists.
 */
export async function alphalistFileOf(deps: Deps, q: YearQuery) {
  const p = parse({ ...q, format: 'file' }, ['file']);
  if (p.employeeId !== undefined) throw invalid('employee_id: the alphalist is for every employee');
  const company = await companyWithTin(deps, p.companyId);
  const { years } = await load(deps, p, company);
  const file = alphalistDat(company, p.year, entriesOf(years), new Set(years.map((y) => y.employee_id)));
  return { company, year: p.year, file, count: years.length };
}

/** The DAT file, or the refusal (409 naming the rule or the missing data; 400). */
function alphalistDat(
  company: CompanyRef,
  year: number,
  entries: ReturnType<typeof alphalistEntryOf>[],
  expected: ReadonlySet<number>,
) {
  try {
    return alphalistFile(company.employer, year, entries, { expectedEmployeeIds: expected });
  } catch (err) {
    if (err instanceof MissingDataError) throw new MissingData(err.warnings);
    if (err instanceof AlphalistValidationError) {
      const first = err.failures[0] as { rule: string; message: string };
      throw refused(first.rule, first.message);
    }
    if (err instanceof ComplianceInputError) throw invalid(err.message);
    throw err;
  }
}
