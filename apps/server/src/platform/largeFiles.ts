/**
 * Files too large to hold in memory (issue 28 §2: the 2316 ZIP of 100,000 employees). A job writes
 * its output to a temporary file while hashing it (writeHashedTemp), then stores it in the database
 * one piece of at most 1 MiB at a time (storeLargeFile: a `files` row with the name, size and
 * SHA-256, the bytes in `file_chunks`), so any server process can serve it; largeFileStream reads
 * it back one piece at a time. A file stored whole in `files.data` is served the same way.
 */
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type Kysely, sql, type Transaction } from 'kysely';
import { isPostgres } from '../db/schema-helpers.ts';
import type { DB } from '../db/types.ts';
import type { Clock } from './clock.ts';

export const CHUNK_BYTES = 1024 * 1024;

export interface HashedTemp {
  path: string;
  size: number;
  sha256: string;
}

/**
 * Writes a stream to a new temporary file, hashing its bytes on the way; `onChunk` is awaited
 * between chunks (a job reports its progress there). The caller removes the file.
 */
export async function writeHashedTemp(
  source: Readable | AsyncIterable<Buffer>,
  onChunk?: () => Promise<void>,
): Promise<HashedTemp> {
  const file = path.join(os.tmpdir(), `sahod-${randomUUID()}.tmp`);
  const hash = createHash('sha256');
  let size = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _enc, cb) {
      hash.update(chunk);
      size += chunk.length;
      if (!onChunk) return cb(null, chunk);
      onChunk().then(
        () => cb(null, chunk),
        (err: Error) => cb(err),
      );
    },
  });
  try {
    await pipeline(source, tap, fs.createWriteStream(file));
  } catch (err) {
    await fs.promises.rm(file, { force: true });
    throw err;
  }
  return { path: file, size, sha256: hash.digest('hex') };
}

/** Stores a temporary file in the database in pieces (inside the caller's transaction); its files id. */
export async function storeLargeFile(
  db: Kysely<DB> | Transaction<DB>,
  clock: Clock,
  file: { purpose: string; filename: string; mime: string; temp: HashedTemp; createdBy: number | null },
): Promise<number> {
  const row = await db
    .insertInto('files')
    .values({
      purpose: file.purpose,
      filename: file.filename.slice(0, 255),
      mime: file.mime,
      size: file.temp.size,
      sha256: file.temp.sha256,
      data: Buffer.alloc(0),
      created_at: clock.now().toISOString(),
      created_by: file.createdBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  let seq = 0;
  for await (const piece of fs.createReadStream(file.temp.path, { highWaterMark: CHUNK_BYTES })) {
    await db
      .insertInto('file_chunks')
      .values({ file_id: row.id, seq: seq++, data: piece as Buffer })
      .execute();
  }
  return row.id;
}

export interface LargeFile {
  filename: string;
  mime: string;
  size: number;
  sha256: string;
  body: Readable;
}

/**
 * PostgreSQL sends a bytea as hex text, which pg decodes to a string and then to a Buffer: a piece of
 * 1 MiB as one field made a 2 MB string per piece (V8's large-object space, collected only by its
 * full collections, so the heap grew with them while a 2 GB file went out). Each piece is read as
 * slices of SLICE_BYTES (64 KB of text each, ordinary young objects) in one row, one query a piece.
 */
export const SLICE_BYTES = 32 * 1024;
const SLICES = sql.join(
  Array.from({ length: CHUNK_BYTES / SLICE_BYTES }, (_, k) =>
    sql.raw(`substring(data from ${1 + k * SLICE_BYTES} for ${SLICE_BYTES}) as s${k}`),
  ),
);

/** One stored piece: its slices in order (none when the file has no piece `seq`). */
async function readPiece(db: Kysely<DB>, id: number, seq: number): Promise<Buffer[] | undefined> {
  if (isPostgres(db)) {
    const { rows } = await sql<Record<string, Buffer>>`select ${SLICES} from file_chunks
      where file_id = ${id} and seq = ${seq}`.execute(db);
    const row = rows[0];
    // A piece shorter than the slices ends with empty ones.
    return row ? Object.values(row).filter((slice) => slice.length > 0) : undefined;
  }
  const piece = await db
    .selectFrom('file_chunks')
    .select('data')
    .where('file_id', '=', id)
    .where('seq', '=', seq)
    .executeTakeFirst();
  return piece ? [piece.data] : undefined;
}

/** A stored file, its bytes read one piece at a time; undefined when there is none. */
export async function largeFileStream(db: Kysely<DB>, id: number): Promise<LargeFile | undefined> {
  const meta = await db
    .selectFrom('files')
    .select(['filename', 'mime', 'size', 'sha256'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!meta) return undefined;
  async function* pieces(): AsyncGenerator<Buffer> {
    let found = false;
    for (let seq = 0; ; seq++) {
      const piece = await readPiece(db, id, seq);
      if (!piece) break;
      found = true;
      yield* piece;
    }
    if (found) return;
    const whole = await db.selectFrom('files').select('data').where('id', '=', id).executeTakeFirst();
    if (whole && whole.data.length > 0) yield Buffer.from(whole.data);
  }
  // Up to 4 MiB read ahead of the response, counted in bytes (so the next piece's query overlaps
  // the sending of this one; an object stream would count slices or pieces alike).
  return {
    ...meta,
    size: Number(meta.size),
    body: Readable.from(pieces(), { objectMode: false, highWaterMark: 4 * CHUNK_BYTES }),
  };
}
