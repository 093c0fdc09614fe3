/** What the Approver Assignment table and its edit form show of an assignment. */
import type { ApproverAssignment } from '@sahod/shared';
import type { SelectOption } from '../../components';
import { APPROVERS_TEXT } from './texts';

export interface ApproverRow extends Record<string, unknown> {
  user_id: number;
  employee_id: number;
  employee_code: string;
  employee_name: string;
  username: string;
  name: string;
  role: string;
  company: string;
  department: string;
  designation: string;
  status: string;
  approver_status: boolean;
  company_wide: boolean;
}

export const APPROVER_COLUMNS = [
  'employee_code',
  'employee_name',
  'username',
  'name',
  'role',
  'company',
  'department',
  'designation',
  'status',
  'approver_status',
  'company_wide',
] as const;

export const APPROVER_COLUMN_LABELS = {
  employee_name: APPROVERS_TEXT.employee,
  approver_status: APPROVERS_TEXT.approverStatus,
  company_wide: APPROVERS_TEXT.companyWide,
} as const;

export function toApproverRow(assignment: ApproverAssignment): ApproverRow {
  return {
    user_id: assignment.user_id,
    employee_id: assignment.employee_id,
    employee_code: assignment.employee_code ?? '',
    employee_name: assignment.employee_name,
    username: assignment.username,
    name: assignment.name,
    role: assignment.role,
    company: assignment.company ?? '',
    department: assignment.department ?? '',
    designation: assignment.designation ?? '',
    status: assignment.status ? APPROVERS_TEXT.active : APPROVERS_TEXT.inactive,
    approver_status: assignment.approver_status,
    company_wide: assignment.company_wide,
  };
}

/**
 * The edit form: everything read-only but the approver flag and company-wide (an approver of every
 * company's applications, not only their own company's), Yes/No choices held as '1'/'0'.
 */
export const EDIT_FIELDS = [
  'employee_code',
  'employee_name',
  'username',
  'name',
  'approver_status',
  'company_wide',
] as const;
export const EDIT_DISPLAY_ONLY = ['employee_code', 'employee_name', 'username', 'name'] as const;
export const APPROVER_OPTIONS: readonly SelectOption[] = [
  { value: '1', label: APPROVERS_TEXT.yes },
  { value: '0', label: APPROVERS_TEXT.no },
];

export function editRecord(row: ApproverRow): Record<string, unknown> {
  return {
    ...row,
    approver_status: row.approver_status ? '1' : '0',
    company_wide: row.company_wide ? '1' : '0',
  };
}
