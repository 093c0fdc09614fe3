/**
 * computePayslip: one employee, one pay period, following payroll-design.md. Everything inside is
 * integer centavos (rates keep full precision; each named component is rounded once); pesos appear
 * only in computePayslip's result. Written for speed: no Date objects, no per-call tables, one pass
 * over the days with reused scratch objects.
 */
import { withOfficialBusiness } from './applications.ts';
import { basisRates, employedRange, type MonthlyTally, monthlyRatedLines, newMonthlyTally } from './basis.ts';
import { splitTaxTreatment, type TreatedLine, taxSplitToPesos, treatedLine } from './benefits.ts';
import { dayNumber, minutesOfDay, type PayPeriod, weekdayOfDayNumber } from './dates.ts';
import { HOLIDAY_LOOKBACK_DAYS, holidayIndexOf } from './dayWindow.ts';
import { earningSalaryTotal, PayrollInputError } from './earnings.ts';
import { loanDue } from './loans.ts';
import { minimumWageCheck, minimumWageToPesos } from './minimumWagePayslip.ts';
import { pesos, roundHalfAwayFromZero } from './money.ts';
import { withPriorYearTax } from './priorYearTax.ts';
import { periodShare } from './shares.ts';
import type { Holiday, HolidayIndex } from './statutory/holidays.ts';
import { pagibigContribution } from './statutory/pagibig.ts';
import { philhealthContribution } from './statutory/philhealth.ts';
import { type PremiumSchedule, premiumsOn } from './statutory/premiums.ts';
import { sssContribution } from './statutory/sss.ts';
import { type TaxPeriod, withholdingTax } from './statutory/withholding.ts';
import {
  type DayMeasure,
  measureDay,
  newDayMeasure,
  PAID_LEAVE_SHIFT_ID,
  UNPAID_LEAVE_SHIFT_ID,
} from './time.ts';
import { periodContribution, truesUpMonth } from './trueup.ts';
import type {
  ApplicationInput,
  Attendance,
  DayRecord,
  EmployeeTerms,
  LoanLine,
  Payslip,
  PayslipInput,
  YearEndLine,
} from './types.ts';

const BP = 10_000;

const TAX_PERIOD: Readonly<Record<PayPeriod, TaxPeriod>> = {
  Monthly: 'monthly',
  'Semi-monthly': 'semi-monthly',
  Weekly: 'weekly',
};

/**
 * Night hours (22:00-06:00) as intervals on the shift-date axis, which runs up to two days past the
 * shift date's midnight: [0, 06:00], [22:00, 06:00 next day], [22:00 next day, 06:00 the day after].
 */
function nightWindows(premiums: PremiumSchedule): number[] {
  const { nightStart, nightEnd } = premiums;
  return [0, nightEnd, nightStart, nightEnd + 1440, nightStart + 1440, nightEnd + 2880];
}

function nightMinutes(windows: readonly number[], from: number, to: number): number {
  let total = 0;
  for (let i = 0; i < windows.length; i += 2) {
    const start = Math.max(from, windows[i]!);
    const end = Math.min(to, windows[i + 1]!);
    if (end > start) total += end - start;
  }
  return total;
}

function isOvertime(application: ApplicationInput): boolean {
  return (
    application.approval_status === 'Approved' &&
    application.application_type.trim().toLowerCase() === 'overtime'
  );
}

function validateTerms(terms: EmployeeTerms): void {
  if (!Number.isInteger(terms.monthly_salary) || terms.monthly_salary < 0) {
    throw new PayrollInputError('monthly_salary must be a whole number of centavos, zero or more');
  }
  if (!(terms.days > 0) || !(terms.hours > 0))
    throw new PayrollInputError('days and hours must be above zero');
  if (TAX_PERIOD[terms.pay_period] === undefined) {
    throw new PayrollInputError(`unknown pay_period '${String(terms.pay_period)}'`);
  }
}

/** Running totals of one pass over the period's days. */
interface TimeTotals {
  basicMinutes: number;
  /** Minutes x multiplier (basis points), by premium component. */
  restDayWeighted: number;
  specialDayWeighted: number;
  regularHolidayWeighted: number;
  overtimeWeighted: number;
  nightWeighted: number;
  /** Unworked paid holidays x multiplier (basis points of the day rate). */
  holidayWeighted: number;
  attendance: Attendance;
  /** Monthly-rated counts (basis.ts); counted for every employee, used for monthly-rated ones. */
  monthly: MonthlyTally;
}

/** Everything the day loop needs, built once per payslip. */
interface DayContext {
  readonly records: (DayRecord | undefined)[];
  readonly firstDay: number;
  readonly holidays: HolidayIndex;
  readonly restMask: number;
  readonly premiums: PremiumSchedule;
  readonly overtime: readonly ApplicationInput[];
  readonly overtimeDays: readonly number[];
  readonly nightWindows: readonly number[];
  /**
   * Monthly-rated: the multiplier (basis points) the salary already pays for a day, by kind x 2 + rest;
   * work on it earns the worked multiplier less this (all zeros for daily-rated). basis.ts.
   */
  readonly covered: readonly number[];
  readonly paidRestDays: boolean;
}

const dayMeasure = newDayMeasure();
const lookbackMeasure = newDayMeasure();

function recordOn(context: DayContext, day: number): DayRecord | undefined {
  const offset = day - context.firstDay;
  return offset >= 0 && offset < context.records.length ? context.records[offset] : undefined;
}

function isRestDay(context: DayContext, day: number, record: DayRecord | undefined): boolean {
  if (record?.rest_day !== undefined) return record.rest_day;
  return ((context.restMask >> weekdayOfDayNumber(day)) & 1) === 1;
}

/**
 * "Day before" rule (ph-statutory 5.3): an unworked regular holiday pays if the employee worked or
 * was on paid leave on the last workday before it. Rest days, holidays and dates with neither a
 * shift nor a log are not workdays and are stepped over. With no workday at all in the two weeks
 * before (not yet hired, on long unpaid leave, no records passed), the holiday is not paid.
 */
function earnedHolidayPay(context: DayContext, holiday: number): boolean {
  for (let day = holiday - 1; day >= holiday - HOLIDAY_LOOKBACK_DAYS; day--) {
    if (context.holidays.has(day)) continue;
    const record = recordOn(context, day);
    if (record === undefined || isRestDay(context, day, record)) continue;
    const shiftId = record.shift?.shift_id;
    if (shiftId === PAID_LEAVE_SHIFT_ID) return true;
    if (shiftId === UNPAID_LEAVE_SHIFT_ID) return false;
    measureDay(record.log, record.shift, lookbackMeasure);
    if (lookbackMeasure.official > 0) return true;
    if (record.shift != null) return false; // scheduled and absent
  }
  return false;
}

/** Approved overtime on a day: the part of each application the log covers, outside the shift. */
function addOvertime(
  context: DayContext,
  day: number,
  measure: DayMeasure,
  kindIndex: number,
  rest: boolean,
  totals: TimeTotals,
): void {
  const multiplier = overtimeMultiplier(context.premiums, kindIndex, rest);
  let unassignedExtra = measure.uncapped - measure.official;
  for (let i = 0; i < context.overtime.length; i++) {
    if (context.overtimeDays[i] !== day) continue;
    const application = context.overtime[i]!;
    let start = minutesOf(application.start_time);
    let end = minutesOf(application.end_time);
    if (end <= start) end += 1440;
    if (start + 720 < measure.logStart) {
      start += 1440;
      end += 1440;
    }
    const from = Math.max(start, measure.logStart);
    const to = Math.min(end, measure.logEnd);
    if (to <= from) continue;
    let minutes = 0;
    let night = 0;
    if (measure.hasShift) {
      if (from < measure.shiftStart) {
        const pieceEnd = Math.min(to, measure.shiftStart);
        minutes += pieceEnd - from;
        night += nightMinutes(context.nightWindows, from, pieceEnd);
      }
      if (to > measure.shiftEnd) {
        const pieceStart = Math.max(from, measure.shiftEnd);
        minutes += to - pieceStart;
        night += nightMinutes(context.nightWindows, pieceStart, to);
      }
    } else {
      // No shift: official time stops at 8 hours; approved overtime pays what lies beyond.
      minutes = Math.min(to - from, unassignedExtra);
      if (minutes < 0) minutes = 0;
      unassignedExtra -= minutes;
      night = nightMinutes(context.nightWindows, from, to);
      if (night > minutes) night = minutes;
    }
    totals.overtimeWeighted += minutes * multiplier;
    totals.nightWeighted += night * multiplier;
    totals.attendance.overtime_minutes += minutes;
    totals.attendance.night_minutes += night;
  }
}

const KIND_INDEX = { ordinary: 0, special: 1, regular: 2, double: 3 } as const;
const KINDS = ['ordinary', 'special', 'regular', 'double'] as const;

function workedMultiplier(premiums: PremiumSchedule, kindIndex: number, rest: boolean): number {
  return premiums.worked[KINDS[kindIndex]!][rest ? 1 : 0];
}

function overtimeMultiplier(premiums: PremiumSchedule, kindIndex: number, rest: boolean): number {
  return premiums.overtime[KINDS[kindIndex]!][rest ? 1 : 0];
}

function minutesOf(time: string): number {
  const minutes = minutesOfDay(time);
  if (minutes < 0) throw new PayrollInputError('an overtime application needs a start and an end time');
  return minutes;
}

function newTotals(): TimeTotals {
  return {
    basicMinutes: 0,
    restDayWeighted: 0,
    specialDayWeighted: 0,
    regularHolidayWeighted: 0,
    overtimeWeighted: 0,
    nightWeighted: 0,
    holidayWeighted: 0,
    attendance: emptyAttendance(),
    monthly: newMonthlyTally(),
  };
}

/** A period's attendance with nothing counted yet (also a payslip that is not for time worked). */
export function emptyAttendance(): Attendance {
  return {
    days_present: 0,
    absences: 0,
    late_minutes: 0,
    early_minutes: 0,
    paid_leave_days: 0,
    unpaid_leave_days: 0,
    regular_minutes: 0,
    overtime_minutes: 0,
    night_minutes: 0,
    paid_holidays: 0,
  };
}

/** One pass over the period's days: official time by day kind, overtime, night work, leave, holidays. */
function tallyDays(context: DayContext, startDay: number, endDay: number): TimeTotals {
  const totals = newTotals();
  const attendance = totals.attendance;
  const measure = dayMeasure;
  for (let day = startDay; day <= endDay; day++) {
    const record = recordOn(context, day);
    const kind = context.holidays.get(day);
    const kindIndex = kind === undefined ? 0 : KIND_INDEX[kind];
    const rest = isRestDay(context, day, record);
    const shiftId = record?.shift?.shift_id;
    const isRegularHoliday = kindIndex >= 2;
    const workday = kindIndex === 0 && !rest;
    if (!rest || context.paidRestDays) totals.monthly.workingDays++;
    if (shiftId === PAID_LEAVE_SHIFT_ID || shiftId === UNPAID_LEAVE_SHIFT_ID) {
      if (isRegularHoliday) {
        addUnworkedHoliday(context, day, kindIndex, totals);
      } else if (shiftId === PAID_LEAVE_SHIFT_ID) {
        attendance.paid_leave_days++;
      } else {
        attendance.unpaid_leave_days++;
        if (workday) totals.monthly.unpaidDays++;
      }
      continue;
    }
    if (record === undefined) {
      if (isRegularHoliday) addUnworkedHoliday(context, day, kindIndex, totals);
      continue;
    }
    measureDay(record.log, record.shift, measure);
    const minutes = measure.official;
    if (minutes <= 0) {
      if (isRegularHoliday) addUnworkedHoliday(context, day, kindIndex, totals);
      else if (kindIndex === 0 && record.shift != null && !measure.complete) {
        attendance.absences++;
        if (workday) totals.monthly.unpaidDays++;
      }
      if (measure.complete && context.overtime.length > 0)
        addOvertime(context, day, measure, kindIndex, rest, totals);
      continue;
    }
    attendance.days_present++;
    attendance.regular_minutes += minutes;
    attendance.late_minutes += measure.late;
    attendance.early_minutes += measure.early;
    if (workday) {
      totals.monthly.lateMinutes += measure.lateDeducted;
      totals.monthly.undertimeMinutes += measure.early;
    }
    const multiplier = workedMultiplier(context.premiums, kindIndex, rest);
    const premium = multiplier - context.covered[kindIndex * 2 + (rest ? 1 : 0)]!;
    if (kindIndex === 0) {
      if (rest) totals.restDayWeighted += minutes * premium;
      else totals.basicMinutes += minutes;
    } else if (kindIndex === 1) {
      totals.specialDayWeighted += minutes * premium;
    } else {
      totals.regularHolidayWeighted += minutes * premium;
    }
    let night = nightMinutes(context.nightWindows, measure.windowStart, measure.windowEnd);
    if (night > 0 && measure.lunchStart >= 0) {
      const lunchFrom = Math.max(measure.lunchStart, measure.windowStart);
      const lunchTo = Math.min(measure.lunchEnd, measure.windowEnd);
      if (lunchTo > lunchFrom) night -= nightMinutes(context.nightWindows, lunchFrom, lunchTo);
    }
    if (night > minutes) night = minutes;
    if (night > 0) {
      totals.nightWeighted += night * multiplier;
      attendance.night_minutes += night;
    }
    if (context.overtime.length > 0) addOvertime(context, day, measure, kindIndex, rest, totals);
  }
  return totals;
}

function addUnworkedHoliday(context: DayContext, day: number, kindIndex: number, totals: TimeTotals): void {
  if (!earnedHolidayPay(context, day)) return;
  const multiplier = context.premiums.unworked[KINDS[kindIndex]!];
  totals.holidayWeighted += multiplier;
  totals.attendance.paid_holidays++;
}

/** Approved Official Business widens the day's log (applications.ts); a day without a record gets one. */
function mergeOfficialBusiness(
  records: Array<DayRecord | undefined>,
  firstDay: number,
  applications: readonly ApplicationInput[] | undefined,
): void {
  for (const application of applications ?? []) {
    if (application.approval_status !== 'Approved') continue;
    if (application.application_type.trim().toLowerCase() !== 'official business') continue;
    const offset = dayNumber(application.effective_date) - firstDay;
    if (offset < 0 || offset >= records.length) continue;
    const record = records[offset];
    const date = application.effective_date;
    records[offset] = {
      ...(record ?? { date, shift: null }),
      log: withOfficialBusiness(date, record?.log ?? null, [application]),
    };
  }
}

const NOTHING_COVERED: readonly number[] = [0, 0, 0, 0, 0, 0, 0, 0];

/**
 * What a monthly salary already pays for a day, by kind x 2 + rest (ph-statutory 5.7): a regular
 * holiday its unworked pay (the factors count the regular holidays); an ordinary or special day 100%
 * unless it is a rest day the factor does not pay.
 */
function salaryCovers(premiums: PremiumSchedule, paidRestDays: boolean): readonly number[] {
  const rest = paidRestDays ? BP : 0;
  return [
    BP,
    rest,
    BP,
    rest,
    premiums.unworked.regular,
    premiums.unworked.regular,
    premiums.unworked.double,
    premiums.unworked.double,
  ];
}

function buildContext(input: PayslipInput, startDay: number, endDay: number, onDate: string): DayContext {
  const firstDay = startDay - HOLIDAY_LOOKBACK_DAYS;
  const records = new Array<DayRecord | undefined>(endDay - firstDay + 1);
  for (const record of input.days) {
    const offset = dayNumber(record.date) - firstDay;
    if (offset < 0 || offset >= records.length) continue;
    if (records[offset] !== undefined) throw new PayrollInputError(`two day records for ${record.date}`);
    records[offset] = record;
  }
  mergeOfficialBusiness(records, firstDay, input.applications);
  let restMask = 1;
  const restWeekdays = input.employee.rest_weekdays;
  if (restWeekdays !== undefined) {
    restMask = 0;
    for (const weekday of restWeekdays) restMask |= 1 << weekday;
  }
  const overtime: ApplicationInput[] = [];
  const overtimeDays: number[] = [];
  for (const application of input.applications ?? []) {
    if (!isOvertime(application)) continue;
    const day = dayNumber(application.effective_date);
    if (day < startDay || day > endDay) continue;
    overtime.push(application);
    overtimeDays.push(day);
  }
  const premiums = premiumsOn(onDate);
  const terms = input.employee;
  const paidRestDays = terms.pay_basis === 'Monthly' && basisRates(terms).paidRestDays;
  return {
    covered: terms.pay_basis === 'Monthly' ? salaryCovers(premiums, paidRestDays) : NOTHING_COVERED,
    paidRestDays,
    records,
    firstDay,
    nightWindows: nightWindows(premiums),
    holidays: holidayIndexOf(input.holidays),
    restMask,
    premiums,
    overtime,
    overtimeDays,
  };
}

function addTo(map: Record<string, number>, key: string, amount: number): void {
  map[key] = (map[key] ?? 0) + amount;
}

/** The payslip in integer centavos (same shape as computePayslip's, which is in pesos). */
export function computePayslipCentavos(input: PayslipInput): Payslip {
  const terms = input.employee;
  validateTerms(terms);
  const { start, end } = input.period;
  const startDay = dayNumber(start);
  const endDay = dayNumber(end);
  if (endDay < startDay) throw new PayrollInputError(`period ends (${end}) before it starts (${start})`);
  const payPeriod = terms.pay_period;
  // Pay basis (basis.ts): the day rate is rate / days as a full-precision fraction; `monthly` is the
  // salary or a daily-rated group's monthly equivalent.
  const basisRate = basisRates(terms);
  const monthly = basisRate.monthly;
  const rate = basisRate.dayNumerator;
  const days = basisRate.dayDenominator;
  // Full-precision rates: amount = rate x quantity / denominator, rounded once per component.
  const perMinute = days * terms.hours * 60;
  const perWeightedMinute = perMinute * BP;

  const context = buildContext(input, startDay, endDay, end);
  const employed = employedRange(terms, startDay, endDay);
  const totals = employed ? tallyDays(context, employed.from, employed.to) : newTotals();
  const attendance = totals.attendance;

  const byMinutes = (weighted: number): number =>
    weighted === 0 ? 0 : roundHalfAwayFromZero((rate * weighted) / perWeightedMinute);
  const gross_breakdown: Record<string, number> = {};
  const basicLines: readonly (readonly [string, number])[] =
    basisRate.basis === 'Monthly'
      ? monthlyRatedLines(terms, basisRate, input.period, employed, totals.monthly, input.whole_period)
      : [
          ['Basic Pay', roundHalfAwayFromZero((rate * totals.basicMinutes) / perMinute)],
          ['Paid Leave', roundHalfAwayFromZero((rate * attendance.paid_leave_days) / days)],
          ['Holiday Pay', roundHalfAwayFromZero((rate * totals.holidayWeighted) / (days * BP))],
        ];
  const components: readonly (readonly [string, number])[] = [
    ...basicLines,
    ['Rest Day Pay', byMinutes(totals.restDayWeighted)],
    ['Special Day Pay', byMinutes(totals.specialDayWeighted)],
    ['Regular Holiday Pay', byMinutes(totals.regularHolidayWeighted)],
    ['Overtime', byMinutes(totals.overtimeWeighted)],
    ['Night Differential', byMinutes((totals.nightWeighted * context.premiums.nightShareBp) / BP)],
  ];
  let gross_base = 0;
  for (const [name, amount] of components) {
    if (amount === 0) continue;
    gross_breakdown[name] = amount;
    gross_base += amount;
  }

  // Other earnings of the records dated in this period.
  const earnings: Record<string, number> = {};
  let earningsTotal = 0;
  const treated: TreatedLine[] = [];
  for (const line of input.earnings ?? []) {
    if (line.effective_date < start || line.effective_date > end) continue;
    const amount = earningSalaryTotal(line, attendance.days_present);
    addTo(earnings, line.name, amount);
    earningsTotal += amount;
    treated.push(treatedLine(line, amount));
  }

  // Benefits: monthly amounts by the period's share of the month.
  const benefits: Record<string, number> = {};
  let benefitsTotal = 0;
  let monthlyBenefits = 0;
  // Not employed at all in the period (hired after it, separated before it): no benefits either.
  for (const benefit of employed ? (terms.benefits ?? []) : []) {
    monthlyBenefits += benefit.monthly_amount;
    const amount = periodShare(benefit.monthly_amount, payPeriod, start);
    if (amount === 0) continue;
    addTo(benefits, benefit.name, amount);
    benefitsTotal += amount;
    treated.push(treatedLine(benefit, amount));
  }
  const gross_pay = gross_base + earningsTotal + benefitsTotal;

  // Mandatory contributions: monthly figures spread over the month's periods, the month's last
  // payroll truing them up (trueup.ts). No earnings in the period, no contributions (reported as
  // "no earnings" to the agencies).
  const requestedMode = terms.tax_mode ?? 'statutory';
  const minimumWage = minimumWageCheck(input, gross_breakdown);
  const mwe = minimumWage.status?.mwe === true;
  const mode = requestedMode === 'minimum_wage' && !mwe ? 'statutory' : requestedMode;
  const fixed = mode === 'fixed';
  const monthToDate = truesUpMonth(payPeriod, end, input.month_to_date) ? input.month_to_date : undefined;
  const mandatories_breakdown: Record<string, number> = {};
  const employer_shares: Record<string, number> = {};
  let mandatoriesTotal = 0;
  let employer_total = 0;
  if (gross_pay > 0) {
    const basis = terms.contribution_basis === 'basic' ? monthly : monthly + monthlyBenefits;
    // A true-up takes SSS on the month's actual compensation (the SS Act's "compensation").
    const monthCompensation =
      monthToDate === undefined
        ? basis
        : monthToDate.compensation + (terms.contribution_basis === 'basic' ? gross_base : gross_pay);
    const sss = sssContribution(terms.sss_compensation ?? monthCompensation, end);
    const philhealth = philhealthContribution(terms.philhealth_basic_salary ?? monthly, end);
    const pagibig = pagibigContribution(terms.pagibig_fund_salary ?? basis, end);
    const employee: readonly (readonly [string, number])[] = [
      ['SSS', fixed && terms.sss_rate != null ? terms.sss_rate : sss.ee],
      ['PhilHealth', fixed && terms.philhealth_rate != null ? terms.philhealth_rate : philhealth.ee],
      ['Pag-IBIG', fixed && terms.pagibig_rate != null ? terms.pagibig_rate : pagibig.ee],
    ];
    for (const [name, monthlyAmount] of employee) {
      const amount = periodContribution(
        monthlyAmount,
        payPeriod,
        start,
        monthToDate && (monthToDate.ee[name] ?? 0),
      );
      mandatories_breakdown[name] = amount;
      mandatoriesTotal += amount;
    }
    const employer: readonly (readonly [string, number])[] = [
      ['SSS', sss.erRegular + sss.erMpf],
      ['SSS EC', sss.ec],
      ['PhilHealth', philhealth.er],
      ['Pag-IBIG', pagibig.er],
    ];
    for (const [name, monthlyAmount] of employer) {
      const amount = periodContribution(
        monthlyAmount,
        payPeriod,
        start,
        monthToDate && (monthToDate.er[name] ?? 0),
      );
      employer_shares[name] = amount;
      employer_total += amount;
    }
  } else {
    for (const name of ['SSS', 'PhilHealth', 'Pag-IBIG']) mandatories_breakdown[name] = 0;
    for (const name of ['SSS', 'SSS EC', 'PhilHealth', 'Pag-IBIG']) employer_shares[name] = 0;
  }

  // Other deductions dated in this period.
  const deductions: Record<string, number> = {};
  let deductionsTotal = 0;
  let preTaxDeductions = 0;
  for (const line of input.deductions ?? []) {
    if (line.effective_date < start || line.effective_date > end) continue;
    addTo(deductions, line.name, line.amount);
    deductionsTotal += line.amount;
    if (line.pre_tax === true) preTaxDeductions += line.amount;
  }

  // Withholding tax on the period's taxable compensation. A minimum wage earner's basic, holiday,
  // overtime and night pay are exempt (RR 11-2018); only other taxable earnings and benefits remain.
  // Who is an MWE is the day rate against the region's minimum wage on the pay date, not the group.
  const tax_split = splitTaxTreatment(treated, input.benefits_usage ?? { bucket_used: 0 }, {
    pay_date: input.pay_date ?? input.minimum_wage?.on_date ?? end,
    daily_rate: roundHalfAwayFromZero(rate / days),
    days_worked: attendance.days_present,
    minimum_daily_wage: input.minimum_daily_wage ?? minimumWage.status?.minimum_daily_rate,
    minimum_wage_earner: mwe,
  });
  let taxable_compensation = mwe
    ? tax_split.taxable
    : gross_base + tax_split.taxable - mandatoriesTotal - preTaxDeductions;
  if (taxable_compensation < 0) taxable_compensation = 0;
  let wtax = 0;
  if (gross_pay > 0) {
    wtax =
      fixed && terms.w_tax_monthly_rate != null
        ? periodShare(terms.w_tax_monthly_rate, payPeriod, start)
        : withholdingTax(taxable_compensation, TAX_PERIOD[payPeriod], end);
  }
  const deductions_breakdown: Record<string, number> = { WTax: wtax, ...deductions };

  // Loan installments due this period.
  const loans_breakdown: LoanLine[] = [];
  let loansTotal = 0;
  for (const loan of input.loans ?? []) {
    const line = loanDue(loan, end, { start, pay_period: payPeriod });
    if (line === null) continue;
    loans_breakdown.push(line);
    loansTotal += line.amount_due;
  }

  const total_deductions = mandatoriesTotal + wtax + deductionsTotal + loansTotal;
  const payslip: Payslip = {
    period: { start, end },
    rates: {
      monthly_rate: monthly,
      daily_rate: roundHalfAwayFromZero(rate / days),
      hourly_rate: roundHalfAwayFromZero(rate / (days * terms.hours)),
    },
    gross_breakdown,
    gross_base,
    earnings,
    earningsTotal,
    benefits,
    benefitsTotal,
    gross_pay,
    mandatories_breakdown,
    mandatoriesTotal,
    deductions_breakdown,
    deductions,
    deductionsTotal,
    wtax,
    taxable_compensation,
    loans_breakdown,
    loansTotal,
    total_deductions,
    net_pay: gross_pay - total_deductions,
    employer_shares,
    employer_total,
    attendance,
    ...(minimumWage.payslip ? { minimum_wage: minimumWage.payslip } : {}),
    ...(requestedMode === 'minimum_wage' && !mwe ? { mwe_group_ignored: true } : {}),
    ...(monthToDate && gross_pay > 0 ? { contributions_trued_up: true } : {}),
    tax_split,
  };
  return withPriorYearTax(payslip, input.prior_year_tax);
}

function mapToPesos(map: Record<string, number>): Record<string, number> {
  const result: Record<string, number> = {};
  for (const key in map) result[key] = pesos(map[key]!);
  return result;
}

/** Converts a centavo payslip to pesos (numbers with two decimals), the API's unit. */
export function payslipToPesos(payslip: Payslip): Payslip {
  return {
    period: payslip.period,
    rates: {
      monthly_rate: pesos(payslip.rates.monthly_rate),
      daily_rate: pesos(payslip.rates.daily_rate),
      hourly_rate: pesos(payslip.rates.hourly_rate),
    },
    gross_breakdown: mapToPesos(payslip.gross_breakdown),
    gross_base: pesos(payslip.gross_base),
    earnings: mapToPesos(payslip.earnings),
    earningsTotal: pesos(payslip.earningsTotal),
    benefits: mapToPesos(payslip.benefits),
    benefitsTotal: pesos(payslip.benefitsTotal),
    gross_pay: pesos(payslip.gross_pay),
    mandatories_breakdown: mapToPesos(payslip.mandatories_breakdown),
    mandatoriesTotal: pesos(payslip.mandatoriesTotal),
    deductions_breakdown: mapToPesos(payslip.deductions_breakdown),
    deductions: mapToPesos(payslip.deductions),
    deductionsTotal: pesos(payslip.deductionsTotal),
    wtax: pesos(payslip.wtax),
    taxable_compensation: pesos(payslip.taxable_compensation),
    loans_breakdown: payslip.loans_breakdown.map((line) => ({
      loan_id: line.loan_id,
      loan_name: line.loan_name,
      amount_due: pesos(line.amount_due),
      balance: pesos(line.balance),
    })),
    loansTotal: pesos(payslip.loansTotal),
    total_deductions: pesos(payslip.total_deductions),
    net_pay: pesos(payslip.net_pay),
    employer_shares: mapToPesos(payslip.employer_shares),
    employer_total: pesos(payslip.employer_total),
    attendance: payslip.attendance,
    ...(payslip.year_end ? { year_end: yearEndToPesos(payslip.year_end) } : {}),
    ...(payslip.prior_year_tax ? { prior_year_tax: pesos(payslip.prior_year_tax) } : {}),
    ...(payslip.minimum_wage ? { minimum_wage: minimumWageToPesos(payslip.minimum_wage) } : {}),
    ...(payslip.mwe_group_ignored ? { mwe_group_ignored: true } : {}),
    ...(payslip.contributions_trued_up ? { contributions_trued_up: true } : {}),
    ...(payslip.tax_split ? { tax_split: taxSplitToPesos(payslip.tax_split, pesos) } : {}),
  };
}

function yearEndToPesos(y: YearEndLine): YearEndLine {
  const out = { ...y };
  for (const key of Object.keys(out) as (keyof YearEndLine)[]) out[key] = pesos(y[key]);
  return out;
}

/**
 * The payslip of one employee for one pay period, in pesos (spec "Payroll row" money fields), computed
 * in centavos. Pure: the same input always gives the same payslip.
 */
export function computePayslip(input: PayslipInput): Payslip {
  return payslipToPesos(computePayslipCentavos(input));
}

/** One day's minutes as the payslip counts them (the timesheet's dev tools show these per day). */
export interface DayAttendance {
  official_minutes: number;
  late_minutes: number;
  early_minutes: number;
  overtime_minutes: number;
  night_minutes: number;
}

/**
 * The minutes computePayslip counts for one day: official, late, early, approved overtime and night
 * minutes (regular and overtime). The same day loop as the payslip runs over the single date, so a
 * per-day view can never disagree with the payslip's attendance totals.
 */
export function dayAttendance(input: {
  date: string;
  log: DayRecord['log'];
  shift: DayRecord['shift'];
  applications?: readonly ApplicationInput[];
  rest_weekdays?: readonly number[];
  holidays?: readonly Holiday[];
}): DayAttendance {
  const day = dayNumber(input.date);
  const payslipInput = {
    employee: { rest_weekdays: input.rest_weekdays },
    days: [{ date: input.date, log: input.log, shift: input.shift }],
    applications: input.applications,
    holidays: input.holidays,
  } as unknown as PayslipInput;
  const context = buildContext(payslipInput, day, day, input.date);
  const { attendance } = tallyDays(context, day, day);
  return {
    official_minutes: attendance.regular_minutes,
    late_minutes: attendance.late_minutes,
    early_minutes: attendance.early_minutes,
    overtime_minutes: attendance.overtime_minutes,
    night_minutes: attendance.night_minutes,
  };
}
