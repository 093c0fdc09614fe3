/**
 * The final-pay statement of a separated employee (issue 17 section 4; ph-compliance-outputs 7), in
 * the reference's order through the pure `finalPayStatement` of @sahod/payroll. The server only
 * gathers: the unpaid period's payslip comes from the payroll module's own evaluation (schedule,
 * timesheet, applications, earnings and deduction lines, like any payroll), the 13th month from the
 * year's processed payslips' basic_earned, the leave conversion from the leave ledger, the tax from
 * the shared year-end adjustment (modules/yearend/annualization.ts), the loans from the employee's Active loans. Amounts are centavos.
 */
import {
  basicEarned,
  basisRates,
  benefitsExemptionCeiling,
  daysAtDayRate,
  employeeDayRate,
  type FinalPayStatement,
  finalPayStatement,
  type LoanInput,
  type Payslip,
  scheduledWorkingDays,
  splitTaxTreatment,
  type TaxSplit,
  thirteenthMonth,
  thirteenthMonthDue,
  type YearEndAdjustment,
} from '@sahod/payroll';
import {
  addDaysIso,
  calendarPeriodOf,
  DEFAULT_PAY_CALENDAR,
  FINAL_PAY_MSG,
  SIL_TYPE_NAME,
  type UnpaidSource,
} from '@sahod/shared';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { DB } from '../../db/types.ts';
import { invalid, notFound } from '../../platform/errors.ts';
import { payInputsForPeriod } from '../earningsdeductions/payrollInputs.ts';
import { openingBalanceOf } from '../openingbalances/read.ts';
import { thirteenthOpeningOf } from '../openingbalances/thirteenth.ts';
import { openingBalanceWarning } from '../openingbalances/warning.ts';
import { payCalendarsOf } from '../paycalendar/repository.ts';
import { benefitsUsage } from '../payroll/benefitsUsage.ts';
import { type PayrollEmployee, payrollEmployees, termsOf } from '../payroll/inputs.ts';
import { paidDate } from '../payroll/paidDate.ts';
import { evaluate } from '../payroll/service.ts';
import { type Annualized, annualize } from '../yearend/annualization.ts';
import { type ConvertibleBalance, convertibleBalances } from './leaveConversion.ts';

type Db = Kysely<DB> | Transaction<DB>;

/** Names of the lines a final pay adds to its payslip. */
/** The 13th-month line: the one name the 13th month's `already_paid` reads in a final pay. */
export { THIRTEENTH_LINE } from '@sahod/shared';
export const LEAVE_LINE = 'Leave conversion (SIL)';
/** The earnings line of a leave type's conversion (SIL keeps its short name). */
export const leaveLineOf = (type: string) =>
  type === SIL_TYPE_NAME ? LEAVE_LINE : `Leave conversion (${type})`;
export const REFUND_LINE = 'Refund of excess tax withheld';

export interface Separated {
  id: number;
  employee_code: string;
  name: string;
  first_name: string;
  last_name: string;
  company_id: number | null;
  date_hired: string | null;
  separation_date: string;
  separation_reason: string | null;
}

export interface ComputedFinalPay {
  employee: Separated;
  payrollEmployee: PayrollEmployee;
  period: { start: string; end: string } | null;
  statement: FinalPayStatement;
  /** The unpaid period's payslip as the engine computed it (null: nothing left unpaid). */
  periodPayslip: Payslip | null;
  loans: readonly LoanInput[];
  loanLines: { loan_id: number; loan_name: string; outstanding: number }[];
  /** Issue 23: the unpaid days counted and where they come from; `message` when nothing can be. */
  unpaid: { source: UnpaidSource; days: number; day_rate: number; message: string | null };
  thirteenth: {
    basic_earned: number;
    thirteenth: number;
    already_paid: number;
    due: number;
    taxable: number;
    /** The opening balance's figures counted in basic_earned and already_paid (null: none). */
    before_sahod: { basic_pay: number; thirteenth_paid: number } | null;
  };
  /** 'No opening balance for 2026: ...' when the year's figures count only Sahod's payrolls. */
  openingWarning: string | null;
  leave: {
    days: number;
    daily_rate: number;
    amount: number;
    taxable: number;
    /** One line per converting leave type with unused credits (issue 23). */
    lines: (ConvertibleBalance & { name: string; amount: number })[];
  };
  yearEnd: YearEndAdjustment;
  /** Taxable compensation of this pay (the period's, plus the taxable 13th month and leave). */
  taxable: number;
  /** The 13th month's and the leave conversion's split (benefits.ts), without the period's own. */
  split: TaxSplit;
}

const fullName = (e: { last_name: string; first_name: string; middle_name: string | null }) =>
  `${e.last_name}, ${e.first_name}${e.middle_name ? ` ${e.middle_name}` : ''}`;

/** The employee (404) with a separation date (400). */
export async function separatedEmployee(db: Db, employeeId: number): Promise<Separated> {
  const e = await db
    .selectFrom('employees')
    .select([
      'id',
      'employee_code',
      'first_name',
      'last_name',
      'middle_name',
      'company_id',
      'date_hired',
      'separation_date',
      'separation_reason',
    ])
    .where('id', '=', employeeId)
    .executeTakeFirst();
  if (!e) throw notFound(FINAL_PAY_MSG.employeeNotFound);
  if (!e.separation_date) throw invalid(FINAL_PAY_MSG.notSeparated);
  return {
    ...e,
    employee_code: e.employee_code ?? '',
    name: fullName(e),
    separation_date: e.separation_date,
  };
}

async function sumOf(
  db: Db,
  employeeId: number,
  column: 'basic_earned' | 'gross_pay',
  kind: 'regular' | 'thirteenth',
  year: number,
) {
  const row = await db
    .selectFrom('payslips')
    .select(sql<string>`coalesce(sum(${sql.ref(column)}), 0)`.as('total'))
    .where('employee_id', '=', employeeId)
    .where('status', '=', 'processed')
    .where('kind', '=', kind)
    // Regular pay counts in the year it is paid; a 13th-month payslip in the year it is for.
    .where(kind === 'regular' ? paidDate() : sql.ref('end_date'), '>=', `${year}-01-01`)
    .where(kind === 'regular' ? paidDate() : sql.ref('end_date'), '<=', `${year}-12-31`)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/**
 * The unpaid period: from the day after the employee's last processed regular payslip; without one,
 * from the go-live date of the separation year's opening balance (issue 23), else the first day of
 * the separation month; never before the hire date. Null when the regular payroll already paid up
 * to the separation date.
 */
async function unpaidPeriod(
  db: Db,
  e: Separated,
  goLive: string | null,
): Promise<{ start: string; end: string } | null> {
  const last = await db
    .selectFrom('payslips')
    .select('end_date')
    .where('employee_id', '=', e.id)
    .where('status', '=', 'processed')
    .where('kind', '=', 'regular')
    .orderBy('end_date', 'desc')
    .limit(1)
    .executeTakeFirst();
  const from = last ? addDaysIso(last.end_date, 1) : (goLive ?? `${e.separation_date.slice(0, 7)}-01`);
  const start = e.date_hired && e.date_hired > from ? e.date_hired : from;
  return start > e.separation_date ? null : { start, end: e.separation_date };
}

/** Whether a schedule entry or a timesheet record of the employee lies in the period. */
async function hasSchedule(db: Db, employeeId: number, period: { start: string; end: string }) {
  for (const table of ['schedule_entries', 'timesheet_records'] as const) {
    const row = await db
      .selectFrom(table)
      .select('employee_id')
      .where('employee_id', '=', employeeId)
      .where('shift_date', '>=', period.start)
      .where('shift_date', '<=', period.end)
      .limit(1)
      .executeTakeFirst();
    if (row) return true;
  }
  return false;
}

export async function computeFinalPay(db: Db, employeeId: number): Promise<ComputedFinalPay> {
  const employee = await separatedEmployee(db, employeeId);
  const [payrollEmployee] = await payrollEmployees(db, { ids: [employeeId], anyStatus: true });
  const terms = payrollEmployee ? termsOf(payrollEmployee) : null;
  if (!payrollEmployee || !terms) throw invalid(FINAL_PAY_MSG.noSalary);
  const year = Number(employee.separation_date.slice(0, 4));
  const opening = await openingBalanceOf(db, employeeId, year);
  const period = await unpaidPeriod(db, employee, opening?.go_live_date ?? null);
  const rates = basisRates(terms);
  const dayRate = employeeDayRate(terms);

  // Issue 23: the unpaid days from the schedule and timesheet where there is one, else from the pay
  // basis (a monthly-rated employee is paid the work week's working days at the day rate: the
  // engine's own monthly-rated lines); with neither, nothing is paid and the statement says why.
  const source: UnpaidSource = !period
    ? 'schedule'
    : (await hasSchedule(db, employeeId, period))
      ? 'schedule'
      : rates.basis === 'Monthly'
        ? 'pay_basis'
        : 'none';
  let periodPayslip: Payslip | null = null;
  let loans: readonly LoanInput[] = [];
  if (period && source !== 'none') {
    // A final pay closes its month: it takes the month's contributions not yet deducted.
    // A stretch that is exactly a cut-off of the company's calendar is paid as one; any other
    // (1-13 November, or several periods since the go-live date) by its working days.
    const calendar =
      (employee.company_id !== null &&
        (await payCalendarsOf(db, [employee.company_id])).get(employee.company_id)) ||
      DEFAULT_PAY_CALENDAR;
    const cutOff = calendarPeriodOf(calendar, terms.pay_period, period.start);
    const [evaluated] = await evaluate(db, [payrollEmployee], period.start, period.end, {
      closesMonth: true,
      wholePeriod: cutOff.start === period.start && cutOff.end === period.end,
    });
    if (evaluated?.error && !evaluated.computed) throw invalid(evaluated.error);
    if (evaluated?.computed) {
      periodPayslip = evaluated.computed.snapshot.payslip;
      loans = evaluated.computed.loans;
    }
  }
  if (!period || !periodPayslip) {
    const pay = await payInputsForPeriod(
      db,
      [employeeId],
      employee.separation_date,
      employee.separation_date,
    );
    loans = pay.get(employeeId)?.loans ?? [];
  }
  const unpaid = {
    source,
    days: !period
      ? 0
      : source === 'pay_basis'
        ? scheduledWorkingDays(period.start, period.end, terms.rest_weekdays ?? [0], rates.paidRestDays)
        : source === 'schedule' && periodPayslip
          ? periodPayslip.attendance.days_present + periodPayslip.attendance.paid_leave_days
          : 0,
    day_rate: dayRate,
    message: period && source === 'none' ? FINAL_PAY_MSG.noBasis(period.start, period.end) : null,
  };

  // Pro-rated 13th month (PD 851): basic earned this year / 12, less what was already paid; the
  // opening balance (issue 23) adds what the previous system paid before the go-live date.
  const basicBefore = await sumOf(db, employeeId, 'basic_earned', 'regular', year);
  // The same reading of the opening balance as the 13th-month run (openingbalances/thirteenth.ts).
  const openingThirteenth = (await thirteenthOpeningOf(db, [employeeId], year)).get(employeeId);
  const beforeSahod = openingThirteenth
    ? { basic_pay: openingThirteenth.basic_earned, thirteenth_paid: openingThirteenth.already_paid }
    : null;
  const basic =
    (beforeSahod?.basic_pay ?? 0) +
    basicBefore +
    (periodPayslip ? basicEarned([periodPayslip.gross_breakdown]) : 0);
  const thirteenth = thirteenthMonth(basic);
  const alreadyPaid =
    (await sumOf(db, employeeId, 'gross_pay', 'thirteenth', year)) + (beforeSahod?.thirteenth_paid ?? 0);
  const thirteenthDue = thirteenthMonthDue(thirteenth, alreadyPaid);

  // Unused credits of each leave type that converts at separation (SIL always) at the day rate.
  const leaveLines = (await convertibleBalances(db, employeeId)).map((b) => ({
    ...b,
    name: leaveLineOf(b.application_type),
    amount: daysAtDayRate(b.days, rates),
  }));
  const days = leaveLines.reduce((a, l) => a + l.days, 0);
  const leaveAmount = leaveLines.reduce((a, l) => a + l.amount, 0);

  // Tax (issue 21 section 3): the leave conversion is monetized vacation leave, de minimis up to
  // its days (10, 12 from 2026); its excess and the 13th month fill what the year's payslips and
  // the unpaid period left of the ₱90,000 bucket, the leave's excess first; the overflow is taxable.
  const usage = (await benefitsUsage(db, [employeeId], employee.separation_date)).get(employeeId);
  const periodSplit = periodPayslip?.tax_split;
  const bucketUsed =
    (usage?.bucket_used ?? 0) + (periodSplit?.bucket_exempt ?? 0) + (openingThirteenth?.bucket_used ?? 0);
  const leaveUsed =
    (usage?.de_minimis?.vacation_leave ?? 0) + (periodSplit?.de_minimis_by_kind.vacation_leave ?? 0);
  const split = splitTaxTreatment(
    [
      { amount: leaveAmount, treatment: 'de_minimis', kind: 'vacation_leave' },
      { amount: thirteenthDue, treatment: 'other_benefits' },
    ],
    { bucket_used: bucketUsed, de_minimis: { vacation_leave: leaveUsed } },
    {
      pay_date: employee.separation_date,
      daily_rate: Math.round(terms.monthly_salary / terms.days),
      days_worked: 0,
      minimum_wage_earner: terms.tax_mode === 'minimum_wage',
    },
  );
  const room = Math.max(0, benefitsExemptionCeiling(year) - bucketUsed);
  const leaveTaxable = Math.max(0, split.de_minimis_excess - room);
  const thirteenthTaxable = split.bucket_taxable - leaveTaxable;

  const taxable = (periodPayslip?.taxable_compensation ?? 0) + split.bucket_taxable;

  const loanLines = loans
    .filter((l) => l.status === 'Active' && l.loan_amount - l.total_amount_paid > 0)
    .map((l) => ({
      loan_id: l.loan_id,
      loan_name: l.loan_name,
      outstanding: l.loan_amount - l.total_amount_paid,
    }));
  const entries = (record: Record<string, number> | undefined) =>
    Object.entries(record ?? {}).map(([name, amount]) => ({ name, amount }));

  const input = {
    unpaidSalary: source === 'none' ? null : (periodPayslip?.gross_base ?? 0),
    thirteenthMonth: thirteenthDue,
    leaveConversions: leaveLines.map((l) => ({ name: l.name, amount: l.amount })),
    otherEarnings: [...entries(periodPayslip?.earnings), ...entries(periodPayslip?.benefits)],
    contributions: entries(periodPayslip?.mandatories_breakdown),
    loans: loanLines.map((l) => ({ name: l.loan_name, amount: l.outstanding })),
    deductions: entries(periodPayslip?.deductions),
  };
  // The year-end adjustment with this pay's taxable part added; the tax comes first among the
  // statement's deductions, so a shortfall is withheld up to the whole pay before tax.
  const grossBeforeTax = finalPayStatement(input).grossFinalPay;
  const annualized = await annualize(
    db,
    [employeeId],
    year,
    new Map([[employeeId, { taxable_compensation: taxable, net_pay: grossBeforeTax, wtax: 0 }]]),
  );
  const yearEnd = (annualized.get(employeeId) as Annualized).adjustment;
  const statement = finalPayStatement({
    ...input,
    taxAdjustment: { withhold: yearEnd.withhold, refund: yearEnd.refund },
  });
  return {
    employee,
    payrollEmployee,
    period,
    statement,
    periodPayslip,
    loans,
    loanLines,
    unpaid,
    thirteenth: {
      basic_earned: basic,
      thirteenth,
      already_paid: alreadyPaid,
      due: thirteenthDue,
      taxable: thirteenthTaxable,
      before_sahod: beforeSahod,
    },
    openingWarning: await openingBalanceWarning(db, employeeId, year),
    leave: {
      days,
      daily_rate: dayRate,
      amount: leaveAmount,
      taxable: leaveTaxable,
      lines: leaveLines,
    },
    yearEnd,
    taxable,
    split,
  };
}
