/**
 * Where opening balances are used (issue 23 section 1): the warning on a year figure of an
 * employee hired before the year's first processed payroll who has no opening balance, the
 * confirmation processing the 13th month or a year-end payroll asks for, and the 'Before Sahod'
 * part of a year figure as the API shows it (pesos).
 */
import { z } from 'zod';
import { dayMonthYear } from './leaveCreditNotes.ts';

/** How every opening-balance warning starts (a payroll row's warning may join it with others). */
export const OPENING_WARNING_START = 'No opening balance for ';

export const OPENING_USE_MSG = {
  /** The warning on a year figure (issue 23's words). `from`: the year's first processed payroll's start. */
  missing: (year: number, from: string) =>
    `${OPENING_WARNING_START}${year}: year figures count only payrolls processed in Sahod (from ${dayMonthYear(from)}).`,
  /** 409 of processing the 13th month without the confirmation. */
  confirmThirteenth: (n: number, year: number) =>
    `${n} employee${n === 1 ? ' has' : 's have'} no opening balance for ${year}: their 13th month counts only payrolls processed in Sahod. Enter their opening balances, or confirm to process anyway (confirm_missing_opening: true).`,
  /** 409 of processing a year-end payroll without the confirmation. */
  confirmYearEnd: (n: number, year: number) =>
    `${n} employee${n === 1 ? ' has' : 's have'} no opening balance for ${year}: their year-end adjustment counts only payrolls processed in Sahod. Enter their opening balances, or confirm to process anyway (confirm_missing_opening: true).`,
} as const;

export const OPENING_USE_TEXT = {
  /** The confirmation the web shows before processing (n: employees without an opening balance). */
  confirm: (n: number, year: number) =>
    `${n} employee${n === 1 ? ' has' : 's have'} no opening balance for ${year}. Their year figures count only payrolls processed in Sahod. Process anyway?`,
  /** Under the warning: who it is about. */
  employees: (names: readonly string[]) => `Employees: ${names.join('; ')}`,
} as const;

/** An optional request flag: true to process although employees have no opening balance. */
export const confirmMissingOpeningSchema = z.boolean().optional();
