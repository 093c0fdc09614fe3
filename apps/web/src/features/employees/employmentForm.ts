/**
 * The Employment Details form's logic, apart from React (spec 3, 4): the edited copy as text, the
 * company -> department -> designation clearing rules, the salary / tax / benefits group fill-ins,
 * the read-only day and hour rates, the "nothing changed" check and the request body.
 */
import {
  type BankOption,
  type DropdownItem,
  EMPLOYMENT_GOVERNMENT_FIELDS,
  EMPLOYMENT_ID_FIELDS,
  EMPLOYMENT_MONEY_FIELDS,
  EMPLOYMENT_QUANTITY_FIELDS,
  EMPLOYMENT_TEXT_FIELDS,
  type EmploymentDetails,
  type EmploymentDetailsBody,
  type EmploymentField,
  normalizeGovernmentId,
  PAY_ACCOUNT_FIELDS,
  type PayBasis,
  parseHundredths,
  SEPARATION_FIELDS,
  salaryGroupRates,
} from '@sahod/shared';

export type EmploymentFormValues = Record<EmploymentField, string>;

export const EMPLOYMENT_FIELDS: readonly EmploymentField[] = [
  ...EMPLOYMENT_ID_FIELDS,
  ...EMPLOYMENT_TEXT_FIELDS,
  ...EMPLOYMENT_MONEY_FIELDS,
  ...EMPLOYMENT_QUANTITY_FIELDS,
  ...EMPLOYMENT_GOVERNMENT_FIELDS,
  ...PAY_ACCOUNT_FIELDS,
  ...SEPARATION_FIELDS,
];

/** The payroll account fields that only pay method Bank uses (cleared for Cash and Cheque). */
export const BANK_ACCOUNT_FIELDS = ['bank', 'account_no', 'account_name'] as const;

/** The bank list (DD=bank) as the shared account validation takes it. */
export function bankOptions(items: readonly DropdownItem[] | undefined): BankOption[] {
  return (items ?? [])
    .filter((item) => typeof item.code === 'string' && item.code !== '')
    .map((item) => ({
      code: String(item.code),
      name: item.name,
      lengths: String(item.account_lengths ?? '')
        .split(',')
        .filter((n) => n !== '')
        .map(Number),
    }));
}

const asText = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

export function employmentFormValues(record: EmploymentDetails): EmploymentFormValues {
  const values = {} as EmploymentFormValues;
  for (const field of EMPLOYMENT_FIELDS) values[field] = asText(record[field]);
  return values;
}

/** Spec 4: changing company clears department and designation; department clears designation. */
const ORGANISATION_CHILDREN: Partial<Record<EmploymentField, readonly EmploymentField[]>> = {
  company_id: ['department_id', 'designation_id'],
  department_id: ['designation_id'],
};

/** Spec 3: choosing a group fills these fields from the group's entry. */
export const GROUP_FILLS = {
  salary_group_id: ['monthly_salary', 'days', 'hours'],
  w_tax_group_id: ['w_tax_monthly_rate', 'sss_rate', 'pagibig_rate', 'philhealth_rate'],
  benefits_group_id: ['gasoline', 'meals', 'transpo', 'allowance'],
} as const satisfies Partial<Record<EmploymentField, readonly EmploymentField[]>>;

export type GroupField = keyof typeof GROUP_FILLS;

export function isGroupField(field: EmploymentField): field is GroupField {
  return field in GROUP_FILLS;
}

/**
 * One field changed. `chosen` is the dropdown item picked for a group field: its amounts fill the
 * group's fields (clearing the group keeps the amounts, which stay editable).
 */
export function applyEmploymentChange(
  values: EmploymentFormValues,
  field: EmploymentField,
  value: string,
  chosen?: DropdownItem | null,
): EmploymentFormValues {
  if (values[field] === value) return values;
  const next = { ...values, [field]: value };
  for (const child of ORGANISATION_CHILDREN[field] ?? []) next[child] = '';
  if (field === 'pay_method' && value !== 'Bank') for (const f of BANK_ACCOUNT_FIELDS) next[f] = '';
  if (isGroupField(field) && chosen && value !== '') {
    for (const target of GROUP_FILLS[field]) {
      const amount = chosen[target];
      if (typeof amount === 'number' || typeof amount === 'string') next[target] = String(amount);
    }
  }
  return next;
}

/** Spec 3: Day Rate = monthly salary / days, Hour Rate = day rate / hours (read-only). */
/**
 * The employee's pay basis and rates (issue 21): the salary group's basis and annual factor; the day
 * rate from the employee's salary and the factor, or a Daily-rated group's stated day rate. An
 * employee in no salary group is paid for time worked at monthly / days (factor days x 12).
 */
export function employmentRates(
  values: EmploymentFormValues,
  group?: Readonly<Record<string, unknown>> | null,
): {
  basis: PayBasis;
  factor: string;
  dayRate: number | null;
  hourRate: number | null;
} {
  const basis: PayBasis = group ? (group.pay_basis === 'Daily' ? 'Daily' : 'Monthly') : 'Daily';
  const days = parseHundredths(values.days, 'Days');
  const factor =
    typeof group?.annual_factor === 'number'
      ? String(group.annual_factor)
      : days.ok
        ? String((days.value * 12) / 100)
        : '';
  return {
    basis,
    factor,
    ...salaryGroupRates(values.monthly_salary, values.days, values.hours, {
      pay_basis: basis === 'Daily' && typeof group?.day_rate === 'number' ? 'Daily' : 'Monthly',
      annual_factor: factor,
      day_rate: group?.day_rate,
    }),
  };
}

function comparable(field: EmploymentField, value: string): string {
  const text = value.trim();
  if (text === '') return '';
  if (
    (EMPLOYMENT_MONEY_FIELDS as readonly string[]).includes(field) ||
    (EMPLOYMENT_QUANTITY_FIELDS as readonly string[]).includes(field)
  ) {
    const parsed = parseHundredths(text, field);
    return parsed.ok ? String(parsed.value) : text;
  }
  if ((EMPLOYMENT_GOVERNMENT_FIELDS as readonly string[]).includes(field)) {
    const normalized = normalizeGovernmentId(field as (typeof EMPLOYMENT_GOVERNMENT_FIELDS)[number], text);
    return normalized.ok ? normalized.value : text;
  }
  return text;
}

export function employmentUnchanged(original: EmploymentFormValues, edited: EmploymentFormValues): boolean {
  return EMPLOYMENT_FIELDS.every((f) => comparable(f, original[f]) === comparable(f, edited[f]));
}

const idOrNull = (value: string) => (value === '' ? null : Number(value));
const textOrNull = (value: string) => (value.trim() === '' ? null : value.trim());

export function employmentBody(values: EmploymentFormValues, employeeId: number): EmploymentDetailsBody {
  const body: EmploymentDetailsBody = { employee_id: employeeId };
  for (const field of EMPLOYMENT_ID_FIELDS) body[field] = idOrNull(values[field]);
  for (const field of EMPLOYMENT_TEXT_FIELDS) body[field] = textOrNull(values[field]);
  for (const field of EMPLOYMENT_GOVERNMENT_FIELDS) body[field] = textOrNull(values[field]);
  for (const field of PAY_ACCOUNT_FIELDS) body[field] = textOrNull(values[field]);
  for (const field of SEPARATION_FIELDS) body[field] = textOrNull(values[field]);
  for (const field of [...EMPLOYMENT_MONEY_FIELDS, ...EMPLOYMENT_QUANTITY_FIELDS]) {
    body[field] = textOrNull(values[field]);
  }
  return body;
}
