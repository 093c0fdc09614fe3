/**
 * Contributions are monthly (ph-statutory 1-3); a semi-monthly or weekly payroll deducts a share of
 * them each period, and the month's last payroll trues the month up: SSS on the month's actual
 * compensation, PhilHealth and Pag-IBIG on the monthly figures, each less what the month's earlier
 * payrolls deducted. So a mid-month hire, a separation, unpaid absences or a five-week month still
 * give exactly the month's contribution. A final pay closes its month the same way.
 *
 * Which payroll is the month's last: the payslips of a month are those whose period ends in it (the
 * remittance outputs count them so), and the last is the one after which no further period of the
 * same kind can end in the month: end + 13 days (the shortest semi-monthly period) or end + 7 days
 * (weekly) falls in the next month. A monthly payroll is always its month's last.
 */
import { dayOfMonth, daysInMonth, type PayPeriod } from './dates.ts';
import { periodShare } from './shares.ts';

/** What the month's earlier live payslips (regular and final pay) of this employee hold (centavos). */
export interface MonthToDate {
  /** Their compensation: gross pay less any year-end tax refund. */
  readonly compensation: number;
  /** Employee shares deducted, by name (SSS, PhilHealth, Pag-IBIG). */
  readonly ee: Readonly<Record<string, number>>;
  /** Employer shares recorded, by name (SSS, SSS EC, PhilHealth, Pag-IBIG). */
  readonly er: Readonly<Record<string, number>>;
  /** True for a final pay: it takes the month's share not yet deducted, whatever its end date. */
  readonly closes_month?: boolean;
}

const SHORTEST_NEXT_PERIOD: Readonly<Record<PayPeriod, number>> = {
  Monthly: 28,
  'Semi-monthly': 13,
  Weekly: 7,
};

/** Whether a period ending on `end` is its month's last payroll (see the header). */
export function isMonthsLastPayroll(payPeriod: PayPeriod, end: string): boolean {
  if (payPeriod === 'Monthly') return true;
  const lastDay = daysInMonth(Number(end.slice(0, 4)), Number(end.slice(5, 7)));
  return dayOfMonth(end) + SHORTEST_NEXT_PERIOD[payPeriod] > lastDay;
}

/**
 * Whether this payslip trues the month up: a semi-monthly or weekly month's last payroll, or a final
 * pay, when the month to date is known. Without it each period takes its share (periodShare).
 */
export function truesUpMonth(
  payPeriod: PayPeriod,
  end: string,
  monthToDate: MonthToDate | undefined,
): boolean {
  if (monthToDate === undefined) return false;
  if (monthToDate.closes_month === true) return true;
  return payPeriod !== 'Monthly' && isMonthsLastPayroll(payPeriod, end);
}

/**
 * One contribution's amount for this period: on a true-up, the month's figure less what the month's
 * earlier payrolls deducted (negative when they deducted too much: the excess is given back);
 * otherwise the period's share of the monthly figure.
 */
export function periodContribution(
  monthlyAmount: number,
  payPeriod: PayPeriod,
  periodStart: string,
  alreadyDeducted: number | undefined,
): number {
  if (alreadyDeducted === undefined) return periodShare(monthlyAmount, payPeriod, periodStart);
  return monthlyAmount - alreadyDeducted;
}
