/** Texts of the profile's User Account Information block that the spec does not word itself. */
export const ACCOUNT_BLOCK_TEXT = {
  title: 'User Account Information',
  username: 'Username',
  accountName: 'Account Name',
  role: 'Role',
  company: 'Company',
  department: 'Department',
  designation: 'Designation',
  status: 'Status',
  active: 'Active',
  inactive: 'Inactive',
  none: '-',
  noAccount: 'No user account is linked to this employee.',
  createAccount: 'Create User Account',
  loadFailed: 'Could not load the user account.',
} as const;
