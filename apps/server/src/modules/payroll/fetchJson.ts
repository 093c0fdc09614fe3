/**
 * GET /api/payroll/fetch's answer as a stream of JSON text (issue 28 section 2): the rows of one
 * batch of employees are written as text before the next batch is read, so a fetch of 100,000
 * employees never holds their rows (or one 300 MB string) at once. The first batch is computed before
 * the answer starts, so its errors still answer with a status.
 *
 * A later failure cannot change the 200 already sent. The answer then ends, instead of with `]`, with
 * a line break and a last line `{"error": message}` (STREAM_FAILED): the text is no longer valid JSON,
 * so no client can take the rows before it for the whole answer, and the web client shows the message
 * (api/client.ts). Rows never hold a raw line break (JSON.stringify escapes them).
 */
import { Readable } from 'node:stream';
import { MSG, type PayrollFetchQuery, type PayrollRow } from '@sahod/shared';
import { AppError } from '../../platform/errors.ts';
import { fetchWorkerRun } from './fetchWorkers.ts';
import { orderedPayrollEmployeeIds } from './inputs.ts';
import { fetchFilter, fetchPayrollBatches, payrollBatchSize } from './service.ts';

type Deps = Parameters<typeof fetchPayrollBatches>[0];

/** The last line of a streamed answer that failed after its 200. */
export function streamFailedLine(error: unknown): string {
  const message = error instanceof AppError ? error.message : MSG.unexpected;
  return `\n${JSON.stringify({ error: message })}`;
}

/**
 * The texts joined by commas as UTF-8 bytes, each written straight into one buffer of its own (a
 * fetch worker's answer, issue 28 §4): no joined string is made, and the buffer is handed to the
 * request's thread without a copy (transferred), which writes it to the socket as it is instead of
 * copying a string from the worker and encoding it. 100,000 employees: 180 MB.
 */
export function commaJoinedUtf8(texts: readonly string[]): Buffer {
  let size = Math.max(texts.length - 1, 0);
  for (const text of texts) size += Buffer.byteLength(text, 'utf8');
  const out = Buffer.allocUnsafeSlow(size);
  let at = 0;
  for (let i = 0; i < texts.length; i++) {
    if (i > 0) out[at++] = 0x2c; // ','
    at += out.write(texts[i] as string, at, 'utf8');
  }
  if (at !== size) throw new Error(`payroll fetch: ${at} of ${size} bytes written`);
  return out;
}

/** A batch's rows as JSON text without the array's brackets ('' for none). */
const rowsText = (rows: readonly PayrollRow[]): string =>
  rows.length === 0 ? '' : JSON.stringify(rows).slice(1, -1);

/**
 * The rows of `batches` as one JSON array, batch by batch. `first` is the generator's first result,
 * already awaited by the caller. `onError` hears a later failure (for the log) before the last line.
 */
export function jsonBatches(
  batches: AsyncGenerator<PayrollRow[]>,
  first: IteratorResult<PayrollRow[]>,
  onError: (error: unknown) => void,
): AsyncGenerator<string> {
  async function* texts(): AsyncGenerator<string> {
    for await (const rows of batches) yield rowsText(rows);
  }
  return jsonTexts(texts(), first.done ? first : { value: rowsText(first.value) }, onError);
}

/** A batch's JSON text: a string (rowsText), or its UTF-8 bytes (commaJoinedUtf8; fetch workers). */
type BatchText = string | Uint8Array;

/** jsonBatches over batches already written as JSON text (rowsText; fetch workers). */
async function* jsonTexts<T extends BatchText>(
  batches: AsyncGenerator<T>,
  first: IteratorResult<T>,
  onError: (error: unknown) => void,
): AsyncGenerator<T | string> {
  yield '[';
  let comma = false;
  let next = first;
  try {
    for (; !next.done; next = await batches.next()) {
      if (next.value.length === 0) continue;
      // JSON.stringify of the whole array is this text with the batches' brackets dropped.
      if (comma) yield ',';
      yield next.value;
      comma = true;
    }
  } catch (error) {
    onError(error);
    yield streamFailedLine(error);
    return;
  }
  yield ']';
}

/**
 * Each batch's rows as JSON text (rowsText), in the rows' order: on the fetch workers when they run
 * (fetchWorkers.ts; several batches in flight, answered in order), else on the request's thread.
 */
async function* fetchPayrollTexts(deps: Deps, q: PayrollFetchQuery): AsyncGenerator<BatchText> {
  const filter = fetchFilter(q);
  const run = fetchWorkerRun(deps.db, q, filter);
  if (run) {
    const ids = await orderedPayrollEmployeeIds(deps.db, filter);
    const size = payrollBatchSize(deps);
    if (ids.length > size) {
      const inFlight: Promise<Uint8Array>[] = [];
      let i = 0;
      const more = () => {
        while (i < ids.length && inFlight.length < run.ahead) {
          const text = run.batch(ids.slice(i, i + size));
          // Heard when awaited, in order; one a stopped reader never awaits is dropped.
          text.catch(() => {});
          inFlight.push(text);
          i += size;
        }
      };
      more();
      while (inFlight.length > 0) {
        const text = await (inFlight.shift() as Promise<Uint8Array>);
        more();
        yield text;
      }
      return;
    }
  }
  for await (const rows of fetchPayrollBatches(deps, q)) yield rowsText(rows);
}

export async function fetchPayrollJson(
  deps: Deps,
  q: PayrollFetchQuery,
  onError: (error: unknown) => void = () => {},
): Promise<Readable> {
  const batches = fetchPayrollTexts(deps, q);
  const first = await batches.next();
  return Readable.from(jsonTexts(batches, first, onError), { objectMode: false });
}
