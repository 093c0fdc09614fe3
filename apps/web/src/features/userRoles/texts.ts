/**
 * Texts of the User Roles screen that the spec does not word itself. The spec's own words ('Role
 * name is required.', the delete confirmation) come from ROLE_MSG in @sahod/shared.
 */
export const ROLES_TEXT = {
  title: 'User Roles',
  role: 'Role',
  pickRole: 'Select a role',
  pickRoleHint: 'Pick a role to see and edit its permissions.',
  createRole: 'Create Role',
  createRoleTitle: 'Create Role',
  roleName: 'Role Name',
  deleteRole: 'Delete Role',
  deleteTitle: 'Delete Role',
  saveChanges: 'Save Changes',
  discardChanges: 'Discard Changes',
  discardConfirm: 'You have unsaved permission changes. Discard them?',
  module: 'Module',
  all: 'All',
  view: 'View',
  create: 'Create',
  update: 'Update',
  delete: 'Delete',
  cancel: 'Cancel',
  save: 'Save',
  matrixLabel: 'Role permissions',
  requiresTwoFactor: 'Requires two-factor sign-in',
  requiresTwoFactorHint:
    'Its users must set up two-factor sign-in after their password before they can do anything else.',
  assignedTo: (count: number) => `Assigned to ${count} user account${count === 1 ? '' : 's'}.`,
  flagLabel: (flag: string, module: string) => `${flag}: ${module}`,
  readOnly: 'You can view the permissions but not change them.',
} as const;
