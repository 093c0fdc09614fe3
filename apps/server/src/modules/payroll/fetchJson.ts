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
import { fetchPayrollBatches } from './service.ts';

type Deps = Parameters<typeof fetchPayrollBatches>[0];

/** The last line of a streamed answer that failed after its 200. */
export function streamFailedLine(error: unknown): string {
  const message = error instanceof AppError ? error.message : MSG.unexpected;
  return `\n${JSON.stringify({ error: message })}`;
}

/**
 * The rows of `batches` as one JSON array, batch by batch. `first` is the generator's first result,
 * already awaited by the caller. `onError` hears a later failure (for the log) before the last line.
 */
export async function* jsonBatches(
  batches: AsyncGenerator<PayrollRow[]>,
  first: IteratorResult<PayrollRow[]>,
  onError: (error: unknown) => void,
): AsyncGenerator<string> {
  yield '[';
  let comma = false;
  let next = first;
  try {
    for (; !next.done; next = await batches.next()) {
      if (next.value.length === 0) continue;
      // JSON.stringify of the whole array is this text with the batches' brackets dropped.
      const json = JSON.stringify(next.value);
      yield `${comma ? ',' : ''}${json.slice(1, -1)}`;
      comma = true;
    }
  } catch (error) {
    onError(error);
    yield streamFailedLine(error);
    return;
  }
  yield ']';
}

export async function fetchPayrollJson(
  deps: Deps,
  q: PayrollFetchQuery,
  onError: (error: unknown) => void = () => {},
): Promise<Readable> {
  const batches = fetchPayrollBatches(deps, q);
  const first = await batches.next();
  return Readable.from(jsonBatches(batches, first, onError), { objectMode: false });
}
