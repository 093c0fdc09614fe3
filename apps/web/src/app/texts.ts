/**
 * Texts of the shell that the spec does not word itself. The spec's own words are MSG in
 * @sahod/shared and are used from there.
 */
export const SHELL_TEXT = {
  productName: 'Sahod',
  uat: 'UAT',
  username: 'Username',
  password: 'Password',
  toggleVisibility: 'Show or hide characters',
  login: 'Login',
  logOut: 'Log Out',
  search: 'Search',
  serverStatus: 'Server status',
  accessDenied: 'Access Denied',
  collapseSidebar: 'Collapse sidebar',
  expandSidebar: 'Expand sidebar',
  showDetails: 'Show details',
  hideDetails: 'Hide details',
  detailUsername: 'Username',
  detailEmployee: 'Employee',
  detailEmployeeCode: 'Employee Code',
  detailApprover: 'Approver',
  yes: 'Yes',
  no: 'No',
  none: '-',
  confirmTitle: 'Confirm',
  confirm: 'Confirm',
  cancel: 'Cancel',
  cannotReachServer: 'Cannot reach the server.',
  unexpectedResponse: 'Unexpected response from the server.',
  requestFailed: (status: number) => `Request failed (${status}).`,
} as const;
