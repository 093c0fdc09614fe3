/** Signs and verifies the HS256 session tokens (spec 3 "Token claims" plus sub, ver and epoch). */
import { webcrypto } from 'node:crypto';
import type { TokenClaims } from '@sahod/shared';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { Clock } from './clock.ts';

export interface TokenKeys {
  /** The HMAC key, imported once at start (importing it per request was a sixth of a request's CPU). */
  key: webcrypto.CryptoKey;
  ttlSeconds: number;
}

/** Imports the HS256 secret once; the key signs and verifies every token of the process. */
export async function tokenKeys(secret: Uint8Array, ttlSeconds: number): Promise<TokenKeys> {
  const key = await webcrypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ]);
  return { key, ttlSeconds };
}

export async function signToken(keys: TokenKeys, clock: Clock, claims: TokenClaims): Promise<string> {
  const { sub, ...rest } = claims;
  const issuedAt = Math.floor(clock.now().getTime() / 1000);
  return new SignJWT(rest)
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
}

/** Returns null for any token that is malformed, forged or expired. */
export async function verifyToken(
  keys: TokenKeys,
  clock: Clock,
  token: string,
): Promise<VerifiedToken | null> {
  try {
    const { payload } = await jwtVerify(token, keys.key, {
      algorithms: ['HS256'],
      currentDate: clock.now(),
    });
    const userId = Number(payload.sub);
    const { ver, epoch } = payload as { ver?: unknown; epoch?: unknown };
    if (!Number.isSafeInteger(userId) || typeof ver !== 'number' || typeof epoch !== 'number') return null;
    return { userId, ver, epoch };
  } catch (err) {
    if (err instanceof errors.JOSEError || err instanceof TypeError) return null;
    throw err;
  }
}
