/** Uploaded files live in the database (ARCHITECTURE "Data rules"): one backup is a whole backup. */
import { createHash } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/types.ts';
import type { Clock } from './clock.ts';

export interface StoredFile {
  id: number;
  filename: string;
  mime: string;
  size: number;
  sha256: string;
  data: Buffer;
}

export async function storeFile(
  db: Kysely<DB> | Transaction<DB>,
  clock: Clock,
  file: { purpose: string; filename: string; mime: string; data: Buffer; createdBy: number | null },
): Promise<number> {
  const row = await db
    .insertInto('files')
    .values({
      purpose: file.purpose,
      filename: file.filename.slice(0, 255),
      mime: file.mime,
      size: file.data.length,
      sha256: createHash('sha256').update(file.data).digest('hex'),
      data: file.data,
      created_at: clock.now().toISOString(),
      created_by: file.createdBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function readFile(db: Kysely<DB>, id: number): Promise<StoredFile | undefined> {
  const row = await db
    .selectFrom('files')
    .select(['id', 'filename', 'mime', 'size', 'sha256', 'data'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  return { ...row, data: Buffer.from(row.data) };
}
