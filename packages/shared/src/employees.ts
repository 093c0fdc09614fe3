/**
 * Employees core (spec 2 "Employee List", "Employee profile"; 3 "Employee summary", "Personal
 * information", "Employment details", "History entry"; 4; 5 "Personal info save"; 7 "Employee list
 * and profile"; 8): the shapes, the rules client and server both check, and the spec's texts.
 *
 * Paths are relative to the API base `/api`.
 *   GET    /employee_list/fetch                         -> EmployeeSummary[]      (employee_list view)
 *   POST   /employee_list/create   (no body)            -> { id }                 (employee_list create)
 *   DELETE /employee_list/delete?id=                    -> MessageResponse        (employee_list delete)
 *   GET    /employee_management/employee_details_profile?UID= -> EmployeeProfile (employee_management view)
 *   GET    /employee_management/fetchEPI?UID=           -> [PersonalInfo]         (view)
 *   PUT    /employee_management/updateEPI   PersonalInfo (object or JSON string) -> EmployeeSaveResponse (update)
 *   GET    /employee_management/fetchED?UID=            -> [EmploymentDetails]    (view)
 *   PUT    /employee_management/updateED    EmploymentDetails (object or JSON string) -> EmployeeSaveResponse (update)
 *   POST   /employee_management/saveEmployeeHistory?UID=&formID= { field: {old,new} } -> SaveHistoryResponse (update)
 *   GET    /employee_management/fetchEmployeeHistory?UID= -> EmployeeHistoryEntry[] (view)
 * Amounts are pesos with up to 2 decimals at the API (centavos inside the server).
 */

import { z } from 'zod';
import { dateProblem, isCalendarDate } from './dates.ts';
import {
  type AccountField,
  type BankOption,
  PAY_ACCOUNT_FIELD_LABELS,
  validatePayrollAccount,
} from './employer.ts';
import { GROUP_AMOUNT_MAX_CENTAVOS, GROUP_MSG, parseHundredths } from './groups.ts';
import { columnLabel } from './labels.ts';
import { personNameProblem } from './names.ts';
import {
  SEPARATION_FIELD_LABELS,
  type SeparationField,
  type SeparationValues,
  separationBodyShape,
  separationDetailsShape,
  validateSeparation,
} from './separation.ts';

export const EMPLOYEE_CODE_LENGTH = 5;
export const EMPLOYEE_NAME_MAX = 100;
export const EMPLOYEE_SUFFIX_MAX = 20;
export const EMPLOYEE_ADDRESS_MAX = 300;
export const EMPLOYEE_BIRTHPLACE_MAX = 200;
export const EMPLOYEE_EMAIL_MAX = 200;
/** E.164 numbers have at most 15 digits. */
export const EMPLOYEE_PHONE_MAX_DIGITS = 15;
export const EMPLOYEE_HMO_MAX = 50;
export const HEIGHT_MAX_CM = 300;
export const WEIGHT_MAX_KG = 500;

export const EMPLOYEE_MSG = {
  // Spec texts (verbatim)
  createConfirm: 'Are you sure you want to create a new employee?',
  noCode: 'NO CODE SAVED',
  newEmployee: 'New Employee',
  personalSaved: 'Employee personal information updated successfully.',
  personalFailed: 'Failed to update employee personal information.',
  employmentSaved: 'Employee employment details updated successfully.',
  employmentFailed: 'Failed to update employee employment details.',
  invalidEmail: 'Please enter a valid email address.',
  invalidMobile: 'Please enter a valid mobile number.',
  invalidLandline: 'Please enter a valid landline.',
  invalidCode: 'Employee Code must be 5-character alphanumeric.',
  // Where the spec is silent
  duplicateCode: (code: string) => `Employee code ${code} is already used by another employee.`,
  notFound: 'Employee not found. It may have been deleted.',
  badUid: 'UID must be the number of an employee.',
  badId: 'id must be the number of an employee.',
  badFormId:
    'formID must be 1 (personal), 2 (employment), 3 (education), 4 (emergency contacts) or 5 (documents).',
  badChanges: 'The body must map each changed field to { old, new }.',
  required: (label: string) => `${label} is required.`,
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters.`,
  invalidDate: (label: string) => `${label} must be a valid date (yyyy-MM-dd).`,
  birthInFuture: 'Date of Birth cannot be in the future.',
  measure: (label: string, max: number) => `${label} must be a number greater than 0 and at most ${max}.`,
  provinceNeedsRegion: 'Please select a region before choosing a province.',
  cityNeedsProvince: 'Please select a province before choosing a city.',
  barangayNeedsCity: 'Please select a city before choosing a barangay.',
  provinceNotInRegion: 'The selected province does not belong to the selected region.',
  cityNotInProvince: 'The selected city does not belong to the selected province.',
  barangayNotInCity: 'The selected barangay does not belong to the selected city.',
  departmentNeedsCompany: 'Please select a company before choosing a department.',
  designationNeedsDepartment: 'Please select a department before choosing a designation.',
  departmentNotInCompany: 'The selected department does not belong to the selected company.',
  designationNotInDepartment: 'The selected designation does not belong to the selected department.',
  optionNotFound: (label: string) => `The selected ${label} does not exist. It may have been deleted.`,
  governmentId: (label: string, example: string, digits: string) =>
    `${label} must have ${digits} digits (e.g. ${example}).`,
  linkedAccount: (username: string) =>
    `This employee is linked to the user account '${username}'. Delete that account or link it to another employee first.`,
  processedPayroll:
    "This employee has processed payroll and cannot be deleted, so that payroll history is kept. Change the employee's status (for example to Resigned) instead.",
  stillReferenced: 'This employee is still referenced by other records and cannot be deleted.',
  draftLabel: 'New employee, not saved yet',
  draftDeleteText: 'DELETE DRAFT',
  deleted: 'Employee deleted successfully.',
  deleteFailed: 'Failed to delete the employee.',
  createFailed: 'Failed to create a new employee.',
  historyByServer:
    'History is recorded by the server in the same transaction as each save; nothing else was written.',
} as const;

// ---- employee code (spec 5) ----

/** Upper-cased, left-padded with '0' to 5, the last 5 kept; empty stays empty (no code yet). */
export function normalizeEmployeeCode(input: string): string {
  const upper = input.trim().toUpperCase();
  if (upper === '') return '';
  return upper.padStart(EMPLOYEE_CODE_LENGTH, '0').slice(-EMPLOYEE_CODE_LENGTH);
}

export function isValidEmployeeCode(code: string): boolean {
  return /^[A-Z0-9]{5}$/.test(code);
}

// ---- names, dates, age ----

/** 'Juan Santos Dela Cruz Jr.'; '' when the employee has no name yet. */
export function employeeFullName(e: {
  first_name?: string | null;
  middle_name?: string | null;
  last_name?: string | null;
  suffix?: string | null;
}): string {
  return [e.first_name, e.middle_name, e.last_name, e.suffix]
    .map((part) => (part ?? '').trim())
    .filter((part) => part !== '')
    .join(' ');
}

/**
 * A draft: an employee that Create New made and nobody saved yet (no code, no first or last
 * name). Lists show drafts as 'New employee, not saved yet'; people pickers (accounts, approvers,
 * time and payroll screens) leave them out. The server's SQL twin is `isDraftEmployee` in
 * apps/server/src/modules/employees/repository.ts.
 */
export function isDraftEmployee(e: {
  employee_code?: string | null;
  first_name?: string | null;
  last_name?: string | null;
}): boolean {
  return [e.employee_code, e.first_name, e.last_name].every((part) => (part ?? '').trim() === '');
}

/** The profile header (spec 2): the full name in upper case, or 'New Employee'. */
export function employeeHeading(fullName: string): string {
  const name = fullName.trim();
  return name === '' ? EMPLOYEE_MSG.newEmployee : name.toUpperCase();
}

const MANILA_OFFSET_MS = 8 * 60 * 60 * 1000;

/** Business "today" (ARCHITECTURE: Asia/Manila, UTC+8 all year, no daylight saving). */
export function manilaToday(now: Date): string {
  return new Date(now.getTime() + MANILA_OFFSET_MS).toISOString().slice(0, 10);
}

/** A real calendar date written yyyy-MM-dd within the business bounds (1900-01-01..2100-12-31). */
export const isEmployeeDate = isCalendarDate;

/** Whole years from a date of birth to `today` (both yyyy-MM-dd); null without a valid birth date. */
export function ageOn(dateOfBirth: string | null | undefined, today: string): number | null {
  if (!dateOfBirth || !isEmployeeDate(dateOfBirth)) return null;
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  let age = ty - by;
  if (tm < bm || (tm === bm && td < bd)) age -= 1;
  return age < 0 ? null : age;
}

// ---- government numbers ----

interface GovernmentIdRule {
  label: string;
  /** Digit counts allowed. */
  lengths: readonly number[];
  /** Group sizes of the canonical format; the last group takes the remaining digits. */
  groups: readonly number[];
  example: string;
}

export const GOVERNMENT_ID_RULES = {
  /** BIR TIN: 9 digits, plus a 3- or 5-digit branch code. */
  tin: { label: 'TIN', lengths: [9, 12, 14], groups: [3, 3, 3], example: '123-456-789-000' },
  /** SSS number: 10 digits, 2-7-1. */
  sss: { label: 'SSS number', lengths: [10], groups: [2, 7], example: '34-1234567-8' },
  /** Pag-IBIG MID number: 12 digits, 4-4-4. */
  pagibig: { label: 'Pag-IBIG MID number', lengths: [12], groups: [4, 4], example: '1210-9876-5432' },
  /** PhilHealth PIN: 12 digits, 2-9-1. */
  philhealth: { label: 'PhilHealth number', lengths: [12], groups: [2, 9], example: '12-345678901-2' },
} as const satisfies Record<string, GovernmentIdRule>;
export type GovernmentIdField = keyof typeof GOVERNMENT_ID_RULES;

function digitsText(lengths: readonly number[]): string {
  if (lengths.length === 1) return String(lengths[0]);
  return `${lengths.slice(0, -1).join(', ')} or ${lengths[lengths.length - 1]}`;
}

/**
 * A government number written with or without dashes and spaces, in its canonical dashed form;
 * '' stays '' (not given). Returns the message when it is not a valid number of that kind.
 */
export function normalizeGovernmentId(
  field: GovernmentIdField,
  input: string,
): { ok: true; value: string } | { ok: false; message: string } {
  const rule: GovernmentIdRule = GOVERNMENT_ID_RULES[field];
  const compact = input.replace(/[\s-]/g, '');
  if (compact === '') return { ok: true, value: '' };
  if (!/^\d+$/.test(compact) || !rule.lengths.includes(compact.length)) {
    return {
      ok: false,
      message: EMPLOYEE_MSG.governmentId(rule.label, rule.example, digitsText(rule.lengths)),
    };
  }
  const parts: string[] = [];
  let at = 0;
  for (const size of rule.groups) {
    parts.push(compact.slice(at, at + size));
    at += size;
  }
  if (at < compact.length) parts.push(compact.slice(at));
  return { ok: true, value: parts.join('-') };
}

// ---- fields ----

export const PERSONAL_TEXT_FIELDS = [
  'employee_code',
  'first_name',
  'middle_name',
  'last_name',
  'suffix',
  'date_of_birth',
  'address_info',
  'birthplace',
  'mobile_number',
  'email',
  'landline',
] as const;
export const PERSONAL_ID_FIELDS = [
  'civil_status_id',
  'gender_id',
  'region_id',
  'province_id',
  'city_id',
  'barangay_id',
  'blood_type_id',
] as const;
export const PERSONAL_MEASURE_FIELDS = ['height', 'weight'] as const;
export type PersonalField =
  | (typeof PERSONAL_TEXT_FIELDS)[number]
  | (typeof PERSONAL_ID_FIELDS)[number]
  | (typeof PERSONAL_MEASURE_FIELDS)[number];

export const EMPLOYMENT_ID_FIELDS = [
  'employee_type_id',
  'pay_period_id',
  'company_id',
  'department_id',
  'designation_id',
  'status_id',
  'confidential_id',
  'salary_group_id',
  'w_tax_group_id',
  'benefits_group_id',
] as const;
export const EMPLOYMENT_MONEY_FIELDS = [
  'monthly_salary',
  'w_tax_monthly_rate',
  'sss_rate',
  'pagibig_rate',
  'philhealth_rate',
  'gasoline',
  'meals',
  'transpo',
  'allowance',
] as const;
export const EMPLOYMENT_QUANTITY_FIELDS = ['days', 'hours'] as const;
export const EMPLOYMENT_GOVERNMENT_FIELDS = ['tin', 'sss', 'pagibig', 'philhealth'] as const;
export const EMPLOYMENT_TEXT_FIELDS = ['date_hired', 'hmo'] as const;
export type EmploymentField =
  | (typeof EMPLOYMENT_ID_FIELDS)[number]
  | (typeof EMPLOYMENT_MONEY_FIELDS)[number]
  | (typeof EMPLOYMENT_QUANTITY_FIELDS)[number]
  | (typeof EMPLOYMENT_GOVERNMENT_FIELDS)[number]
  | (typeof EMPLOYMENT_TEXT_FIELDS)[number]
  | AccountField
  | SeparationField;

/** Form labels of both forms; the history modal humanises names with columnLabel instead (spec 2). */
export const EMPLOYEE_FIELD_LABELS: Readonly<Record<PersonalField | EmploymentField, string>> = {
  employee_code: 'Employee Code',
  first_name: 'First Name',
  middle_name: 'Middle Name',
  last_name: 'Last Name',
  suffix: 'Suffix',
  date_of_birth: 'Date of Birth',
  civil_status_id: 'Civil Status',
  gender_id: 'Gender',
  address_info: 'Address (Block/Lot/House/Street/Village)',
  region_id: 'Region',
  province_id: 'Province',
  city_id: 'City',
  barangay_id: 'Barangay',
  birthplace: 'Birthplace',
  mobile_number: 'Mobile Number',
  email: 'Email',
  landline: 'Landline',
  height: 'Height (cm)',
  weight: 'Weight (kg)',
  blood_type_id: 'Blood Type',
  employee_type_id: 'Employee Type',
  pay_period_id: 'Pay Period',
  company_id: 'Company',
  department_id: 'Department',
  designation_id: 'Designation',
  date_hired: 'Date Hired',
  status_id: 'Status',
  confidential_id: 'Confidential',
  salary_group_id: 'Salary Group',
  monthly_salary: 'Monthly Salary',
  days: 'Days',
  hours: 'Hours',
  tin: 'TIN',
  sss: 'SSS',
  pagibig: 'Pag-IBIG',
  philhealth: 'PhilHealth',
  hmo: 'HMO',
  w_tax_group_id: 'W/Tax Group',
  w_tax_monthly_rate: 'W/Tax Monthly Rate',
  sss_rate: 'SSS Rate',
  pagibig_rate: 'Pag-IBIG Rate',
  philhealth_rate: 'PhilHealth Rate',
  benefits_group_id: 'Benefits Group',
  gasoline: 'Gasoline',
  meals: 'Meals',
  transpo: 'Transportation',
  allowance: 'Allowance',
  ...PAY_ACCOUNT_FIELD_LABELS,
  ...SEPARATION_FIELD_LABELS,
};

// ---- shapes (responses) ----

const EMPLOYEE_MAX_ID = 2_147_483_647;
const entityId = z.number().int().positive().max(EMPLOYEE_MAX_ID);
const nullableText = z.string().nullable();
const nullableId = z.number().int().nullable();
const nullableNumber = z.number().nullable();

/** Spec 3 "Employee summary": one row of the Employee List. */
export const employeeSummarySchema = z.object({
  employee_id: z.number().int(),
  employee_code: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  middle_name: nullableText,
  suffix: nullableText,
  gender: nullableText,
  company: nullableText,
  company_id: nullableId,
  department: nullableText,
  department_id: nullableId,
  designation: nullableText,
  designation_id: nullableId,
  date_hired: nullableText,
  status_descr: nullableText,
  age: nullableNumber,
  leave_credits: z.number(),
});
export type EmployeeSummary = z.infer<typeof employeeSummarySchema>;
export const employeeSummariesSchema = z.array(employeeSummarySchema);

export const employeeCreateResponseSchema = z.object({ id: z.number().int() });

/** The profile card (spec 2 "Employee profile"). employee_code is '' when none is saved yet. */
export const employeeProfileSchema = z.object({
  employee_id: z.number().int(),
  full_name: z.string(),
  first_name: z.string(),
  middle_name: nullableText,
  last_name: z.string(),
  suffix: nullableText,
  /** Where the photo is served (GET, with the bearer token), or null without a photo. */
  photo_url: nullableText,
  gender: nullableText,
  age: nullableNumber,
  employee_code: z.string(),
  company: nullableText,
  department: nullableText,
  designation: nullableText,
  date_hired: nullableText,
  status_descr: nullableText,
  leave_credits: z.number(),
});
export type EmployeeProfile = z.infer<typeof employeeProfileSchema>;

/** Spec 3 "Personal information": every field with its *_id and display name. */
export const personalInfoSchema = z.object({
  employee_id: z.number().int(),
  employee_code: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  middle_name: nullableText,
  suffix: nullableText,
  date_of_birth: nullableText,
  civil_status: nullableText,
  civil_status_id: nullableId,
  gender: nullableText,
  gender_id: nullableId,
  address_info: nullableText,
  region: nullableText,
  region_id: nullableId,
  province: nullableText,
  province_id: nullableId,
  city: nullableText,
  city_id: nullableId,
  barangay: nullableText,
  barangay_id: nullableId,
  birthplace: nullableText,
  mobile_number: nullableText,
  email: nullableText,
  landline: nullableText,
  height: nullableNumber,
  weight: nullableNumber,
  blood_type: nullableText,
  blood_type_id: nullableId,
});
export type PersonalInfo = z.infer<typeof personalInfoSchema>;
/** fetchEPI: an array whose first item is the record (spec 7). */
export const personalInfoListSchema = z.array(personalInfoSchema);

/** Spec 3 "Employment details", amounts in pesos; day_rate and hour_rate are derived (read-only). */
export const employmentDetailsSchema = z.object({
  employee_id: z.number().int(),
  employee_type: nullableText,
  employee_type_id: nullableId,
  pay_period: nullableText,
  pay_period_id: nullableId,
  company: nullableText,
  company_id: nullableId,
  department: nullableText,
  department_id: nullableId,
  designation: nullableText,
  designation_id: nullableId,
  date_hired: nullableText,
  status_descr: nullableText,
  status_id: nullableId,
  confidential: nullableText,
  confidential_id: nullableId,
  salary_group: nullableText,
  salary_group_id: nullableId,
  monthly_salary: nullableNumber,
  days: nullableNumber,
  hours: nullableNumber,
  day_rate: nullableNumber,
  hour_rate: nullableNumber,
  tin: nullableText,
  sss: nullableText,
  pagibig: nullableText,
  philhealth: nullableText,
  pay_method: nullableText,
  bank: nullableText,
  bank_name: nullableText,
  account_no: nullableText,
  account_name: nullableText,
  hmo: nullableText,
  w_tax_group: nullableText,
  w_tax_group_id: nullableId,
  w_tax_monthly_rate: nullableNumber,
  sss_rate: nullableNumber,
  pagibig_rate: nullableNumber,
  philhealth_rate: nullableNumber,
  benefits_group: nullableText,
  benefits_group_id: nullableId,
  gasoline: nullableNumber,
  meals: nullableNumber,
  transpo: nullableNumber,
  allowance: nullableNumber,
  ...separationDetailsShape,
});
export type EmploymentDetails = z.infer<typeof employmentDetailsSchema>;
export const employmentDetailsListSchema = z.array(employmentDetailsSchema);

/** The fields a history entry of each form compares (ids and display names both; derived rates not). */
export const PERSONAL_HISTORY_FIELDS = Object.keys(personalInfoSchema.shape).filter(
  (f) => f !== 'employee_id',
);
export const EMPLOYMENT_HISTORY_FIELDS = Object.keys(employmentDetailsSchema.shape).filter(
  (f) => !['employee_id', 'day_rate', 'hour_rate'].includes(f),
);

export const employeeFieldChangeSchema = z.object({ old: z.unknown(), new: z.unknown() });
export const employeeFieldChangesSchema = z.record(z.string().max(100), employeeFieldChangeSchema);
export type EmployeeFieldChanges = z.infer<typeof employeeFieldChangesSchema>;

/** Spec 3 "History entry". */
export const employeeHistoryEntrySchema = z.object({
  log_no: z.number().int(),
  employee_id: z.number().int(),
  form_id: z.number().int(),
  /** The form's name: 'Personal Information', 'Employment Details', ... */
  descr: z.string(),
  /** ISO-8601 UTC. */
  timestamp: z.string(),
  changes: employeeFieldChangesSchema,
  /** Username of who saved, or null when that account no longer exists. */
  edited_by: nullableText,
});
export type EmployeeHistoryEntry = z.infer<typeof employeeHistoryEntrySchema>;
export const employeeHistorySchema = z.array(employeeHistoryEntrySchema);

export const EMPLOYEE_HISTORY_FORMS = {
  1: 'Personal Information',
  2: 'Employment Details',
  3: 'Educational Background',
  4: 'Emergency Contacts',
  5: 'Employee Forms and Documents',
} as const;

export const savePersonalResponseSchema = z.object({
  message: z.string(),
  data: personalInfoSchema,
  /** The fields whose value changed (empty when nothing did: nothing was written). */
  changed: z.array(z.string()),
});
export const saveEmploymentResponseSchema = z.object({
  message: z.string(),
  data: employmentDetailsSchema,
  changed: z.array(z.string()),
});

export const saveHistoryResponseSchema = z.object({
  message: z.string(),
  /** The latest entry the server recorded for that employee and form, or null. */
  recorded: employeeHistoryEntrySchema.nullable(),
});

// ---- requests ----

export const employeeUidQuerySchema = z.object({
  UID: z.coerce
    .number({ error: EMPLOYEE_MSG.badUid })
    .int(EMPLOYEE_MSG.badUid)
    .positive(EMPLOYEE_MSG.badUid)
    .max(EMPLOYEE_MAX_ID, EMPLOYEE_MSG.badUid),
});
export const employeeDeleteQuerySchema = z.object({
  id: z.coerce
    .number({ error: EMPLOYEE_MSG.badId })
    .int(EMPLOYEE_MSG.badId)
    .positive(EMPLOYEE_MSG.badId)
    .max(EMPLOYEE_MAX_ID, EMPLOYEE_MSG.badId),
});
export const saveHistoryQuerySchema = employeeUidQuerySchema.extend({
  formID: z.coerce
    .number({ error: EMPLOYEE_MSG.badFormId })
    .int(EMPLOYEE_MSG.badFormId)
    .min(1, EMPLOYEE_MSG.badFormId)
    .max(5, EMPLOYEE_MSG.badFormId),
});
export const saveHistoryBodySchema = z.record(z.string().max(100), employeeFieldChangeSchema, {
  error: EMPLOYEE_MSG.badChanges,
});

/** Spec 7 sends "the whole record as a JSON string": a body that is a string is parsed first. */
function parsedRecord(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

const text = (max = 1000) => z.string().max(max).nullable().optional();
const optionalId = entityId.nullable().optional();
const measure = z
  .union([z.number(), z.string().max(20)])
  .nullable()
  .optional();

const personalBodyObject = z.object({
  employee_id: entityId,
  employee_code: text(50),
  first_name: text(),
  middle_name: text(),
  last_name: text(),
  suffix: text(),
  date_of_birth: text(20),
  civil_status_id: optionalId,
  gender_id: optionalId,
  address_info: text(),
  region_id: optionalId,
  province_id: optionalId,
  city_id: optionalId,
  barangay_id: optionalId,
  birthplace: text(),
  mobile_number: text(50),
  email: text(),
  landline: text(50),
  height: measure,
  weight: measure,
  blood_type_id: optionalId,
});
/** The updateEPI body: the personal info record (display names are ignored). */
export const personalInfoBodySchema = z.preprocess(parsedRecord, personalBodyObject);
export type PersonalInfoBody = z.input<typeof personalBodyObject>;

const amount = z
  .union([z.number(), z.string().max(30)])
  .nullable()
  .optional();
const employmentBodyObject = z.object({
  employee_id: entityId,
  employee_type_id: optionalId,
  pay_period_id: optionalId,
  company_id: optionalId,
  department_id: optionalId,
  designation_id: optionalId,
  date_hired: text(20),
  status_id: optionalId,
  confidential_id: optionalId,
  salary_group_id: optionalId,
  monthly_salary: amount,
  days: amount,
  hours: amount,
  tin: text(50),
  sss: text(50),
  pagibig: text(50),
  philhealth: text(50),
  pay_method: text(20),
  bank: text(50),
  account_no: text(50),
  account_name: text(),
  hmo: text(),
  w_tax_group_id: optionalId,
  w_tax_monthly_rate: amount,
  sss_rate: amount,
  pagibig_rate: amount,
  philhealth_rate: amount,
  benefits_group_id: optionalId,
  gasoline: amount,
  meals: amount,
  transpo: amount,
  allowance: amount,
  ...separationBodyShape,
});
/** The updateED body: the employment details record (display names and rates are ignored). */
export const employmentDetailsBodySchema = z.preprocess(parsedRecord, employmentBodyObject);
export type EmploymentDetailsBody = z.input<typeof employmentBodyObject>;

// ---- validation shared by the forms and the server ----

export interface PersonalInfoValues {
  employee_code: string | null;
  first_name: string;
  middle_name: string | null;
  last_name: string;
  suffix: string | null;
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
  height: number | null;
  weight: number | null;
  blood_type_id: number | null;
}

export interface EmploymentValues extends SeparationValues {
  employee_type_id: number | null;
  pay_period_id: number | null;
  company_id: number | null;
  department_id: number | null;
  designation_id: number | null;
  date_hired: string | null;
  status_id: number | null;
  confidential_id: number | null;
  salary_group_id: number | null;
  /** Centavos. */
  monthly_salary: number | null;
  days: number | null;
  hours: number | null;
  tin: string | null;
  sss: string | null;
  pagibig: string | null;
  philhealth: string | null;
  /** Payroll account (issue 16): Bank, Cash or Cheque; the bank's code; digits as text. */
  pay_method: string | null;
  bank: string | null;
  account_no: string | null;
  account_name: string | null;
  hmo: string | null;
  w_tax_group_id: number | null;
  /** Centavos, as the other amounts below. */
  w_tax_monthly_rate: number | null;
  sss_rate: number | null;
  pagibig_rate: number | null;
  philhealth_rate: number | null;
  benefits_group_id: number | null;
  gasoline: number | null;
  meals: number | null;
  transpo: number | null;
  allowance: number | null;
}

export type EmployeeFieldErrors<F extends string> = Partial<Record<F, string>>;
export type EmployeeValidation<V, F extends string> =
  | { ok: true; values: V }
  | { ok: false; errors: EmployeeFieldErrors<F>; first: string };

/** Trimmed text or null when blank. */
function cleanText(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  const t = String(value).trim();
  return t === '' ? null : t;
}

function cleanId(value: unknown): number | null {
  if (value === undefined || value === null || value === '') return null;
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
}

export const EMPLOYEE_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DIGITS = /^\d+$/;

function finish<V, F extends string>(
  values: V,
  errors: EmployeeFieldErrors<F>,
  order: readonly F[],
): EmployeeValidation<V, F> {
  const first = order.map((f) => errors[f]).find((m) => m !== undefined);
  return first === undefined ? { ok: true, values } : { ok: false, errors, first };
}

const PERSONAL_ORDER: readonly PersonalField[] = [
  'employee_code',
  'first_name',
  'middle_name',
  'last_name',
  'suffix',
  'date_of_birth',
  'civil_status_id',
  'gender_id',
  'blood_type_id',
  'height',
  'weight',
  'birthplace',
  'mobile_number',
  'landline',
  'email',
  'address_info',
  'region_id',
  'province_id',
  'city_id',
  'barangay_id',
];

/** Region -> province -> city -> barangay: no level without the one above it (spec 4). */
export function addressIssue(v: {
  region_id?: number | null;
  province_id?: number | null;
  city_id?: number | null;
  barangay_id?: number | null;
}): ['province_id' | 'city_id' | 'barangay_id', string] | null {
  if (v.province_id != null && v.region_id == null) return ['province_id', EMPLOYEE_MSG.provinceNeedsRegion];
  if (v.city_id != null && v.province_id == null) return ['city_id', EMPLOYEE_MSG.cityNeedsProvince];
  if (v.barangay_id != null && v.city_id == null) return ['barangay_id', EMPLOYEE_MSG.barangayNeedsCity];
  return null;
}

/** Company -> department -> designation: no level without the one above it (spec 4). */
export function employeeOrganisationIssue(v: {
  company_id?: number | null;
  department_id?: number | null;
  designation_id?: number | null;
}): ['department_id' | 'designation_id', string] | null {
  if (v.department_id != null && v.company_id == null)
    return ['department_id', EMPLOYEE_MSG.departmentNeedsCompany];
  if (v.designation_id != null && v.department_id == null)
    return ['designation_id', EMPLOYEE_MSG.designationNeedsDepartment];
  return null;
}

function parseMeasure(
  raw: unknown,
  label: string,
  max: number,
): { value: number | null } | { message: string } {
  if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === ''))
    return { value: null };
  const parsed = parseHundredths(raw, label);
  if (!parsed.ok || parsed.value <= 0 || parsed.value > max * 100) {
    return { message: EMPLOYEE_MSG.measure(label, max) };
  }
  return { value: parsed.value / 100 };
}

/**
 * Spec 5 "Personal info save" plus the checks a form can make on its own: email, mobile and
 * landline formats, the employee code (normalised first), names, dates, height and weight, and the
 * address cascade. Existence of the chosen options, the address chain itself and the code's
 * uniqueness are the server's (they need the database).
 */
export function validatePersonalInfo(
  input: Readonly<Record<string, unknown>>,
  today: string,
): EmployeeValidation<PersonalInfoValues, PersonalField> {
  const errors: EmployeeFieldErrors<PersonalField> = {};
  const code = normalizeEmployeeCode(String(input.employee_code ?? ''));
  if (code !== '' && !isValidEmployeeCode(code)) errors.employee_code = EMPLOYEE_MSG.invalidCode;

  const limited = (field: PersonalField, max: number): string | null => {
    const value = cleanText(input[field]);
    if (value !== null && value.length > max)
      errors[field] = EMPLOYEE_MSG.tooLong(EMPLOYEE_FIELD_LABELS[field], max);
    return value;
  };
  const first = limited('first_name', EMPLOYEE_NAME_MAX);
  if (first === null) errors.first_name = EMPLOYEE_MSG.required(EMPLOYEE_FIELD_LABELS.first_name);
  const last = limited('last_name', EMPLOYEE_NAME_MAX);
  if (last === null) errors.last_name = EMPLOYEE_MSG.required(EMPLOYEE_FIELD_LABELS.last_name);
  const middle = limited('middle_name', EMPLOYEE_NAME_MAX);
  for (const [field, value] of [
    ['first_name', first],
    ['middle_name', middle],
    ['last_name', last],
  ] as const) {
    const problem = personNameProblem(EMPLOYEE_FIELD_LABELS[field], value);
    if (problem && !errors[field]) errors[field] = problem;
  }
  const suffix = limited('suffix', EMPLOYEE_SUFFIX_MAX);
  const address = limited('address_info', EMPLOYEE_ADDRESS_MAX);
  const birthplace = limited('birthplace', EMPLOYEE_BIRTHPLACE_MAX);

  const dob = cleanText(input.date_of_birth);
  if (dob !== null) {
    const dobProblem = dateProblem(dob, EMPLOYEE_MSG.invalidDate(EMPLOYEE_FIELD_LABELS.date_of_birth));
    if (dobProblem) errors.date_of_birth = dobProblem;
    else if (dob > today) errors.date_of_birth = EMPLOYEE_MSG.birthInFuture;
  }

  const email = cleanText(input.email);
  if (email !== null && (email.length > EMPLOYEE_EMAIL_MAX || !EMPLOYEE_EMAIL_PATTERN.test(email))) {
    errors.email = EMPLOYEE_MSG.invalidEmail;
  }
  const mobile = cleanText(input.mobile_number);
  if (mobile !== null && (!DIGITS.test(mobile) || mobile.length > EMPLOYEE_PHONE_MAX_DIGITS)) {
    errors.mobile_number = EMPLOYEE_MSG.invalidMobile;
  }
  const landline = cleanText(input.landline);
  if (landline !== null && (!DIGITS.test(landline) || landline.length > EMPLOYEE_PHONE_MAX_DIGITS)) {
    errors.landline = EMPLOYEE_MSG.invalidLandline;
  }

  const height = parseMeasure(input.height, 'Height (cm)', HEIGHT_MAX_CM);
  if ('message' in height) errors.height = height.message;
  const weight = parseMeasure(input.weight, 'Weight (kg)', WEIGHT_MAX_KG);
  if ('message' in weight) errors.weight = weight.message;

  const values: PersonalInfoValues = {
    employee_code: code === '' ? null : code,
    first_name: first ?? '',
    middle_name: middle,
    last_name: last ?? '',
    suffix,
    date_of_birth: dob,
    civil_status_id: cleanId(input.civil_status_id),
    gender_id: cleanId(input.gender_id),
    address_info: address,
    region_id: cleanId(input.region_id),
    province_id: cleanId(input.province_id),
    city_id: cleanId(input.city_id),
    barangay_id: cleanId(input.barangay_id),
    birthplace,
    mobile_number: mobile,
    email,
    landline,
    height: 'value' in height ? height.value : null,
    weight: 'value' in weight ? weight.value : null,
    blood_type_id: cleanId(input.blood_type_id),
  };
  const chain = addressIssue(values);
  if (chain) errors[chain[0]] = chain[1];
  return finish(values, errors, PERSONAL_ORDER);
}

const EMPLOYMENT_ORDER: readonly EmploymentField[] = [
  'employee_type_id',
  'pay_period_id',
  'company_id',
  'department_id',
  'designation_id',
  'date_hired',
  'status_id',
  'confidential_id',
  'salary_group_id',
  'monthly_salary',
  'days',
  'hours',
  'tin',
  'sss',
  'pagibig',
  'philhealth',
  'pay_method',
  'bank',
  'account_no',
  'account_name',
  'hmo',
  'w_tax_group_id',
  'w_tax_monthly_rate',
  'sss_rate',
  'pagibig_rate',
  'philhealth_rate',
  'benefits_group_id',
  'gasoline',
  'meals',
  'transpo',
  'allowance',
  'separation_date',
  'separation_reason',
];

const QUANTITY_RANGE = { days: [1, 31], hours: [1, 24] } as const;

/**
 * The employment details form's own checks: amounts are pesos (digits and a dot, up to 2 decimals)
 * and become centavos; days 1-31 and hours 1-24; government numbers in their formats (normalised
 * to the dashed form); date hired a real date; the organisation cascade.
 */
export function validateEmploymentDetails(
  input: Readonly<Record<string, unknown>>,
  banks: readonly BankOption[] = [],
): EmployeeValidation<EmploymentValues, EmploymentField> {
  const errors: EmployeeFieldErrors<EmploymentField> = {};
  const values = {} as EmploymentValues;
  for (const field of EMPLOYMENT_ID_FIELDS) values[field] = cleanId(input[field]);
  for (const field of EMPLOYMENT_MONEY_FIELDS) {
    const raw = input[field];
    values[field] = null;
    if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) continue;
    const label = EMPLOYEE_FIELD_LABELS[field];
    const parsed = parseHundredths(raw, label);
    if (!parsed.ok) errors[field] = parsed.message;
    else if (parsed.value > GROUP_AMOUNT_MAX_CENTAVOS) errors[field] = GROUP_MSG.tooLarge(label);
    else values[field] = parsed.value;
  }
  for (const field of EMPLOYMENT_QUANTITY_FIELDS) {
    const raw = input[field];
    values[field] = null;
    if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) continue;
    const label = EMPLOYEE_FIELD_LABELS[field];
    const [min, max] = QUANTITY_RANGE[field];
    const parsed = parseHundredths(raw, label);
    if (!parsed.ok) errors[field] = parsed.message;
    else if (parsed.value < min * 100 || parsed.value > max * 100)
      errors[field] = GROUP_MSG.range(label, min, max);
    else values[field] = parsed.value / 100;
  }
  for (const field of EMPLOYMENT_GOVERNMENT_FIELDS) {
    const result = normalizeGovernmentId(field, String(input[field] ?? ''));
    values[field] = null;
    if (!result.ok) errors[field] = result.message;
    else values[field] = result.value === '' ? null : result.value;
  }
  const hired = cleanText(input.date_hired);
  const hiredProblem =
    hired === null
      ? undefined
      : dateProblem(hired, EMPLOYEE_MSG.invalidDate(EMPLOYEE_FIELD_LABELS.date_hired));
  if (hiredProblem) errors.date_hired = hiredProblem;
  values.date_hired = hired;
  const hmo = cleanText(input.hmo);
  if (hmo !== null && hmo.length > EMPLOYEE_HMO_MAX)
    errors.hmo = EMPLOYEE_MSG.tooLong(EMPLOYEE_FIELD_LABELS.hmo, EMPLOYEE_HMO_MAX);
  values.hmo = hmo;
  const account = validatePayrollAccount(input, banks);
  Object.assign(values, account.values);
  Object.assign(errors, account.errors);
  const separation = validateSeparation(input, errors.date_hired ? null : hired);
  Object.assign(values, separation.values);
  Object.assign(errors, separation.errors);
  const chain = employeeOrganisationIssue(values);
  if (chain) errors[chain[0]] = chain[1];
  return finish(values, errors, EMPLOYMENT_ORDER);
}

// ---- history display (spec 2 "History modal") ----

/** The changes a user sees: fields whose name contains '_id' hidden, names humanised. */
export function visibleHistoryChanges(
  changes: EmployeeFieldChanges,
): Array<{ field: string; label: string; old: unknown; new: unknown }> {
  return Object.entries(changes)
    .filter(([field]) => !field.includes('_id'))
    .map(([field, change]) => ({ field, label: columnLabel(field), old: change.old, new: change.new }));
}
