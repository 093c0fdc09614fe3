/**
 * Walks every registered API route: each declares its access, and malformed input of every kind
 * gets a clear 4xx (never a 500) and writes nothing.
 */

import { DATE_PATTERN } from '@sahod/shared';
import { SignJWT } from 'jose';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, auth, createHarness, type Harness, testDialect } from '../test/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => h.close());

function apiRoutes() {
  const out: { method: string; url: string; access: unknown }[] = [];
  for (const r of h.app.registeredRoutes) {
    if (!r.url.startsWith('/api') || r.url.startsWith('/api/docs')) continue;
    const methods = Array.isArray(r.method) ? r.method : [r.method];
    for (const m of methods) {
      if (m === 'HEAD') continue;
      out.push({ method: m, url: r.url, access: (r.config as { access?: unknown } | undefined)?.access });
    }
  }
  return out;
}

let countQuery: ReturnType<typeof sql<Record<string, number>>> | undefined;

/**
 * Row counts of every table a request could write (all but the logs), plus the system state row,
 * in one query: it runs around every refused request.
 */
async function snapshot(): Promise<string> {
  if (!countQuery) {
    // PostgreSQL lists the tables of every schema (other test files, other checkouts): keep this one's.
    const own =
      testDialect === 'postgres'
        ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(h.deps.db)).rows[0]
            ?.schema
        : undefined;
    const tables = (await h.deps.db.introspection.getTables())
      .filter((t) => !own || t.schema === own)
      .map((t) => t.name)
      .filter((n) => !['audit_log', 'login_failures'].includes(n) && !n.startsWith('kysely_'))
      .sort();
    const counts = tables.map((t) => sql`(select count(*) from ${sql.table(t)}) as ${sql.id(t)}`);
    countQuery = sql<Record<string, number>>`select ${sql.join(counts)}, s.token_epoch, s.maintenance_active,
      s.maintenance_message, s.maintenance_starts_at from system_state s`;
  }
  const { rows } = await countQuery.execute(h.deps.db);
  return JSON.stringify(rows[0]);
}

const BIG = 'a'.repeat(1024 * 1024);
const BODIES: Array<{ name: string; payload: string }> = [
  { name: 'invalid JSON', payload: '{"username": ' },
  { name: '__proto__ key', payload: '{"__proto__":{"polluted":true},"username":"admin"}' },
  { name: 'constructor.prototype', payload: '{"constructor":{"prototype":{"polluted":true}}}' },
  { name: 'array', payload: '[1,2,3]' },
  { name: 'null', payload: 'null' },
  { name: 'number', payload: '42' },
  { name: 'empty object', payload: '{}' },
  {
    name: 'wrong types',
    payload: JSON.stringify({ username: 1, password: [], message: {}, minutes: '5', active: 'yes', id: 'x' }),
  },
  {
    name: '1 MB string',
    payload: JSON.stringify({ username: BIG, password: BIG, message: BIG, minutes: 5 }),
  },
  {
    name: 'SQL fragments',
    payload: JSON.stringify({
      username: "' OR '1'='1",
      password: "' OR 1=1 --",
      message: "'); DROP TABLE users; --",
      minutes: -1,
      active: 'true',
    }),
  },
  {
    name: 'HTML',
    payload: JSON.stringify({
      username: '<script>alert(1)</script>',
      message: '<img src=x onerror=alert(1)>',
      minutes: 1e308,
    }),
  },
];
const QUERIES = [
  '?module[]=a&module[]=b',
  '?module=%ZZ',
  `?module=${'x'.repeat(5000)}`,
  '?__proto__[x]=1',
  '?id=1%27%20OR%201=1',
  '?module=a%00b&id=2147483648&UID=2147483648&log_no=2147483648',
];
const PARAMS = ['abc', '-1', '99999999999999999999', "1' OR 1=1", '%00', '2147483648', 'a%00b', 'a%1Bb'];

describe('route registry', () => {
  it('runs on the dialect under test', () => {
    expect(h.deps.dialect).toBe(testDialect);
  });

  it('every API route declares its module and flag, or is explicitly public or signed-in only', () => {
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(5);
    const undeclared = routes.filter((r) => !r.access);
    expect(undeclared).toEqual([]);
    for (const r of routes) {
      const a = r.access as Record<string, unknown>;
      const ok =
        a.public === true ||
        a.authenticated === true ||
        (typeof a.module === 'string' && ['view', 'create', 'update', 'delete'].includes(a.flag as string));
      expect(ok, `${r.method} ${r.url}`).toBe(true);
      // Reads need view; writes need create, update or delete.
      if (typeof a.module === 'string') {
        expect(r.method === 'GET' ? a.flag === 'view' : a.flag !== 'view', `${r.method} ${r.url}`).toBe(true);
      }
    }
  });

  it('refuses to register an API route without an access declaration', async () => {
    const { buildApp } = await import('../app.ts');
    const app = await buildApp({ ...h.deps, webDir: undefined });
    expect(() => app.get('/api/undeclared', async () => 'x')).toThrow(/declares no access/);
    await app.close();
  });
});

describe('database constraint races', () => {
  it('answers 409, not 500, when a unique or foreign key constraint refuses a write', async () => {
    const { buildApp } = await import('../app.ts');
    const app = await buildApp({ ...h.deps, webDir: undefined });
    const now = h.clock.now().toISOString();
    app.post('/api/test/duplicate', { config: { access: { public: true } } }, async () => {
      await h.deps.db
        .insertInto('roles')
        .values({ name: 'Administrator', created_at: now, updated_at: now })
        .execute();
      return 'unreachable';
    });
    app.post('/api/test/orphan', { config: { access: { public: true } } }, async () => {
      await h.deps.db
        .insertInto('departments')
        .values({ company_id: 999_999, name: 'Nowhere', created_at: now })
        .execute();
      return 'unreachable';
    });
    const duplicate = await app.inject({ method: 'POST', url: '/api/test/duplicate' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({ error: 'This record already exists.' });
    const orphan = await app.inject({ method: 'POST', url: '/api/test/orphan' });
    expect(orphan.statusCode).toBe(409);
    expect(orphan.json()).toEqual({
      error: 'This change was refused because the record is linked to other records.',
    });
    await app.close();
  });
});

describe('malformed input never causes a 500 and writes nothing', () => {
  it('answers unknown API paths with 404 JSON', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/does/not/exist' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Not found.' });
  });

  it('survives every malformed request on every route', { timeout: 300_000 }, async () => {
    // The snapshot covers every table the app has (not only the foundation's).
    expect(Object.keys(JSON.parse(await snapshot())).length).toBeGreaterThan(30);
    let token = await h.login('admin', ADMIN_PASSWORD);
    const forged = await new SignJWT({ ver: 1, epoch: 1 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('x'.repeat(48)));
    const badAuth = [
      '',
      'Bearer',
      'Bearer garbage',
      'Bearer a.b.c',
      `Bearer ${forged}`,
      'Basic YWRtaW46YWRtaW4=',
    ];
    const failures: string[] = [];

    // The data as it stands: a refused request must leave it so. Refreshed only after an accepted
    // request (which may write), so each refused request costs one snapshot, not two.
    let current = await snapshot();
    const send = async (method: string, url: string, headers: Record<string, string>, payload?: string) => {
      const res = await h.app.inject({
        method: method as 'GET',
        url,
        headers: { ...headers, ...(payload !== undefined ? { 'content-type': 'application/json' } : {}) },
        ...(payload !== undefined ? { payload } : {}),
      });
      const label = `${method} ${url.slice(0, 80)} ${payload?.slice(0, 40) ?? ''} -> ${res.statusCode}`;
      if (res.statusCode >= 500) failures.push(`${label} ${res.body.slice(0, 200)}`);
      if (res.statusCode >= 400) {
        if (
          !res.headers['content-type']?.toString().includes('application/json') ||
          typeof res.json().error !== 'string'
        ) {
          failures.push(`${label}: no JSON error body`);
        }
        const after = await snapshot();
        if (after !== current) {
          failures.push(`${label}: wrote data`);
          current = after;
        }
        if (res.body.includes('at ') && /\.ts:\d+/.test(res.body)) failures.push(`${label}: leaked a stack`);
      } else if (method !== 'GET') {
        // An accepted write (e.g. a revoke) may end the admin session: sign in again.
        token = await h.login('admin', ADMIN_PASSWORD);
      }
      if (res.statusCode < 400) current = await snapshot();
      return res;
    };

    for (const route of apiRoutes()) {
      const urls = route.url.includes(':')
        ? PARAMS.map((p) => route.url.replace(/:[A-Za-z_]+/g, p))
        : [route.url];
      for (const url of urls) {
        for (const header of badAuth) {
          await send(
            route.method,
            url,
            header ? { authorization: header } : {},
            route.method === 'GET' ? undefined : '{}',
          );
        }
        for (const q of QUERIES) await send(route.method, url + q, auth(token));
        if (route.method !== 'GET') {
          for (const body of BODIES) await send(route.method, url, auth(token), body.payload);
        }
      }
    }
    // Turn off whatever an accepted malformed-but-valid request may have switched on.
    await h.deps.db
      .updateTable('system_state')
      .set({ maintenance_active: 0, maintenance_starts_at: null, maintenance_message: '' })
      .execute();
    expect(failures).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

/**
 * Schema-driven fuzzing: for every route, a request shaped like its documented input (body, query,
 * path) with either a control character in every text or every integer beyond the int32 range
 * (the PostgreSQL `integer` columns). Never a 500; nothing written on a 4xx; a NUL is never
 * accepted. New routes are covered as soon as they are registered.
 */
type JsonSchema = {
  type?: string;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  pattern?: string;
  maxLength?: number;
  nullable?: boolean;
};
type Mode = 'control' | 'bigId' | DateBound;
const OUT_OF_RANGE = 2_147_483_648;
/** Real dates just outside (and far outside) the business dates 1900-01-01..2100-12-31. */
const DATE_BOUNDS = ['0000-01-01', '1899-12-31', '2101-01-01'] as const;
type DateBound = (typeof DATE_BOUNDS)[number];
const isDateBound = (mode: Mode): mode is DateBound => (DATE_BOUNDS as readonly string[]).includes(mode);

/** A date field: documented with the date pattern, or named like one (plain query texts). */
const isDateField = (name: string, schema: JsonSchema) =>
  schema.pattern === DATE_PATTERN.source || /(^|_)dates?($|_)/.test(name) || name === 'week_start';

/**
 * A value of the schema's shape; `strings` counts the texts it holds (control mode), `dates` the
 * date fields given an out-of-bounds date (date modes).
 */
function sampleOf(
  schema: JsonSchema | undefined,
  mode: Mode,
  counter: { strings: number; dates: number },
  name = '',
): unknown {
  if (!schema) return mode === 'control' ? 'a\u0000b' : OUT_OF_RANGE;
  if (schema.enum) return schema.enum.find((v) => v !== null) ?? null;
  const branches = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (branches?.length)
    return sampleOf(
      branches.find((b) => !(b.enum?.length === 1 && b.enum[0] === null)),
      mode,
      counter,
      name,
    );
  switch (schema.type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([k, v]) => [k, sampleOf(v, mode, counter, k)]),
      );
    case 'array':
      return [sampleOf(schema.items, mode, counter, name)];
    case 'string':
      if (isDateBound(mode)) {
        if (!isDateField(name, schema)) return 'Sample'.slice(0, Math.max(1, schema.maxLength ?? 6));
        counter.dates++;
        return mode;
      }
      if (mode === 'control') {
        counter.strings++;
        return 'a\u0000b';
      }
      if (schema.pattern?.startsWith('^\\d')) return String(OUT_OF_RANGE);
      return 'Sample'.slice(0, Math.max(1, schema.maxLength ?? 6));
    case 'integer':
      return mode === 'bigId' ? OUT_OF_RANGE : 1;
    case 'number':
      return 1;
    case 'boolean':
      return true;
    default:
      if (isDateBound(mode) && isDateField(name, schema)) {
        counter.dates++;
        return mode;
      }
      if (isDateBound(mode)) return 1;
      return mode === 'control' ? 'a\u0000b' : OUT_OF_RANGE;
  }
}

interface DocOperation {
  parameters?: Array<{ in: string; name: string; schema?: JsonSchema }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

function requestFor(url: string, op: DocOperation | undefined, mode: Mode) {
  const counter = { strings: 0, dates: 0 };
  let path = url;
  const query = new URLSearchParams();
  for (const p of op?.parameters ?? []) {
    const value = sampleOf(p.schema, mode, counter, p.name);
    if (p.in === 'query') query.set(p.name, String(value));
    if (p.in === 'path') path = path.replace(`:${p.name}`, encodeURIComponent(String(value)));
  }
  path = path.replace(
    /:[A-Za-z_]+/g,
    mode === 'control' ? 'a%00b' : mode === 'bigId' ? String(OUT_OF_RANGE) : '1',
  );
  const json = op?.requestBody?.content?.['application/json']?.schema;
  const body = json ? JSON.stringify(sampleOf(json, mode, counter)) : undefined;
  const qs = query.toString();
  return { url: qs ? `${path}?${qs}` : path, body, strings: counter.strings, dates: counter.dates };
}

describe('schema-driven fuzzing: control characters, out-of-range ids and dates on every route', () => {
  it('never answers 500, writes nothing on a 4xx, never accepts a NUL nor a date out of bounds', {
    timeout: 300_000,
  }, async () => {
    const doc = (await h.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, DocOperation>>;
    };
    let token = await h.login('admin', ADMIN_PASSWORD);
    const failures: string[] = [];
    let fuzzed = 0;
    let dated = 0;
    let current = await snapshot();
    for (const route of apiRoutes()) {
      const docPath = route.url.replace(/:([A-Za-z_]+)/g, '{$1}');
      const op = doc.paths[docPath]?.[route.method.toLowerCase()];
      for (const mode of ['control', 'bigId', ...DATE_BOUNDS] as const) {
        const req = requestFor(route.url, op, mode);
        if (isDateBound(mode) && req.dates === 0) continue;
        if (isDateBound(mode)) dated++;
        const res = await h.app.inject({
          method: route.method as 'GET',
          url: req.url,
          headers: {
            ...auth(token),
            ...(req.body !== undefined ? { 'content-type': 'application/json' } : {}),
          },
          ...(req.body !== undefined ? { payload: req.body } : {}),
        });
        fuzzed++;
        const label = `${mode} ${route.method} ${req.url.slice(0, 90)} ${req.body?.slice(0, 80) ?? ''} -> ${res.statusCode}`;
        if (res.statusCode >= 500) failures.push(`${label} ${res.body.slice(0, 200)}`);
        if (mode === 'control' && req.strings > 0 && res.statusCode < 400)
          failures.push(`${label}: accepted a NUL`);
        if (isDateBound(mode) && res.statusCode < 400)
          failures.push(`${label}: accepted a date out of bounds`);
        if (res.statusCode >= 400) {
          const after = await snapshot();
          if (after !== current) {
            failures.push(`${label}: wrote data`);
            current = after;
          }
          if (typeof res.json().error !== 'string') failures.push(`${label}: no JSON error body`);
        } else if (route.method !== 'GET') {
          token = await h.login('admin', ADMIN_PASSWORD);
        }
        if (res.statusCode < 400) current = await snapshot();
      }
    }
    await h.deps.db
      .updateTable('system_state')
      .set({ maintenance_active: 0, maintenance_starts_at: null, maintenance_message: '' })
      .execute();
    expect(fuzzed).toBeGreaterThan(100);
    // Every date-taking route was tried with each bound (36 routes take a date today).
    expect(dated).toBeGreaterThanOrEqual(30 * DATE_BOUNDS.length);
    expect(failures).toEqual([]);
  });
});
