/**
 * The single-row system state shared by every server process: the token epoch (revoke all),
 * maintenance mode and its timer, and the generated JWT secret. Reads are one indexed row.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB, SystemStateTable } from '../db/types.ts';
import type { Clock } from './clock.ts';
import { preparedQuery } from './prepared-query.ts';

export type SystemState = SystemStateTable;

export async function ensureSystemState(db: Kysely<DB>, clock: Clock): Promise<void> {
  await db
    .insertInto('system_state')
    .values({
      id: 1,
      token_epoch: 1,
      maintenance_active: 0,
      maintenance_message: '',
      maintenance_starts_at: null,
      jwt_secret: null,
      updated_at: clock.now().toISOString(),
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

/**
 * Read on every sign-in and session check: compiled once (prepared-query.ts). The columns are
 * named, not `*`: a PostgreSQL prepared statement must keep its result columns when a newer
 * process adds one to the table.
 */
const stateRow = preparedQuery(['number'], (db: Kysely<DB>, id: number) =>
  db
    .selectFrom('system_state')
    .select([
      'id',
      'token_epoch',
      'maintenance_active',
      'maintenance_message',
      'maintenance_starts_at',
      'jwt_secret',
      'updated_at',
    ])
    .where('id', '=', id),
);

/**
 * Reads the state; when a maintenance timer has run out it turns maintenance on and revokes every
 * token, in one conditional update so exactly one process does it.
 */
export async function readSystemState(db: Kysely<DB>, clock: Clock): Promise<SystemState> {
  const [state] = await stateRow(db, 1);
  if (!state) throw new Error('system state row is missing');
  const nowMs = clock.now().getTime();
  if (state.maintenance_starts_at !== null && state.maintenance_starts_at <= nowMs) {
    await db
      .updateTable('system_state')
      .set((eb) => ({
        maintenance_active: 1,
        maintenance_starts_at: null,
        token_epoch: eb('token_epoch', '+', 1),
        updated_at: clock.now().toISOString(),
      }))
      .where('id', '=', 1)
      .where('maintenance_starts_at', 'is not', null)
      .where('maintenance_starts_at', '<=', nowMs)
      .execute();
    return db.selectFrom('system_state').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
  }
  return state;
}

/** The HS256 secret: from configuration, else generated once and stored so every process shares it. */
export async function resolveJwtSecret(db: Kysely<DB>, configured: string | undefined): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  await db
    .updateTable('system_state')
    .set({ jwt_secret: randomBytes(48).toString('base64url') })
    .where('id', '=', 1)
    .where('jwt_secret', 'is', null)
    .execute();
  const row = await db
    .selectFrom('system_state')
    .select('jwt_secret')
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
  if (!row.jwt_secret) throw new Error('JWT secret could not be stored');
  return new TextEncoder().encode(row.jwt_secret);
}
