/**
 * Rules every request obeys, whatever its schema: ids and text.
 *
 * Ids: every record id the API takes (query, path or body) is a positive whole number that fits
 * the databases' integer column (PostgreSQL `integer`: at most 2,147,483,647); a larger one is a
 * 400, never a database error. Use `idSchema()` for any new id.
 *
 * Text: no control characters. NUL is refused by PostgreSQL ("invalid byte sequence") and the
 * others have no business in HR data. Tab, line feed and carriage return stay allowed (remarks,
 * descriptions, maintenance messages are multi-line). The server applies `controlCharacterPath`
 * to every validated body, query and path of every route (apps/server/src/platform/input.ts), so
 * every current and future schema gets the rule without repeating it; `noControlCharacters` is the
 * same rule for a single schema (client-side forms).
 */
import { z } from 'zod';

/** The largest id: PostgreSQL `integer` (and the SQLite rowids we hand out stay below it). */
export const MAX_ID = 2_147_483_647;

export const INPUT_MSG = {
  /** Starts with 'Invalid' so the server puts the field's name in front (app.ts validationMessage). */
  id: 'Invalid id: expected a whole number from 1 to 2147483647.',
  /** The id message naming its field: "log_no must be a whole number from 1 to 2147483647." */
  idOf: (field: string) => `${field} must be a whole number from 1 to ${MAX_ID}.`,
  controlCharacters: 'Text must not contain control characters.',
  singleLine: 'Text must be on one line (no line breaks or tabs).',
  badUrl: 'The address of this request is malformed.',
  urlTooLong: 'The address of this request is too long.',
} as const;

/**
 * The one id schema: a positive whole number up to MAX_ID. Accepts the number as JSON or as a
 * numeric string (query strings, path parameters, forms), nothing else (no booleans, no null);
 * `message` replaces the generic text.
 */
export function idSchema(message: string = INPUT_MSG.id) {
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value.trim()) : value),
    z.number({ error: message }).int(message).positive(message).max(MAX_ID, message),
  );
}

/** C0 controls except tab (09), line feed (0A) and carriage return (0D); DEL; C1 controls. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

export function hasControlCharacters(text: string): boolean {
  return CONTROL_CHARACTERS.test(text);
}

/** The same rule on one string schema: `noControlCharacters(z.string().max(100))`. */
export function noControlCharacters<T extends z.ZodType<string>>(schema: T) {
  return schema.refine((v) => !hasControlCharacters(v), INPUT_MSG.controlCharacters);
}

/**
 * A one-line text (names, codes, titles): no line breaks or tabs either. Every text already refuses
 * the other control characters on the server; multi-line texts (remarks, descriptions) use plain
 * `z.string()`. `singleLine(z.string().trim().max(100))`.
 */
export function singleLine<T extends z.ZodType<string>>(schema: T) {
  return schema.refine((v) => !/[\t\n\r]/.test(v), INPUT_MSG.singleLine);
}

/**
 * Where in a parsed request (objects, arrays, strings, also object keys) the first text with a
 * control character sits, as a dotted path ('' for the value itself), or null when there is none.
 */
export function controlCharacterPath(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return hasControlCharacters(value) ? path : null;
  if (value === null || typeof value !== 'object' || depth > 64) return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = controlCharacterPath(value[i], path ? `${path}.${i}` : String(i), depth + 1);
      if (found !== null) return found;
    }
    return null;
  }
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return null;
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (hasControlCharacters(key)) return at.replace(CONTROL_CHARACTERS_GLOBAL, '?');
    const found = controlCharacterPath(item, at, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it replaces.
const CONTROL_CHARACTERS_GLOBAL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;

/** The 400 message for a text with control characters at `path` (the field's name first). */
export function controlCharacterMessage(path: string): string {
  return path ? `${path}: ${INPUT_MSG.controlCharacters}` : INPUT_MSG.controlCharacters;
}
