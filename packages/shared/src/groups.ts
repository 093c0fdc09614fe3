/**
 * Group records (spec 3 "Group record", 5 "Group records"; payroll-design "Tax groups"): the
 * groups, their fields, the one validator that client and server share, and the rate display.
 *
 *   GET    /groupRecords/fetch?group=<key>          -> GroupRow[] of that group (view)
 *   POST   /groupRecords/create  { group, data }    -> { message, code } (create)
 *   PUT    /groupRecords/update  { group, data }    -> { message, code } (update; data.code chooses the entry)
 *   DELETE /groupRecords/delete?data={"group","code"} (JSON string) -> { message } (delete)
 * Amounts are pesos with up to 2 decimals at the API (centavos inside the server).
 */
import { z } from 'zod';

export const GROUP_KEYS = ['salary_group', 'w_tax_group', 'benefits_group', 'pay_period'] as const;
export type GroupKey = (typeof GROUP_KEYS)[number];

export const GROUP_LABELS: Readonly<Record<GroupKey, string>> = {
  salary_group: 'Salary Group',
  w_tax_group: 'Tax Group',
  benefits_group: 'Benefits Group',
  pay_period: 'Pay Period',
};

/** Groups whose entries cannot be added, edited or deleted (spec 5). */
export const READ_ONLY_GROUPS: readonly GroupKey[] = ['pay_period'];

export function isGroupKey(value: unknown): value is GroupKey {
  return typeof value === 'string' && (GROUP_KEYS as readonly string[]).includes(value);
}

export function isReadOnlyGroup(group: GroupKey): boolean {
  return READ_ONLY_GROUPS.includes(group);
}

/** A tax group uses the statutory tables, or fixed monthly amounts that replace the computed ones. */
export const TAX_MODES = ['statutory', 'fixed'] as const;
export type TaxMode = (typeof TAX_MODES)[number];
export const TAX_MODE_LABELS: Readonly<Record<TaxMode, string>> = {
  statutory: 'Statutory tables',
  fixed: 'Fixed monthly amounts',
};

/**
 * Pay basis of a salary group (issue 21, payroll-design "Pay basis"): Monthly-rated (the fixed salary
 * less unpaid absences, late and undertime) or Daily-rated (days and hours worked x the day rate).
 */
export const PAY_BASES = ['Monthly', 'Daily'] as const;
export type PayBasis = (typeof PAY_BASES)[number];
export const PAY_BASIS_LABELS: Readonly<Record<PayBasis, string>> = {
  Monthly: 'Monthly-rated',
  Daily: 'Daily-rated',
};
/** The usual annual factors (ph-statutory 5.7): five-day week, six-day week, every day paid. */
export const ANNUAL_FACTORS = [261, 313, 365] as const;

export const GROUP_NAME_MAX = 100;
/** 99,999,999.99 pesos: far above any monthly amount, and exact in centavos. */
export const GROUP_AMOUNT_MAX_CENTAVOS = 9_999_999_999;

export const GROUP_MSG = {
  missing: (labels: readonly string[]) => `Please fill in all fields. Missing: ${labels.join(', ')}`,
  duplicateName: 'An entry with the same name already exists.',
  saveConfirm: 'Are you sure you want to save this entry?',
  readOnly: 'Pay period entries cannot be added, edited or deleted.',
  unknownGroup: 'Please choose a group.',
  notFound: 'The entry was not found. It may have been deleted.',
  inUse: 'This entry is still in use and cannot be deleted.',
  nameTooLong: `Name must be at most ${GROUP_NAME_MAX} characters.`,
  digitsOnly: (label: string) => `${label} accepts only digits and a dot.`,
  notANumber: (label: string) => `${label} must be a valid number.`,
  decimals: (label: string) => `${label} can have at most 2 decimal places.`,
  tooLarge: (label: string) => `${label} must not be more than 99,999,999.99.`,
  positive: (label: string) => `${label} must be greater than 0.`,
  range: (label: string, min: number, max: number) => `${label} must be from ${min} to ${max}.`,
  taxMode: 'Please choose a tax mode.',
  payBasis: 'Please choose a pay basis: Monthly-rated or Daily-rated.',
  flag: (label: string) => `${label} must be Yes or No.`,
  mweTax: 'A minimum wage earner group has zero withholding tax: set W/Tax Monthly Rate to 0.',
  statutoryAmounts:
    'Fixed amounts apply only to tax groups with fixed monthly amounts: set them to 0 for statutory tables.',
  saved: 'Entry saved successfully.',
  deleted: 'Entry deleted successfully.',
  chooseGroup: 'Please choose a group to see its entries.',
} as const;

type FieldKind = 'name' | 'amount' | 'quantity' | 'taxMode' | 'flag' | 'payBasis';

export interface GroupFieldDef {
  key: string;
  label: string;
  kind: FieldKind;
  /** Inclusive bounds for quantities (days, hours). */
  min?: number;
  max?: number;
  /** Amount must be greater than 0 (a monthly salary). */
  positive?: boolean;
  /** May be left blank (a default applies); see validateGroupEntry. */
  optional?: boolean;
}

const name: GroupFieldDef = { key: 'name', label: 'Name', kind: 'name' };
const amount = (key: string, label: string, positive = false): GroupFieldDef => ({
  key,
  label,
  kind: 'amount',
  positive,
});

export const GROUP_FIELDS: Readonly<Record<GroupKey, readonly GroupFieldDef[]>> = {
  salary_group: [
    name,
    { key: 'pay_basis', label: 'Pay Basis', kind: 'payBasis', optional: true },
    amount('monthly_salary', 'Monthly Salary', true),
    { ...amount('day_rate', 'Day Rate', true), optional: true },
    { key: 'days', label: 'Days', kind: 'quantity', min: 1, max: 31 },
    { key: 'hours', label: 'Hours', kind: 'quantity', min: 1, max: 24 },
    { key: 'annual_factor', label: 'Annual Factor', kind: 'quantity', min: 1, max: 400, optional: true },
  ],
  w_tax_group: [
    name,
    { key: 'tax_mode', label: 'Tax Mode', kind: 'taxMode' },
    { key: 'minimum_wage_earner', label: 'Minimum Wage Earner', kind: 'flag' },
    amount('w_tax_monthly_rate', 'W/Tax Monthly Rate'),
    amount('sss_rate', 'SSS Rate'),
    amount('pagibig_rate', 'Pag-IBIG Rate'),
    amount('philhealth_rate', 'PhilHealth Rate'),
  ],
  benefits_group: [
    name,
    amount('gasoline', 'Gasoline'),
    amount('meals', 'Meals'),
    amount('transpo', 'Transportation'),
    amount('allowance', 'Allowance'),
  ],
  pay_period: [name],
};

/** The tax group amounts that only fixed-amount groups use. */
export const TAX_FIXED_AMOUNT_FIELDS = ['w_tax_monthly_rate', 'sss_rate', 'pagibig_rate', 'philhealth_rate'];

// ---- rows as the API returns them (pesos) ----

export const salaryGroupRowSchema = z.object({
  code: z.number().int(),
  name: z.string(),
  pay_basis: z.enum(PAY_BASES),
  /** Monthly-rated: the salary; Daily-rated: the monthly equivalent, day rate x factor / 12. */
  monthly_salary: z.number(),
  /** Monthly-rated: monthly x 12 / factor; Daily-rated: the stated day rate. */
  day_rate: z.number(),
  hour_rate: z.number(),
  days: z.number(),
  hours: z.number(),
  annual_factor: z.number(),
});
export const wTaxGroupRowSchema = z.object({
  code: z.number().int(),
  name: z.string(),
  tax_mode: z.enum(TAX_MODES),
  minimum_wage_earner: z.boolean(),
  w_tax_monthly_rate: z.number(),
  sss_rate: z.number(),
  pagibig_rate: z.number(),
  philhealth_rate: z.number(),
});
export const benefitsGroupRowSchema = z.object({
  code: z.number().int(),
  name: z.string(),
  gasoline: z.number(),
  meals: z.number(),
  transpo: z.number(),
  allowance: z.number(),
});
export const payPeriodRowSchema = z.object({
  code: z.number().int(),
  name: z.string(),
  /** Inclusive length of one period in days (spec 9: 30, 15, 7). */
  period_days: z.number().int(),
});
export type SalaryGroupRow = z.infer<typeof salaryGroupRowSchema>;
export type WTaxGroupRow = z.infer<typeof wTaxGroupRowSchema>;
export type BenefitsGroupRow = z.infer<typeof benefitsGroupRowSchema>;
export type PayPeriodRow = z.infer<typeof payPeriodRowSchema>;
export type GroupRow = SalaryGroupRow | WTaxGroupRow | BenefitsGroupRow | PayPeriodRow;

/** Rows of one group; the pay period shape goes last because every row satisfies it. */
export const groupRowsSchema = z.union([
  z.array(salaryGroupRowSchema),
  z.array(wTaxGroupRowSchema),
  z.array(benefitsGroupRowSchema),
  z.array(payPeriodRowSchema),
]);
export type GroupRows = z.infer<typeof groupRowsSchema>;

/** DD=list_group of the dropdown handler: the groups, with the empty first option. */
export const groupListItemsSchema = z.array(
  z.object({ code: z.union([z.string(), z.number(), z.null()]), name: z.string() }),
);

/** The groups the Group Details screen offers when the dropdown handler is not reachable. */
export const GROUP_OPTIONS = GROUP_KEYS.map((key) => ({ value: key, label: GROUP_LABELS[key] }));

// ---- requests ----

export const groupFetchQuerySchema = z.object({
  group: z.enum(GROUP_KEYS, { error: GROUP_MSG.unknownGroup }),
});

/** A form value as it arrives: text from the form, numbers or booleans from API clients. */
const fieldValueSchema = z.union([z.string().max(1000), z.number(), z.boolean(), z.null()]);

export const groupWriteSchema = z.object({
  group: z.enum(GROUP_KEYS, { error: GROUP_MSG.unknownGroup }),
  data: z.record(z.string().max(100), fieldValueSchema),
});
export type GroupWriteRequest = z.infer<typeof groupWriteSchema>;

/** `data` of the delete query is a JSON string `{ group, code }` (spec 7). */
export const groupDeleteTargetSchema = z.object({
  group: z.enum(GROUP_KEYS, { error: GROUP_MSG.unknownGroup }),
  code: z.coerce.number({ error: 'code must be a number.' }).int().positive(),
});
export const groupDeleteQuerySchema = z.object({
  data: z.string({ error: 'data is required.' }).max(1000),
});

export const groupWriteResponseSchema = z.object({ message: z.string(), code: z.number().int() });

// ---- validation shared by the form and the server ----

export interface SalaryGroupValues {
  name: string;
  pay_basis: PayBasis;
  /** Centavos; 0 for a Daily-rated group until the server sets the monthly equivalent. */
  monthly_salary: number;
  /** Centavos; a Daily-rated group's day rate, null for Monthly-rated. */
  day_rate: number | null;
  days: number;
  hours: number;
  /** Default days x 12. */
  annual_factor: number;
}
export interface WTaxGroupValues {
  name: string;
  tax_mode: TaxMode;
  minimum_wage_earner: boolean;
  w_tax_monthly_rate: number;
  sss_rate: number;
  pagibig_rate: number;
  philhealth_rate: number;
}
export interface BenefitsGroupValues {
  name: string;
  gasoline: number;
  meals: number;
  transpo: number;
  allowance: number;
}
/** Validated values: amounts in centavos, days and hours as numbers, the name trimmed. */
export type GroupValues = SalaryGroupValues | WTaxGroupValues | BenefitsGroupValues | { name: string };

export type GroupValidation = { ok: true; values: GroupValues } | { ok: false; message: string };

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/**
 * '1,234.5' style text is refused: only digits and a dot. Returns the value times 100 as an exact
 * integer (no floating point on the way), or a message.
 */
export function parseHundredths(
  raw: unknown,
  label: string,
): { ok: true; value: number } | { ok: false; message: string } {
  const text = typeof raw === 'number' ? (Number.isFinite(raw) ? String(raw) : 'x') : String(raw).trim();
  if (!/^[0-9.]+$/.test(text)) return { ok: false, message: GROUP_MSG.digitsOnly(label) };
  const match = /^(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match || (match[1] === '' && (match[2] ?? '') === ''))
    return { ok: false, message: GROUP_MSG.notANumber(label) };
  const whole = match[1] === '' ? '0' : (match[1] as string);
  const fraction = match[2] ?? '';
  if (fraction.length > 2) return { ok: false, message: GROUP_MSG.decimals(label) };
  if (whole.replace(/^0+/, '').length > 11) return { ok: false, message: GROUP_MSG.tooLarge(label) };
  return { ok: true, value: Number(whole) * 100 + Number(fraction.padEnd(2, '0')) };
}

function parseFlag(raw: unknown): boolean | null {
  if (raw === true || raw === 1 || raw === '1' || raw === 'true') return true;
  if (raw === false || raw === 0 || raw === '0' || raw === 'false') return false;
  return null;
}

/**
 * Checks one entry of a group (spec 5 "Group records"): every field except code required, the
 * name trimmed, numbers only digits and a dot with at most 2 decimals, days 1-31, hours 1-24.
 */
export function validateGroupEntry(
  group: GroupKey,
  data: Readonly<Record<string, unknown>>,
): GroupValidation {
  const fields = GROUP_FIELDS[group];
  const statutory = group === 'w_tax_group' && data.tax_mode === 'statutory';
  const daily = group === 'salary_group' && data.pay_basis === 'Daily';
  const required = fields.filter(
    (f) =>
      !(statutory && TAX_FIXED_AMOUNT_FIELDS.includes(f.key)) &&
      !f.optional &&
      !(daily && f.key === 'monthly_salary'),
  );
  if (daily && isBlank(data.day_rate))
    required.push(fields.find((f) => f.key === 'day_rate') as GroupFieldDef);
  const missing = required.filter((f) => isBlank(data[f.key])).map((f) => f.label);
  if (missing.length > 0) return { ok: false, message: GROUP_MSG.missing(missing) };

  const values: Record<string, string | number | boolean> = {};
  for (const field of fields) {
    const raw = data[field.key];
    if (field.optional && field.kind !== 'payBasis' && isBlank(raw)) continue;
    if (daily && field.key === 'monthly_salary') {
      values[field.key] = 0;
      continue;
    }
    switch (field.kind) {
      case 'name': {
        const text = String(raw).trim();
        if (text.length > GROUP_NAME_MAX) return { ok: false, message: GROUP_MSG.nameTooLong };
        values[field.key] = text;
        break;
      }
      case 'amount': {
        if (isBlank(raw)) {
          values[field.key] = 0;
          break;
        }
        const parsed = parseHundredths(raw, field.label);
        if (!parsed.ok) return parsed;
        if (parsed.value > GROUP_AMOUNT_MAX_CENTAVOS)
          return { ok: false, message: GROUP_MSG.tooLarge(field.label) };
        if (field.positive && parsed.value === 0)
          return { ok: false, message: GROUP_MSG.positive(field.label) };
        values[field.key] = parsed.value;
        break;
      }
      case 'quantity': {
        const parsed = parseHundredths(raw, field.label);
        if (!parsed.ok) return parsed;
        const min = field.min ?? 0;
        const max = field.max ?? Number.MAX_SAFE_INTEGER;
        if (parsed.value < min * 100 || parsed.value > max * 100) {
          return { ok: false, message: GROUP_MSG.range(field.label, min, max) };
        }
        values[field.key] = parsed.value / 100;
        break;
      }
      case 'taxMode': {
        if (!(TAX_MODES as readonly unknown[]).includes(raw))
          return { ok: false, message: GROUP_MSG.taxMode };
        values[field.key] = raw as TaxMode;
        break;
      }
      case 'payBasis': {
        if (isBlank(raw)) values[field.key] = 'Monthly';
        else if ((PAY_BASES as readonly unknown[]).includes(raw)) values[field.key] = raw as PayBasis;
        else return { ok: false, message: GROUP_MSG.payBasis };
        break;
      }
      case 'flag': {
        const flag = parseFlag(raw);
        if (flag === null) return { ok: false, message: GROUP_MSG.flag(field.label) };
        values[field.key] = flag;
        break;
      }
    }
  }

  if (group === 'w_tax_group') {
    if (statutory && TAX_FIXED_AMOUNT_FIELDS.some((k) => values[k] !== 0)) {
      return { ok: false, message: GROUP_MSG.statutoryAmounts };
    }
    if (values.minimum_wage_earner === true && values.w_tax_monthly_rate !== 0) {
      return { ok: false, message: GROUP_MSG.mweTax };
    }
  }
  if (group === 'salary_group') {
    if (values.annual_factor === undefined)
      values.annual_factor = Math.round((values.days as number) * 1200) / 100;
    // A Monthly-rated group's day rate follows from its salary and factor.
    if (values.pay_basis !== 'Daily') values.day_rate = null as never;
  }
  return { ok: true, values: values as unknown as GroupValues };
}

/**
 * Display-only rates of a salary group while its form is edited (spec 3; the server's rows carry the
 * engine's figures): Day Rate = monthly salary x 12 / annual factor (default days x 12, i.e.
 * monthly / days), or a Daily-rated group's stated day rate; Hour Rate = that / hours; each rounded
 * half away from zero to the centavo. Null while an input is not a valid positive number.
 */
export function salaryGroupRates(
  monthlySalary: unknown,
  days: unknown,
  hours: unknown,
  basis?: { pay_basis?: unknown; annual_factor?: unknown; day_rate?: unknown },
): { dayRate: number | null; hourRate: number | null } {
  const hr = parseHundredths(hours ?? '', 'Hours');
  let dayCentavos: number;
  if (basis?.pay_basis === 'Daily') {
    // A Daily-rated group states its day rate.
    const stated = parseHundredths(basis.day_rate ?? '', 'Day Rate');
    if (!stated.ok) return { dayRate: null, hourRate: null };
    dayCentavos = stated.value;
  } else {
    const monthly = parseHundredths(monthlySalary ?? '', 'Monthly Salary');
    const d = parseHundredths(days ?? '', 'Days');
    const f = isBlank(basis?.annual_factor) ? null : parseHundredths(basis?.annual_factor, 'Annual Factor');
    // Day rate = monthly x 12 / factor (the factor defaults to days x 12: monthly / days).
    const factorHundredths = f?.ok ? f.value : d.ok ? d.value * 12 : 0;
    if (!monthly.ok || factorHundredths === 0) return { dayRate: null, hourRate: null };
    // monthly.value is centavos; factorHundredths is the factor x 100.
    dayCentavos = (monthly.value * 1200) / factorHundredths;
  }
  const dayRate = roundCentavos(dayCentavos) / 100;
  if (!hr.ok || hr.value === 0) return { dayRate, hourRate: null };
  const hourRate = roundCentavos((dayCentavos * 100) / hr.value) / 100;
  return { dayRate, hourRate };
}

function roundCentavos(value: number): number {
  return Math.floor(value + 0.5 + 1e-9);
}

// One formatter for every amount: toLocaleString builds a new one (and reads the locale's data) per
// call, which cost My Sahod Home's first render about 20 ms of a phone's main thread per figure.
let pesoDigits: Intl.NumberFormat | undefined;

/**
 * The one display format of money: 25000 -> '₱25,000.00', -12.5 -> '-₱12.50' (amounts are shown to
 * 2 decimals, spec 9). Inputs keep plain numbers while typing; this is for showing amounts only.
 */
export function formatPesos(value: number): string {
  pesoDigits ??= new Intl.NumberFormat('en-PH', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const digits = pesoDigits.format(Math.abs(value));
  return value < 0 && digits !== '0.00' ? `-₱${digits}` : `₱${digits}`;
}
