/**
 * Separation (issue 17 section 4): the Employment Details' separation date and the BIR reason of
 * separation (alphalist D1 field 47; ph-compliance-outputs 4.4: T termination, R resignation,
 * D death, TR retirement), saved through updateED. Both or neither; the date not before the hire
 * date. Kept apart from employees.ts, which spreads these shapes into its schemas.
 */
import { z } from 'zod';
import { dateProblem, isCalendarDate } from './dates.ts';

export const SEPARATION_REASONS = [
  { code: 'T', label: 'Termination' },
  { code: 'R', label: 'Resignation' },
  { code: 'D', label: 'Death' },
  { code: 'TR', label: 'Retirement' },
] as const;
export type SeparationReason = (typeof SEPARATION_REASONS)[number]['code'];
export const SEPARATION_REASON_CODES: readonly string[] = SEPARATION_REASONS.map((r) => r.code);

export function separationReasonLabel(code: string | null | undefined): string {
  return SEPARATION_REASONS.find((r) => r.code === code)?.label ?? '';
}

export const SEPARATION_FIELDS = ['separation_date', 'separation_reason'] as const;
export type SeparationField = (typeof SEPARATION_FIELDS)[number];
export const SEPARATION_FIELD_LABELS: Readonly<Record<SeparationField, string>> = {
  separation_date: 'Separation Date',
  separation_reason: 'Separation Reason',
};

export const SEPARATION_MSG = {
  invalidDate: 'Separation Date must be a valid date (yyyy-MM-dd).',
  beforeHired: 'Separation Date cannot be before Date Hired.',
  reason: `Separation Reason must be one of ${SEPARATION_REASONS.map((r) => `${r.code} (${r.label})`).join(', ')}.`,
  reasonRequired: 'Separation Reason is required when a Separation Date is set.',
  dateRequired: 'Separation Date is required when a Separation Reason is set.',
  finalPayProcessed:
    'The final pay of this employee has been processed: void it before clearing the Separation Date.',
} as const;

/** The fields fetchED returns (YYYY-MM-DD and the code, or null). */
export const separationDetailsShape = {
  separation_date: z.string().nullable(),
  separation_reason: z.string().nullable(),
};

/** The fields the updateED body takes (empty or null clears them). */
export const separationBodyShape = {
  separation_date: z.string().max(20).nullable().optional(),
  separation_reason: z.string().max(10).nullable().optional(),
};

export interface SeparationValues {
  separation_date: string | null;
  separation_reason: string | null;
}

const clean = (value: unknown): string | null => {
  if (value === undefined || value === null) return null;
  const text = String(value).trim();
  return text === '' ? null : text;
};

/** Checks the separation fields against the hire date (already validated, or null). */
export function validateSeparation(
  input: Readonly<Record<string, unknown>>,
  dateHired: string | null,
): { values: SeparationValues; errors: Partial<Record<SeparationField, string>> } {
  const errors: Partial<Record<SeparationField, string>> = {};
  const date = clean(input.separation_date);
  const rawReason = clean(input.separation_reason);
  const reason = rawReason === null ? null : rawReason.toUpperCase();
  const dateError = date === null ? undefined : dateProblem(date, SEPARATION_MSG.invalidDate);
  if (dateError) errors.separation_date = dateError;
  else if (date !== null && dateHired !== null && isCalendarDate(dateHired) && date < dateHired)
    errors.separation_date = SEPARATION_MSG.beforeHired;
  else if (date === null && reason !== null) errors.separation_date = SEPARATION_MSG.dateRequired;
  if (reason !== null && !SEPARATION_REASON_CODES.includes(reason))
    errors.separation_reason = SEPARATION_MSG.reason;
  else if (reason === null && date !== null) errors.separation_reason = SEPARATION_MSG.reasonRequired;
  return { values: { separation_date: date, separation_reason: reason }, errors };
}
