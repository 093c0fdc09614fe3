/**
 * Two-factor sign-in (issue 25 §2): TOTP enrolment (otplib, RFC 6238, 30-second steps, 6 digits),
 * ten one-time recovery codes stored as SHA-256 hashes, the short-lived second-step challenge, and
 * the code step with its own attempt limit per account and address.
 *
 * The TOTP secret is stored AES-256-GCM encrypted with a key derived (HMAC-SHA-256 over a fixed
 * label) from the session-token secret, so a copy of the database alone does not give it away;
 * changing the token secret makes enrolled secrets unreadable (reset-admin / the administrator's
 * reset then re-enrols).
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes, webcrypto } from 'node:crypto';
import { MSG, RECOVERY_CODE_COUNT, type TokenClaims, TWO_FACTOR_MSG } from '@sahod/shared';
import { generate, generateSecret, generateURI, verify } from 'otplib';
import type { AppDeps } from '../../deps.ts';
import { type Actor, recordAudit } from '../../platform/audit.ts';
import { AppError, conflict, invalid, notFound } from '../../platform/errors.ts';
import type { TokenKeys } from '../../platform/tokens.ts';
import {
  type Account,
  clearFailures,
  countRecentFailures,
  findAccountById,
  recordFailure,
} from './repository.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'keys'>;

/** How long the password step's 'second step' token is good for. */
export const CHALLENGE_TTL_MS = 5 * 60 * 1000;
const ISSUER = 'Sahod';

const cipherKeys = new WeakMap<TokenKeys, Promise<Buffer>>();

function cipherKey(keys: TokenKeys): Promise<Buffer> {
  let key = cipherKeys.get(keys);
  if (!key) {
    key = webcrypto.subtle
      .sign('HMAC', keys.key, new TextEncoder().encode('sahod two-factor secret encryption v1'))
      .then((bytes) => Buffer.from(bytes));
    cipherKeys.set(keys, key);
  }
  return key;
}

export async function encryptSecret(keys: TokenKeys, secret: string): Promise<string> {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', await cipherKey(keys), iv);
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return `v1:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
}

async function decryptSecret(keys: TokenKeys, stored: string): Promise<string | null> {
  if (!stored.startsWith('v1:')) return null;
  const raw = Buffer.from(stored.slice(3), 'base64');
  try {
    const decipher = createDecipheriv('aes-256-gcm', await cipherKey(keys), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null; // the token secret changed since enrolment
  }
}

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
/** Recovery codes compare without case, spaces or dashes (they are shown as XXXXX-XXXXX). */
const normaliseRecovery = (code: string) => code.toUpperCase().replace(/[\s-]/g, '');
/** The failure-counter key of an account's second step (never clashes with a username hash). */
const secondStepKey = (userId: number) => sha256(`two-factor:${userId}`);

export async function twoFactorEnabled(deps: Pick<Deps, 'db'>, userId: number): Promise<boolean> {
  const row = await deps.db
    .selectFrom('user_two_factor')
    .select('confirmed_at')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return !!row?.confirmed_at;
}

/** Starts (or restarts) enrolment: a new secret, kept unconfirmed until a code confirms it. */
export async function beginEnrolment(deps: Deps, account: Account): Promise<{ secret: string; uri: string }> {
  if (await twoFactorEnabled(deps, account.id)) throw conflict(TWO_FACTOR_MSG.alreadyOn);
  const secret = generateSecret();
  const secretEnc = await encryptSecret(deps.keys, secret);
  await deps.db.transaction().execute(async (tx) => {
    await tx.deleteFrom('user_two_factor').where('user_id', '=', account.id).execute();
    await tx
      .insertInto('user_two_factor')
      .values({
        user_id: account.id,
        secret_enc: secretEnc,
        confirmed_at: null,
        last_time_step: null,
        created_at: deps.clock.now().toISOString(),
      })
      .execute();
  });
  return { secret, uri: generateURI({ issuer: ISSUER, label: account.username, secret }) };
}

/** A fresh recovery code: ten characters of Crockford-like base32, shown as XXXXX-XXXXX. */
function recoveryCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(10);
  const chars = Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/**
 * Checks a TOTP code against the secret, refusing a time-step already used (or older), and
 * records the step in the same conditional update so two requests cannot both spend it.
 */
async function spendTotp(deps: Deps, userId: number, secret: string, lastStep: number | null, code: string) {
  if (!/^\d{6}$/.test(code)) return false;
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(deps.clock.now().getTime() / 1000),
    epochTolerance: 30,
    ...(lastStep === null ? {} : { afterTimeStep: lastStep }),
  });
  if (!result.valid || !('timeStep' in result)) return false;
  let update = deps.db
    .updateTable('user_two_factor')
    .set({ last_time_step: result.timeStep })
    .where('user_id', '=', userId);
  update =
    lastStep === null
      ? update.where('last_time_step', 'is', null)
      : update.where('last_time_step', '=', lastStep);
  const done = await update.executeTakeFirst();
  return Number(done.numUpdatedRows) === 1;
}

/** Confirms enrolment with one code; answers the ten recovery codes (shown once, stored hashed). */
export async function confirmEnrolment(deps: Deps, userId: number, code: string): Promise<string[]> {
  const row = await deps.db
    .selectFrom('user_two_factor')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw conflict(TWO_FACTOR_MSG.notBegun);
  if (row.confirmed_at) throw conflict(TWO_FACTOR_MSG.alreadyOn);
  const secret = await decryptSecret(deps.keys, row.secret_enc);
  if (!secret || !(await spendTotp(deps, userId, secret, row.last_time_step, code.trim()))) {
    throw invalid(TWO_FACTOR_MSG.wrongCode);
  }
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, recoveryCode);
  await deps.db.transaction().execute(async (tx) => {
    await tx
      .updateTable('user_two_factor')
      .set({ confirmed_at: deps.clock.now().toISOString() })
      .where('user_id', '=', userId)
      .execute();
    await tx.deleteFrom('two_factor_recovery_codes').where('user_id', '=', userId).execute();
    await tx
      .insertInto('two_factor_recovery_codes')
      .values(codes.map((c) => ({ user_id: userId, code_hash: sha256(normaliseRecovery(c)), used_at: null })))
      .execute();
  });
  return codes;
}

/** The password step's answer for an enrolled account: a short-lived second-step token. */
export async function issueChallenge(deps: Deps, userId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const nowMs = deps.clock.now().getTime();
  await deps.db.deleteFrom('two_factor_challenges').where('expires_ms', '<', nowMs).execute();
  await deps.db
    .insertInto('two_factor_challenges')
    .values({ token_hash: sha256(token), user_id: userId, expires_ms: nowMs + CHALLENGE_TTL_MS })
    .execute();
  return token;
}

/**
 * The code step: a TOTP code (each time-step once) or an unused recovery code. Failures count per
 * (address, account) in the sign-in failure table under the account's own second-step key, with
 * the same limits and window as the password; the address-wide limit counts both steps.
 */
export async function completeSignIn(
  deps: Deps,
  input: { challenge: string; code: string },
  clientKey: string,
  issueSession: (account: Account) => Promise<{ token: string; user: TokenClaims }>,
): Promise<{ token: string; user: TokenClaims }> {
  const nowMs = deps.clock.now().getTime();
  const challenge = await deps.db
    .selectFrom('two_factor_challenges')
    .selectAll()
    .where('token_hash', '=', sha256(input.challenge))
    .executeTakeFirst();
  if (!challenge || challenge.expires_ms <= nowMs) {
    throw new AppError('UNAUTHENTICATED', TWO_FACTOR_MSG.challengeExpired);
  }
  const userId = challenge.user_id;
  const accountKey = secondStepKey(userId);
  const windowMs = deps.config.loginWindowSeconds * 1000;
  const failures = await countRecentFailures(deps.db, clientKey, accountKey, nowMs - windowMs);
  if (
    failures.account >= deps.config.loginMaxFailures ||
    failures.address >= deps.config.loginMaxFailuresPerAddress
  ) {
    throw new AppError('TOO_MANY_REQUESTS', MSG.tooManyAttempts);
  }
  const row = await deps.db
    .selectFrom('user_two_factor')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const account = await findAccountById(deps.db, userId);
  if (!account || !row?.confirmed_at) throw new AppError('UNAUTHENTICATED', TWO_FACTOR_MSG.challengeExpired);
  if (account.status !== 1 || account.approval_status !== 'Approved') {
    throw new AppError('FORBIDDEN', MSG.accountInactive);
  }

  const code = input.code.trim();
  let ok = false;
  if (/^\d{6}$/.test(code)) {
    const secret = await decryptSecret(deps.keys, row.secret_enc);
    ok = !!secret && (await spendTotp(deps, userId, secret, row.last_time_step, code));
  } else {
    const spent = await deps.db
      .updateTable('two_factor_recovery_codes')
      .set({ used_at: deps.clock.now().toISOString() })
      .where('user_id', '=', userId)
      .where('code_hash', '=', sha256(normaliseRecovery(code)))
      .where('used_at', 'is', null)
      .executeTakeFirst();
    ok = Number(spent.numUpdatedRows) === 1;
  }
  if (!ok) {
    await recordFailure(deps.db, clientKey, accountKey, nowMs, nowMs - 24 * 3600 * 1000);
    throw new AppError('UNAUTHENTICATED', TWO_FACTOR_MSG.wrongCode);
  }
  const session = await issueSession(account);
  await clearFailures(deps.db, clientKey, accountKey);
  await deps.db.deleteFrom('two_factor_challenges').where('token_hash', '=', challenge.token_hash).execute();
  return session;
}

/** Removes a user's two-factor (enrolment, recovery codes, pending challenges). */
export async function clearTwoFactor(db: Deps['db'], userId: number): Promise<boolean> {
  const removed = await db.deleteFrom('user_two_factor').where('user_id', '=', userId).executeTakeFirst();
  await db.deleteFrom('two_factor_recovery_codes').where('user_id', '=', userId).execute();
  await db.deleteFrom('two_factor_challenges').where('user_id', '=', userId).execute();
  return Number(removed.numDeletedRows) > 0;
}

/** An administrator resets another user's two-factor (audited); never their own through this. */
export async function resetTwoFactor(deps: Deps, actor: Actor, userId: number): Promise<void> {
  if (actor.userId === userId) throw conflict(TWO_FACTOR_MSG.notOwnReset);
  const target = await findAccountById(deps.db, userId);
  if (!target) throw notFound('Account not found.');
  await deps.db.transaction().execute(async (tx) => {
    const removed = await clearTwoFactor(tx, userId);
    if (!removed) throw conflict(TWO_FACTOR_MSG.notEnrolled);
    await recordAudit(tx, deps.clock, actor, {
      action: 'RESET',
      entity: 'two_factor',
      entityId: userId,
      details: { username: target.username },
    });
  });
}

/** For tests and the e2e: the current code of a secret. */
export const totpNow = (secret: string, epochSeconds: number) => generate({ secret, epoch: epochSeconds });
