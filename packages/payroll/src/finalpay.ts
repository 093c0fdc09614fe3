/**
 * Final pay (DOLE Labor Advisory 06-2020; ph-compliance-outputs 7): the salary share still unpaid
 * at separation, cash conversion of unused leave at the daily rate, and the statement in the
 * reference's order, where deductions never take the net below zero. The pro-rated 13th month is
 * `thirteenthMonth(basic earned up to separation)` and the tax line is `yearEndAdjustment`
 * (yearend.ts): one copy of each rule. Amounts are integer centavos.
 */
import { dayNumber, dayOfMonth, daysInMonth, weekdayOfDayNumber } from './dates.ts';
import { roundHalfAwayFromZero } from './money.ts';
import { periodShare } from './shares.ts';

function monthOf(date: string): { year: number; month: number } {
  return { year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)) };
}

/**
 * The monthly salary's share for the last stretch worked, `from` to `to` inside one month, for a
 * statement made without a timesheet (the final payroll itself is computed from the schedule and
 * timesheet like any payroll): a whole month is the monthly salary; a semi-monthly cut-off (1-15,
 * 16-end) is its half as `periodShare` pays it; any other stretch is the calendar days' share of the
 * month (a choice: the reference gives only the cut-off case).
 */
export function salaryShare(monthlySalary: number, from: string, to: string): number {
  const start = dayNumber(from);
  const end = dayNumber(to);
  if (end < start) throw new RangeError(`salary share ends (${to}) before it starts (${from})`);
  const { year, month } = monthOf(from);
  const { year: toYear, month: toMonth } = monthOf(to);
  if (year !== toYear || month !== toMonth) throw new RangeError('a salary share must lie inside one month');
  const lastDay = daysInMonth(year, month);
  const first = dayOfMonth(from);
  const last = dayOfMonth(to);
  if (first === 1 && last === lastDay) return monthlySalary;
  if ((first === 1 && last === 15) || (first === 16 && last === lastDay)) {
    return periodShare(monthlySalary, 'Semi-monthly', from);
  }
  return roundHalfAwayFromZero((monthlySalary * (end - start + 1)) / lastDay);
}

/**
 * The working days of a stretch by the work week alone (no schedule): every day but the rest
 * weekdays (0 Sunday .. 6 Saturday), or every day when the salary pays rest days (factor 365) —
 * the days a monthly-rated employee without a timesheet is paid for at the day rate (payslip.ts
 * counts the same days).
 */
export function scheduledWorkingDays(
  from: string,
  to: string,
  restWeekdays: readonly number[],
  paidRestDays = false,
): number {
  let days = 0;
  for (let day = dayNumber(from); day <= dayNumber(to); day++)
    if (paidRestDays || !restWeekdays.includes(weekdayOfDayNumber(day))) days++;
  return days;
}

/**
 * Cash conversion of unused leave days (Service Incentive Leave, Art. 95, or convertible leave by
 * policy) at the daily rate in effect at conversion: days x monthly x 12 / factor (261, 313, 365 ...),
 * rounded once.
 */
export function leaveCashConversion(unusedDays: number, monthlySalary: number, factor: number): number {
  if (!(unusedDays >= 0) || !(monthlySalary >= 0))
    throw new RangeError('leave days and salary must be zero or more');
  if (!(factor > 0)) throw new RangeError(`the days-per-year factor must be positive, got ${factor}`);
  return roundHalfAwayFromZero((unusedDays * monthlySalary * 12) / factor);
}

export interface FinalPayLine {
  readonly name: string;
  readonly amount: number;
}

export interface FinalPayInput {
  /** Salary earned up to the separation date and not yet paid; null: it cannot be computed (no line). */
  readonly unpaidSalary: number | null;
  /** Pro-rated 13th month: thirteenthMonth(basic earned from January 1 to separation). */
  readonly thirteenthMonth: number;
  /** Cash conversion of unused SIL and other convertible leave (leaveCashConversion). */
  readonly leaveConversions?: readonly FinalPayLine[];
  /** Separation or retirement pay, other compensation under agreements, cash bonds returned. */
  readonly otherEarnings?: readonly FinalPayLine[];
  /** The year-end adjustment on the year's figures: tax to withhold, or a refund of excess tax. */
  readonly taxAdjustment?: { readonly withhold: number; readonly refund: number };
  /** Employee shares of the last month's SSS, PhilHealth and Pag-IBIG contributions. */
  readonly contributions?: readonly FinalPayLine[];
  /** Outstanding loan balances, deducted in full when the pay allows. */
  readonly loans?: readonly FinalPayLine[];
  /** Other deductions (lawful set-offs). */
  readonly deductions?: readonly FinalPayLine[];
}

export interface FinalPayDeduction extends FinalPayLine {
  /** What was due. `amount` is what the pay could cover; `due - amount` is left unrecovered. */
  readonly due: number;
  readonly kind: 'tax' | 'contribution' | 'loan' | 'deduction';
}

export interface FinalPayStatement {
  /** Earnings in the reference's order: unpaid salary, 13th month, leave conversions, other, tax refund. */
  readonly earnings: readonly FinalPayLine[];
  readonly grossFinalPay: number;
  readonly deductions: readonly FinalPayDeduction[];
  readonly totalDeductions: number;
  /** Deductions the pay could not cover (report them; never a negative net). */
  readonly unrecovered: number;
  readonly netPay: number;
}

/**
 * The final-pay statement in the reference's run order: final period pay, pro-rated 13th month,
 * leave conversions, other earnings (and a tax refund), then the year-end tax, the last month's
 * contributions, loans and other deductions, each only as far as the pay still covers it.
 */
export function finalPayStatement(input: FinalPayInput): FinalPayStatement {
  const earnings: FinalPayLine[] = [
    ...(input.unpaidSalary === null ? [] : [{ name: 'Unpaid salary', amount: input.unpaidSalary }]),
    { name: '13th month pay (pro-rated)', amount: input.thirteenthMonth },
    ...(input.leaveConversions ?? []),
    ...(input.otherEarnings ?? []),
  ];
  const refund = input.taxAdjustment?.refund ?? 0;
  if (refund > 0) earnings.push({ name: 'Refund of excess tax withheld', amount: refund });
  let gross = 0;
  for (const line of earnings) {
    if (!Number.isInteger(line.amount) || line.amount < 0) {
      throw new RangeError(`${line.name} must be zero or more whole centavos, got ${line.amount}`);
    }
    gross += line.amount;
  }
  const due: { name: string; amount: number; kind: FinalPayDeduction['kind'] }[] = [];
  const withhold = input.taxAdjustment?.withhold ?? 0;
  if (withhold > 0)
    due.push({ name: 'Withholding tax (year-end adjustment)', amount: withhold, kind: 'tax' });
  for (const line of input.contributions ?? []) due.push({ ...line, kind: 'contribution' });
  for (const line of input.loans ?? []) due.push({ ...line, kind: 'loan' });
  for (const line of input.deductions ?? []) due.push({ ...line, kind: 'deduction' });
  let remaining = gross;
  let unrecovered = 0;
  const deductions: FinalPayDeduction[] = [];
  for (const item of due) {
    if (!Number.isInteger(item.amount) || item.amount < 0) {
      throw new RangeError(`${item.name} must be zero or more whole centavos, got ${item.amount}`);
    }
    const taken = Math.min(item.amount, remaining);
    remaining -= taken;
    unrecovered += item.amount - taken;
    deductions.push({ name: item.name, kind: item.kind, due: item.amount, amount: taken });
  }
  return {
    earnings,
    grossFinalPay: gross,
    deductions,
    totalDeductions: gross - remaining,
    unrecovered,
    netPay: remaining,
  };
}
