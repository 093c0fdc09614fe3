/**
 * @sahod/payroll: the Philippine payroll engine. Pure, isomorphic functions (no I/O, no clock);
 * statutory figures are dated data chosen by date; money is integer centavos inside.
 */

export { excuseUndertime, withOfficialBusiness } from './applications.ts';
export {
  ABSENCES_COMPONENT,
  type BasisRates,
  basisRates,
  dayRateOf,
  daysAtDayRate,
  LATE_COMPONENT,
  monthlyEquivalent,
  type PayBasis,
  UNDERTIME_COMPONENT,
} from './basis.ts';
export {
  type BenefitsContext,
  type BenefitsUsage,
  deMinimisCeilingAmount,
  emptyTaxSplit,
  splitTaxTreatment,
  supplementaryWithholding,
  TAX_TREATMENTS,
  type TaxSplit,
  type TaxTreatment,
  type TreatedLine,
  taxSplitToPesos,
  treatedLine,
} from './benefits.ts';
export {
  addDays,
  addMonths,
  dayNumber,
  daysInMonth,
  formatDayNumber,
  minutesOfDay,
  type PayPeriod,
  payPeriodEnd,
  weekday,
} from './dates.ts';
export { daysReadFrom, HOLIDAY_LOOKBACK_DAYS } from './dayWindow.ts';
export { applyOperand, earningSalaryTotal, PayrollInputError } from './earnings.ts';
export {
  type FinalPayDeduction,
  type FinalPayInput,
  type FinalPayLine,
  type FinalPayStatement,
  finalPayStatement,
  leaveCashConversion,
  salaryShare,
  scheduledWorkingDays,
} from './finalpay.ts';
export {
  DEFAULT_REST_WEEKDAYS,
  type LeaveCreditExemption,
  type LeaveDateContext,
  leaveCreditExemption,
} from './leaveCredit.ts';
export {
  deductsOn,
  firstHalf,
  type LoanScheduleInput,
  loanDue,
  loanInstallments,
  loanSchedule,
  regularInstallment,
} from './loans.ts';
export { allocateProportionally, centavos, pesos, roundHalfAwayFromZero } from './money.ts';
export {
  computePayslip,
  computePayslipCentavos,
  type DayAttendance,
  dayAttendance,
  emptyAttendance,
  payslipToPesos,
} from './payslip.ts';
export { PRIOR_YEAR_TAX_LINE, withPriorYearTax } from './priorYearTax.ts';
export { periodShare } from './shares.ts';
export {
  type CeilingWindow,
  DE_MINIMIS_KINDS,
  DE_MINIMIS_SCHEDULES,
  DEFAULT_MINIMUM_DAILY_WAGE,
  type DeMinimisCeiling,
  type DeMinimisKind,
  type DeMinimisSchedule,
  deMinimisScheduleOn,
  windowStart,
} from './statutory/deminimis.ts';
export { type Dated, inForceOn } from './statutory/effective.ts';
export {
  type Holiday,
  type HolidayType,
  holidaysBetween,
  indexHolidays,
  NATIONAL_HOLIDAYS,
} from './statutory/holidays.ts';
export {
  employeeDayRate,
  MINIMUM_WAGE_ORDERS,
  type MinimumWageOrder,
  type MinimumWageStatus,
  MWE_PREMIUM_COMPONENTS,
  minimumWageOn,
  minimumWageStatus,
  mweExemptSplit,
} from './statutory/minimumWage.ts';
export {
  PAGIBIG_SCHEDULES,
  type PagibigContribution,
  type PagibigSchedule,
  pagibigContribution,
} from './statutory/pagibig.ts';
export {
  PHILHEALTH_SCHEDULES,
  type PhilhealthContribution,
  type PhilhealthSchedule,
  philhealthContribution,
} from './statutory/philhealth.ts';
export {
  type DayKind,
  nightDifferentialMultiplier,
  PREMIUM_SCHEDULES,
  type PremiumSchedule,
  premiumMultiplier,
  premiumsOn,
} from './statutory/premiums.ts';
export {
  monthlySalaryCredit,
  SSS_SCHEDULES,
  type SssContribution,
  type SssSchedule,
  sssContribution,
} from './statutory/sss.ts';
export {
  ANNUAL_TAX_SCHEDULES,
  type AnnualTaxSchedule,
  annualIncomeTax,
  type TaxBracket,
  type TaxPeriod,
  WITHHOLDING_SCHEDULES,
  type WithholdingSchedule,
  withholdingTax,
} from './statutory/withholding.ts';
export {
  DAY_STATUSES,
  type DayStatus,
  dayStatus,
  HALF_DAY_MINUTES,
  LONG_LUNCH_MINUTES,
  type LunchFlag,
  lunchFlag,
  MINIMUM_LUNCH_MINUTES,
  type OfficialTime,
  officialTime,
  PAID_LEAVE_SHIFT_ID,
  SHORT_LUNCH_MINUTES,
  type Shift,
  type StatusAt,
  type TimeLog,
  UNASSIGNED_SHIFT_CAP_MINUTES,
  UNPAID_LEAVE_SHIFT_ID,
} from './time.ts';
export { isMonthsLastPayroll, type MonthToDate, periodContribution, truesUpMonth } from './trueup.ts';
export type {
  ApplicationInput,
  Attendance,
  BenefitInput,
  DayRecord,
  DeductionInput,
  EarningInput,
  EarningsCalc,
  EarningsOperand,
  EmployeeTerms,
  LoanCutOff,
  LoanInput,
  LoanLine,
  Payslip,
  PayslipInput,
  PayslipMinimumWage,
  TaxMode,
  YearEndLine,
} from './types.ts';
export {
  BASIC_PAY_COMPONENT,
  type BasicEarnedOptions,
  BENEFITS_EXEMPTION_SCHEDULES,
  type BenefitsSplit,
  basicEarned,
  benefitsExemptionCeiling,
  PAID_LEAVE_COMPONENT,
  type SubstitutedFiling,
  type SubstitutedFilingCondition,
  type SubstitutedFilingInput,
  splitBenefits,
  substitutedFiling,
  thirteenthMonth,
  thirteenthMonthDue,
  type YearEndAdjustment,
  type YearEndInput,
  yearEndAdjustment,
} from './yearend.ts';
export {
  applyYearEnd,
  type PayslipYearEndInput,
  payslipYearEnd,
  TAX_REFUND_EARNING,
  type YearEndBasis,
} from './yearendPayslip.ts';
