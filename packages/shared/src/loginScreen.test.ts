import { describe, expect, it } from 'vitest';
import {
  backgroundResponseSchema,
  loginRequestSchema,
  maintenanceStatusSchema,
  pingResponseSchema,
} from './api.ts';
import {
  backgroundResponseParser,
  loginFieldErrors,
  maintenanceStatusParser,
  pingResponseParser,
  type ShapeParser,
} from './loginScreen.ts';

/** The zod-free check must accept, reject and return exactly what the zod schema does. */
function agrees<T>(
  parser: ShapeParser<T>,
  schema: { safeParse(data: unknown): { success: boolean; data?: unknown } },
) {
  return (data: unknown) => {
    const expected = schema.safeParse(data);
    if (expected.success) expect(parser.parse(data)).toEqual(expected.data);
    else expect(() => parser.parse(data)).toThrow();
  };
}

const odd: unknown[] = [null, undefined, 'ok', 3, [], {}];

describe('login screen parsers agree with the zod schemas', () => {
  it('ping', () => {
    const check = agrees(pingResponseParser, pingResponseSchema);
    for (const data of [
      ...odd,
      { status: 'ok', time: '2026-11-24T00:00:00Z' },
      { status: 'ok', time: 'x', extra: 1 },
      { status: 'down', time: 'x' },
      { status: 'ok', time: 5 },
    ])
      check(data);
  });

  it('maintenance status', () => {
    const check = agrees(maintenanceStatusParser, maintenanceStatusSchema);
    for (const data of [
      ...odd,
      { active: false, message: '', remaining: 0 },
      { active: true, message: 'Upgrade', remaining: 120000, extra: true },
      { active: 'yes', message: '', remaining: 0 },
      { active: false, message: null, remaining: 0 },
      { active: false, message: '', remaining: -1 },
      { active: false, message: '', remaining: 1.5 },
      { active: false, message: '', remaining: 2 ** 60 },
      { active: false, message: '', remaining: '5' },
    ])
      check(data);
  });

  it('background', () => {
    const check = agrees(backgroundResponseParser, backgroundResponseSchema);
    for (const data of [
      ...odd,
      { data: { url: null } },
      { data: { url: '/uploads/bg.png', other: 1 } },
      { data: { url: 3 } },
      { data: {} },
      { data: null },
    ])
      check(data);
  });
});

describe('loginFieldErrors', () => {
  it('gives the messages loginRequestSchema gives, field by field', () => {
    for (const values of [
      { username: '', password: '' },
      { username: '   ', password: 'x' },
      { username: 'admin', password: '' },
      { username: 'admin', password: 'secret' },
      { username: ` ${'a'.repeat(100)} `, password: 'p' },
      { username: 'a'.repeat(101), password: 'p'.repeat(201) },
      { username: 'a', password: 'p'.repeat(200) },
    ]) {
      const parsed = loginRequestSchema.safeParse(values);
      const expected: Record<string, string> = {};
      for (const issue of parsed.success ? [] : parsed.error.issues) {
        const field = String(issue.path[0]);
        expected[field] ??= issue.message;
      }
      expect(loginFieldErrors(values)).toEqual(expected);
    }
  });
});
