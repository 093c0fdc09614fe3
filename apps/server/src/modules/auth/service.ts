/** Sign-in rules: credentials, account state, maintenance, failure throttling, token claims. */
import { createHash } from 'node:crypto';
import { MSG, type PermissionMap, type TokenClaims } from '@sahod/shared';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../platform/errors.ts';
import { verifyPassword } from '../../platform/passwords.ts';
import { permissionsForRole } from '../../platform/permissions.ts';
import { createSession, type SessionClient } from '../../platform/sessions.ts';
import { readSystemState } from '../../platform/system-state.ts';
import { signToken } from '../../platform/tokens.ts';
import {
  type Account,
  clearFailures,
  countRecentFailures,
  findAccountByUsername,
  recordFailure,
} from './repository.ts';
import { issueChallenge, twoFactorEnabled } from './two-factor.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'keys'>;

/** A hash to compare against when the username does not exist, so timing does not reveal it. */
const DUMMY_HASH = `scrypt$16384$8$1$${Buffer.alloc(16).toString('base64')}$${Buffer.alloc(64).toString('base64')}`;

export function buildClaims(account: Account, permissions: PermissionMap, epoch: number): TokenClaims {
  const employee =
    account.employee_id === null
      ? []
      : [
          {
            employee_id: account.employee_id,
            name: [account.first_name, account.last_name].filter(Boolean).join(' '),
            employee_code: account.employee_code ?? '',
            approver_status: account.is_approver === 1,
          },
        ];
  return {
    sub: String(account.id),
    ver: account.token_version,
    epoch,
    username: account.username,
    name: account.name,
    role: account.role_name,
    permissions: permissions as TokenClaims['permissions'],
    employee,
  };
}

export async function claimsFor(deps: Deps, account: Account): Promise<TokenClaims> {
  const [permissions, state] = await Promise.all([
    permissionsForRole(deps.db, account.role_id),
    readSystemState(deps.db, deps.clock),
  ]);
  return buildClaims(account, permissions, state.token_epoch);
}

/**
 * The throttling key of a tried username: a hash of its normalised form, so the failure table
 * never holds what was typed (sometimes a password in the wrong field).
 */
export function accountKeyOf(username: string): string {
  return createHash('sha256').update(username.trim().toLowerCase()).digest('hex');
}

/**
 * Signs in. Failed attempts are counted per (client address, username) and per address: a username
 * that reached HRIS_LOGIN_MAX_FAILURES from an address answers 429 from there (even with the right
 * password) until the window passes, while co-workers behind the same address still sign in; an
 * address that reached HRIS_LOGIN_MAX_FAILURES_PER_ADDRESS across usernames (password spraying)
 * answers 429 for every username. A success clears only its own username's failures, so signing in
 * to one's own account does not reset the count of an account being guessed.
 */
export async function login(
  deps: Deps,
  input: { username: string; password: string },
  clientKey: string,
  userAgent?: string,
): Promise<{ token: string; user: TokenClaims } | { two_factor_required: true; challenge: string }> {
  const nowMs = deps.clock.now().getTime();
  const windowMs = deps.config.loginWindowSeconds * 1000;
  const accountKey = accountKeyOf(input.username);
  const failures = await countRecentFailures(deps.db, clientKey, accountKey, nowMs - windowMs);
  if (
    failures.account >= deps.config.loginMaxFailures ||
    failures.address >= deps.config.loginMaxFailuresPerAddress
  ) {
    throw new AppError('TOO_MANY_REQUESTS', MSG.tooManyAttempts);
  }

  const account = await findAccountByUsername(deps.db, input.username);
  const passwordOk = await verifyPassword(input.password, account?.password_hash ?? DUMMY_HASH);
  if (!account || !passwordOk) {
    await recordFailure(deps.db, clientKey, accountKey, nowMs, nowMs - 24 * 3600 * 1000);
    throw new AppError('UNAUTHENTICATED', MSG.invalidCredentials);
  }
  if (account.status !== 1) throw new AppError('FORBIDDEN', MSG.accountInactive);
  if (account.approval_status === 'Rejected') throw new AppError('FORBIDDEN', MSG.accountRejected);
  if (account.approval_status !== 'Approved') throw new AppError('FORBIDDEN', MSG.accountForApproval);

  if (await twoFactorEnabled(deps, account.id)) {
    // The password was right: the password failures are forgotten, the code step counts its own.
    await clearFailures(deps.db, clientKey, accountKey);
    return { two_factor_required: true, challenge: await issueChallenge(deps, account.id) };
  }
  const session = await issueSession(deps, account, { userAgent, address: clientKey });
  await clearFailures(deps.db, clientKey, accountKey);
  return session;
}

/** The session of a signed-in account: refused during maintenance unless the role sees Admin. */
export async function issueSession(
  deps: Deps,
  account: Account,
  client: SessionClient = {},
): Promise<{ token: string; user: TokenClaims }> {
  const [permissions, state] = await Promise.all([
    permissionsForRole(deps.db, account.role_id),
    readSystemState(deps.db, deps.clock),
  ]);
  if (state.maintenance_active === 1 && !permissions.admin?.view) {
    throw new AppError('MAINTENANCE', state.maintenance_message || MSG.maintenanceDefault);
  }
  const claims = buildClaims(account, permissions, state.token_epoch);
  const sid = await createSession(deps.db, deps.clock, account.id, client, deps.keys.ttlSeconds);
  return { token: await signToken(deps.keys, deps.clock, claims, sid), user: claims };
}
