/**
 * Person names (employee first, middle and last names; account names): letters of any language
 * (ñ, accents, any script, with their combining marks), spaces, apostrophes, hyphens and periods.
 * Emoji, symbols and control characters are refused with a clear message. Account names may also
 * hold digits ('Payroll Clerk 2': shared or service accounts exist); employee names may not.
 * Client and server check with the same functions.
 */
import type { z } from 'zod';

const PERSON_NAME = /^[\p{L}\p{M}' ’.-]*$/u;
const ACCOUNT_NAME = /^[\p{L}\p{M}\p{Nd}' ’.-]*$/u;
const HAS_LETTER = /\p{L}/u;

export const NAME_MSG = {
  characters: (label: string) =>
    `${label} may contain only letters, spaces, apostrophes ('), hyphens (-) and periods (.).`,
  accountCharacters: (label: string) =>
    `${label} may contain only letters, digits, spaces, apostrophes ('), hyphens (-) and periods (.).`,
} as const;

/** The message for a name that breaks the rule, or null (an empty name is the caller's to judge). */
export function personNameProblem(label: string, value: string | null | undefined): string | null {
  const name = (value ?? '').trim();
  if (name === '') return null;
  return PERSON_NAME.test(name) && HAS_LETTER.test(name) ? null : NAME_MSG.characters(label);
}

/** The account-name variant: digits allowed too. */
export function accountNameProblem(label: string, value: string | null | undefined): string | null {
  const name = (value ?? '').trim();
  if (name === '') return null;
  return ACCOUNT_NAME.test(name) && HAS_LETTER.test(name) ? null : NAME_MSG.accountCharacters(label);
}

/** Adds the account-name rule to a string schema (trimmed, any length rules kept). */
export function accountName<S extends z.ZodType<string>>(schema: S, label: string) {
  return schema.refine((value) => accountNameProblem(label, value) === null, {
    message: NAME_MSG.accountCharacters(label),
  });
}
