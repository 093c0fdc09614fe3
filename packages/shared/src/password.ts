import { MSG } from './messages.ts';

export const PASSWORD_MIN_LENGTH = 10;

/** Spec 5: at least 10 characters with at least 1 digit and 1 symbol. Returns the message or null. */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH || !/\d/.test(password) || !/[^A-Za-z0-9\s]/.test(password)) {
    return MSG.passwordPolicy;
  }
  return null;
}

/** Spec 5: first letter of first name + first letter of last name upper-cased + rest of last name lower. */
export function defaultUsername(firstName: string, lastName: string): string {
  const first = firstName.trim();
  const last = lastName.trim();
  if (!first || !last) return '';
  return (first.charAt(0) + last.charAt(0)).toUpperCase() + last.slice(1).toLowerCase();
}
