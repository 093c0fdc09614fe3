/**
 * GET /api/payroll/fetch's answer as a stream of JSON text (issue 28 section 2): the rows of one
 * batch of employees are written as text before the next batch is read, so a fetch of 100,000
 * employees never holds their rows (or one 300 MB string) at once. The first batch is computed before
 * the answer starts, so its errors still answer with a status; a later failure ends the stream early.
 */
import { Readable } from 'node:stream';
import type { PayrollFetchQuery, PayrollRow } from '@sahod/shared';
import { fetchPayrollBatches } from './service.ts';

type Deps = Parameters<typeof fetchPayrollBatches>[0];

export async function fetchPayrollJson(deps: Deps, q: PayrollFetchQuery): Promise<Readable> {
  const batches = fetchPayrollBatches(deps, q);
  const first = await batches.next();
  async function* text(): AsyncGenerator<string> {
    yield '[';
    let comma = false;
    for (let next: IteratorResult<PayrollRow[]> = first; !next.done; next = await batches.next()) {
      if (next.value.length === 0) continue;
      // JSON.stringify of the whole array is this text with the batches' brackets dropped.
      const json = JSON.stringify(next.value);
      yield `${comma ? ',' : ''}${json.slice(1, -1)}`;
      comma = true;
    }
    yield ']';
  }
  return Readable.from(text(), { objectMode: false });
}
