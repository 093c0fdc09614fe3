/**
 * An agency or bank file of 100,000 employees written without holding it (issue 28 section 2): the
 * employees are read a batch at a time (gatherMonthBatches), each batch's detail lines are written
 * to a temporary file, and the header and trailer, whose totals cover every batch, are rendered
 * last. The SHA-256 is computed over header, details and trailer before anything is sent (the
 * record proves what was sent; a refused file leaves no record), then the same bytes are streamed
 * from the temporary file, which is removed when the response ends. The bytes are exactly those
 * of the whole file built at once (streamed.test.ts compares them for every layout).
 */
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream, rmSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  ComplianceInputError,
  type ComplianceWarning,
  type Employer,
  type GeneratedFile,
  MissingDataError,
} from '@sahod/compliance';
import type { AppDeps } from '../../deps.ts';
import { invalid } from '../../platform/errors.ts';
import { gatherMonthBatches } from './batches.ts';
import type { OutputQuery, Parsed } from './query.ts';
import { type BankOptions, buildOutput } from './rows.ts';

type Deps = Pick<AppDeps, 'db'>;
type OutputRecord = NonNullable<GeneratedFile['records']>[number];

/** Record kinds written after the details; every other kind but 'detail' comes before them. */
const TAIL_KINDS = new Set(['total', 'trailer']);
/**
 * Header and trailer values that add up over the batches (counts, amounts, BPI's account and hash
 * sums; the server passes no ceiling amount, so BPI's ceiling is the total). Any other value must
 * be the same in every batch.
 */
const SUMMED = new Set([
  'total',
  'count',
  'employees',
  'compensation',
  'ps',
  'es',
  'ee',
  'er',
  'account_sum',
  'hash_total',
  'ceiling_amount',
]);

function merge(into: OutputRecord[] | null, batch: readonly OutputRecord[]): OutputRecord[] {
  if (into === null) return batch.map((r) => ({ kind: r.kind, values: { ...r.values } }));
  if (into.length !== batch.length) throw new Error('a batch has another header or trailer');
  return into.map((r, i) => {
    const other = (batch[i] as OutputRecord).values;
    const values: Record<string, unknown> = { ...r.values };
    for (const [key, value] of Object.entries(other)) {
      if (SUMMED.has(key) && typeof value === 'number') values[key] = Number(values[key] ?? 0) + value;
      else if (values[key] !== value) throw new Error(`${r.kind}.${key} differs between batches`);
    }
    return { kind: r.kind, values };
  });
}

export interface StreamedFile {
  fileName: string;
  mediaType: string;
  sha256: string;
  length: number;
  omitted: readonly ComplianceWarning[];
  /** The bytes (header, details, trailer); the temporary file goes when the stream closes. */
  body: Readable;
  /** Removes the temporary file without sending it (a refused record). */
  discard: () => Promise<void>;
  /** The temporary folder (gone after discard or once the body closes). */
  tempDir: string;
}

/**
 * Writes the file of `p` (sss, philhealth, pagibig or bank, format=file) batch by batch. Throws
 * MissingDataError with every blocking warning (all batches read) when employees lack data and
 * omit_missing is not set, and ComplianceInputError for a missing employer number or bank option.
 */
export async function streamedFile(
  deps: Deps,
  p: Parsed,
  q: OutputQuery,
  employer: Employer,
  bank: BankOptions | undefined,
  batchSize?: number,
): Promise<StreamedFile | null> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'sahod-file-'));
  const discard = () => rm(dir, { recursive: true, force: true });
  const detailsPath = path.join(dir, 'details');
  const out = createWriteStream(detailsPath);
  const closed = once(out, 'close');
  let first: GeneratedFile | undefined;
  let head: OutputRecord[] | null = null;
  let tail: OutputRecord[] | null = null;
  const blocking: ComplianceWarning[] = [];
  const omitted: ComplianceWarning[] = [];
  let detailBytes = 0;
  try {
    for await (const batch of gatherMonthBatches(deps, p, batchSize)) {
      let file: GeneratedFile;
      try {
        file = buildOutput(p, q, employer, batch, bank).file();
      } catch (err) {
        if (err instanceof MissingDataError) {
          blocking.push(...err.warnings);
          continue;
        }
        if (err instanceof ComplianceInputError) throw invalid(err.message);
        throw err;
      }
      if (blocking.length > 0) continue; // refused: only the list of what to fix is still wanted
      first ??= file;
      omitted.push(...file.omitted);
      const records = file.records ?? [];
      const details = records.filter((r) => r.kind === 'detail');
      head = merge(
        head,
        records.filter((r) => r.kind !== 'detail' && !TAIL_KINDS.has(r.kind)),
      );
      tail = merge(
        tail,
        records.filter((r) => TAIL_KINDS.has(r.kind)),
      );
      let chunk = '';
      for (const line of file.lines?.(details) ?? []) {
        chunk += line;
        if (chunk.length >= 65_536) {
          detailBytes += Buffer.byteLength(chunk);
          if (!out.write(chunk)) await once(out, 'drain');
          chunk = '';
        }
      }
      if (chunk) {
        detailBytes += Buffer.byteLength(chunk);
        if (!out.write(chunk)) await once(out, 'drain');
      }
    }
    out.end();
    await closed;
    if (blocking.length > 0) throw new MissingDataError(blocking);
    if (!first?.lines) {
      await discard();
      return null;
    }
    const headText = Buffer.from([...first.lines(head ?? [])].join(''), 'utf8');
    const tailText = Buffer.from([...first.lines(tail ?? [])].join(''), 'utf8');
    const hash = createHash('sha256').update(headText);
    await pipeline(createReadStream(detailsPath), async (source: AsyncIterable<Buffer>) => {
      for await (const part of source) hash.update(part);
    });
    hash.update(tailText);
    async function* bytes() {
      yield headText;
      yield* createReadStream(detailsPath);
      yield tailText;
    }
    const body = Readable.from(bytes(), { objectMode: false });
    body.once('close', () => rmSync(dir, { recursive: true, force: true }));
    return {
      fileName: first.fileName,
      mediaType: first.mediaType,
      sha256: hash.digest('hex'),
      length: headText.length + detailBytes + tailText.length,
      omitted,
      body,
      discard,
      tempDir: dir,
    };
  } catch (err) {
    out.destroy();
    await discard();
    throw err;
  }
}
