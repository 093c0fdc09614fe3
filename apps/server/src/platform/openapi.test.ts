/**
 * The API document integrators feed to client generators: every operation has a unique operationId
 * from its module and action, a success and a client-error response, and no `nullable` without a
 * `type` beside it. (`npm test` also lints it with Redocly: scripts/lint-openapi.mjs.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../test/harness.ts';
import { dedupeOperationIds, fixNullable, operationIdFor } from './openapi.ts';

let h: Harness;
let doc: {
  servers?: Array<{ url: string }>;
  paths: Record<string, Record<string, { operationId?: string; responses: Record<string, unknown> }>>;
};
beforeAll(async () => {
  h = await createHarness();
  doc = (await h.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
});
afterAll(async () => h.close());

function operations() {
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ label: `${method.toUpperCase()} ${path}`, path, op })),
  );
}

describe('operationId', () => {
  it('derives a stable camel-case name from module and action', () => {
    expect(operationIdFor('/api/bugreport/create')).toBe('bugreportCreate');
    expect(operationIdFor('/api/employee_management/downloadFD')).toBe('employeeManagementDownloadFD');
    expect(operationIdFor('/api/pageSetup/background/:id')).toBe('pageSetupBackground');
    expect(operationIdFor('/api/ping')).toBe('ping');
  });

  it('every operation has one, and no two share it', () => {
    const ops = operations();
    expect(ops.length).toBeGreaterThan(60);
    expect(ops.filter((o) => !o.op.operationId).map((o) => o.label)).toEqual([]);
    const seen = new Map<string, string>();
    const duplicates: string[] = [];
    for (const o of ops) {
      const id = o.op.operationId!;
      if (seen.has(id)) duplicates.push(`${id}: ${seen.get(id)} and ${o.label}`);
      seen.set(id, o.label);
    }
    expect(duplicates).toEqual([]);
    expect(doc.paths['/api/bugreport/create']?.post?.operationId).toBe('bugreportCreate');
  });

  it('two methods on one path without their own names: GET keeps the derived one, the other takes its method', () => {
    const document = {
      paths: {
        '/api/area/thing': { get: { operationId: 'areaThing' }, put: { operationId: 'areaThing' } },
        '/api/area/other': { post: { operationId: 'areaOther' } },
      },
    };
    dedupeOperationIds(document);
    expect(document.paths['/api/area/thing'].get.operationId).toBe('areaThing');
    expect(document.paths['/api/area/thing'].put.operationId).toBe('areaThingPut');
    expect(document.paths['/api/area/other'].post.operationId).toBe('areaOther');
  });

  it('is given to a route registered later, unless the route names its own', async () => {
    const { buildApp } = await import('../app.ts');
    const app = await buildApp({ ...h.deps, webDir: undefined });
    app.get('/api/newarea/fetchThings', { config: { access: { public: true } } }, async () => ({}));
    app.post(
      '/api/newarea/fetchThings',
      { config: { access: { public: true } }, schema: { operationId: 'newareaSaveThings' } },
      async () => ({}),
    );
    await app.ready();
    const later = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(later.paths['/api/newarea/fetchThings'].get.operationId).toBe('newareaFetchThings');
    expect(later.paths['/api/newarea/fetchThings'].post.operationId).toBe('newareaSaveThings');
    await app.close();
  });
});

describe('document', () => {
  it('names a server', () => {
    expect(doc.servers?.length).toBeGreaterThan(0);
  });

  it('documents a success and a client error on every operation', () => {
    const missing = operations().filter((o) => {
      const codes = Object.keys(o.op.responses);
      return !codes.some((c) => c.startsWith('2')) || !codes.some((c) => c.startsWith('4'));
    });
    expect(missing.map((o) => o.label)).toEqual([]);
  });

  it('never has nullable without a type beside it', () => {
    const bad: string[] = [];
    const walk = (node: unknown, at: string) => {
      if (!node || typeof node !== 'object') return;
      const o = node as Record<string, unknown>;
      if (o.nullable === true && !('type' in o)) bad.push(at);
      for (const [k, v] of Object.entries(o)) walk(v, `${at}/${k}`);
    };
    walk(doc, '#');
    expect(bad).toEqual([]);
  });

  it('moves a nullable union’s nullability onto its typed branches', () => {
    const schema = { nullable: true, anyOf: [{ type: 'integer' }, { type: 'string' }] };
    fixNullable(schema);
    expect(schema).toEqual({
      anyOf: [
        { type: 'integer', nullable: true },
        { type: 'string', nullable: true },
      ],
    });
  });
});
