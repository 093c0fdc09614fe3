/**
 * Texts of the User Accounts screen that the spec does not word itself. The spec's own words (the
 * password messages and hint, the save and delete confirmations) come from @sahod/shared.
 */
export const ACCOUNTS_TEXT = {
  title: 'User Accounts',
  createNew: 'Create New',
  createTitle: 'Create User Account',
  editTitle: 'Edit User Account',
  tableLabel: 'User accounts',
  username: 'Username',
  name: 'Name',
  role: 'Role',
  employee: 'Employee',
  employeeHint: 'Optional. Picking an employee fills in the name, username and organisation.',
  company: 'Company',
  department: 'Department',
  designation: 'Designation',
  status: 'Status',
  approvalStatus: 'Approval Status',
  password: 'Password',
  confirm: 'Confirm Password',
  changePassword: 'Change Password',
  togglePassword: 'Show or hide the password',
  toggleConfirm: 'Show or hide the password confirmation',
  logoutNote: 'Saving logs this user out: they must sign in again.',
  selfNote: 'This is your own account: saving logs you out.',
  cancel: 'Cancel',
  save: 'Save',
  loading: 'Loading...',
  employeeLabel: (code: string | null, last: string, first: string) =>
    `${code ? `${code} - ` : ''}${last}, ${first}`,
  linkedElsewhere: 'has an account',
  resetTwoFactor: 'Reset two-factor sign-in',
  resetTwoFactorConfirm: (username: string) =>
    `Reset the two-factor sign-in of ${username}? They sign in with the password alone until they set it up again.`,
} as const;
