/**
 * Recovery for an installation where nobody can manage roles any more (an older database, a
 * direct edit): `npm run reset-admin -- <username>` (add `--demo` for the demo database). Uses the
 * same configuration as the server (SQLite under HRIS_DATA_DIR, or DATABASE_URL), gives the
 * account the Administrator role with every permission, makes it Active and Approved, ends its
 * sessions (token version), clears its two-factor sign-in (it enrols again) and prints a new
 * password once.
 */
import type { Kysely } from 'kysely';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/connection.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { ADMINISTRATOR_ROLE, ensureRole, seedModules } from '../db/seed.ts';
import type { DB } from '../db/types.ts';
import { clearTwoFactor } from '../modules/auth/two-factor.ts';
import { recordAudit } from '../platform/audit.ts';
import { type Clock, systemClock } from '../platform/clock.ts';
import { generatePassword, hashPassword } from '../platform/passwords.ts';
import { ensureSystemState } from '../platform/system-state.ts';

export const RESET_ADMIN_USAGE =
  'Usage: npm run reset-admin -- <username>   (add --demo for the demo database)';

export class ResetAdminError extends Error {}

/** Restores the account's administrator access and returns its new password. */
export async function resetAdministrator(db: Kysely<DB>, clock: Clock, username: string): Promise<string> {
  const password = generatePassword();
  const passwordHash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('users')
      .select(['id', 'username'])
      .where('username_key', '=', username.toLowerCase())
      .executeTakeFirst();
    if (!user) throw new ResetAdminError(`No account with the username '${username}'.`);
    const now = clock.now().toISOString();
    const roleId = await ensureRole(trx, clock, ADMINISTRATOR_ROLE);
    const modules = await trx.selectFrom('modules').select('id').execute();
    await trx
      .insertInto('role_permissions')
      .values(
        modules.map((m) => ({
          role_id: roleId,
          module_id: m.id,
          can_view: 1,
          can_create: 1,
          can_update: 1,
          can_delete: 1,
        })),
      )
      .onConflict((oc) =>
        oc
          .columns(['role_id', 'module_id'])
          .doUpdateSet({ can_view: 1, can_create: 1, can_update: 1, can_delete: 1 }),
      )
      .execute();
    await trx
      .updateTable('users')
      .set((eb) => ({
        role_id: roleId,
        status: 1,
        approval_status: 'Approved',
        password_hash: passwordHash,
        token_version: eb('token_version', '+', 1),
        updated_at: now,
      }))
      .where('id', '=', user.id)
      .execute();
    await trx.deleteFrom('user_sessions').where('user_id', '=', user.id).execute();
    await clearTwoFactor(trx, user.id);
    await recordAudit(
      trx,
      clock,
      { userId: null, username: 'reset-admin', requestId: null },
      {
        action: 'reset_admin',
        entity: 'user_account',
        entityId: user.id,
        details: { username: user.username },
      },
    );
  });
  return password;
}

async function main(argv: readonly string[]): Promise<number> {
  const demo = argv.includes('--demo');
  const names = argv.filter((a) => !a.startsWith('--'));
  if (names.length !== 1 || !names[0]) {
    console.error(RESET_ADMIN_USAGE);
    return 2;
  }
  const username = names[0];
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(process.env, { sqliteFile: demo ? 'demo.sqlite' : 'sahod.sqlite' });
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  const database = openDatabase(config.databaseUrl, { poolSize: 1 });
  try {
    await migrateToLatest(database.db);
    await ensureSystemState(database.db, systemClock);
    await seedModules(database.db);
    const password = await resetAdministrator(database.db, systemClock, username);
    console.log(
      `\n  Administrator access restored.\n  Username: ${username}\n  Password: ${password}\n  The account is Active and Approved with the ${ADMINISTRATOR_ROLE} role (every permission); its old sessions have ended and its two-factor sign-in is cleared.\n  Keep the password safe: it will not be shown again. Sign in and change it.\n`,
    );
    return 0;
  } catch (error) {
    if (error instanceof ResetAdminError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

if (process.argv[1] && /resetAdmin\.ts$|reset-admin\.mjs$/.test(process.argv[1])) {
  process.exitCode = await main(process.argv.slice(2));
}
