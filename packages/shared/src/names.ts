/**
 * Person names (employee first, middle and last names; account names): letters of any language
 * (ñ, accents, any script, with their combining marks), spaces, apostrophes, hyphens and periods.
 * Emoji, digits, symbols and control characters are refused with a clear message. Client and
 * server check with the same function.
 */
import type { z } from 'zod';

const PERSON_NAME = /^[\p{L}\p{M}' ’.-]*$/u;
const HAS_LETTER = /\p{L}/u;

export const NAME_MSG = {
  characters: (label: string) =>
    `${label} may contain only letters, spaces, apostrophes ('), hyphens (-) and periods (.).`,
} as const;

/** The message for a name that breaks the rule, or null (an empty name is the caller's to judge). */
export function personNameProblem(label: string, value: string | null | undefined): string | null {
  const name = (value ?? '').trim();
  if (name === '') return null;
  return PERSON_NAME.test(name) && HAS_LETTER.test(name) ? null : NAME_MSG.characters(label);
}

/** Adds the person-name rule to a string schema (trimmed, any length rules kept). */
export function personName<S extends z.ZodType<string>>(schema: S, label: string) {
  return schema.refine((value) => personNameProblem(label, value) === null, {
    message: NAME_MSG.characters(label),
  });
}
