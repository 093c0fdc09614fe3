/**
 * Inputs and outputs of `computePayslip`. Money inputs are integer centavos unless a field says
 * otherwise; dates are `yyyy-MM-dd`; times are `HH:MM:SS`.
 */
import type { BenefitsUsage, TaxSplit, TaxTreatment } from './benefits.ts';
import type { PayPeriod } from './dates.ts';
import type { DeMinimisKind } from './statutory/deminimis.ts';
import type { Holiday } from './statutory/holidays.ts';
import type { MinimumWageOrder, MinimumWageStatus } from './statutory/minimumWage.ts';
import type { Shift, TimeLog } from './time.ts';
import type { MonthToDate } from './trueup.ts';

export type { PayPeriod } from './dates.ts';

/**
 * How the employee's tax group treats contributions and withholding (spec: the tax group fills the
 * employee's w_tax_monthly_rate, sss_rate, pagibig_rate, philhealth_rate):
 * - 'statutory': SSS, PhilHealth, Pag-IBIG and withholding tax from the tables in force;
 * - 'fixed': each of the four non-null monthly amounts replaces the computed employee figure
 *   (a null one stays statutory);
 * - 'minimum_wage': "treat as a minimum wage earner", honoured only where the day rate is at or
 *   below the region's minimum wage (statutory/minimumWage.ts); otherwise ignored with a warning.
 *   An employee at or below the minimum wage is an MWE in any mode.
 */
export type TaxMode = 'statutory' | 'fixed' | 'minimum_wage';

/** A monthly benefit from the benefits group (gasoline, meals, transpo, allowance). */
export interface BenefitInput {
  readonly name: string;
  /** Monthly amount, centavos. Paid per period by the period's share of the month. */
  readonly monthly_amount: number;
  /** Whether it is taxable compensation; default true (de minimis or reimbursements: false). */
  readonly taxable?: boolean;
  /** Tax treatment (benefits.ts); when given it wins over `taxable`. */
  readonly treatment?: TaxTreatment;
  readonly de_minimis_kind?: DeMinimisKind | null;
}

export interface EmployeeTerms {
  /** Monthly salary, centavos. Monthly rate = monthly_salary; day rate = / days; hour rate = / hours. */
  readonly monthly_salary: number;
  /** Paid days per month of the salary group (e.g. 26, 261/12). */
  readonly days: number;
  /** Hours per day of the salary group (e.g. 8). */
  readonly hours: number;
  readonly pay_period: PayPeriod;
  /** Default 'statutory'. */
  readonly tax_mode?: TaxMode;
  /** Fixed monthly amounts (centavos) used when tax_mode is 'fixed'; null keeps the statutory figure. */
  readonly w_tax_monthly_rate?: number | null;
  readonly sss_rate?: number | null;
  readonly pagibig_rate?: number | null;
  readonly philhealth_rate?: number | null;
  readonly benefits?: readonly BenefitInput[];
  /**
   * Weekly rest days (0 Sunday ... 6 Saturday) for dates whose record does not say `rest_day`.
   * Default [0] (Sunday).
   */
  readonly rest_weekdays?: readonly number[];
  /**
   * Monthly compensation (centavos) that picks the SSS bracket. Default: monthly_salary plus the
   * monthly benefits (the SS Act counts all remuneration), or monthly_salary alone when
   * contribution_basis is 'basic'.
   */
  readonly sss_compensation?: number;
  /** Pag-IBIG fund salary (centavos); default as for sss_compensation (basic plus allowances). */
  readonly pagibig_fund_salary?: number;
  /** PhilHealth monthly basic salary (centavos); default monthly_salary. */
  readonly philhealth_basic_salary?: number;
  /** Company policy for the SSS and Pag-IBIG base; default 'basic_and_benefits'. */
  readonly contribution_basis?: 'basic' | 'basic_and_benefits';
  /**
   * Pay basis of the salary group (basis.ts). 'Monthly': the period's share of the salary less
   * Absences, Late and Undertime; 'Daily' (default, the rule before pay bases): time worked x rate.
   */
  readonly pay_basis?: 'Monthly' | 'Daily';
  /** Annual factor (261, 313, 365 ...): day rate = monthly x 12 / factor. Default days x 12. */
  readonly annual_factor?: number;
  /**
   * A Daily-rated group's stated day rate (centavos); its monthly equivalent (day rate x factor / 12)
   * replaces monthly_salary for contributions. Default monthly_salary / days.
   */
  readonly day_rate?: number | null;
  /** Hire date: days before it are not paid (a monthly-rated hire is paid working days x day rate). */
  readonly date_hired?: string | null;
  /** Separation date: days after it are not paid. */
  readonly separation_date?: string | null;
}

/** One date of the schedule and the timesheet. Dates with neither may be left out. */
export interface DayRecord {
  readonly date: string;
  /** The day's punches, or null when nothing was logged. */
  readonly log: TimeLog | null;
  /** The scheduled shift (4 Paid Leave, 2 Unpaid Leave), or null when none is assigned. */
  readonly shift: Shift | null;
  /** Whether the date is the employee's rest day; default: its weekday is in rest_weekdays. */
  readonly rest_day?: boolean;
}

/** An application (spec entity). Only approved 'Overtime' applications affect pay. */
export interface ApplicationInput {
  readonly application_type: string;
  /** The shift date the overtime belongs to. */
  readonly effective_date: string;
  readonly start_time: string;
  readonly end_time: string;
  readonly approval_status: 'For Approval' | 'Approved' | 'Rejected';
}

/** Earnings category calc_id: 0 By Work - Individual, 1 By Work - Group, 2 By Day. */
export type EarningsCalc = 0 | 1 | 2;
/** Earnings category operand_id: 0 add, 1 subtract, 2 multiply, 3 divide. */
export type EarningsOperand = 0 | 1 | 2 | 3;

/**
 * This employee's line of an earnings record, with its category. `amount`, `total_amount` and
 * `rate` are the record's figures as entered (quantities such as pieces, or pesos): the result of
 * `operand` is pesos and is rounded once to centavos.
 */
export interface EarningInput {
  /** Category name: the key in the payslip's `earnings`. */
  readonly name: string;
  readonly effective_date: string;
  readonly calc_id: EarningsCalc;
  readonly operand_id: EarningsOperand;
  readonly rate: number;
  /** This employee's line amount. */
  readonly amount: number;
  /** By Work - Group: the record's total_amount. */
  readonly total_amount?: number;
  /** By Work - Group: every line's amount in the record, in line order (this one included). */
  readonly group_amounts?: readonly number[];
  /** By Work - Group: this employee's position in group_amounts. */
  readonly line_index?: number;
  /** Default true. */
  readonly taxable?: boolean;
  /** Tax treatment (benefits.ts); when given it wins over `taxable`. */
  readonly treatment?: TaxTreatment;
  readonly de_minimis_kind?: DeMinimisKind | null;
}

/** This employee's line of a deductions record ('by Amount'). */
export interface DeductionInput {
  /** Category name: the key in the payslip's `deductions`. */
  readonly name: string;
  readonly effective_date: string;
  /** Centavos. */
  readonly amount: number;
  /** Excluded from taxable compensation (e.g. union dues); default false. */
  readonly pre_tax?: boolean;
}

/** Which cut-offs a loan is deducted on for semi-monthly employees (issue 23); 'both' = half on each. */
export type LoanCutOff = 'first' | 'second' | 'both';

export interface LoanInput {
  readonly loan_id: number;
  readonly loan_name: string;
  /** Principal, centavos. */
  readonly loan_amount: number;
  readonly payment_terms: number;
  readonly deduction_start_date: string;
  readonly status: 'Active' | 'Cleared' | 'Canceled';
  /** Installments already recorded by processed payrolls. */
  readonly payments_made: number;
  /** Centavos paid so far. */
  readonly total_amount_paid: number;
  /** The cut-offs it is deducted on (loans.ts deductsOn); absent: every payroll (older loans). */
  readonly cut_off?: LoanCutOff;
  /** Centavos of the first unpaid schedule row (default loan_amount / payment_terms). */
  readonly next_due?: number;
  /** Schedule rows not yet paid (default payment_terms - payments_made); the last takes the rest. */
  readonly unpaid_rows?: number;
  /** Centavos a month (the agency's billing); display only, default loan_amount / payment_terms. */
  readonly monthly_amortization?: number;
}

export interface PayslipInput {
  readonly employee: EmployeeTerms;
  readonly period: { readonly start: string; readonly end: string };
  /**
   * Whether the period is a whole pay period of the calendar (a monthly-rated employee employed
   * throughout is paid the period's share). Default: by its length. A final pay's unpaid stretch
   * that is not a cut-off of the calendar (e.g. 1-13 November) says false: its working days count.
   */
  readonly whole_period?: boolean;
  /**
   * Schedule and timesheet by date: every date of the period that has a shift or a log, plus the
   * few dates before the period back to the last workday, for the "day before" rule of a regular
   * holiday early in the period. Order does not matter; a date appears at most once.
   */
  readonly days: readonly DayRecord[];
  readonly applications?: readonly ApplicationInput[];
  readonly earnings?: readonly EarningInput[];
  readonly deductions?: readonly DeductionInput[];
  readonly loans?: readonly LoanInput[];
  /** Replaces the built-in national calendar (pass it with the worksite's local special days). */
  readonly holidays?: readonly Holiday[];
  /** A previous year's uncollected year-end shortfall to withhold (centavos; priorYearTax.ts). */
  readonly prior_year_tax?: number;
  /**
   * The employee's work region and the wage orders (default the built-in NCR list), checked on
   * on_date (the pay date; default the period's end). Without a region nobody is an MWE.
   */
  readonly minimum_wage?: {
    readonly region: string | null;
    readonly orders?: readonly MinimumWageOrder[];
    readonly on_date?: string;
  };
  /** The month's earlier payslips' compensation and contributions (trueup.ts). */
  readonly month_to_date?: MonthToDate;
  /** The day it is paid: picks the de minimis ceilings and the ₱90,000 bucket's year; default period end. */
  readonly pay_date?: string;
  /** The ₱90,000 bucket and de minimis ceilings used before this payslip; default none used. */
  readonly benefits_usage?: BenefitsUsage;
  /** Regional daily minimum wage (centavos) for the meal allowance ceiling; default NCR's. */
  readonly minimum_daily_wage?: number;
}

/** The minimum wage check on the payslip; the exempt split is non-zero only for an MWE. */
export interface PayslipMinimumWage extends MinimumWageStatus {
  /** MWE: the statutory minimum wage paid (basic pay, paid leave; 1601-C item 15 before contributions). */
  exempt_basic: number;
  /** MWE: holiday, rest day, special day, overtime and night pay (1601-C item 16). */
  exempt_premiums: number;
}

export interface LoanLine {
  loan_id: number;
  loan_name: string;
  amount_due: number;
  /** Outstanding after this installment. */
  balance: number;
}

export interface Attendance {
  days_present: number;
  absences: number;
  late_minutes: number;
  early_minutes: number;
  paid_leave_days: number;
  unpaid_leave_days: number;
  regular_minutes: number;
  overtime_minutes: number;
  night_minutes: number;
  paid_holidays: number;
}

/**
 * The payslip (spec "Payroll row" money fields). computePayslip gives the amounts in pesos (numbers
 * with two decimals); computePayslipCentavos gives the same shape in integer centavos.
 */
export interface Payslip {
  period: { start: string; end: string };
  rates: { monthly_rate: number; daily_rate: number; hourly_rate: number };
  /** Basic Pay, Paid Leave, Holiday Pay, Rest Day Pay, Special Day Pay, Regular Holiday Pay, Overtime, Night Differential (non-zero only). */
  gross_breakdown: Record<string, number>;
  /** Sum of gross_breakdown ("Gross Pay"). */
  gross_base: number;
  /** Other earnings by category name. */
  earnings: Record<string, number>;
  earningsTotal: number;
  benefits: Record<string, number>;
  benefitsTotal: number;
  /** Total Earnings = gross_base + earningsTotal + benefitsTotal. */
  gross_pay: number;
  /** Employee shares: SSS (regular SS + MPF), PhilHealth, Pag-IBIG. */
  mandatories_breakdown: Record<string, number>;
  mandatoriesTotal: number;
  /** WTax plus each other deduction by name. */
  deductions_breakdown: Record<string, number>;
  /** Other deductions by name (without WTax). */
  deductions: Record<string, number>;
  deductionsTotal: number;
  wtax: number;
  /** Taxable compensation the withholding table was applied to. */
  taxable_compensation: number;
  loans_breakdown: LoanLine[];
  loansTotal: number;
  /** mandatoriesTotal + wtax + deductionsTotal + loansTotal. */
  total_deductions: number;
  /** gross_pay - total_deductions. */
  net_pay: number;
  /** Employer shares for remittance (never reduce net pay): SSS, SSS EC, PhilHealth, Pag-IBIG. */
  employer_shares: Record<string, number>;
  employer_total: number;
  attendance: Attendance;
  /** Present on the payslip that applied the year-end adjustment (last payroll of the year, final pay). */
  year_end?: YearEndLine;
  /** A previous year's shortfall withheld here (its 'Prior year tax shortfall' deduction line). */
  prior_year_tax?: number;
  /** The minimum wage check, when the employee's region has a wage order in force. */
  minimum_wage?: PayslipMinimumWage;
  /** The tax group said minimum wage earner but the day rate is above the minimum wage (or none is known). */
  mwe_group_ignored?: boolean;
  /** True when this payslip trued up the month's contributions (trueup.ts). */
  contributions_trued_up?: boolean;
  /** De minimis, the ₱90,000 bucket and the other non-taxable pay of this payslip (benefits.ts). */
  tax_split?: TaxSplit;
}

/** 'Year-end adjustment' of a payslip (yearendPayslip.ts). */
export interface YearEndLine {
  /** The year's taxable compensation, present plus previous employer, including this payslip. */
  taxable_compensation: number;
  /** Annual tax due on it. */
  tax_due: number;
  /** Tax withheld this year before this payslip (present, net of refunds, plus previous employer). */
  withheld: number;
  /** tax_due - withheld: positive a shortfall, negative an over-withholding. */
  adjustment: number;
  /** What the period table would have withheld. */
  table_wtax: number;
  /** Tax withheld on this payslip. */
  withhold: number;
  /** Over-withholding given back (the 'Tax Refund' earning line). */
  refund: number;
  /** Shortfall the net pay could not cover. */
  uncollected: number;
}
