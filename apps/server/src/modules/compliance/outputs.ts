/**
 * The monthly compliance outputs (issue 16 section 2): SSS, PhilHealth, Pag-IBIG, BIR 1601-C and
 * the bank credit files, read ONLY from the stored processed (non-void) payslips (never
 * recomputed: they must equal what was paid) and handed to `@sahod/compliance` for the rows,
 * totals, warnings and files. A payslip belongs to the month of its period's end date. Every
 * generated file is recorded in `compliance_files` with the SHA-256 of its bytes.
 */
import { createHash } from 'node:crypto';
import {
  BANK_AMOUNT_KEYS,
  BANKS,
  type Bank,
  bankFile,
  bankReport,
  bir1601c,
  ComplianceInputError,
  type ComplianceWarning,
  dueDate,
  dueStatus,
  type Employer,
  type GeneratedFile,
  isBank,
  MissingDataError,
  PAGIBIG_AMOUNT_KEYS,
  PHILHEALTH_AMOUNT_KEYS,
  pagibigFile,
  pagibigReport,
  pesos,
  philhealthFile,
  philhealthReport,
  SSS_AMOUNT_KEYS,
  selectTemplate,
  sssFile,
  sssReport,
  TEMPLATES,
  templateNotice,
  toPesos,
} from '@sahod/compliance';
import { inForceOn, type Payslip, SSS_SCHEDULES } from '@sahod/payroll';
import { EMPLOYER_MSG, parseCompanyId } from '@sahod/shared';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../platform/audit.ts';
import { AppError, invalid, notFound } from '../../platform/errors.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

export const OUTPUTS = ['sss', 'philhealth', 'pagibig', 'bir1601c', 'bank'] as const;
export type Output = (typeof OUTPUTS)[number];
export const NO_PAYROLL = 'No processed payroll for this period.';

/** 409 with the list of what to fix (the route answers `{ error, warnings }`). */
export class MissingData extends AppError {
  readonly warnings: readonly ComplianceWarning[];
  constructor(warnings: readonly ComplianceWarning[]) {
    super('CONFLICT', `${warnings.length} employee(s) have missing data: fix them or leave them out.`);
    this.warnings = warnings;
  }
}

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
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function validDate(value: string | undefined): value is string {
  if (!value || !DATE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

function monthRange(period: string): { first: string; last: string } {
  const m = PERIOD.exec(period) as RegExpExecArray;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { first: `${period}-01`, last: `${period}-${String(lastDay).padStart(2, '0')}` };
}

interface Parsed {
  output: Output;
  companyId: number;
  /** yyyy-MM, or start_date..end_date for a bank file. */
  period: string;
  range: { first: string; last: string; exact: boolean };
  bank: Bank | null;
  asFile: boolean;
  omitMissing: boolean;
}

function parse(outputParam: string, q: OutputQuery): Parsed {
  if (!(OUTPUTS as readonly string[]).includes(outputParam))
    throw invalid(`output: must be one of ${OUTPUTS.join(', ')}`);
  const output = outputParam as Output;
  const companyId = parseCompanyId(q.company_id);
  if (companyId === null) throw invalid(EMPLOYER_MSG.badCompanyId);
  const format = q.format ?? 'json';
  if (format !== 'json' && format !== 'file') throw invalid('format: must be json or file');
  if (q.omit_missing !== undefined && q.omit_missing !== 'true' && q.omit_missing !== 'false')
    throw invalid('omit_missing: must be true or false');
  const common = { output, companyId, asFile: format === 'file', omitMissing: q.omit_missing === 'true' };
  if (output === 'bank') {
    if (!q.bank || !isBank(q.bank)) throw invalid(`bank: must be one of ${BANKS.join(', ')}`);
    if (!validDate(q.start_date)) throw invalid('start_date: must be a valid date (yyyy-MM-dd)');
    if (!validDate(q.end_date)) throw invalid('end_date: must be a valid date (yyyy-MM-dd)');
    if (q.end_date < q.start_date) throw invalid('end_date: must not be before start_date');
    return {
      ...common,
      period: `${q.start_date}..${q.end_date}`,
      range: { first: q.start_date, last: q.end_date, exact: true },
      bank: q.bank,
    };
  }
  if (!q.period || !PERIOD.test(q.period)) throw invalid('period: must be a month, YYYY-MM');
  return { ...common, period: q.period, range: { ...monthRange(q.period), exact: false }, bank: null };
}

interface Person {
  employee_id: number;
  employee_code: string | null;
  last_name: string;
  first_name: string;
  middle_name: string | null;
  suffix: string | null;
  sss_no: string | null;
  philhealth_no: string | null;
  pagibig_no: string | null;
  hire_date: string | null;
  position: string | null;
  pay_method: string | null;
  bank: string | null;
  bank_layout: string | null;
  account_no: string | null;
  account_name: string | null;
}

/** One employee's processed payslips of the period, summed (centavos). */
interface Month extends Person {
  gross: number;
  taxable: number;
  mandatories: number;
  wtax: number;
  net: number;
  monthly_rate: number;
  /** The latest payslip's taxable compensation and pay period (the 1601-C projection). */
  last_taxable: number;
  pay_period: string;
  /** Year-to-date taxable compensation up to the month's end (1601-C only). */
  ytd_taxable: number;
  ee: Record<string, number>;
  er: Record<string, number>;
}

const add = (into: Record<string, number>, from: Record<string, number>) => {
  for (const [k, v] of Object.entries(from)) into[k] = (into[k] ?? 0) + v;
};
const dateText = (v: unknown): string | null =>
  v === null || v === undefined
    ? null
    : v instanceof Date
      ? v.toISOString().slice(0, 10)
      : String(v).slice(0, 10);

async function company(deps: Deps, companyId: number) {
  const c = await deps.db
    .selectFrom('companies as c')
    .leftJoin('company_employer as e', 'e.company_id', 'c.id')
    .select([
      'c.id',
      'c.name',
      'e.registered_name',
      'e.address',
      'e.zip',
      'e.tin',
      'e.branch_code',
      'e.rdo_code',
      'e.sss_er_no',
      'e.sss_branch',
      'e.philhealth_pen',
      'e.pagibig_er_id',
      'e.contact_no',
      'e.email',
    ])
    .where('c.id', '=', companyId)
    .executeTakeFirst();
  if (!c) throw notFound(EMPLOYER_MSG.companyNotFound);
  const employer: Employer = { ...c, registered_name: c.registered_name ?? c.name };
  return { id: c.id, name: c.name, employer };
}

async function months(deps: Deps, p: Parsed): Promise<Month[]> {
  let q = deps.db
    .selectFrom('payslips as p')
    .innerJoin('employees as e', 'e.id', 'p.employee_id')
    .leftJoin('designations as d', 'd.id', 'e.designation_id')
    .leftJoin('banks as b', 'b.code', 'e.bank')
    .select([
      'p.id',
      'p.snapshot',
      'p.gross_pay',
      'p.mandatories_total',
      'p.wtax',
      'p.net_pay',
      'p.pay_period',
      'e.id as employee_id',
      'e.employee_code',
      'e.last_name',
      'e.first_name',
      'e.middle_name',
      'e.suffix',
      'e.sss',
      'e.philhealth',
      'e.pagibig',
      'e.date_hired',
      'd.name as position',
      'e.pay_method',
      'e.bank',
      'b.file_layout',
      'e.account_no',
      'e.account_name',
    ])
    .where('e.company_id', '=', p.companyId)
    .where('p.status', '=', 'processed');
  q = p.range.exact
    ? q.where('p.start_date', '=', p.range.first).where('p.end_date', '=', p.range.last)
    : q.where('p.end_date', '>=', p.range.first).where('p.end_date', '<=', p.range.last);
  const slips = await q
    .orderBy('e.last_name')
    .orderBy('e.first_name')
    .orderBy('e.id')
    .orderBy('p.id')
    .execute();
  const byEmployee = new Map<number, Month>();
  for (const s of slips) {
    const payslip = (JSON.parse(s.snapshot) as { payslip: Payslip }).payslip;
    let m = byEmployee.get(s.employee_id);
    if (!m) {
      m = {
        employee_id: s.employee_id,
        employee_code: s.employee_code,
        last_name: s.last_name,
        first_name: s.first_name,
        middle_name: s.middle_name,
        suffix: s.suffix,
        sss_no: s.sss,
        philhealth_no: s.philhealth,
        pagibig_no: s.pagibig,
        hire_date: dateText(s.date_hired),
        position: s.position,
        pay_method: s.pay_method,
        bank: s.bank,
        bank_layout: s.file_layout,
        account_no: s.account_no,
        account_name: s.account_name,
        gross: 0,
        taxable: 0,
        mandatories: 0,
        wtax: 0,
        net: 0,
        monthly_rate: 0,
        last_taxable: 0,
        pay_period: s.pay_period,
        ytd_taxable: 0,
        ee: {},
        er: {},
      };
      byEmployee.set(s.employee_id, m);
    }
    m.gross += Number(s.gross_pay);
    m.mandatories += Number(s.mandatories_total);
    m.wtax += Number(s.wtax);
    m.net += Number(s.net_pay);
    m.taxable += payslip.taxable_compensation ?? 0;
    m.last_taxable = payslip.taxable_compensation ?? 0;
    m.pay_period = s.pay_period;
    m.monthly_rate = payslip.rates?.monthly_rate ?? m.monthly_rate;
    add(m.ee, payslip.mandatories_breakdown ?? {});
    add(m.er, payslip.employer_shares ?? {});
  }
  return [...byEmployee.values()];
}

const PERIODS_A_YEAR: Readonly<Record<string, number>> = { Monthly: 12, 'Semi-monthly': 24, Weekly: 52 };

/** Each employee's taxable compensation on the stored payslips from January to the month's end. */
async function yearToDate(deps: Deps, p: Parsed, ms: Month[]): Promise<void> {
  const year = p.period.slice(0, 4);
  const slips = await deps.db
    .selectFrom('payslips as p')
    .innerJoin('employees as e', 'e.id', 'p.employee_id')
    .select(['p.employee_id', 'p.snapshot'])
    .where('e.company_id', '=', p.companyId)
    .where('p.status', '=', 'processed')
    .where('p.end_date', '>=', `${year}-01-01`)
    .where('p.end_date', '<=', p.range.last)
    .execute();
  const byId = new Map(ms.map((m) => [m.employee_id, m]));
  for (const s of slips) {
    const m = byId.get(s.employee_id);
    if (m)
      m.ytd_taxable += (JSON.parse(s.snapshot) as { payslip: Payslip }).payslip.taxable_compensation ?? 0;
  }
}

/**
 * The year's taxable compensation, projected: year to date plus the latest payslip's taxable
 * compensation for each pay period left in the year (reference 4.1, item 23).
 */
function projectedYear(m: Month, period: string): number {
  const monthsLeft = 12 - Number(period.slice(5, 7));
  const perYear = PERIODS_A_YEAR[m.pay_period] ?? 12;
  return m.ytd_taxable + Math.round((m.last_taxable * perYear * monthsLeft) / 12);
}

type Json = Record<string, unknown>;

/** Totals with every money key of the rows (that the totals have) in pesos; counts stay. */
function totalsInPesos(totals: object, keys: readonly string[]): Json {
  const extra = ['ee', 'er'];
  return Object.fromEntries(
    Object.entries(totals).map(([k, v]) => [
      k,
      typeof v === 'number' && (keys.includes(k) || extra.includes(k)) ? pesos(v) : v,
    ]),
  );
}
interface Built {
  json: Json;
  file: () => GeneratedFile;
}

function build(p: Parsed, q: OutputQuery, employer: Employer, ms: Month[]): Built {
  const opts = { omitMissing: p.omitMissing };
  switch (p.output) {
    case 'sss': {
      const onDate = monthRange(p.period).last;
      const report = sssReport(
        p.period,
        ms.map((m) => {
          const ee = m.ee.SSS ?? 0;
          const er = m.er.SSS ?? 0;
          // The MSC the stored employee share was computed on (share = MSC x EE rate, regular SS
          // and MPF alike) and its MPF part above the regular SS cap: the shares themselves are
          // the stored ones, so the totals equal what was paid. A month with one of two cut-offs
          // processed shows that cut-off's share.
          const schedule = inForceOn(SSS_SCHEDULES, onDate, 'SSS');
          const msc = Math.round((ee * 10_000) / schedule.eeRateBp);
          const mscMpf = Math.max(0, msc - schedule.regularSsCap);
          const eeMpf = Math.min(ee, Math.round((mscMpf * schedule.eeRateBp) / 10_000));
          const erMpf = Math.min(er, Math.round((mscMpf * schedule.erRateBp) / 10_000));
          return {
            ...m,
            compensation: m.gross,
            msc,
            ee_ss: ee - eeMpf,
            er_ss: er - erMpf,
            ee_mpf: eeMpf,
            er_mpf: erMpf,
            ec: m.er['SSS EC'] ?? 0,
          };
        }),
      );
      return {
        json: {
          rows: report.rows.map((r) => toPesos(r, SSS_AMOUNT_KEYS)),
          totals: totalsInPesos(report.totals, SSS_AMOUNT_KEYS),
          warnings: report.warnings,
        },
        file: () => sssFile(employer, p.period, report, opts),
      };
    }
    case 'philhealth': {
      const report = philhealthReport(
        p.period,
        ms.map((m) => ({
          ...m,
          salary_base: m.monthly_rate,
          ps: m.ee.PhilHealth ?? 0,
          es: m.er.PhilHealth ?? 0,
          compensation: m.gross,
        })),
      );
      return {
        json: {
          rows: report.rows.map((r) => toPesos(r, PHILHEALTH_AMOUNT_KEYS)),
          totals: totalsInPesos(report.totals, PHILHEALTH_AMOUNT_KEYS),
          warnings: report.warnings,
        },
        file: () => philhealthFile(employer, p.period, report, opts),
      };
    }
    case 'pagibig': {
      const report = pagibigReport(
        p.period,
        ms.map((m) => ({
          ...m,
          compensation: m.gross,
          ee: m.ee['Pag-IBIG'] ?? 0,
          er: m.er['Pag-IBIG'] ?? 0,
        })),
      );
      return {
        json: {
          rows: report.rows.map((r) => toPesos(r, PAGIBIG_AMOUNT_KEYS)),
          totals: totalsInPesos(report.totals, PAGIBIG_AMOUNT_KEYS),
          warnings: report.warnings,
        },
        file: () => pagibigFile(employer, p.period, report, opts),
      };
    }
    case 'bir1601c': {
      const form = bir1601c(
        p.period,
        ms.map((m) => ({
          ...m,
          mwe: false,
          gross: m.gross,
          contributions: m.mandatories,
          other_nontaxable: Math.max(0, m.gross - m.mandatories - m.taxable),
          tax_withheld: m.wtax,
          year_taxable: projectedYear(m, p.period),
        })),
      );
      const items = Object.fromEntries(Object.entries(form.items).map(([k, v]) => [k, pesos(v)]));
      const amountKeys = [
        'gross',
        'nontaxable',
        'taxable',
        'not_subject_to_withholding',
        'tax_withheld',
      ] as const;
      return {
        json: {
          items,
          rows: form.rows.map((r) => toPesos(r, amountKeys)),
          totals: { employees: form.rows.length, tax_withheld: items['25'] },
          warnings: form.warnings,
        },
        file: () => {
          throw invalid('format: the 1601-C is a form; its figures are the JSON items (no upload file)');
        },
      };
    }
    case 'bank': {
      const bank = p.bank as Bank;
      const chosen = ms.filter(
        (m) => m.pay_method === 'Bank' && (bank === 'csv' ? m.bank_layout === 'csv' : m.bank === bank),
      );
      const report = bankReport(
        bank,
        chosen.map((m) => ({ ...m, amount: m.net })),
      );
      return {
        json: {
          rows: report.rows.map((r) => toPesos(r, BANK_AMOUNT_KEYS)),
          totals: toPesos(report.totals, ['amount'] as const),
          warnings: report.warnings,
        },
        file: () =>
          bankFile(bank, report, {
            credit_date: q.credit_date ?? '',
            company_code: q.company_code ?? null,
            funding_account: q.funding_account ?? null,
            batch_no: q.batch_no ?? null,
            branch_code: q.branch_code ?? null,
            bank_code: q.bank_code ?? null,
            company_name: employer.registered_name,
            ...opts,
          }),
      };
    }
  }
}

function templateIdOf(p: Parsed): string | null {
  if (p.output === 'bir1601c') return null;
  if (p.output === 'bank') return `bank-${p.bank}`;
  return { sss: 'sss-contribution', philhealth: 'philhealth-rf1', pagibig: 'pagibig-msrf' }[p.output];
}

/** The JSON answer, or the file to send (recorded before it is sent). */
export async function complianceOutput(
  deps: Deps,
  actor: Actor,
  outputParam: string,
  q: OutputQuery,
): Promise<{ json: Json } | { file: GeneratedFile }> {
  const p = parse(outputParam, q);
  const c = await company(deps, p.companyId);
  const ms = await months(deps, p);
  if (ms.length === 0) throw notFound(NO_PAYROLL);
  if (p.output === 'bir1601c') await yearToDate(deps, p, ms);
  const built = build(p, q, c.employer, ms);
  if (!p.asFile) {
    const templateId = templateIdOf(p);
    const template = templateId ? selectTemplate(TEMPLATES, templateId, p.range.first) : null;
    const today = deps.clock.now().toISOString().slice(0, 10);
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
        due_status: due ? dueStatus(due, today) : null,
        notice: template ? templateNotice(template) : null,
      },
    };
  }
  let file: GeneratedFile;
  try {
    file = built.file();
  } catch (err) {
    if (err instanceof MissingDataError) throw new MissingData(err.warnings);
    if (err instanceof ComplianceInputError) throw invalid(err.message);
    throw err;
  }
  const sha256 = createHash('sha256').update(file.text, 'utf8').digest('hex');
  await deps.db
    .insertInto('compliance_files')
    .values({
      company_id: c.id,
      output: p.output === 'bank' ? `bank:${p.bank}` : p.output,
      period: p.period,
      file_name: file.fileName,
      sha256,
      omit_missing: p.omitMissing ? 1 : 0,
      created_by: actor.userId,
      created_at: deps.clock.now().toISOString(),
    })
    .execute();
  return { file };
}

/** The files generated for a company, newest first. */
export async function complianceFiles(deps: Deps, companyIdParam: unknown) {
  const companyId = parseCompanyId(companyIdParam);
  if (companyId === null) throw invalid(EMPLOYER_MSG.badCompanyId);
  await company(deps, companyId);
  const rows = await deps.db
    .selectFrom('compliance_files as f')
    .leftJoin('users as u', 'u.id', 'f.created_by')
    .select([
      'f.id',
      'f.output',
      'f.period',
      'f.file_name',
      'f.sha256',
      'f.omit_missing',
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
    created_at:
      (r.created_at as unknown) instanceof Date
        ? (r.created_at as unknown as Date).toISOString()
        : String(r.created_at),
  }));
}
