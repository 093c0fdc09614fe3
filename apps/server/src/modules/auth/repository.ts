/** Queries for sign-in: the account with its role and linked employee, and the failure counter. */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';

export function findAccountByUsername(db: Kysely<DB>, username: string) {
  return accountQuery(db).where('u.username_key', '=', username.trim().toLowerCase()).executeTakeFirst();
}

export function findAccountById(db: Kysely<DB>, id: number) {
  return accountQuery(db).where('u.id', '=', id).executeTakeFirst();
}

function accountQuery(db: Kysely<DB>) {
  return db
    .selectFrom('users as u')
    .innerJoin('roles as r', 'r.id', 'u.role_id')
    .leftJoin('employees as e', 'e.id', 'u.employee_id')
    .select([
      'u.id',
      'u.username',
      'u.name',
      'u.password_hash',
      'u.role_id',
      'u.status',
      'u.approval_status',
      'u.token_version',
      'r.name as role_name',
      'e.id as employee_id',
      'e.first_name',
      'e.last_name',
      'e.employee_code',
      'e.is_approver',
    ]);
}

export type Account = NonNullable<Awaited<ReturnType<typeof findAccountById>>>;

/**
 * Recent failed sign-ins from one client address: all of them (`address`), and those for one
 * account key (`account`), in one query.
 */
export async function countRecentFailures(
  db: Kysely<DB>,
  clientKey: string,
  accountKey: string,
  sinceMs: number,
): Promise<{ address: number; account: number }> {
  const row = await db
    .selectFrom('login_failures')
    .select((eb) => [
      eb.fn.countAll<number>().as('address'),
      eb.fn
        .sum<number | string | null>(eb.case().when('account_key', '=', accountKey).then(1).else(0).end())
        .as('account'),
    ])
    .where('client_key', '=', clientKey)
    .where('at_ms', '>', sinceMs)
    .executeTakeFirstOrThrow();
  return { address: Number(row.address), account: Number(row.account ?? 0) };
}

export async function recordFailure(
  db: Kysely<DB>,
  clientKey: string,
  accountKey: string,
  atMs: number,
  pruneBeforeMs: number,
) {
  await db
    .insertInto('login_failures')
    .values({ client_key: clientKey, account_key: accountKey, at_ms: atMs })
    .execute();
  await db.deleteFrom('login_failures').where('at_ms', '<', pruneBeforeMs).execute();
}

/** After a successful sign-in: forgets that account's failures from that address, and only those. */
export async function clearFailures(db: Kysely<DB>, clientKey: string, accountKey: string) {
  await db
    .deleteFrom('login_failures')
    .where('client_key', '=', clientKey)
    .where('account_key', '=', accountKey)
    .execute();
}
