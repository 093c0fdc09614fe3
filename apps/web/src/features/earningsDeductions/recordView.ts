/** Display helpers of the records screens: money to 2 decimals, By Day totals, the head's body. */
import { EARNINGS_MSG, formatPesos, type RecordKind, type RecordLineRow } from '@sahod/shared';

export const pesosText = (value: number | null | undefined) =>
  typeof value === 'number' ? formatPesos(value) : '';

/** A line's salary total: pesos, or 'computed at payroll' for By Day lines (null from the server). */
export function salaryTotalText(line: Pick<RecordLineRow, 'salary_total'>): string {
  return line.salary_total === null ? EARNINGS_MSG.computedAtPayroll : formatPesos(line.salary_total);
}

/** The spec 8 failure alert of each screen. */
export function recordsError(kind: RecordKind): (error: string) => string {
  return kind === 'earnings' ? EARNINGS_MSG.earningsError : EARNINGS_MSG.deductionsError;
}

/** The record head's request body from the form values. */
export function recordHeadBody(values: Record<string, unknown>): Record<string, unknown> {
  const total = values.total_amount;
  return {
    ...(typeof values.code === 'number' ? { code: values.code } : {}),
    category_id: Number(values.category_id),
    effective_date: String(values.effective_date ?? ''),
    ...(typeof total === 'number' ? { total_amount: total } : {}),
  };
}
