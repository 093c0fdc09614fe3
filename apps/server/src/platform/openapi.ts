/**
 * The OpenAPI document (`/api/docs/json`) as integrators' tools expect it, for every route,
 * current and future, without anything written per route:
 *   - every operation has a stable `operationId` from its module and action
 *     (`/api/bugreport/create` -> `bugreportCreate`); when two methods share one path, every
 *     method but GET gets its method as a suffix (`complianceEmployerPut`), and a route may still
 *     set its own in `schema.operationId` (the test refuses duplicates);
 *   - OpenAPI 3.0 `nullable` always sits beside a `type` (a nullable union carries it per branch);
 *   - every operation documents a success and a client-error response: a route without a 2xx
 *     schema sends a file (binary), and every route can answer 400 for a malformed URL.
 * `npm test` lints the document with Redocly's recommended rules (scripts/lint-openapi.mjs).
 */
import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

type Json = Record<string, unknown>;

/** `/api/employee_management/downloadFD` -> `employeeManagementDownloadFD`; path parameters are left out. */
export function operationIdFor(url: string): string {
  const words = url
    .replace(/^\/api\//, '')
    .split('/')
    .filter((segment) => segment !== '' && !segment.startsWith(':') && !segment.startsWith('{'))
    .flatMap((segment) => segment.split(/[^A-Za-z0-9]+/))
    .filter(Boolean);
  return words
    .map((w, i) =>
      i === 0 ? w.charAt(0).toLowerCase() + w.slice(1) : w.charAt(0).toUpperCase() + w.slice(1),
    )
    .join('');
}

const ERROR_BODY: Json = {
  type: 'object',
  properties: { error: { type: 'string' } },
  required: ['error'],
  additionalProperties: false,
};

const FILE_RESPONSE: Json = {
  description: 'The file itself (its type is named in the summary).',
  content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
};

/**
 * OpenAPI 3.0 needs `type` beside `nullable`. Zod emits a nullable union as
 * `{ nullable: true, anyOf: [...] }`: move `nullable` onto each typed branch instead.
 */
export function fixNullable(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) fixNullable(item);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const schema = node as Json;
  for (const value of Object.values(schema)) fixNullable(value);
  if (schema.nullable !== true || 'type' in schema) return;
  const branches = (schema.anyOf ?? schema.oneOf) as Json[] | undefined;
  if (!Array.isArray(branches)) return;
  for (const branch of branches) {
    if ('type' in branch) branch.nullable = true;
  }
  delete schema.nullable;
}

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/** The per-route transform: fastify-type-provider-zod's conversion, then the rules above. */
export function openApiTransform(input: TransformInput): ReturnType<typeof jsonSchemaTransform> {
  const result = jsonSchemaTransform(input);
  const schema = (result.schema ?? {}) as Json;
  if (schema.hide) return result;
  const out: Json = { ...schema };
  out.operationId ??= operationIdFor(input.url);
  const response = { ...((out.response as Json | undefined) ?? {}) };
  const codes = Object.keys(response);
  if (!codes.some((c) => /^2/.test(c))) response['200'] = FILE_RESPONSE;
  if (!codes.some((c) => /^4/.test(c))) response['400'] = { ...ERROR_BODY };
  out.response = response;
  for (const key of ['body', 'querystring', 'params', 'headers', 'response']) fixNullable(out[key]);
  return { ...result, schema: out };
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

/**
 * The whole-document pass (`transformObject`): operations that got the same derived id (two methods
 * on one path) keep it for GET and take their method as a suffix otherwise, so ids stay unique and
 * stable without anything written per route.
 */
export function dedupeOperationIds<T>(document: T): T {
  const paths = ((document as Json).paths ?? {}) as Record<string, Record<string, Json>>;
  const ops = Object.values(paths).flatMap((item) =>
    METHODS.filter((m) => item[m]).map((m) => ({ method: m, op: item[m] as Json })),
  );
  const count = new Map<unknown, number>();
  for (const { op } of ops) count.set(op.operationId, (count.get(op.operationId) ?? 0) + 1);
  for (const { method, op } of ops) {
    if ((count.get(op.operationId) ?? 0) > 1 && method !== 'get') {
      op.operationId = `${String(op.operationId)}${method.charAt(0).toUpperCase()}${method.slice(1)}`;
    }
  }
  return document;
}

/** The document-level parts: where the API is served, and its licence. */
export const OPENAPI_BASE: NonNullable<FastifyDynamicSwaggerOptions['openapi']> = {
  openapi: '3.0.3',
  servers: [{ url: '/', description: 'This Sahod server (paths start with /api).' }],
};
