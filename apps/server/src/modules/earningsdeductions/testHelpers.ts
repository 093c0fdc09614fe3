/** Shared pieces of the earnings, deductions and loan tests: requests, counts, access checks. */
import type { ModuleKey } from '@sahod/shared';
import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import type { DB } from '../../db/types.ts';
import { auth, type Harness } from '../../test/harness.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export function requester(h: Harness) {
  return (method: Method, url: string, token: string | null, payload?: unknown) => {
    const options: InjectOptions = { method, url, headers: token ? auth(token) : {} };
    if (payload !== undefined) options.payload = payload as object;
    return h.app.inject(options);
  };
}

export async function countRows(h: Harness, table: keyof DB): Promise<number> {
  const row = await h.deps.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A snapshot of the given tables' row counts and content, to prove a refusal wrote nothing. */
export async function snapshot(h: Harness, tables: ReadonlyArray<keyof DB>): Promise<string> {
  const parts: unknown[] = [];
  for (const t of tables)
    parts.push(
      await h.deps.db
        .selectFrom(t)
        .selectAll()
        .orderBy('id' as never)
        .execute(),
    );
  return JSON.stringify(parts);
}

/**
 * 403 for a user holding every flag of the module except `flag`, 401 without a token and with a
 * revoked one; none of them changes the given tables.
 */
export async function expectGuarded(
  h: Harness,
  module: ModuleKey,
  flag: 'view' | 'create' | 'update' | 'delete',
  method: Method,
  url: string,
  payload: unknown,
  tables: ReadonlyArray<keyof DB>,
): Promise<void> {
  const send = requester(h);
  const before = await snapshot(h, tables);
  const flags = { view: true, create: true, update: true, delete: true, [flag]: false };
  const user = await h.createUser({ grants: [{ key: module, ...flags }] });
  const token = await h.login(user.username);
  const forbidden = await send(method, url, token, payload);
  expect(forbidden.statusCode, `${method} ${url} without ${flag}`).toBe(403);
  expect((await send(method, url, null, payload)).statusCode).toBe(401);
  await h.deps.db.updateTable('users').set({ token_version: 2 }).where('id', '=', user.id).execute();
  expect((await send(method, url, token, payload)).statusCode).toBe(401);
  expect(await snapshot(h, tables)).toBe(before);
}
