/**
 * The JSON answer of a monthly output for 100,000 employees (issue 28 sections 2 and 4): read and
 * built a batch of employees at a time over the same batched read as the files
 * (gatherMonthBatches), each batch's rows turned into JSON text at once, so no array of every
 * row object and payslip is ever held: only the answer's text (about 300 bytes an employee).
 * Totals and 1601-C items add up over the batches in centavos and become pesos at the end
 * (rows.ts answerOf); warnings keep the rows' order. The text is exactly JSON.stringify of the
 * answer built whole (answer.test.ts compares them with batches of 1, 2 and 2,000).
 */
import type { ComplianceWarning, Employer } from '@sahod/compliance';
import type { AppDeps } from '../../deps.ts';
import { gatherMonthBatches } from './batches.ts';
import { addYearToDate } from './gather.ts';
import type { OutputQuery, Parsed } from './query.ts';
import { answerOf, buildOutput, type Json } from './rows.ts';

type Deps = Pick<AppDeps, 'db'>;

/** The rows as JSON text (without the brackets) and the answer's totals, items and warnings. */
export interface BatchedAnswer {
  /** Each batch's rows, comma-separated JSON objects (empty batches left out). */
  rowTexts: string[];
  totals: Json;
  items?: Json;
  warnings: ComplianceWarning[];
}

const addUp = (into: Record<string, number>, from: Readonly<Record<string, number>>) => {
  for (const key of Object.keys(from)) into[key] = (into[key] ?? 0) + (from[key] as number);
};

/**
 * The answer of `p` (format=json) batch by batch; null when no employee has a processed payslip
 * in the period (the caller answers 404).
 */
export async function batchedAnswer(
  deps: Deps,
  p: Parsed,
  q: OutputQuery,
  employer: Employer,
  batchSize?: number,
): Promise<BatchedAnswer | null> {
  const rowTexts: string[] = [];
  const warnings: ComplianceWarning[] = [];
  let totals: Record<string, number> | null = null;
  let items: Record<string, number> | undefined;
  for await (const batch of gatherMonthBatches(deps, p, batchSize)) {
    if (p.output === 'bir1601c') await addYearToDate(deps, p, batch, true);
    const { part } = buildOutput(p, q, employer, batch);
    if (part.rows.length > 0) rowTexts.push(JSON.stringify(part.rows).slice(1, -1));
    for (const w of part.warnings) warnings.push(w);
    if (totals === null) totals = { ...part.totals };
    else addUp(totals, part.totals);
    if (part.items) {
      if (items === undefined) items = { ...part.items };
      else addUp(items, part.items);
    }
  }
  if (totals === null) return null;
  return { rowTexts, ...answerOf(p, { totals, items }), warnings };
}

/**
 * The whole answer's text: `head` (company, period), the 1601-C's items, the rows, the totals and
 * warnings, then `tail` (due date, notice, ...), in the order of the answer built whole.
 */
export function answerText(head: Json, a: BatchedAnswer, tail: Json): string {
  const parts: string[] = [JSON.stringify(head).slice(0, -1)];
  if (a.items !== undefined) parts.push(`,"items":${JSON.stringify(a.items)}`);
  parts.push(',"rows":[');
  for (let i = 0; i < a.rowTexts.length; i++) parts.push(i === 0 ? a.rowTexts[i]! : `,${a.rowTexts[i]}`);
  parts.push(`],"totals":${JSON.stringify(a.totals)},"warnings":${JSON.stringify(a.warnings)}`);
  const rest = JSON.stringify(tail);
  parts.push(rest === '{}' ? '}' : `,${rest.slice(1)}`);
  return parts.join('');
}
