/**
 * The rules every request obeys whatever its schema (issue 14): no control characters in text
 * (a NUL gave 500 on PostgreSQL) and no ids beyond the databases' integer range. Runs on both
 * dialects; each refusal is a 400 with a clear message and writes nothing.
 */
import {
  controlCharacterPath,
  DOCUMENT_MSG,
  hasControlCharacters,
  INPUT_MSG,
  idSchema,
  noControlCharacters,
  singleLine,
} from '@sahod/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createEmployee, multipart, PDF } from '../modules/employeerecords/testFixtures.ts';
import { ADMIN_PASSWORD, auth, createHarness, type Harness } from '../test/harness.ts';

let h: Harness;
let admin: string;
beforeAll(async () => {
  h = await createHarness();
  admin = await h.login('admin', ADMIN_PASSWORD);
});
afterAll(async () => h.close());

const CONTROL = INPUT_MSG.controlCharacters;

describe('shared rules', () => {
  it('finds control characters but allows tab, line feed and carriage return', () => {
    for (const c of [
      '\u0000',
      '\u0001',
      '\u0008',
      '\u000b',
      '\u000c',
      '\u001b',
      '\u007f',
      '\u0085',
      '\u009f',
    ]) {
      expect(hasControlCharacters(`a${c}b`), JSON.stringify(c)).toBe(true);
    }
    for (const ok of ['a\tb', 'line 1\nline 2', 'a\r\nb', 'Ñiño José', '日本語', '😀', '\u00a0']) {
      expect(hasControlCharacters(ok), ok).toBe(false);
    }
  });

  it('points at the first text with one, in nested objects, arrays and keys', () => {
    expect(controlCharacterPath({ a: 'x', b: [1, { c: 'y\u0000' }] })).toBe('b.1.c');
    expect(controlCharacterPath({ 'k\u0000': 1 })).toBe('k?');
    expect(controlCharacterPath('x\u0000')).toBe('');
    expect(controlCharacterPath({ a: 'fine\n', n: 5, z: null })).toBeNull();
    expect(noControlCharacters(z.string()).safeParse('a\u0000').success).toBe(false);
  });

  it('keeps one-line texts on one line', async () => {
    const nl = await h.app.inject({
      method: 'POST',
      url: '/api/bugreport/create',
      headers: auth(admin),
      payload: { affected_module: 'Time\nsheet', descr: 'Steps:\n1. Open' },
    });
    expect(nl.statusCode).toBe(400);
    expect(nl.json()).toEqual({ error: INPUT_MSG.singleLine });
    const record = await h.app.inject({
      method: 'POST',
      url: '/api/dropdownRecords/create',
      headers: auth(admin),
      payload: { dd: 'gender', descr: 'Non\tbinary' },
    });
    expect(record.statusCode).toBe(400);
    expect(record.json()).toEqual({ error: INPUT_MSG.singleLine });
    expect(singleLine(z.string()).safeParse('one line').success).toBe(true);
  });

  it('has one id schema: a whole number from 1 to 2147483647, as number or numeric string', () => {
    const id = idSchema();
    expect(id.parse(1)).toBe(1);
    expect(id.parse(' 2147483647 ')).toBe(2_147_483_647);
    for (const bad of [0, -1, 1.5, 2_147_483_648, '2147483648', '', 'abc', true, null, [1], Number.NaN]) {
      expect(id.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});

describe('every route, current and future', () => {
  it('refuses control characters in bodies, query strings and path parameters with 400', async () => {
    const cases = [
      { method: 'POST', url: '/api/bugreport/create', payload: { affected_module: 'a\u0000b', descr: 'x' } },
      { method: 'POST', url: '/api/userroles/create', payload: { role_name: 'Clerk\u0000' } },
      { method: 'GET', url: '/api/auth/permissions?module=a%00b' },
      { method: 'GET', url: '/api/dropdown/dropdown_handler?DD=gender%01' },
      { method: 'POST', url: '/api/admin/start', payload: { message: 'Back soon\u001b[31m', minutes: 5 } },
    ] as const;
    for (const c of cases) {
      const res = await h.app.inject({ ...c, headers: auth(admin) });
      expect(res.statusCode, c.url).toBe(400);
      expect(res.json().error, c.url).toMatch(new RegExp(`${CONTROL.replace('.', '\\.')}$`));
      expect(res.body).not.toContain('\u0000');
    }
    const roles = await h.deps.db.selectFrom('roles').select('name').execute();
    expect(roles.some((r) => r.name.startsWith('Clerk'))).toBe(false);
  });

  it('also when a record arrives as a JSON string inside the body', async () => {
    const employee = await createEmployee(h.deps.db, 'Stringly');
    const res = await h.app.inject({
      method: 'PUT',
      url: '/api/employee_management/updateEPI',
      headers: { ...auth(admin), 'content-type': 'application/json' },
      payload: JSON.stringify(JSON.stringify({ employee_id: employee, first_name: 'Jo\u0000hn' })),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: `first_name: ${CONTROL}` });
  });

  it('also in multipart form fields', async () => {
    const employee = await createEmployee(h.deps.db, 'Multipart');
    const types = await h.deps.db.selectFrom('document_types').select('id').execute();
    const body = multipart(
      {
        document_type_id: types[0]!.id,
        reference_no: 'REF\u0000-1',
        date_submitted: '2026-01-15',
        has_expiry: 0,
      },
      [{ data: PDF, filename: 'a.pdf', type: 'application/pdf' }],
    );
    const res = await h.app.inject({
      method: 'POST',
      url: `/api/employee_management/createFD?UID=${employee}`,
      headers: { ...auth(admin), ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: `reference_no: ${CONTROL}` });
    const docs = await h.deps.db.selectFrom('employee_documents').select('id').execute();
    expect(docs).toEqual([]);
  });

  it('applies to a route added later without anything in its schema', async () => {
    const { buildApp } = await import('../app.ts');
    const app = await buildApp({ ...h.deps, webDir: undefined });
    let reached = false;
    app.post(
      '/api/newarea/create',
      { config: { access: { public: true } }, schema: { body: z.object({ remarks: z.string().max(500) }) } },
      async (request) => {
        reached = true;
        return request.body;
      },
    );
    const nul = await app.inject({
      method: 'POST',
      url: '/api/newarea/create',
      payload: { remarks: 'a\u0000' },
    });
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toEqual({ error: `remarks: ${CONTROL}` });
    expect(reached).toBe(false);
    const multiline = await app.inject({
      method: 'POST',
      url: '/api/newarea/create',
      payload: { remarks: 'first\r\nsecond\tthird' },
    });
    expect(multiline.statusCode).toBe(200);
    expect(multiline.json()).toEqual({ remarks: 'first\r\nsecond\tthird' });
    await app.close();
  });

  it('refuses ids beyond 2147483647 with 400, never a database error', async () => {
    const cases = [
      { method: 'DELETE', url: '/api/bugreport/delete?log_no=2147483648' },
      { method: 'GET', url: '/api/employee_management/downloadFD?path=2147483648' },
      { method: 'GET', url: '/api/employee_management/downloadFD?path=99999999999' },
      {
        method: 'PUT',
        url: '/api/bugreport/update',
        payload: { log_no: 2_147_483_648, affected_module: 'Timesheet', descr: 'x', status: 'Open' },
      },
    ] as const;
    for (const c of cases) {
      const res = await h.app.inject({ ...c, headers: auth(admin) });
      expect(res.statusCode, c.url).toBe(400);
    }
    const download = await h.app.inject({
      method: 'GET',
      url: '/api/employee_management/downloadFD?path=2147483648',
      headers: auth(admin),
    });
    expect(download.json()).toEqual({ error: DOCUMENT_MSG.pathInvalid });
  });
});
