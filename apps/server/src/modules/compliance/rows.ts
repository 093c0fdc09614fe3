/**
 * Each output's rows, totals and warnings from the gathered months (issue 16 section 2), handed to
 * `@sahod/compliance` for the rules and the files; amounts leave here in pesos. `table` is the
 * same rows as a report a person reads (the xlsx and pdf formats).
 */
import {
  BANK_AMOUNT_KEYS,
  type Bank,
  BIR1601C_LABELS,
  type Bir1601cItem,
  bankFile,
  bankReport,
  bir1601c,
  type ComplianceWarning,
  type Employer,
  type GeneratedFile,
  PAGIBIG_AMOUNT_KEYS,
  PHILHEALTH_AMOUNT_KEYS,
  pagibigFile,
  pagibigReport,
  pesos,
  philhealthFile,
  philhealthReport,
  SSS_AMOUNT_KEYS,
  sssFile,
  sssReport,
  toPesos,
} from '@sahod/compliance';
import { inForceOn, SSS_SCHEDULES } from '@sahod/payroll';
import type { Month } from './gather.ts';
import { monthRange, type OutputQuery, type Parsed } from './query.ts';

export type Json = Record<string, unknown>;

/** A report's columns (money columns are pesos), rows and totals row. */
export interface ReportTable {
  title: string;
  columns: readonly { key: string; label: string; money?: boolean }[];
  rows: readonly Json[];
  totals: Json;
}

/**
 * One batch's share of the JSON answer (issue 28: the answer is built a batch of employees at a
 * time): the rows already in pesos, the totals and 1601-C items still in centavos (they add up over
 * the batches exactly), the warnings in row order. `answerOf` turns the sum into the answer.
 */
export interface Part {
  rows: Json[];
  totals: Record<string, number>;
  items?: Record<string, number>;
  warnings: readonly ComplianceWarning[];
}

export interface Built {
  part: Part;
  json: Json;
  file: () => GeneratedFile;
  table: () => ReportTable;
}

/** Bank file options from the query (remembered ones filled in by the caller). */
export interface BankOptions {
  company_code: string | null;
  funding_account: string | null;
  batch_no: string | null;
  credit_date: string;
}

const PERIODS_A_YEAR: Readonly<Record<string, number>> = { Monthly: 12, 'Semi-monthly': 24, Weekly: 52 };

/**
 * The year's taxable compensation, projected: year to date plus the latest payslip's taxable
 * compensation for each pay period left in the year (reference 4.1, item 23).
 */
function projectedYear(m: Month, period: string): number {
  const monthsLeft = 12 - Number(period.slice(5, 7));
  const perYear = PERIODS_A_YEAR[m.pay_period] ?? 12;
  return m.ytd_taxable + Math.round((m.last_taxable * perYear * monthsLeft) / 12);
}

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

/**
 * The answer's totals (and the 1601-C's items 14-27) in pesos from a part's, or the batches' summed,
 * centavo totals and items: every total and item adds up over the employees (item 26 is minus the
 * refunds paid back, item 27 is items 25 and 26).
 */
export function answerOf(p: Parsed, part: Pick<Part, 'totals' | 'items'>): { items?: Json; totals: Json } {
  switch (p.output) {
    case 'sss':
      return { totals: totalsInPesos(part.totals, SSS_AMOUNT_KEYS) };
    case 'philhealth':
      return { totals: totalsInPesos(part.totals, PHILHEALTH_AMOUNT_KEYS) };
    case 'pagibig':
      return { totals: totalsInPesos(part.totals, PAGIBIG_AMOUNT_KEYS) };
    case 'bank':
      return { totals: toPesos(part.totals, ['amount']) };
    case 'bir1601c': {
      const items = Object.fromEntries(Object.entries(part.items ?? {}).map(([k, v]) => [k, pesos(v)]));
      return { items, totals: { employees: part.totals.employees, tax_withheld: items['25'] } };
    }
  }
}

/** The 1601-C report's rows (items 14-27 in pesos) and totals row (item 27) from its items in centavos. */
export function bir1601cTable(items: Readonly<Record<string, number>>): Pick<ReportTable, 'rows' | 'totals'> {
  return {
    rows: Object.entries(items).map(([k, v]) => ({
      item: Number(k),
      label: BIR1601C_LABELS[Number(k) as Bir1601cItem],
      amount: pesos(v),
    })),
    totals: { label: 'Taxes withheld for remittance (item 27)', amount: pesos(items['27'] ?? 0) },
  };
}

const NAME = [
  { key: 'last_name', label: 'Last Name' },
  { key: 'first_name', label: 'First Name' },
] as const;
const money = (key: string, label: string) => ({ key, label, money: true });

/** The employee's identity fields every output's rows start with. */
const personOf = (m: Month) => ({
  employee_id: m.employee_id,
  employee_code: m.employee_code,
  last_name: m.last_name,
  first_name: m.first_name,
  middle_name: m.middle_name,
  suffix: m.suffix,
});

/** An agency report (SSS, PhilHealth, Pag-IBIG): its rows in pesos, the answer, the file and the table. */
function agencyBuilt(
  p: Parsed,
  report: { rows: readonly object[]; totals: object; warnings: readonly ComplianceWarning[] },
  amountKeys: readonly string[],
  file: () => GeneratedFile,
  title: string,
  columns: ReportTable['columns'],
): Built {
  const rows = report.rows.map((r) => toPesos(r as Json, amountKeys)) as unknown as Json[];
  const part = { rows, totals: { ...report.totals } as Record<string, number>, warnings: report.warnings };
  const { totals } = answerOf(p, part);
  return {
    part,
    json: { rows, totals, warnings: report.warnings },
    file,
    table: () => ({ title, columns, rows, totals }),
  };
}

export function buildOutput(
  p: Parsed,
  q: OutputQuery,
  employer: Employer,
  ms: Month[],
  bankOptions?: BankOptions,
): Built {
  const opts = { omitMissing: p.omitMissing };
  switch (p.output) {
    case 'sss': {
      const onDate = monthRange(p.period).last;
      const schedule = inForceOn(SSS_SCHEDULES, onDate, 'SSS');
      const report = sssReport(
        p.period,
        ms.map((m) => {
          const ee = m.ee.SSS ?? 0;
          const er = m.er.SSS ?? 0;
          // The MSC the stored employee share was computed on (share = MSC x EE rate, regular SS
          // and MPF alike) and its MPF part above the regular SS cap: the shares themselves are
          // the stored ones, so the totals equal what was paid. A month with one of two cut-offs
          // processed shows that cut-off's share.
          const msc = Math.round((ee * 10_000) / schedule.eeRateBp);
          const mscMpf = Math.max(0, msc - schedule.regularSsCap);
          const eeMpf = Math.min(ee, Math.round((mscMpf * schedule.eeRateBp) / 10_000));
          const erMpf = Math.min(er, Math.round((mscMpf * schedule.erRateBp) / 10_000));
          return {
            ...personOf(m),
            sss_no: m.sss_no,
            hire_date: m.hire_date,
            separation_date: m.separation_date,
            position: m.position,
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
      return agencyBuilt(
        p,
        report,
        SSS_AMOUNT_KEYS,
        () => sssFile(employer, p.period, report, opts),
        'SSS Monthly Contributions',
        [
          { key: 'sss_no', label: 'SS Number' },
          ...NAME,
          { key: 'middle_initial', label: 'MI' },
          money('compensation', 'Compensation'),
          money('msc', 'MSC'),
          money('ee_ss', 'EE SS'),
          money('er_ss', 'ER SS'),
          money('ee_mpf', 'EE MPF'),
          money('er_mpf', 'ER MPF'),
          money('ec', 'EC'),
          money('total', 'Total'),
          { key: 'remark', label: 'Remark' },
          { key: 'remark_date', label: 'Date' },
        ],
      );
    }
    case 'philhealth': {
      const report = philhealthReport(
        p.period,
        ms.map((m) => ({
          ...personOf(m),
          philhealth_no: m.philhealth_no,
          hire_date: m.hire_date,
          separation_date: m.separation_date,
          birth_date: m.birth_date,
          sex: m.sex,
          salary_base: m.monthly_rate,
          ps: m.ee.PhilHealth ?? 0,
          es: m.er.PhilHealth ?? 0,
          compensation: m.gross,
        })),
      );
      return agencyBuilt(
        p,
        report,
        PHILHEALTH_AMOUNT_KEYS,
        () => philhealthFile(employer, p.period, report, opts),
        'PhilHealth RF-1 Remittance Report',
        [
          { key: 'philhealth_no', label: 'PhilHealth No.' },
          ...NAME,
          { key: 'middle_name', label: 'Middle Name' },
          { key: 'birth_date', label: 'Date of Birth' },
          { key: 'sex', label: 'Sex' },
          money('salary_base', 'Monthly Salary'),
          money('ps', 'PS'),
          money('es', 'ES'),
          money('total', 'Total'),
          { key: 'status', label: 'Status' },
          { key: 'effectivity_date', label: 'Effectivity' },
        ],
      );
    }
    case 'pagibig': {
      const report = pagibigReport(
        p.period,
        ms.map((m) => ({
          ...personOf(m),
          pagibig_no: m.pagibig_no,
          birth_date: m.birth_date,
          compensation: m.gross,
          ee: m.ee['Pag-IBIG'] ?? 0,
          er: m.er['Pag-IBIG'] ?? 0,
        })),
      );
      return agencyBuilt(
        p,
        report,
        PAGIBIG_AMOUNT_KEYS,
        () => pagibigFile(employer, p.period, report, opts),
        'Pag-IBIG Membership Savings Remittance Form (MSRF)',
        [
          { key: 'pagibig_no', label: 'Pag-IBIG MID No.' },
          ...NAME,
          { key: 'middle_name', label: 'Middle Name' },
          money('compensation', 'Compensation'),
          money('ee', 'EE'),
          money('er', 'ER'),
          money('total', 'Total'),
        ],
      );
    }
    case 'bir1601c': {
      const form = bir1601c(
        p.period,
        ms.map((m) => ({
          ...personOf(m),
          // A minimum wage earner in the month: a payslip of the month paid exempt minimum wage or
          // premiums (the day rate at or below the region's minimum wage on that payslip's date).
          mwe: m.mwe_basic + m.mwe_premiums > 0,
          gross: m.gross,
          smw: m.mwe_basic,
          mwe_premiums: m.mwe_premiums,
          contributions: m.mandatories,
          thirteenth_nontaxable: m.thirteenth_nontaxable,
          de_minimis: m.de_minimis,
          other_nontaxable: Math.max(
            0,
            m.gross -
              m.mandatories -
              m.taxable -
              m.thirteenth_nontaxable -
              m.de_minimis -
              m.mwe_basic -
              m.mwe_premiums,
          ),
          tax_withheld: m.wtax,
          year_taxable: projectedYear(m, p.period),
        })),
        // Item 26: the year-end refunds paid back this month are taken off the month's remittance.
        0 - ms.reduce((sum, m) => sum + m.tax_refund, 0),
      );
      const amountKeys = [
        'gross',
        'nontaxable',
        'taxable',
        'not_subject_to_withholding',
        'tax_withheld',
      ] as const;
      const rows = form.rows.map((r) => toPesos(r, amountKeys)) as unknown as Json[];
      const part = {
        rows,
        totals: { employees: form.rows.length },
        items: { ...form.items } as Record<string, number>,
        warnings: form.warnings,
      };
      const { items, totals } = answerOf(p, part);
      return {
        part,
        json: { items, rows, totals, warnings: form.warnings },
        file: () => {
          throw new Error('the 1601-C has no upload file');
        },
        table: () => ({
          title: 'BIR Form 1601-C Part II: Computation of Tax',
          columns: [
            { key: 'item', label: 'Item' },
            { key: 'label', label: 'Description' },
            money('amount', 'Amount'),
          ],
          ...bir1601cTable(form.items),
        }),
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
      const o = bankOptions ?? {
        company_code: q.company_code ?? null,
        funding_account: q.funding_account ?? null,
        batch_no: q.batch_no ?? null,
        credit_date: q.credit_date ?? '',
      };
      const rows = report.rows.map((r) => toPesos(r, BANK_AMOUNT_KEYS)) as unknown as Json[];
      const part = { rows, totals: { ...report.totals }, warnings: report.warnings };
      return {
        part,
        json: { rows, totals: answerOf(p, part).totals, warnings: report.warnings },
        file: () =>
          bankFile(bank, report, {
            ...o,
            branch_code: q.branch_code ?? null,
            bank_code: q.bank_code ?? null,
            company_name: employer.registered_name,
            ...opts,
          }),
        table: () => {
          throw new Error('a bank file has no report');
        },
      };
    }
  }
}
