/**
 * The Personal Information form's logic, apart from React (spec 3, 4, 5): the edited copy as text,
 * the address cascade's clearing rules, the "nothing changed" check and the request body.
 */
import {
  normalizeEmployeeCode,
  PERSONAL_ID_FIELDS,
  PERSONAL_MEASURE_FIELDS,
  PERSONAL_TEXT_FIELDS,
  type PersonalField,
  type PersonalInfo,
  type PersonalInfoBody,
} from '@sahod/shared';

/** Every field as the inputs hold it: text; ids as their string ('' = none chosen). */
export type PersonalFormValues = Record<PersonalField, string>;

export const PERSONAL_FIELDS: readonly PersonalField[] = [
  ...PERSONAL_TEXT_FIELDS,
  ...PERSONAL_ID_FIELDS,
  ...PERSONAL_MEASURE_FIELDS,
];

const asText = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

export function personalFormValues(record: PersonalInfo): PersonalFormValues {
  const values = {} as PersonalFormValues;
  for (const field of PERSONAL_FIELDS) values[field] = asText(record[field]);
  return values;
}

/** Spec 4: changing region clears province, city and barangay; province clears city and barangay; city clears barangay. */
const ADDRESS_CHILDREN: Partial<Record<PersonalField, readonly PersonalField[]>> = {
  region_id: ['province_id', 'city_id', 'barangay_id'],
  province_id: ['city_id', 'barangay_id'],
  city_id: ['barangay_id'],
};

export function applyPersonalChange(
  values: PersonalFormValues,
  field: PersonalField,
  value: string,
): PersonalFormValues {
  if (values[field] === value) return values;
  const next = { ...values, [field]: value };
  for (const child of ADDRESS_CHILDREN[field] ?? []) next[child] = '';
  return next;
}

/** How a value is compared: trimmed, the code normalised, numbers as numbers. */
function comparable(field: PersonalField, value: string): string {
  const text = value.trim();
  if (field === 'employee_code') return normalizeEmployeeCode(text);
  if (
    (PERSONAL_MEASURE_FIELDS as readonly string[]).includes(field) &&
    text !== '' &&
    Number.isFinite(Number(text))
  ) {
    return String(Number(text));
  }
  return text;
}

/** Spec 4: saving what equals the original gives 'No changes made.'. */
export function personalUnchanged(original: PersonalFormValues, edited: PersonalFormValues): boolean {
  return PERSONAL_FIELDS.every((f) => comparable(f, original[f]) === comparable(f, edited[f]));
}

const idOrNull = (value: string) => (value === '' ? null : Number(value));
const textOrNull = (value: string) => (value.trim() === '' ? null : value);

/** The whole record for updateEPI (the server checks and normalises it again). */
export function personalBody(values: PersonalFormValues, employeeId: number): PersonalInfoBody {
  const body: PersonalInfoBody = { employee_id: employeeId };
  for (const field of PERSONAL_TEXT_FIELDS) body[field] = textOrNull(values[field]);
  for (const field of PERSONAL_ID_FIELDS) body[field] = idOrNull(values[field]);
  for (const field of PERSONAL_MEASURE_FIELDS) body[field] = textOrNull(values[field]);
  return body;
}
