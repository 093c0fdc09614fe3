/**
 * A company's employer details and an employee's payroll account: the data the monthly compliance
 * outputs need (issue 16 section 1). Numbers are validated like the employee numbers (digits
 * with or without dashes and spaces) and kept in their dashed form.
 *
 *   GET /api/compliance/employer?company_id=   -> EmployerDetails          (compliance view)
 *   PUT /api/compliance/employer  EmployerBody  -> EmployerSaveResponse     (compliance update)
 */
import { z } from 'zod';

const MAX_ID = 2_147_483_647;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const EMPLOYER_MSG = {
  saved: 'Employer details saved successfully.',
  saveFailed: 'Failed to save the employer details.',
  badCompanyId: 'company_id must be the number of a company.',
  companyNotFound: 'Company not found. It may have been deleted.',
  required: (label: string) => `${label} is required.`,
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters.`,
  digits: (label: string, digits: string, example: string) =>
    `${label} must have ${digits} digits (e.g. ${example}).`,
  pagibigEmployer: 'Pag-IBIG Employer ID must have 12 digits and start with 2 (e.g. 2012-3456-7890).',
  rdo: 'RDO Code must be 2 or 3 digits, optionally followed by a letter (e.g. 050 or 21A).',
  email: 'Please enter a valid email address.',
  contact: 'Contact Number may only have digits, spaces and + ( ) -.',
} as const;

export const EMPLOYER_FIELDS = [
  'registered_name',
  'address',
  'zip',
  'tin',
  'branch_code',
  'rdo_code',
  'sss_er_no',
  'sss_branch',
  'philhealth_pen',
  'pagibig_er_id',
  'contact_no',
  'email',
  'signatory_name',
  'signatory_position',
] as const;
export type EmployerField = (typeof EMPLOYER_FIELDS)[number];

export const EMPLOYER_FIELD_LABELS: Readonly<Record<EmployerField, string>> = {
  registered_name: 'Registered Name',
  address: 'Registered Address',
  zip: 'ZIP Code',
  tin: 'TIN',
  branch_code: 'Branch Code',
  rdo_code: 'RDO Code',
  sss_er_no: 'SSS Employer Number',
  sss_branch: 'SSS Branch',
  philhealth_pen: 'PhilHealth PEN',
  pagibig_er_id: 'Pag-IBIG Employer ID',
  contact_no: 'Contact Number',
  email: 'Email',
  signatory_name: 'Signatory Name',
  signatory_position: 'Signatory Position',
};

const TEXT_MAX: Partial<Record<EmployerField, number>> = {
  registered_name: 200,
  address: 500,
  contact_no: 50,
  email: 200,
  signatory_name: 200,
  signatory_position: 200,
};

/** Digit rules: allowed counts, dash groups (last group takes the rest), example. */
const NUMBER_RULES = {
  tin: { lengths: [9], groups: [3, 3], example: '123-456-789' },
  branch_code: { lengths: [4, 5], groups: [], example: '0000' },
  zip: { lengths: [4], groups: [], example: '1226' },
  sss_er_no: { lengths: [10], groups: [2, 7], example: '03-1234567-8' },
  sss_branch: { lengths: [3], groups: [], example: '000' },
  philhealth_pen: { lengths: [12], groups: [2, 9], example: '01-234567890-1' },
  pagibig_er_id: { lengths: [12], groups: [4, 4], example: '2012-3456-7890' },
} as const satisfies Partial<
  Record<EmployerField, { lengths: readonly number[]; groups: readonly number[]; example: string }>
>;

const nullableText = z.string().nullable();

export const employerDetailsSchema = z.object({
  company_id: z.number().int(),
  company: z.string(),
  registered_name: nullableText,
  address: nullableText,
  zip: nullableText,
  tin: nullableText,
  branch_code: nullableText,
  rdo_code: nullableText,
  sss_er_no: nullableText,
  sss_branch: z.string(),
  philhealth_pen: nullableText,
  pagibig_er_id: nullableText,
  contact_no: nullableText,
  email: nullableText,
  signatory_name: nullableText,
  signatory_position: nullableText,
  updated_at: nullableText,
});
export type EmployerDetails = z.infer<typeof employerDetailsSchema>;

export const employerQuerySchema = z.object({ company_id: z.string().max(20).optional() });

const bodyText = z.string().max(1000).nullable().optional();
export const employerBodySchema = z.object({
  company_id: z.union([z.number(), z.string().max(20)]).optional(),
  registered_name: bodyText,
  address: bodyText,
  zip: bodyText,
  tin: bodyText,
  branch_code: bodyText,
  rdo_code: bodyText,
  sss_er_no: bodyText,
  sss_branch: bodyText,
  philhealth_pen: bodyText,
  pagibig_er_id: bodyText,
  contact_no: bodyText,
  email: bodyText,
  signatory_name: bodyText,
  signatory_position: bodyText,
});
export type EmployerBody = z.input<typeof employerBodySchema>;

export const employerSaveResponseSchema = z.object({
  message: z.string(),
  data: employerDetailsSchema,
});
export type EmployerSaveResponse = z.infer<typeof employerSaveResponseSchema>;

export type EmployerValues = Record<Exclude<EmployerField, 'sss_branch'>, string | null> & {
  sss_branch: string;
};

export function parseCompanyId(value: unknown): number | null {
  const n = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 && n <= MAX_ID ? n : null;
}

function digitsText(lengths: readonly number[]): string {
  if (lengths.length === 1) return String(lengths[0]);
  return `${lengths.slice(0, -1).join(', ')} or ${lengths[lengths.length - 1]}`;
}

function dashed(compact: string, groups: readonly number[]): string {
  const parts: string[] = [];
  let at = 0;
  for (const size of groups) {
    parts.push(compact.slice(at, at + size));
    at += size;
  }
  if (at < compact.length) parts.push(compact.slice(at));
  return parts.join('-');
}

function clean(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  const t = String(value).trim();
  return t === '' ? null : t;
}

export type EmployerValidation =
  | { ok: true; values: EmployerValues }
  | { ok: false; errors: Partial<Record<EmployerField, string>>; first: string };

/**
 * The employer details form's checks, shared by the form and the server: the registered name is
 * required; every number is digits (dashes and spaces ignored) of its length and comes back dashed;
 * the SSS branch defaults to 000; the Pag-IBIG employer ID starts with 2.
 */
export function validateEmployerDetails(input: Readonly<Record<string, unknown>>): EmployerValidation {
  const errors: Partial<Record<EmployerField, string>> = {};
  const values = {} as EmployerValues;
  for (const field of EMPLOYER_FIELDS) {
    const label = EMPLOYER_FIELD_LABELS[field];
    const raw = clean(input[field]);
    let value: string | null = raw;
    if (field in NUMBER_RULES && raw !== null) {
      const rule = NUMBER_RULES[field as keyof typeof NUMBER_RULES];
      const compact = raw.replace(/[\s-]/g, '');
      if (!/^\d+$/.test(compact) || !(rule.lengths as readonly number[]).includes(compact.length)) {
        errors[field] =
          field === 'pagibig_er_id'
            ? EMPLOYER_MSG.pagibigEmployer
            : EMPLOYER_MSG.digits(label, digitsText(rule.lengths), rule.example);
      } else if (field === 'pagibig_er_id' && !compact.startsWith('2')) {
        errors[field] = EMPLOYER_MSG.pagibigEmployer;
      } else value = dashed(compact, rule.groups);
    }
    if (field === 'rdo_code' && raw !== null) {
      const m = /^(\d{2,3})([A-Za-z]?)$/.exec(raw);
      if (!m) errors.rdo_code = EMPLOYER_MSG.rdo;
      else value = `${(m[1] ?? '').padStart(3, '0')}${(m[2] ?? '').toUpperCase()}`;
    }
    const max = TEXT_MAX[field];
    if (max !== undefined && raw !== null && raw.length > max)
      errors[field] = EMPLOYER_MSG.tooLong(label, max);
    else if (field === 'email' && raw !== null && !EMAIL_PATTERN.test(raw)) errors.email = EMPLOYER_MSG.email;
    else if (field === 'contact_no' && raw !== null && !/^[\d\s+()-]+$/.test(raw))
      errors.contact_no = EMPLOYER_MSG.contact;
    if (field === 'sss_branch') values.sss_branch = value ?? '000';
    else values[field] = value;
  }
  if (values.registered_name === null) errors.registered_name = EMPLOYER_MSG.required('Registered Name');
  const first = EMPLOYER_FIELDS.map((f) => errors[f]).find((m) => m !== undefined);
  return first === undefined ? { ok: true, values } : { ok: false, errors, first };
}

// ---- payroll account (employee) ----

export const PAY_METHODS = ['Bank', 'Cash', 'Cheque'] as const;
export type PayMethod = (typeof PAY_METHODS)[number];

export const PAY_ACCOUNT_FIELDS = ['pay_method', 'bank', 'account_no', 'account_name'] as const;
export type AccountField = (typeof PAY_ACCOUNT_FIELDS)[number];
export const PAY_ACCOUNT_FIELD_LABELS: Readonly<Record<AccountField, string>> = {
  pay_method: 'Pay Method',
  bank: 'Bank',
  account_no: 'Account Number',
  account_name: 'Account Name',
};
export const PAY_ACCOUNT_NAME_MAX = 200;

export const PAY_ACCOUNT_MSG = {
  payMethod: 'Pay Method must be Bank, Cash or Cheque.',
  digitsOnly: 'Account Number may only have digits.',
  unknownBank: 'The selected Bank does not exist. Please choose one from the list.',
  accountDigits: (bank: string, digits: string) =>
    `Account Number must have ${digits} digits for ${bank} (leading zeros included).`,
} as const;

/** A bank of the reference list as the dropdown DD gives it. */
export interface BankOption {
  code: string;
  name: string;
  /** Digit counts the bank's account numbers have. */
  lengths: readonly number[];
}

export interface AccountValues {
  pay_method: PayMethod | null;
  bank: string | null;
  account_no: string | null;
  account_name: string | null;
}

/**
 * The payroll account checks: the bank, account number and account name are required for pay
 * method Bank (and cleared for Cash and Cheque); the account number is digits (spaces and dashes
 * ignored) of one of the bank's lengths, kept as text so leading zeros stay.
 */
export function validatePayrollAccount(
  input: Readonly<Record<string, unknown>>,
  banks: readonly BankOption[],
): { values: AccountValues; errors: Partial<Record<AccountField, string>> } {
  const errors: Partial<Record<AccountField, string>> = {};
  const values: AccountValues = { pay_method: null, bank: null, account_no: null, account_name: null };
  const method = clean(input.pay_method);
  if (method !== null) {
    const found = PAY_METHODS.find((m) => m.toLowerCase() === method.toLowerCase());
    if (!found) errors.pay_method = PAY_ACCOUNT_MSG.payMethod;
    else values.pay_method = found;
  }
  if (values.pay_method !== 'Bank') return { values, errors };
  const code = clean(input.bank);
  const bank = code === null ? undefined : banks.find((b) => b.code === code.toLowerCase());
  if (code === null) errors.bank = EMPLOYER_MSG.required('Bank');
  else if (!bank) errors.bank = PAY_ACCOUNT_MSG.unknownBank;
  else values.bank = bank.code;
  const accountRaw = clean(input.account_no);
  if (accountRaw === null) errors.account_no = EMPLOYER_MSG.required('Account Number');
  else {
    const compact = accountRaw.replace(/[\s-]/g, '');
    if (bank && (!/^\d+$/.test(compact) || !bank.lengths.includes(compact.length)))
      errors.account_no = PAY_ACCOUNT_MSG.accountDigits(bank.name, digitsText(bank.lengths));
    else if (!/^\d+$/.test(compact)) errors.account_no = PAY_ACCOUNT_MSG.digitsOnly;
    else values.account_no = compact;
  }
  const name = clean(input.account_name);
  if (name === null) errors.account_name = EMPLOYER_MSG.required('Account Name');
  else if (name.length > PAY_ACCOUNT_NAME_MAX)
    errors.account_name = EMPLOYER_MSG.tooLong('Account Name', PAY_ACCOUNT_NAME_MAX);
  else values.account_name = name;
  return { values, errors };
}
