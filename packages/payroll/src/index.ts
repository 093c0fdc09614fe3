/**
 * @sahod/payroll: the Philippine payroll engine. Pure, isomorphic functions (no I/O, no clock);
 * statutory figures are dated data chosen by date; money is integer centavos inside.
 */

export { excuseUndertime, withOfficialBusiness } from './applications.ts';
export {
  addDays,
  dayNumber,
  formatDayNumber,
  minutesOfDay,
  type PayPeriod,
  payPeriodEnd,
  weekday,
} from './dates.ts';
export { applyOperand, earningSalaryTotal, PayrollInputError } from './earnings.ts';
export {
  type FinalPayDeduction,
  type FinalPayInput,
  type FinalPayLine,
  type FinalPayStatement,
  finalPayStatement,
  leaveCashConversion,
  salaryShare,
} from './finalpay.ts';
export { loanDue, loanInstallments, regularInstallment } from './loans.ts';
export { allocateProportionally, centavos, pesos, roundHalfAwayFromZero } from './money.ts';
export {
  computePayslip,
  computePayslipCentavos,
  type DayAttendance,
  dayAttendance,
  emptyAttendance,
  payslipToPesos,
} from './payslip.ts';
export { periodShare } from './shares.ts';
export { type Dated, inForceOn } from './statutory/effective.ts';
export {
  type Holiday,
  type HolidayType,
  holidaysBetween,
  indexHolidays,
  NATIONAL_HOLIDAYS,
} from './statutory/holidays.ts';
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
  type DayStatus,
  dayStatus,
  HALF_DAY_MINUTES,
  MINIMUM_LUNCH_MINUTES,
  type OfficialTime,
  officialTime,
  PAID_LEAVE_SHIFT_ID,
  type Shift,
  type TimeLog,
  UNASSIGNED_SHIFT_CAP_MINUTES,
  UNPAID_LEAVE_SHIFT_ID,
} from './time.ts';
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
  LoanInput,
  LoanLine,
  Payslip,
  PayslipInput,
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
