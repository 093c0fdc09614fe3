/** Texts of the Approver Assignment screen that the spec does not word itself (the note is APPROVER_MSG). */
export const APPROVERS_TEXT = {
  title: 'Approver Assignment',
  tableLabel: 'Approver assignments',
  employee: 'Employee',
  approverStatus: 'Approver',
  yes: 'Yes',
  no: 'No',
  active: 'Active',
  inactive: 'Inactive',
} as const;
