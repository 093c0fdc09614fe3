/**
 * Bank payroll credit files (ph-compliance-outputs 6): one credit per employee paid by that bank,
 * the amount being the processed payroll's net pay. Zero or negative net is a warning, never a
 * line; a missing or malformed account number is a warning that blocks the file.
 */
import {
  type ComplianceWarning,
  type EmployeeRef,
  type GeneratedFile,
  generated,
  keepComplete,
  type Report,
  warning,
} from './common.ts';
import { ComplianceInputError, formatDate, parseDate } from './format.ts';
import { selectTemplate } from './template.ts';
import { TEMPLATES } from './templates/index.ts';
import { digitsOnly } from './text.ts';

export const BANKS = ['bpi', 'metrobank', 'securitybank', 'ucpb', 'bdo', 'csv'] as const;
export type Bank = (typeof BANKS)[number];

export const BANK_NAMES: Readonly<Record<Bank, string>> = {
  bpi: 'BPI',
  metrobank: 'Metrobank',
  securitybank: 'Security Bank',
  ucpb: 'UCPB',
  bdo: 'BDO',
  csv: 'Other bank (CSV)',
};

/** Account number lengths the layouts take (leading zeros kept; the bank's own rules may be stricter). */
export const BANK_ACCOUNT_DIGITS: Readonly<Record<Bank, { readonly min: number; readonly max: number }>> = {
  bpi: { min: 10, max: 10 },
  metrobank: { min: 10, max: 10 },
  securitybank: { min: 13, max: 13 },
  ucpb: { min: 12, max: 12 },
  bdo: { min: 10, max: 12 },
  csv: { min: 1, max: 20 },
};

export function isBank(value: string): value is Bank {
  return (BANKS as readonly string[]).includes(value);
}

export interface BankInput extends EmployeeRef {
  readonly account_no: string | null;
  readonly account_name?: string | null;
  /** Net pay of the processed payroll, centavos. */
  readonly amount: number;
}

export interface BankRow {
  readonly employee_id: number;
  readonly account_no: string | null;
  readonly account_name: string | null;
  readonly amount: number;
}

export interface BankTotals {
  readonly count: number;
  readonly amount: number;
  /** BPI: sum of the account numbers and of the detail hashes (trailer control totals). */
  readonly account_sum?: number;
  readonly hash_total?: number;
}

export const BANK_AMOUNT_KEYS = ['amount'] as const;

/**
 * BPI detail hash (reference 6.1): amount x (digits 5-6 + 7-8 + 9-10 of the account, each read as
 * a two-digit number), in centavos. `1234567890`, 15,000.00: 1,500,000 x 224 = 336,000,000.
 */
export function bpiHash(accountNo: string, amount: number): number {
  if (!/^\d{10}$/.test(accountNo))
    throw new ComplianceInputError(`a BPI account number has 10 digits: '${accountNo}'`);
  const weight =
    Number(accountNo.slice(4, 6)) + Number(accountNo.slice(6, 8)) + Number(accountNo.slice(8, 10));
  return amount * weight;
}

function accountProblem(bank: Bank, digits: string, raw: string | null | undefined): string | null {
  if (!raw || digits === '') return 'Bank account number is missing.';
  const { min, max } = BANK_ACCOUNT_DIGITS[bank];
  if (digits.length < min || digits.length > max) {
    const size = min === max ? `${min}` : `${min} to ${max}`;
    return `Account number must be ${size} digits for ${BANK_NAMES[bank]}.`;
  }
  return null;
}

export function bankReport(bank: Bank, inputs: readonly BankInput[]): Report<BankRow, BankTotals> {
  if (!isBank(bank)) throw new ComplianceInputError(`bank: must be one of ${BANKS.join(', ')}`);
  const rows: BankRow[] = [];
  const warnings: ComplianceWarning[] = [];
  let amount = 0;
  let accountSum = 0;
  let hashTotal = 0;
  for (const input of inputs) {
    if (!Number.isSafeInteger(input.amount)) throw new ComplianceInputError('amount must be whole centavos');
    if (input.amount <= 0) {
      warnings.push(warning(input, 'amount', 'Net pay is zero or negative: no credit for this employee.'));
      continue;
    }
    const digits = digitsOnly(input.account_no);
    const problem = accountProblem(bank, digits, input.account_no);
    if (problem !== null) warnings.push(warning(input, 'account_no', problem));
    rows.push({
      employee_id: input.employee_id,
      account_no: problem === null ? digits : null,
      account_name: input.account_name || null,
      amount: input.amount,
    });
    amount += input.amount;
    if (bank === 'bpi' && problem === null) {
      accountSum += Number(digits);
      hashTotal += bpiHash(digits, input.amount);
    }
  }
  const totals: BankTotals =
    bank === 'bpi'
      ? { count: rows.length, amount, account_sum: accountSum, hash_total: hashTotal }
      : { count: rows.length, amount };
  return { rows, totals, warnings };
}

/** What the download dialog asks for (remembered per company and bank by the server). */
export interface BankFileOptions {
  readonly credit_date: string;
  readonly company_code?: string | null;
  readonly funding_account?: string | null;
  readonly batch_no?: string | number | null;
  /** Metrobank: the company's branch code (3). */
  readonly branch_code?: string | null;
  /** Metrobank: the name on the company's account. */
  readonly company_name?: string | null;
  /** Security Bank: the bank/branch code of the credits (4). */
  readonly bank_code?: string | null;
  /** BPI: the ceiling amount of the enrolment, centavos (default: the file's total) [U]. */
  readonly ceiling_amount?: number | null;
  readonly omitMissing?: boolean;
}

function need(options: BankFileOptions, field: keyof BankFileOptions, bank: Bank, digits?: number): string {
  const raw = options[field];
  const text = raw === null || raw === undefined ? '' : String(raw).trim();
  if (text === '') throw new ComplianceInputError(`${field}: required for ${BANK_NAMES[bank]}`);
  if (digits !== undefined) {
    const only = digitsOnly(text);
    if (only.length !== digits || only.length !== text.replace(/[-\s]/g, '').length) {
      throw new ComplianceInputError(`${field}: must be ${digits} digits for ${BANK_NAMES[bank]}`);
    }
    return only;
  }
  return text;
}

function batchText(options: BankFileOptions, bank: Bank, width: number): string {
  const raw = options.batch_no;
  const digits = raw === null || raw === undefined ? '' : digitsOnly(String(raw));
  if (digits === '' || digits.length > width) {
    throw new ComplianceInputError(
      `batch_no: a number of up to ${width} digits is required for ${BANK_NAMES[bank]}`,
    );
  }
  return digits.padStart(width, '0');
}

/** The bank's payroll credit file for the credits of a report. */
export function bankFile(
  bank: Bank,
  report: Report<BankRow, BankTotals>,
  options: BankFileOptions,
): GeneratedFile {
  if (!isBank(bank)) throw new ComplianceInputError(`bank: must be one of ${BANKS.join(', ')}`);
  try {
    parseDate(options.credit_date);
  } catch {
    throw new ComplianceInputError('credit_date: must be a yyyy-MM-dd date');
  }
  const template = selectTemplate(TEMPLATES, `bank-${bank}`, options.credit_date);
  const { rows, omitted } = keepComplete(report.rows, report.warnings, options.omitMissing ?? false);
  let total = 0;
  for (const row of rows) total += row.amount;
  const date = options.credit_date;
  const names: Record<string, string> = {
    MMDDYY: formatDate(date, 'MMDDYY'),
    YYYYMMDD: formatDate(date, 'YYYYMMDD'),
  };
  const details = (extra: object) => rows.map((row) => ({ kind: 'detail', values: { ...row, ...extra } }));
  switch (bank) {
    case 'bpi': {
      const company_code = need(options, 'company_code', bank);
      const funding_account = need(options, 'funding_account', bank, 10);
      const batch_no = batchText(options, bank, 2);
      const common = { company_code, credit_date: date, batch_no };
      let accountSum = 0;
      let hashTotal = 0;
      const lines = rows.map((row) => {
        const hash = bpiHash(row.account_no!, row.amount);
        accountSum += Number(row.account_no);
        hashTotal += hash;
        return {
          kind: 'detail',
          values: { ...common, account_no: row.account_no, amount: row.amount, hash },
        };
      });
      const header = {
        ...common,
        funding_account,
        funding_branch: funding_account.slice(0, 3),
        ceiling_amount: options.ceiling_amount ?? total,
        total,
      };
      const trailer = {
        ...common,
        funding_account,
        account_sum: accountSum,
        total,
        hash_total: hashTotal,
        count: rows.length,
      };
      return generated(
        template,
        { ...names, company_code, batch_no },
        [{ kind: 'header', values: header }, ...lines, { kind: 'trailer', values: trailer }],
        omitted,
      );
    }
    case 'metrobank': {
      const company_code = need(options, 'company_code', bank);
      const extra = {
        company_code,
        branch_code: need(options, 'branch_code', bank, 3),
        company_name: need(options, 'company_name', bank),
        credit_date: date,
      };
      return generated(template, { ...names, company_code }, details(extra), omitted);
    }
    case 'securitybank': {
      const funding_account = need(options, 'funding_account', bank, 13);
      const header = { funding_account, credit_date: date, total };
      const records = [
        { kind: 'header', values: header },
        ...details({ bank_code: need(options, 'bank_code', bank, 4) }),
      ];
      return generated(template, { ...names, funding_account }, records, omitted);
    }
    case 'ucpb': {
      const funding_account = need(options, 'funding_account', bank, 12);
      const batch_no = batchText(options, bank, 12);
      const common = { funding_account, credit_date: date };
      const records = [{ kind: 'header', values: { ...common, batch_no, total } }, ...details(common)];
      return generated(template, { ...names, batch_no }, records, omitted);
    }
    case 'bdo': {
      const company_code = need(options, 'company_code', bank);
      const batch_no = batchText(options, bank, 2);
      return generated(template, { ...names, company_code, batch_no }, details({}), omitted);
    }
    case 'csv': {
      const batch_no = options.batch_no == null ? '1' : digitsOnly(String(options.batch_no)) || '1';
      const records = [{ kind: 'heading', values: {} }, ...details({})];
      return generated(template, { ...names, batch_no }, records, omitted);
    }
  }
}
