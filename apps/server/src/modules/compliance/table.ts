/**
 * The rows of a report (.xlsx) of 100,000 employees as they are read (issue 28 section 2): the same
 * batched read as the files and the JSON (gatherMonthBatches), handed over a batch of rows at a
 * time as an async source, with the totals counted in centavos while the batches pass and read
 * once the last row is written (the shape the streamed .xlsx writer takes: title, columns, rows as
 * an async iterable of row batches, totals as a function). The 1601-C's report is its 14 items:
 * they come after every batch is read. Rows and totals are those of the report built whole
 * (answer.test.ts compares them with batches of 1, 2 and 2,000).
 */
import type { Employer } from '@sahod/compliance';
import type { AppDeps } from '../../deps.ts';
import { gatherMonthBatches } from './batches.ts';
import { addYearToDate } from './gather.ts';
import type { OutputQuery, Parsed } from './query.ts';
import { answerOf, bir1601cTable, buildOutput, type Json, type ReportTable } from './rows.ts';

type Deps = Pick<AppDeps, 'db'>;

export interface BatchedTable {
  title: string;
  columns: ReportTable['columns'];
  /** Each batch's rows (money in pesos); the 1601-C's item rows once every batch is read. */
  rows: AsyncIterable<Json[]>;
  /** The totals row's values, once the rows are read. */
  totals: () => Json;
}

const addUp = (into: Record<string, number>, from: Readonly<Record<string, number>>) => {
  for (const key of Object.keys(from)) into[key] = (into[key] ?? 0) + (from[key] as number);
};

/**
 * The report of `p` (sss, philhealth, pagibig, bir1601c) read batch by batch; null when no employee
 * has a processed payslip in the period (the caller answers 404 before writing anything).
 */
export async function batchedTable(
  deps: Deps,
  p: Parsed,
  q: OutputQuery,
  employer: Employer,
  batchSize?: number,
): Promise<BatchedTable | null> {
  const batches = gatherMonthBatches(deps, p, batchSize);
  const first = await batches.next();
  if (first.done) return null;
  const { title, columns } = buildOutput(p, q, employer, []).table();
  const totals: Record<string, number> = {};
  const items: Record<string, number> = {};
  let done = false;
  async function* parts(): AsyncGenerator<Json[]> {
    for (let r = first; !r.done; r = await batches.next()) {
      if (p.output === 'bir1601c') await addYearToDate(deps, p, r.value, true);
      const { part } = buildOutput(p, q, employer, r.value);
      addUp(totals, part.totals);
      if (part.items) addUp(items, part.items);
      yield part.rows;
    }
    done = true;
  }
  async function* rows(): AsyncGenerator<Json[]> {
    if (p.output !== 'bir1601c') {
      yield* parts();
      return;
    }
    for await (const _ of parts());
    yield bir1601cTable(items).rows as Json[];
  }
  return {
    title,
    columns,
    rows: rows(),
    totals: () => {
      if (!done) throw new Error('the totals are read after the rows');
      return p.output === 'bir1601c' ? bir1601cTable(items).totals : answerOf(p, { totals }).totals;
    },
  };
}
