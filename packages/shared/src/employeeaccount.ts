/**
 * The employee profile's User Account Information block (spec 2 "Employee profile", 5 "Default
 * username", 7 "Not visible paths": user-account fetch by employee).
 *
 *   GET /employee_management/fetchUserAccount?UID=<employee id> -> EmployeeAccount
 *       (useraccounts view; 404 unknown employee): the linked account or null, and the starting
 *       values of the account form for 'Create User Account'.
 *   The account is created through POST /useraccounts/create with employee_id (useraccounts create),
 *   which links the employee and refuses a second account for it (409).
 */
import { z } from 'zod';
import { APPROVAL_STATUSES, accountSchema } from './accounts.ts';

export const EMPLOYEE_ACCOUNT_MSG = {
  employeeNotFound: 'Employee not found.',
} as const;

/** accountDefaultsForEmployee: the default username rule, the employee's name and organisation. */
export const employeeAccountDefaultsSchema = z.object({
  username: z.string(),
  name: z.string(),
  employee_id: z.number().int(),
  company_id: z.number().int().nullable(),
  department_id: z.number().int().nullable(),
  designation_id: z.number().int().nullable(),
  status: z.boolean(),
  approval_status: z.enum(APPROVAL_STATUSES),
});
export type EmployeeAccountDefaults = z.infer<typeof employeeAccountDefaultsSchema>;

export const employeeAccountSchema = z.object({
  /** The account linked to the employee, or null when it has none. */
  account: accountSchema.nullable(),
  defaults: employeeAccountDefaultsSchema,
});
export type EmployeeAccount = z.infer<typeof employeeAccountSchema>;
