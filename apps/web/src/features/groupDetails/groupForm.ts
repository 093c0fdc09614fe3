/**
 * The rules of the group entry form (spec 3 "Group record", 4, 5 "Group records"), apart from the
 * modal: the form's text values, what the inputs accept, what changed, and the payload. The
 * checks on Save are the shared validator's, so the form shows the server's own messages.
 */
import {
  GROUP_FIELDS,
  type GroupFieldDef,
  type GroupKey,
  type GroupRow,
  parseHundredths,
  TAX_FIXED_AMOUNT_FIELDS,
} from '@sahod/shared';

/** Every value as its input holds it; the minimum wage earner flag as 'true' / 'false'. */
export type GroupFormValues = Record<string, string>;

export function formFields(group: GroupKey): readonly GroupFieldDef[] {
  return GROUP_FIELDS[group];
}

/**
 * The inputs shown: a Monthly-rated salary group states its Monthly Salary (the day rate follows
 * from the factor), a Daily-rated one its Day Rate (the server sets the monthly equivalent).
 */
export function visibleFields(group: GroupKey, values: GroupFormValues): readonly GroupFieldDef[] {
  if (group !== 'salary_group') return formFields(group);
  const hidden = values.pay_basis === 'Daily' ? 'monthly_salary' : 'day_rate';
  return formFields(group).filter((field) => field.key !== hidden);
}

/** Starting values: the entry's own when editing, empty (statutory, not MWE) when adding. */
export function initialGroupValues(group: GroupKey, row?: GroupRow): GroupFormValues {
  const values: GroupFormValues = {};
  const source = (row ?? {}) as Record<string, unknown>;
  for (const field of formFields(group)) {
    const value = source[field.key];
    if (field.kind === 'taxMode') values[field.key] = typeof value === 'string' ? value : 'statutory';
    else if (field.kind === 'payBasis') values[field.key] = typeof value === 'string' ? value : 'Monthly';
    else if (field.kind === 'flag') values[field.key] = value === true ? 'true' : 'false';
    else values[field.key] = value === undefined || value === null ? '' : String(value);
  }
  if (!row && group === 'w_tax_group') for (const key of TAX_FIXED_AMOUNT_FIELDS) values[key] = '0';
  return values;
}

/**
 * What a keystroke may leave in an input: names lose their leading whitespace; numbers keep only
 * digits and a dot (spec 5).
 */
export function acceptInput(field: GroupFieldDef, text: string): string {
  if (field.kind === 'name') return text.replace(/^\s+/, '');
  if (field.kind === 'amount' || field.kind === 'quantity') return text.replace(/[^0-9.]/g, '');
  return text;
}

/** Fields that cannot be typed in now: a statutory group's fixed amounts, an MWE's tax. */
export function lockedFields(group: GroupKey, values: GroupFormValues): string[] {
  if (group !== 'w_tax_group') return [];
  const locked = values.tax_mode === 'statutory' ? [...TAX_FIXED_AMOUNT_FIELDS] : [];
  if (values.minimum_wage_earner === 'true' && !locked.includes('w_tax_monthly_rate')) {
    locked.push('w_tax_monthly_rate');
  }
  return locked;
}

/** Applies one change, zeroing the amounts the change locks. */
export function withChange(
  group: GroupKey,
  values: GroupFormValues,
  key: string,
  value: string,
): GroupFormValues {
  const next = { ...values, [key]: value };
  if (key === 'tax_mode' || key === 'minimum_wage_earner') {
    for (const locked of lockedFields(group, next)) next[locked] = '0';
  }
  return next;
}

function sameValue(field: GroupFieldDef, a: string, b: string): boolean {
  if (field.kind === 'name') return a.trim() === b.trim();
  if (field.kind === 'amount' || field.kind === 'quantity') {
    const x = parseHundredths(a, field.label);
    const y = parseHundredths(b, field.label);
    if (x.ok && y.ok) return x.value === y.value;
  }
  return a === b;
}

/** Fields whose value differs from the start ('18070' and '18070.00' are the same amount). */
export function changedGroupFields(
  group: GroupKey,
  values: GroupFormValues,
  initial: GroupFormValues,
): string[] {
  return formFields(group)
    .filter((field) => !sameValue(field, values[field.key] ?? '', initial[field.key] ?? ''))
    .map((field) => field.key);
}

/** The `data` of create/update: the entry's code when editing, names trimmed, the flag a boolean. */
export function groupPayload(
  group: GroupKey,
  values: GroupFormValues,
  code?: number,
): Record<string, unknown> {
  const data: Record<string, unknown> = code === undefined ? {} : { code };
  for (const field of formFields(group)) {
    const value = values[field.key] ?? '';
    if (field.kind === 'flag') data[field.key] = value === 'true';
    else if (field.kind === 'name') data[field.key] = value.trim();
    else data[field.key] = value;
  }
  return data;
}
