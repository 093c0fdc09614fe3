/**
 * The rules of the generic add/edit form (spec 5 "Generic form dialog"), kept apart from the modal:
 * which fields show, which are required, what changed, and the values handed to onSave.
 * The form holds every value as the text of its input; parsing happens once, on save.
 */
import { cellText } from './cellValues.ts';

export type FormValues = Record<string, string>;

export interface RecordFormFields {
  /** Field order; default the record's keys. */
  fields?: readonly string[] | undefined;
  excludedFields?: readonly string[] | undefined;
  optionalFields?: readonly string[] | undefined;
  displayOnlyFields?: readonly string[] | undefined;
  numberFields?: readonly string[] | undefined;
  dateFields?: readonly string[] | undefined;
}

/** The fields the form shows: the list (or the record's keys) minus the excluded ones. */
export function shownFields(record: Record<string, unknown>, config: RecordFormFields): string[] {
  const excluded = new Set(config.excludedFields ?? []);
  return (config.fields ?? Object.keys(record)).filter((field) => !excluded.has(field));
}

/** The shown fields the user can change (not display-only). */
export function editableFields(record: Record<string, unknown>, config: RecordFormFields): string[] {
  const displayOnly = new Set(config.displayOnlyFields ?? []);
  return shownFields(record, config).filter((field) => !displayOnly.has(field));
}

/** The fields that must be non-empty: editable and not optional. */
export function requiredFields(record: Record<string, unknown>, config: RecordFormFields): string[] {
  const optional = new Set(config.optionalFields ?? []);
  return editableFields(record, config).filter((field) => !optional.has(field));
}

const ISO_DATE_PREFIX = /^\d{4}-\d{2}-\d{2}/;

/** The input text of every shown field; dates keep their 'YYYY-MM-DD' part for the date input. */
export function initialFormValues(record: Record<string, unknown>, config: RecordFormFields): FormValues {
  const dates = new Set(config.dateFields ?? []);
  const values: FormValues = {};
  for (const field of shownFields(record, config)) {
    const text = cellText(record[field]);
    values[field] = dates.has(field) && ISO_DATE_PREFIX.test(text) ? text.slice(0, 10) : text;
  }
  return values;
}

export function missingFields(values: FormValues, required: readonly string[]): string[] {
  return required.filter((field) => (values[field] ?? '').trim() === '');
}

export function changedFields(
  values: FormValues,
  initial: FormValues,
  editable: readonly string[],
): string[] {
  return editable.filter((field) => (values[field] ?? '') !== (initial[field] ?? ''));
}

/** Empty inputs become null, number fields numbers, other texts are trimmed. */
export function parseFieldValue(field: string, text: string, numberFields: readonly string[] = []): unknown {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (numberFields.includes(field)) {
    const parsed = Number(trimmed.replaceAll(',', ''));
    return Number.isNaN(parsed) ? trimmed : parsed;
  }
  return trimmed;
}

/**
 * The record handed to onSave: the original record with the written fields replaced by their
 * parsed input (every editable field when adding, only the changed ones when editing, so an
 * untouched null stays null instead of becoming '').
 */
export function valuesToSave(
  record: Record<string, unknown>,
  values: FormValues,
  written: readonly string[],
  numberFields: readonly string[] = [],
): Record<string, unknown> {
  const result: Record<string, unknown> = { ...record };
  for (const field of written) result[field] = parseFieldValue(field, values[field] ?? '', numberFields);
  return result;
}
