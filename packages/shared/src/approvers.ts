/**
 * Approver Assignment (spec 2 "Approver Assignment", 3 "Approver assignment", 6, 7): which employees
 * approve applications. Only an employee linked to a user account can be an approver: the flag is
 * the employee's (`employees.is_approver`) and reaches the user through the token's
 * `employee[0].approver_status` (fresh on every sign-in and verify).
 *
 * Paths are relative to the API base `/api`.
 *   GET /approverAssignment/fetch           -> ApproverAssignment[] (approverassignment view): every
 *                                              user account linked to an employee
 *   GET /approverAssignment/fetchApprovers  -> Approver[]           (approverassignment view): the
 *                                              employees who are approvers and have an account
 *   PUT /approverAssignment/update  ApproverAssignmentUpdate -> ApproverAssignment (approver_status
 *                                              and company_wide: approves for all companies)
 *                                              (approverassignment update; 400 account without a
 *                                              linked employee, 404 unknown account, 409 stale link)
 */
import { z } from 'zod';

export const APPROVER_MSG = {
  /** The screen's header note (spec 2 "Approver Assignment"). */
  note: 'Only employees with linked user accounts can be set as approvers.',
  noLinkedEmployee:
    'This user account has no linked employee. Only employees with linked user accounts can be set as approvers.',
  accountNotFound: 'User account not found.',
  approverStatusRequired: 'Please choose whether this employee is an approver.',
  linkChanged: "This account's linked employee has changed. Reload the list and try again.",
  updated: 'Approver assignment updated successfully.',
  companyWideNeedsApprover: 'Only an approver can approve for all companies.',
} as const;

const entityId = z.number().int().positive().max(2_147_483_647);

/** One row of the Approver Assignment table: a user account with its linked employee. */
export const approverAssignmentSchema = z.object({
  user_id: z.number().int(),
  username: z.string(),
  name: z.string(),
  role_id: z.number().int(),
  role: z.string(),
  /** The account's status: true Active, false Inactive. */
  status: z.boolean(),
  company_id: z.number().int().nullable(),
  company: z.string().nullable(),
  department_id: z.number().int().nullable(),
  department: z.string().nullable(),
  designation_id: z.number().int().nullable(),
  designation: z.string().nullable(),
  employee_id: z.number().int(),
  employee_code: z.string().nullable(),
  employee_name: z.string(),
  /** The linked employee's approver flag (the token's approver_status). */
  approver_status: z.boolean(),
  /** Approves for every company (issue 20); otherwise only for the employee's own company. */
  company_wide: z.boolean(),
});
export type ApproverAssignment = z.infer<typeof approverAssignmentSchema>;

/** A current approver: an employee flagged as approver whose user account exists. */
export const approverSchema = z.object({
  employee_id: z.number().int(),
  employee_code: z.string().nullable(),
  name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  company_id: z.number().int().nullable(),
  company: z.string().nullable(),
  department_id: z.number().int().nullable(),
  department: z.string().nullable(),
  designation_id: z.number().int().nullable(),
  designation: z.string().nullable(),
  user_id: z.number().int(),
  username: z.string(),
  /** The account's status: an inactive account cannot sign in to approve. */
  status: z.boolean(),
  /** Approves for every company; otherwise only for employees of company_id. */
  company_wide: z.boolean(),
});
export type Approver = z.infer<typeof approverSchema>;

/** true/false, or the 0/1 the spec's flags use. */
const approverFlagSchema = z.union([z.boolean(), z.literal(0), z.literal(1)], {
  error: APPROVER_MSG.approverStatusRequired,
});

/**
 * The edited assignment. The client may send the whole row; only approver_status is written. When
 * employee_id is sent it must still be the account's linked employee (a stale screen gets 409).
 */
export const approverAssignmentUpdateSchema = z.object({
  user_id: entityId,
  approver_status: approverFlagSchema,
  /** Approves for all companies; left out keeps the stored flag (cleared with approver_status). */
  company_wide: z.union([z.boolean(), z.literal(0), z.literal(1)]).optional(),
  employee_id: entityId.nullable().optional(),
});
export type ApproverAssignmentUpdate = z.input<typeof approverAssignmentUpdateSchema>;

export function isApproverFlagSet(value: boolean | 0 | 1): boolean {
  return value === true || value === 1;
}

/**
 * Whether an approver may be named on an application of an employee of `employeeCompanyId`
 * (issue 20): an approver of the same company, or one marked company-wide.
 */
export function approvesForCompany(
  approver: { company_id: number | null; company_wide: boolean },
  employeeCompanyId: number | null,
): boolean {
  return approver.company_wide || (approver.company_id !== null && approver.company_id === employeeCompanyId);
}
