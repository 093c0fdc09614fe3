/** Texts of the Approver Assignment screen that the spec does not word itself (the note is APPROVER_MSG). */
export const APPROVERS_TEXT = {
  title: 'Approver Assignment',
  approversTab: 'Approvers',
  tableLabel: 'Approver assignments',
  employee: 'Employee',
  approverStatus: 'Approver',
  /** Issue 20: approves applications of every company, not only the employee's own. */
  companyWide: 'Company-wide (all companies)',
  yes: 'Yes',
  no: 'No',
  active: 'Active',
  inactive: 'Inactive',
} as const;
