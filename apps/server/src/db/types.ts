/**
 * Table types for Kysely. Both dialects return the same JavaScript values (see connection.ts):
 * integers as numbers, booleans as 0/1 integers, timestamps as ISO-8601 UTC strings, dates as
 * 'yyyy-MM-dd' strings.
 */
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/** An ISO-8601 UTC timestamp string, e.g. '2026-11-21T05:00:00.000Z'. */
export type Timestamp = string;
/** 0 or 1: one representation for both dialects. */
export type Flag = number;

export interface SystemStateTable {
  id: number;
  /** Bumped by "revoke all tokens": every token carries the epoch it was issued in. */
  token_epoch: number;
  maintenance_active: Flag;
  maintenance_message: string;
  /** Epoch milliseconds when timed maintenance becomes active; null when no timer runs. */
  maintenance_starts_at: number | null;
  jwt_secret: string | null;
  updated_at: Timestamp;
}

export interface SettingsTable {
  key: string;
  value: string;
  updated_at: Timestamp;
}

export interface ModuleGroupsTable {
  id: number;
  name: string;
  sort_order: number;
}

export interface ModulesTable {
  id: Generated<number>;
  key: string;
  name: string;
  group_id: number;
  sort_order: number;
}

export interface RolesTable {
  id: Generated<number>;
  name: string;
  /** 1: a user of this role must enrol two-factor sign-in (issue 25 §2). */
  requires_two_factor: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface RolePermissionsTable {
  id: Generated<number>;
  role_id: number;
  module_id: number;
  can_view: Flag;
  can_create: Flag;
  can_update: Flag;
  can_delete: Flag;
}

export interface CompaniesTable {
  id: Generated<number>;
  name: string;
  created_at: Timestamp;
  /** 0029: PSGC code of the work region (null: from the employer address). */
  work_region_code: ColumnType<string | null, string | null | undefined, string | null>;
  /** 0057: remind approvers after this many working days (issue 27 §2). */
  approval_reminder_days: Generated<number>;
}

export interface DepartmentsTable {
  id: Generated<number>;
  company_id: number;
  name: string;
  created_at: Timestamp;
}

export interface DesignationsTable {
  id: Generated<number>;
  department_id: number;
  name: string;
  created_at: Timestamp;
}

export interface EmployeesTable {
  id: Generated<number>;
  employee_code: string | null;
  first_name: string;
  last_name: string;
  middle_name: string | null;
  suffix: string | null;
  company_id: number | null;
  department_id: number | null;
  designation_id: number | null;
  is_approver: Flag;
  /** 0025: an approver HR marks as approving for every company (issue 20). */
  approver_company_wide: Generated<Flag>;
  /** 0031: rest days, weekday numbers joined by commas (e.g. '6,0'); null: the company's. */
  rest_weekdays: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  // Personal information (0005)
  date_of_birth: string | null;
  civil_status_id: number | null;
  gender_id: number | null;
  address_info: string | null;
  region_id: number | null;
  province_id: number | null;
  city_id: number | null;
  barangay_id: number | null;
  birthplace: string | null;
  mobile_number: string | null;
  email: string | null;
  landline: string | null;
  /** Centimetres. */
  height: number | null;
  /** Kilograms. */
  weight: number | null;
  blood_type_id: number | null;
  // Employment details (0005); money in centavos
  employee_type_id: number | null;
  pay_period_id: number | null;
  date_hired: string | null;
  status_id: number | null;
  confidential_id: number | null;
  salary_group_id: number | null;
  monthly_salary: number | null;
  days: number | null;
  hours: number | null;
  tin: string | null;
  sss: string | null;
  pagibig: string | null;
  philhealth: string | null;
  hmo: string | null;
  w_tax_group_id: number | null;
  w_tax_monthly_rate: number | null;
  sss_rate: number | null;
  pagibig_rate: number | null;
  philhealth_rate: number | null;
  benefits_group_id: number | null;
  gasoline: number | null;
  meals: number | null;
  transpo: number | null;
  allowance: number | null;
  leave_credits: ColumnType<number, number | undefined, number>;
  photo_file_id: number | null;
  // Payroll account (0014)
  pay_method: ColumnType<string | null, string | null | undefined, string | null>;
  bank: ColumnType<string | null, string | null | undefined, string | null>;
  account_no: ColumnType<string | null, string | null | undefined, string | null>;
  account_name: ColumnType<string | null, string | null | undefined, string | null>;
  /** 0016: last day of employment (YYYY-MM-DD) and the BIR separation reason code. */
  separation_date: ColumnType<string | null, string | null | undefined, string | null>;
  separation_reason: ColumnType<string | null, string | null | undefined, string | null>;
  /** 0029: PSGC code of the employee's own work region (null: the company's). */
  work_region_code: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface EmployeeEducationTable {
  id: Generated<number>;
  employee_id: number;
  degree: string;
  school_name: string;
  location: string;
  graduation_year: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface EmployeeEmergencyContactsTable {
  id: Generated<number>;
  employee_id: number;
  contact_name: string;
  relationship: string;
  contact_number: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface EmployeeDocumentsTable {
  id: Generated<number>;
  employee_id: number;
  document_type_id: number;
  reference_no: string;
  /** lower(trim(reference_no)), unique per employee. */
  reference_key: string;
  date_submitted: string;
  has_expiry: Flag;
  date_expiry: string | null;
  file_id: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface EmployeeHistoryTable {
  id: Generated<number>;
  employee_id: number;
  /** 1 personal, 2 employment, 3 education, 4 emergency contacts, 5 documents. */
  form_id: number;
  descr: string;
  at: Timestamp;
  /** JSON: { field: { old, new } }. */
  changes: string;
  user_id: number | null;
  username: string | null;
}

export type ApprovalStatus = 'For Approval' | 'Rejected' | 'Approved';

export interface UsersTable {
  id: Generated<number>;
  username: string;
  /** Lower-cased username: the unique key, so 'JCruz' and 'jcruz' cannot both exist. */
  username_key: string;
  name: string;
  password_hash: string;
  role_id: number;
  employee_id: number | null;
  company_id: number | null;
  department_id: number | null;
  designation_id: number | null;
  /** 1 Active, 0 Inactive. */
  status: Flag;
  approval_status: ApprovalStatus;
  /** Bumped whenever the account is saved: the user's older tokens stop working. */
  token_version: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AuditLogTable {
  id: Generated<number>;
  at: Timestamp;
  user_id: number | null;
  username: string | null;
  action: string;
  entity: string;
  entity_id: string | null;
  details: string | null;
  request_id: string | null;
  ip: string | null;
  prev_hash: string | null;
  hash: string | null;
}

export interface AuditChainTable {
  id: number;
  hash: string;
}

export interface FilesTable {
  id: Generated<number>;
  purpose: string;
  filename: string;
  mime: string;
  size: number;
  sha256: string;
  data: ColumnType<Buffer, Buffer, Buffer>;
  created_at: Timestamp;
  created_by: number | null;
}

/** A large file's pieces (migration 0060): at most 1 MiB each, in order of seq. */
export interface FileChunksTable {
  file_id: number;
  seq: number;
  data: ColumnType<Buffer, Buffer, Buffer>;
}

/** A user's TOTP enrolment (migration 0045); secret_enc is AES-256-GCM encrypted. */
export interface UserTwoFactorTable {
  user_id: number;
  secret_enc: string;
  confirmed_at: Timestamp | null;
  last_time_step: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: Timestamp;
}

export interface TwoFactorRecoveryCodesTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  used_at: Timestamp | null;
}

export interface TwoFactorChallengesTable {
  token_hash: string;
  user_id: number;
  expires_ms: number;
}

export interface LoginFailuresTable {
  id: Generated<number>;
  client_key: string;
  /** SHA-256 (hex) of the tried username, trimmed and lower-cased (migration 0008). */
  account_key: Generated<string>;
  at_ms: number;
}

/** Read-only reference (Monthly, Semi-monthly, Weekly); ids are fixed: 1, 2, 3. */
export interface PayPeriodsTable {
  id: number;
  name: string;
  name_key: string;
  /** Inclusive length of one period in days: 30, 15, 7. */
  period_days: number;
  sort_order: number;
}

/** Group records share these columns; `name_key` is the trimmed, lower-cased name (unique). */
interface GroupColumns {
  id: Generated<number>;
  name: string;
  name_key: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  updated_by: number | null;
}

export interface SalaryGroupsTable extends GroupColumns {
  /** Centavos. */
  monthly_salary: number;
  /** Working days a month (may have two decimals, e.g. 21.75). */
  days: number;
  /** Working hours a day. */
  hours: number;
  /** 0027: 'Monthly' (salary share less unpaid time) or 'Daily' (time worked x day rate). */
  pay_basis: ColumnType<'Monthly' | 'Daily', 'Monthly' | 'Daily' | undefined, 'Monthly' | 'Daily'>;
  /** 0027: annual factor (261, 313, 365 ...): day rate = monthly x 12 / factor; null reads as days x 12. */
  annual_factor: ColumnType<number | null, number | null | undefined, number | null>;
  /** 0027: a Daily-rated group's day rate, centavos (null for Monthly-rated). */
  day_rate: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface WTaxGroupsTable extends GroupColumns {
  /** 'statutory': the tables compute tax and contributions; 'fixed': the amounts below replace them. */
  tax_mode: 'statutory' | 'fixed';
  /** 1: a minimum wage earner, zero withholding tax. */
  minimum_wage_earner: Flag;
  /** Centavos a month (0 for statutory groups). */
  w_tax_monthly_rate: number;
  sss_rate: number;
  pagibig_rate: number;
  philhealth_rate: number;
}

export interface BenefitsGroupsTable extends GroupColumns {
  /** Centavos a month. */
  gasoline: number;
  meals: number;
  transpo: number;
  allowance: number;
}

export type BugReportStatusValue = 'Open' | 'In Progress' | 'Resolved' | 'Closed';

export interface BugReportsTable {
  /** The spec's log_no. */
  id: Generated<number>;
  /** The reporting user, from the token; null once that account is deleted. */
  user_id: number | null;
  /** The reporter's name when filed. */
  reported_by: string;
  affected_module: string;
  descr: string;
  status: BugReportStatusValue;
  created_at: Timestamp;
  updated_at: Timestamp;
  updated_by: number | null;
}

/** PSGC address hierarchy (db/psgc.ts loads it). Codes are the PSA's 10-digit PSGC codes. */
export interface RegionsTable {
  id: Generated<number>;
  psgc_code: string;
  /** 'Region VII', 'National Capital Region', ... */
  name: string;
  /** 'Central Visayas', 'NCR', ... (may be empty). */
  designation: string;
}

export interface ProvincesTable {
  id: Generated<number>;
  psgc_code: string;
  region_id: number;
  name: string;
  /** 1 for the provinces the PSGC does not have (Metro Manila, ...): see db/psgc.ts. */
  is_pseudo: Flag;
}

export interface CitiesTable {
  id: Generated<number>;
  psgc_code: string;
  province_id: number;
  name: string;
}

export interface BarangaysTable {
  id: Generated<number>;
  psgc_code: string;
  city_id: number;
  name: string;
  /** Manila's barangays: the district (sub-municipality) they belong to, e.g. 'Tondo I/II'. */
  district: string | null;
}

/** One short reference list (civil status, gender, ...): stable integer ids for foreign keys. */
export interface ValueListTable {
  id: Generated<number>;
  name: string;
  sort_order: Generated<number>;
  created_at: Timestamp;
}

export interface ApplicationTypesTable extends ValueListTable {
  /** 1: a leave (the day is not worked). */
  is_leave: Generated<Flag>;
  /** 1: the time the application covers is paid. */
  is_paid: Generated<Flag>;
  /** 1: the days are taken from the employee's leave credits. */
  uses_leave_credits: Generated<Flag>;
  /** 0038: 1 when unused credits convert to cash at separation (always 1 for SIL). */
  converts_at_separation: Generated<Flag>;
}

export interface EarningsCategoriesTable {
  id: Generated<number>;
  category_name: string;
  descr: Generated<string>;
  /** 0 By Work - Individual, 1 By Work - Group, 2 By Day. */
  calc_id: number;
  /** Ten-thousandths (rate x 10,000). */
  rate: number;
  /** 0 add, 1 subtract, 2 multiply, 3 divide. */
  operand_id: number;
  input_column: Generated<string>;
  taxable: Generated<Flag>;
  de_minimis: Generated<Flag>;
  /** 0028: 'taxable' | 'de_minimis' | 'other_benefits' | 'non_taxable' | 'hazard'; the kind of a de minimis. */
  tax_treatment: Generated<string>;
  de_minimis_kind: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  updated_by: number | null;
}

export interface DeductionsCategoriesTable {
  id: Generated<number>;
  category_name: string;
  descr: Generated<string>;
  calc_deduc: Generated<string>;
  pre_tax: Generated<Flag>;
  created_at: Timestamp;
  updated_at: Timestamp;
  updated_by: number | null;
}

export interface PayRecordsTable {
  id: Generated<number>;
  category_id: number;
  effective_date: string;
  /** Hundredths: the By Work - Group record figure (0 for other records). */
  total_amount: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
  updated_by: number | null;
}

export interface PayRecordLinesTable {
  id: Generated<number>;
  record_id: number;
  employee_id: number;
  /** Hundredths (centavos for deductions; the as-entered figure for earnings). */
  amount: number;
  input_column: Generated<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SalaryLoansTable {
  id: Generated<number>;
  employee_id: number;
  loan_type_id: number;
  release_date: string;
  deduction_start_date: string;
  /** Centavos. */
  loan_amount: number;
  payment_terms: number;
  comments: Generated<string>;
  status: Generated<'Active' | 'Cleared' | 'Canceled'>;
  /** Centavos: the sum of the payments' amount_paid. */
  total_amount_paid: Generated<number>;
  /** 0037: the cut-offs it is deducted on; null for older loans (every payroll). */
  cut_off: Generated<'first' | 'second' | 'both' | null>;
  /** 0037: centavos a month; null for older loans (loan_amount / payment_terms). */
  monthly_amortization: Generated<number | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
  updated_by: number | null;
}

export interface LoanPaymentsTable {
  id: Generated<number>;
  loan_id: number;
  payment_number: number;
  /** Centavos. */
  amount_due: number;
  amount_paid: number | null;
  date_paid: string | null;
  /** Centavos: the loan's balance after this installment. */
  outstanding: number;
  /** 0037: 'opening' = paid before Sahod (never deducted by payroll). */
  kind: Generated<'schedule' | 'opening'>;
  updated_at: Timestamp;
  updated_by: number | null;
}

/** A later billing that changed a loan's remaining amortization (0037). Centavos. */
export interface LoanAmortizationChangesTable {
  id: Generated<number>;
  loan_id: number;
  billing_date: string;
  old_amortization: number;
  new_amortization: number;
  created_at: Timestamp;
  created_by: number | null;
}

/** Per company: the cut-off SSS and Pag-IBIG loans are deducted on (0037). */
export interface CompanyLoanSettingsTable {
  company_id: number;
  agency_loan_cut_off: Generated<'first' | 'second' | 'both'>;
  updated_at: Timestamp;
  updated_by: number | null;
}

/** A shift (0006). Leave shifts 2 and 4 have no times; overnight = 1 ends the next day. */
export interface ShiftsTable {
  id: Generated<number>;
  name: string;
  name_key: string;
  /** 'HH:MM:SS', null for the leave shifts. */
  start_time: string | null;
  end_time: string | null;
  color_hex: string;
  overnight: Flag;
  /** 0031: the break (lunch deduction minimum) in minutes, and the grace period for tardiness. */
  break_minutes: Generated<number>;
  grace_minutes: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
  updated_by: number | null;
}

/** A schedule entry (0006): one per employee and date. The spec's log_no is id. */
export interface ScheduleEntriesTable {
  id: Generated<number>;
  employee_id: number;
  shift_date: string;
  shift_id: number;
  /** The shift a leave replaced, restored when the leave is withdrawn. */
  replaced_shift_id: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  updated_by: number | null;
}

/** A timesheet record (0006): one per employee and date. Times 'HH:MM:SS' or null. */
export interface TimesheetRecordsTable {
  id: Generated<number>;
  employee_id: number;
  shift_date: string;
  start_time: string | null;
  end_time: string | null;
  lunch_start: string | null;
  lunch_end: string | null;
  notes: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  updated_by: number | null;
}

/** An application (0011). The spec's log_no is id; one row per employee, type and date. */
export interface ApplicationsTable {
  id: Generated<number>;
  application_type_id: number;
  employee_id: number;
  effective_date: string;
  start_time: string;
  end_time: string;
  particulars: string;
  remarks: Generated<string>;
  approver_employee_id: number;
  /** 'For Approval' | 'Approved' | 'Rejected' | 'Canceled'. */
  approval_status: Generated<string>;
  filed_by: number | null;
  decided_by: number | null;
  decided_at: Timestamp | null;
  decision_remarks: Generated<string>;
  canceled_by: number | null;
  canceled_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** 0049: the chain level it waits at (1 without a chain). */
  current_level: Generated<number>;
  /** 0057: the delegate who made the final decision in the approver's place (null: the approver). */
  delegate_employee_id: ColumnType<number | null, number | null | undefined, number | null>;
}

/** 0049: approval chains (issue 27 §1). approver_ids: comma-separated employee ids. */
export interface ApprovalChainsTable {
  id: Generated<number>;
  name: string;
  application_type_id: number | null;
  company_id: number | null;
  department_id: number | null;
  created_at: string;
  updated_at: string;
}
export interface ChainLevelsTable {
  id: Generated<number>;
  chain_id: number;
  level: number;
  /** 'any' | 'all'. */
  mode: string;
  approver_ids: string;
}
export interface ApplicationLevelsTable {
  id: Generated<number>;
  application_id: number;
  level: number;
  mode: string;
  approver_ids: string;
}
export interface ApplicationDecisionsTable {
  id: Generated<number>;
  application_id: number;
  level: number;
  approver_employee_id: number;
  /** 'Approved' | 'Rejected'. */
  decision: string;
  remarks: Generated<string>;
  decided_by: number | null;
  decided_at: string;
  /** 0057: the delegate who decided in this approver's place (null: the approver). */
  delegate_employee_id: ColumnType<number | null, number | null | undefined, number | null>;
}

/** 0057: an approver's delegate for a date range (issue 27 §2). Dates 'yyyy-MM-dd' (Manila). */
export interface ApproverDelegationsTable {
  id: Generated<number>;
  approver_employee_id: number;
  delegate_employee_id: number;
  date_from: string;
  date_to: string;
  created_by: number | null;
  created_at: string;
  ended_at: ColumnType<string | null, string | null | undefined, string | null>;
  ended_by: ColumnType<number | null, number | null | undefined, number | null>;
}

/** 0057: a reminder or 'approver away' notice sent once, by key. */
export interface ApprovalNoticesTable {
  id: Generated<number>;
  key: string;
  sent_at: string;
}

/** A leave credit movement (0011): the ledger is the truth; employees.leave_credits caches its total. */
export interface LeaveLedgerTable {
  id: Generated<number>;
  employee_id: number;
  application_type_id: number;
  /** 'grant' | 'accrual' | 'usage' | 'adjustment' | 'reversal' | 'conversion'. */
  kind: string;
  /** Days, 2 decimals (numeric: PostgreSQL returns text). */
  days: number;
  reason: Generated<string>;
  application_id: number | null;
  accrual_year: number | null;
  created_by: number | null;
  created_at: Timestamp;
  /** 0038: the final pay of a 'conversion' row and of its 'reversal' when that pay is voided. */
  payslip_id: Generated<number | null>;
}

/** Philippine banks (0014); `account_lengths` comma-separated digit counts. */
export interface BanksTable {
  code: string;
  name: string;
  file_layout: string;
  account_lengths: string;
  sort_order: number;
}

/** A company's employer details for the compliance outputs (0014); numbers dashed. */
export interface CompanyEmployerTable {
  company_id: number;
  registered_name: string | null;
  address: string | null;
  zip: string | null;
  tin: string | null;
  branch_code: string | null;
  rdo_code: string | null;
  sss_er_no: string | null;
  sss_branch: string;
  philhealth_pen: string | null;
  pagibig_er_id: string | null;
  contact_no: string | null;
  email: string | null;
  signatory_name: string | null;
  signatory_position: string | null;
  updated_at: Timestamp;
  updated_by: number | null;
}

/** A company's pay calendar (0026, issue 21): cut-off days, start days and pay days. */
export interface CompanyPayCalendarTable {
  company_id: number;
  semi_monthly_first: number;
  semi_monthly_second: number;
  semi_monthly_first_pay_day: number;
  semi_monthly_second_pay_day: number;
  monthly_start_day: number;
  monthly_pay_day: number;
  weekly_start_weekday: number;
  weekly_pay_weekday: number;
  /** 0031: the company's rest days, weekday numbers joined by commas; null: Sunday. */
  rest_weekdays: string | null;
  updated_at: Timestamp | null;
  updated_by: number | null;
}

/** A stored payslip (0013, issue 12). Money in centavos; snapshot is the engine's payslip as JSON. */
export interface PayslipsTable {
  id: Generated<number>;
  employee_id: number;
  start_date: string;
  end_date: string;
  pay_period: string;
  status: Generated<'processed' | 'void'>;
  void_reason: string | null;
  gross_base: number;
  gross_pay: number;
  mandatories_total: number;
  wtax: number;
  deductions_total: number;
  loans_total: number;
  total_deductions: number;
  net_pay: number;
  employer_total: number;
  snapshot: string;
  created_by: number | null;
  created_at: Timestamp;
  voided_by: number | null;
  voided_at: Timestamp | null;
  /** 0016: 'regular' | 'thirteenth' | 'finalpay'; pay_date for the 13th month and final pay. */
  kind: Generated<'regular' | 'thirteenth' | 'finalpay'>;
  pay_date: string | null;
  /** 0016: Basic Pay + Paid Leave, the taxable compensation and the benefits of the snapshot (centavos). */
  basic_earned: ColumnType<number, number | undefined, number>;
  taxable_compensation: ColumnType<number, number | undefined, number>;
  benefits_total: ColumnType<number, number | undefined, number>;
  /** 0018: over-withheld tax refunded on this payslip by the year-end adjustment (centavos). */
  tax_refund: ColumnType<number, number | undefined, number>;
  /** 0026: a previous year's year-end shortfall withheld on this payslip (centavos). */
  prior_year_tax: ColumnType<number, number | undefined, number>;
  /** 0029: a minimum wage earner's exempt minimum wage and premiums on this payslip (centavos). */
  mwe_basic: ColumnType<number, number | undefined, number>;
  mwe_premiums: ColumnType<number, number | undefined, number>;
  /** 0028: the payslip's tax split (centavos): de minimis within ceilings, the ₱90,000 bucket and its overflow, other non-taxable, hazard pay. */
  de_minimis_exempt: ColumnType<number, number | undefined, number>;
  bucket_exempt: ColumnType<number, number | undefined, number>;
  bucket_taxable: ColumnType<number, number | undefined, number>;
  non_taxable_other: ColumnType<number, number | undefined, number>;
  hazard_pay: ColumnType<number, number | undefined, number>;
  /** 0058: the company this payslip is counted under in payroll_month_totals; null: not counted. */
  company_id: ColumnType<number | null, number | null | undefined, number | null>;
}

/** 0058: the live payslips' stored figures summed by company and month of pay date (centavos). */
export interface PayrollMonthTotalsTable {
  company_id: number;
  /** 'yyyy-MM' of coalesce(pay_date, end_date). */
  month: string;
  payslips: ColumnType<number, number | undefined, number>;
  gross_pay: ColumnType<number, number | undefined, number>;
  employer_total: ColumnType<number, number | undefined, number>;
  net_pay: ColumnType<number, number | undefined, number>;
  total_deductions: ColumnType<number, number | undefined, number>;
}

/** 0029: the dated regional minimum wage table (daily_rate in centavos). */
export interface MinimumWagesTable {
  id: Generated<number>;
  region_code: string;
  wage_order: string;
  effective_from: string;
  daily_rate: number;
  created_at: Timestamp;
  created_by: number | null;
}

/** 0028: the exempt de minimis of a payslip by kind (the ceilings' windows). */
export interface PayslipDeMinimisTable {
  id: Generated<number>;
  payslip_id: number;
  employee_id: number;
  kind: string;
  amount: number;
}

/** 0016: the previous employer's 2316 of an employee hired during a year (amounts in centavos). */
export interface EmployeePreviousEmployersTable {
  id: Generated<number>;
  employee_id: number;
  year: number;
  tin: string | null;
  name: string;
  address: string | null;
  zip: string | null;
  gross_compensation: ColumnType<number, number | undefined, number>;
  non_taxable_basic: ColumnType<number, number | undefined, number>;
  non_taxable_benefits: ColumnType<number, number | undefined, number>;
  de_minimis: ColumnType<number, number | undefined, number>;
  contributions: ColumnType<number, number | undefined, number>;
  non_taxable_other: ColumnType<number, number | undefined, number>;
  taxable_basic: ColumnType<number, number | undefined, number>;
  taxable_benefits: ColumnType<number, number | undefined, number>;
  taxable_other: ColumnType<number, number | undefined, number>;
  tax_withheld: ColumnType<number, number | undefined, number>;
  updated_at: Timestamp;
  updated_by: number | null;
}

/** Opening balances (0034, issue 23): year-to-date figures before Sahod, centavos. */
export interface EmployeeOpeningBalancesTable {
  id: Generated<number>;
  employee_id: number;
  year: number;
  /** The first day Sahod pays; the figures cover 1 January .. the day before. */
  go_live_date: string;
  basic_pay: ColumnType<number, number | undefined, number>;
  gross_compensation: ColumnType<number, number | undefined, number>;
  non_taxable_benefits: ColumnType<number, number | undefined, number>;
  de_minimis: ColumnType<number, number | undefined, number>;
  mwe_pay: ColumnType<number, number | undefined, number>;
  sss_ee: ColumnType<number, number | undefined, number>;
  philhealth_ee: ColumnType<number, number | undefined, number>;
  pagibig_ee: ColumnType<number, number | undefined, number>;
  taxable_compensation: ColumnType<number, number | undefined, number>;
  tax_withheld: ColumnType<number, number | undefined, number>;
  thirteenth_paid: ColumnType<number, number | undefined, number>;
  updated_at: Timestamp;
  updated_by: number | null;
}

/** A user's in-app notification (0043, issue 24): never carries pay figures. */
export interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  kind: string;
  title: string;
  link: string | null;
  created_at: Timestamp;
  read_at: Timestamp | null;
}

/** A browser's Web Push subscription (0043). */
export interface PushSubscriptionsTable {
  id: Generated<number>;
  user_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  created_at: Timestamp;
}

/** A generated compliance file (0015, issue 16): who, when, output, period, SHA-256 of the bytes. */
export interface ComplianceFilesTable {
  id: Generated<number>;
  company_id: number;
  output: string;
  period: string;
  file_name: string;
  sha256: string;
  omit_missing: Flag;
  created_by: number | null;
  created_at: Timestamp;
  /** 0021: 'file' | 'xlsx' | 'pdf'; a bank file's batch number and credit date. */
  format: Generated<string>;
  batch_no: string | null;
  credit_date: string | null;
}

/** 0021: the company code and funding account last used per company and bank. */
export interface ComplianceBankOptionsTable {
  id: Generated<number>;
  company_id: number;
  bank: string;
  company_code: string | null;
  funding_account: string | null;
  updated_at: Timestamp;
}

/** Scheduled backups (0044): the single row id 1. */
export interface BackupStateTable {
  id: number;
  slot: string | null;
  status: string;
  started_at: string | null;
  finished_at: string | null;
  file: string | null;
  size: number | null;
  message: string | null;
}

/** The SMTP server of the Admin Panel (0047): the single row id 1; password_enc is sealed. */
export interface SmtpSettingsTable {
  id: number;
  host: string;
  port: number;
  tls_mode: string;
  username: string | null;
  password_enc: string | null;
  sender: string;
  updated_at: string;
}

/** The payslip e-mail queue (0047): a row per payslip. */
export interface PayslipMailTable {
  id: Generated<number>;
  payslip_id: number;
  employee_id: number;
  company_id: number;
  pay_period: string;
  start_date: string;
  end_date: string;
  address: string | null;
  password_rule: string;
  status: string;
  attempts: ColumnType<number, number | undefined, number>;
  last_error: string | null;
  next_at: string | null;
  claimed_at: string | null;
  sent_at: string | null;
  created_at: string;
  /** The 'E-mail payslips' job whose click queued the item (0065). */
  job_id: number | null;
}

/** Users who get their notifications by e-mail too (0047). */
export interface NotificationEmailTable {
  user_id: number;
  created_at: string;
}

/** Sign-in sessions, one per sign-in, named by the token's sid (0055). */
export interface UserSessionsTable {
  id: string;
  user_id: number;
  user_agent: string | null;
  address: string | null;
  created_at: string;
  last_seen_at: string;
}

/** Issue 28 §1: a long operation on the durable queue (migration 0059). */
export interface JobsTable {
  id: Generated<number>;
  kind: string;
  dedupe_key: string | null;
  state: 'queued' | 'running' | 'done' | 'failed';
  /** JSON of the job's input: a retry starts over from it. */
  input: string;
  progress_done: ColumnType<number, number | undefined, number>;
  progress_total: ColumnType<number, number | undefined, number>;
  /** JSON of the result (a report, counts). */
  result: string | null;
  error: string | null;
  /** A result file in `files`. */
  file_id: number | null;
  created_by: number | null;
  attempts: ColumnType<number, number | undefined, number>;
  max_attempts: ColumnType<number, number | undefined, number>;
  /** The token of the worker that holds the job; only it can finish the job. */
  claim: string | null;
  locked_until: Timestamp | null;
  created_at: Timestamp;
  started_at: Timestamp | null;
  progress_at: Timestamp | null;
  finished_at: Timestamp | null;
  /** When the retention sweep removed the job's file (0065). */
  file_expired_at: Timestamp | null;
}

export interface DB {
  system_state: SystemStateTable;
  settings: SettingsTable;
  module_groups: ModuleGroupsTable;
  modules: ModulesTable;
  roles: RolesTable;
  role_permissions: RolePermissionsTable;
  companies: CompaniesTable;
  departments: DepartmentsTable;
  designations: DesignationsTable;
  employees: EmployeesTable;
  employee_education: EmployeeEducationTable;
  employee_emergency_contacts: EmployeeEmergencyContactsTable;
  employee_documents: EmployeeDocumentsTable;
  employee_history: EmployeeHistoryTable;
  users: UsersTable;
  audit_log: AuditLogTable;
  audit_chain: AuditChainTable;
  files: FilesTable;
  file_chunks: FileChunksTable;
  login_failures: LoginFailuresTable;
  user_two_factor: UserTwoFactorTable;
  two_factor_recovery_codes: TwoFactorRecoveryCodesTable;
  two_factor_challenges: TwoFactorChallengesTable;
  pay_periods: PayPeriodsTable;
  salary_groups: SalaryGroupsTable;
  w_tax_groups: WTaxGroupsTable;
  benefits_groups: BenefitsGroupsTable;
  bug_reports: BugReportsTable;
  earnings_categories: EarningsCategoriesTable;
  deductions_categories: DeductionsCategoriesTable;
  earnings_records: PayRecordsTable;
  earnings_record_lines: PayRecordLinesTable;
  deductions_records: PayRecordsTable;
  deductions_record_lines: PayRecordLinesTable;
  salary_loans: SalaryLoansTable;
  loan_payments: LoanPaymentsTable;
  regions: RegionsTable;
  minimum_wages: MinimumWagesTable;
  provinces: ProvincesTable;
  cities: CitiesTable;
  barangays: BarangaysTable;
  civil_statuses: ValueListTable;
  genders: ValueListTable;
  blood_types: ValueListTable;
  employee_types: ValueListTable;
  employment_statuses: ValueListTable;
  confidentiality_levels: ValueListTable;
  document_types: ValueListTable;
  application_types: ApplicationTypesTable;
  loan_types: ValueListTable;
  shifts: ShiftsTable;
  schedule_entries: ScheduleEntriesTable;
  timesheet_records: TimesheetRecordsTable;
  applications: ApplicationsTable;
  approval_chains: ApprovalChainsTable;
  approval_chain_levels: ChainLevelsTable;
  application_levels: ApplicationLevelsTable;
  application_decisions: ApplicationDecisionsTable;
  approver_delegations: ApproverDelegationsTable;
  approval_notices: ApprovalNoticesTable;
  leave_ledger: LeaveLedgerTable;
  banks: BanksTable;
  company_employer: CompanyEmployerTable;
  company_pay_calendar: CompanyPayCalendarTable;
  compliance_files: ComplianceFilesTable;
  compliance_bank_options: ComplianceBankOptionsTable;
  payslips: PayslipsTable;
  payroll_month_totals: PayrollMonthTotalsTable;
  payslip_de_minimis: PayslipDeMinimisTable;
  employee_previous_employers: EmployeePreviousEmployersTable;
  employee_opening_balances: EmployeeOpeningBalancesTable;
  notifications: NotificationsTable;
  push_subscriptions: PushSubscriptionsTable;
  loan_amortization_changes: LoanAmortizationChangesTable;
  company_loan_settings: CompanyLoanSettingsTable;
  backup_state: BackupStateTable;
  smtp_settings: SmtpSettingsTable;
  payslip_mail: PayslipMailTable;
  notification_email: NotificationEmailTable;
  user_sessions: UserSessionsTable;
  jobs: JobsTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
