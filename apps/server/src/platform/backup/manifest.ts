/**
 * The manifest inside every backup archive (issue 25 §1): when and by which version it was made,
 * the database's migrations, the row count of every table and the SHA-256 of every part.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** Raised for every refusal the user can act on (damaged, newer, wrong database, not empty). */
export class BackupError extends Error {}

/** The archive layout version; a later layout is refused like a later migration. */
export const MANIFEST_FORMAT = 1;
export const MANIFEST_NAME = 'manifest.json';
export const SQLITE_PART = 'database.sqlite';
export const POSTGRES_PART = 'database.pgdump';

export const manifestSchema = z.object({
  format: z.number().int(),
  product: z.literal('Sahod'),
  version: z.string(),
  createdAt: z.string(),
  dialect: z.enum(['sqlite', 'postgres']),
  /** PostgreSQL: the schema that was dumped (its objects keep that name on restore). */
  schema: z.string().nullable(),
  /** PostgreSQL: extensions the schema relies on (created before the restore), e.g. btree_gist. */
  extensions: z.array(z.object({ name: z.string(), schema: z.string() })).default([]),
  lastMigration: z.string().nullable(),
  migrations: z.array(z.string()),
  tables: z.record(z.string(), z.number().int().min(0)),
  parts: z.array(z.object({ name: z.string(), size: z.number().int().min(0), sha256: z.string() })),
});

export type Manifest = z.infer<typeof manifestSchema>;

const here = path.dirname(fileURLToPath(import.meta.url));

/** The version of this code (the repository's package.json). */
export function appVersion(): string {
  const file = path.resolve(here, '../../../../../package.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
}

export async function sha256File(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}
