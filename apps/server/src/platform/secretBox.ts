/**
 * Secrets stored at rest (the SMTP password, issue 25 §4): AES-256-GCM with a key derived by HKDF
 * from the server's JWT secret (configured, or generated once in system_state), so a copy of the
 * database alone does not give the password away. Sealed text: 'v1.' + base64url(iv|tag|cipher).
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db/types.ts';
import { resolveJwtSecret } from './system-state.ts';

export async function secretKey(db: Kysely<DB>, configured: string | undefined): Promise<Buffer> {
  const secret = await resolveJwtSecret(db, configured);
  return Buffer.from(hkdfSync('sha256', secret, 'sahod', 'stored-secrets-v1', 32));
}

export function seal(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `v1.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
}

/** The plain text, or null when it was sealed with another key (the JWT secret changed). */
export function open(key: Buffer, sealed: string): string | null {
  if (!sealed.startsWith('v1.')) return null;
  const raw = Buffer.from(sealed.slice(3), 'base64url');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
