/**
 * The filing calendar of the Home dashboard (issue 26 section 1): the deadlines that fall in this
 * month or the next, from the output calendar (ph-compliance-outputs 0.3, `dueDate` and
 * `yearlyDueDate`): SSS, PhilHealth, Pag-IBIG and 1601-C of the months before, and in season the
 * 13th month (Dec 24), the 2316 to employees and the 1604-C with its alphalist (Jan 31). No clock:
 * today comes from the caller.
 */
import {
  type DueDateOptions,
  dueDate,
  MONTHLY_OUTPUTS,
  type MonthlyOutput,
  yearlyDueDate,
} from './calendar.ts';
import { parseDate } from './format.ts';

export const FILING_OUTPUTS = [...MONTHLY_OUTPUTS, 'thirteenth', 'bir2316', 'bir1604c'] as const;
export type FilingOutput = (typeof FILING_OUTPUTS)[number];

export interface FilingDeadline {
  readonly output: FilingOutput;
  /** The month (yyyy-MM) of a monthly output, the year (yyyy) of a yearly one. */
  readonly period: string;
  readonly due: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const monthOf = (year: number, month: number) =>
  month < 1 ? `${year - 1}-12` : month > 12 ? `${year + 1}-01` : `${year}-${pad(month)}`;

/**
 * The deadlines due from the first of today's month to the end of the next month, in due-date
 * order (then in FILING_OUTPUTS order). A monthly output's period is the month before its due
 * month (every monthly deadline falls in the next month: 1601-C December's on January 15); a
 * yearly output is listed in the two months that hold its deadline (13th month: November and
 * December; 2316 and 1604-C: December and January).
 */
export function filingDeadlines(today: string, options: DueDateOptions = {}): FilingDeadline[] {
  const { year, month } = parseDate(today);
  const first = `${monthOf(year, month)}-01`;
  const next = monthOf(year, month + 1);
  const last = `${next}-31`;
  const inWindow = (due: string) => due >= first && due <= last;
  const out: FilingDeadline[] = [];
  // Periods whose deadline can land in the window: the month before this one and this month.
  for (const period of [monthOf(year, month - 1), monthOf(year, month)])
    for (const output of MONTHLY_OUTPUTS) {
      const due = dueDate(output as MonthlyOutput, period, options);
      if (inWindow(due)) out.push({ output, period, due });
    }
  for (const y of [year - 1, year])
    for (const output of ['thirteenth', 'bir2316', 'bir1604c'] as const) {
      const due = yearlyDueDate(output, y);
      if (inWindow(due)) out.push({ output, period: String(y), due });
    }
  const rank = (o: FilingOutput) => FILING_OUTPUTS.indexOf(o);
  return out.sort(
    (a, b) =>
      a.due.localeCompare(b.due) || rank(a.output) - rank(b.output) || a.period.localeCompare(b.period),
  );
}
