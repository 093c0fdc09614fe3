/** Signs and verifies the HS256 session tokens (spec 3 "Token claims" plus sub, ver and epoch). */
import { webcrypto } from 'node:crypto';
import type { TokenClaims } from '@sahod/shared';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { Clock } from './clock.ts';

export interface TokenKeys {
  /** The HMAC key, imported once at start (importing it per request was a sixth of a request's CPU). */
  key: webcrypto.CryptoKey;
  ttlSeconds: number;
  /**
   * Tokens whose signature this key has already verified, with the claims read from them. A token's
   * signature never changes its verdict, so it is checked once; the expiry is checked against the
   * clock on every use, and everything that can revoke a session (account state, token version,
   * epoch, maintenance, permissions) is read from the database on every request by the guard.
   */
  checked: Map<string, CheckedToken>;
}

interface CheckedToken extends VerifiedToken {
  exp: number | undefined;
  nbf: number | undefined;
}

/** How many verified tokens a process remembers (the oldest is forgotten first). */
export const CHECKED_TOKENS_MAX = 10_000;

/** Imports the HS256 secret once; the key signs and verifies every token of the process. */
export async function tokenKeys(secret: Uint8Array, ttlSeconds: number): Promise<TokenKeys> {
  const key = await webcrypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ]);
  return { key, ttlSeconds, checked: new Map() };
}

/** `sid` names the sign-in's row in user_sessions (see sessions.ts); the guard requires it. */
export async function signToken(
  keys: TokenKeys,
  clock: Clock,
  claims: TokenClaims,
  sid?: string,
): Promise<string> {
  const { sub, ...rest } = claims;
  const issuedAt = Math.floor(clock.now().getTime() / 1000);
  return new SignJWT(sid === undefined ? rest : { ...rest, sid })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(sub)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + keys.ttlSeconds)
    .sign(keys.key);
}

export interface VerifiedToken {
  userId: number;
  ver: number;
  epoch: number;
  /** The sign-in session (absent in a token signed without one, which the guard refuses). */
  sid?: string | undefined;
}

/** jose's own test: expired at `exp` (inclusive), not valid before `nbf`; whole seconds. */
function inTime(token: CheckedToken, clock: Clock): boolean {
  const now = Math.floor(clock.now().getTime() / 1000);
  return (token.exp === undefined || token.exp > now) && (token.nbf === undefined || token.nbf <= now);
}

/** Returns null for any token that is malformed, forged or expired. */
export async function verifyToken(
  keys: TokenKeys,
  clock: Clock,
  token: string,
): Promise<VerifiedToken | null> {
  const known = keys.checked.get(token);
  if (known) {
    if (inTime(known, clock))
      return { userId: known.userId, ver: known.ver, epoch: known.epoch, sid: known.sid };
    keys.checked.delete(token);
    return null;
  }
  try {
    const { payload } = await jwtVerify(token, keys.key, {
      algorithms: ['HS256'],
      currentDate: clock.now(),
    });
    const userId = Number(payload.sub);
    const { ver, epoch, sid: rawSid } = payload as { ver?: unknown; epoch?: unknown; sid?: unknown };
    if (!Number.isSafeInteger(userId) || typeof ver !== 'number' || typeof epoch !== 'number') return null;
    const sid = typeof rawSid === 'string' ? rawSid : undefined;
    keys.checked.set(token, { userId, ver, epoch, sid, exp: payload.exp, nbf: payload.nbf });
    if (keys.checked.size > CHECKED_TOKENS_MAX) {
      keys.checked.delete(keys.checked.keys().next().value as string);
    }
    return { userId, ver, epoch, sid };
  } catch (err) {
    if (err instanceof errors.JOSEError || err instanceof TypeError) return null;
    throw err;
  }
}
