/**
 * Session tokens: the HMAC key is imported once; a token's signature is checked once per process,
 * but its expiry on every use, and a forged or altered token is never accepted.
 */
import type { TokenClaims } from '@sahod/shared';
import { describe, expect, it } from 'vitest';
import { TestClock } from '../test/clock.ts';
import { CHECKED_TOKENS_MAX, signToken, tokenKeys, verifyToken } from './tokens.ts';

const secret = new TextEncoder().encode('a-test-secret-of-at-least-thirty-two-characters');
const claims = (sub: string): TokenClaims => ({
  sub,
  ver: 3,
  epoch: 7,
  username: 'u',
  name: 'U',
  role: 'R',
  permissions: {},
  employee: [],
});

describe('session tokens', () => {
  it('signs and verifies with the key imported once', async () => {
    const clock = new TestClock();
    const keys = await tokenKeys(secret, 3600);
    const token = await signToken(keys, clock, claims('42'));
    expect(await verifyToken(keys, clock, token)).toEqual({ userId: 42, ver: 3, epoch: 7 });
    expect(await verifyToken(keys, clock, token)).toEqual({ userId: 42, ver: 3, epoch: 7 });
  });

  it('a token already verified still expires on time', async () => {
    const clock = new TestClock();
    const keys = await tokenKeys(secret, 3600);
    const token = await signToken(keys, clock, claims('1'));
    expect(await verifyToken(keys, clock, token)).not.toBeNull();
    clock.advance(3599_000);
    expect(await verifyToken(keys, clock, token)).not.toBeNull();
    clock.advance(1000);
    expect(await verifyToken(keys, clock, token)).toBeNull();
    expect(await verifyToken(keys, clock, token)).toBeNull();
  });

  it('refuses forged, altered and foreign tokens, and does not remember them', async () => {
    const clock = new TestClock();
    const keys = await tokenKeys(secret, 3600);
    const other = await tokenKeys(
      new TextEncoder().encode('another-secret-of-at-least-thirty-two-chars'),
      3600,
    );
    const token = await signToken(keys, clock, claims('5'));
    const [header, payload, signature] = token.split('.');
    const altered = `${header}.${Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()), sub: '1' }),
    ).toString('base64url')}.${signature}`;
    expect(await verifyToken(keys, clock, altered)).toBeNull();
    expect(await verifyToken(other, clock, token)).toBeNull();
    expect(await verifyToken(keys, clock, 'not.a.token')).toBeNull();
    expect(keys.checked.size).toBe(0);
    expect(other.checked.size).toBe(0);
  });

  it('remembers a bounded number of tokens', async () => {
    const clock = new TestClock();
    const keys = await tokenKeys(secret, 3600);
    const first = await signToken(keys, clock, claims('1'));
    await verifyToken(keys, clock, first);
    for (let i = keys.checked.size; i < CHECKED_TOKENS_MAX; i++) {
      keys.checked.set(`filler-${i}`, { userId: i, ver: 1, epoch: 1, exp: undefined, nbf: undefined });
    }
    const second = await signToken(keys, clock, claims('2'));
    await verifyToken(keys, clock, second);
    expect(keys.checked.size).toBe(CHECKED_TOKENS_MAX);
    expect(keys.checked.has(second)).toBe(true);
    expect(keys.checked.has(first)).toBe(false);
    // The forgotten token is verified again from scratch, still valid.
    expect(await verifyToken(keys, clock, first)).toEqual({ userId: 1, ver: 3, epoch: 7 });
  });
});
