/**
 * The permission modules of spec 6 and the sidebar structure of spec 2. The server seeds its
 * `modules` table from this list, the web app builds its sidebar and route guards from it.
 */

export const MODULE_GROUPS = [
  { id: 1, name: 'Employee Management' },
  { id: 2, name: 'Time & Attendance' },
  { id: 3, name: 'Earnings & Deductions' },
  { id: 7, name: 'Reports' },
  { id: 4, name: 'Setup' },
  { id: 5, name: 'Settings' },
  { id: 6, name: 'Admin' },
] as const;

export type ModuleGroupId = (typeof MODULE_GROUPS)[number]['id'];

export interface ModuleDef {
  /** Permission key used by the API and the token's permissions map. */
  key: string;
  /** Human name shown in the role matrix. */
  name: string;
  groupId: ModuleGroupId;
}

export const MODULES = [
  { key: 'employee_list', name: 'Employee List', groupId: 1 },
  { key: 'employee_management', name: 'Employee Profile', groupId: 1 },
  { key: 'approverassignment', name: 'Approver Assignment', groupId: 1 },
  { key: 'shiftsschedule', name: 'Shifts Schedule', groupId: 2 },
  { key: 'shiftsmanagement', name: 'Shifts Management', groupId: 2 },
  { key: 'timesheet', name: 'Timesheet', groupId: 2 },
  { key: 'applications', name: 'Applications', groupId: 2 },
  { key: 'applicationsproxy', name: 'Applications Proxy', groupId: 2 },
  { key: 'applicationsapproval', name: 'Applications Approval', groupId: 2 },
  { key: 'earningsrecords', name: 'Earnings Records', groupId: 3 },
  { key: 'earningscategories', name: 'Earnings Categories', groupId: 3 },
  { key: 'deductionsrecords', name: 'Deductions Records', groupId: 3 },
  { key: 'deductionscategories', name: 'Deductions Categories', groupId: 3 },
  { key: 'salaryloan', name: 'Salary Loan', groupId: 3 },
  { key: 'payroll', name: 'Payroll', groupId: 3 },
  { key: 'compliance', name: 'Compliance', groupId: 7 },
  { key: 'dropdownrecords', name: 'Dropdown Records', groupId: 4 },
  { key: 'grouprecords', name: 'Group Details', groupId: 4 },
  { key: 'useraccounts', name: 'User Accounts', groupId: 5 },
  { key: 'userroles', name: 'User Roles', groupId: 5 },
  { key: 'pagesetup', name: 'Page Setup', groupId: 5 },
  { key: 'bugreport', name: 'Bug Reports', groupId: 5 },
  { key: 'audittrail', name: 'Audit Trail', groupId: 5 },
  { key: 'admin', name: 'Admin', groupId: 6 },
] as const satisfies readonly ModuleDef[];

export type ModuleKey = (typeof MODULES)[number]['key'];

export const MODULE_KEYS: readonly ModuleKey[] = MODULES.map((m) => m.key);

export function isModuleKey(value: string): value is ModuleKey {
  return (MODULE_KEYS as readonly string[]).includes(value);
}

export const PERMISSION_FLAGS = ['view', 'create', 'update', 'delete'] as const;
export type PermissionFlag = (typeof PERMISSION_FLAGS)[number];

export interface PermissionSet {
  view: boolean;
  create: boolean;
  update: boolean;
  delete: boolean;
}

export type PermissionMap = Partial<Record<ModuleKey, PermissionSet>>;

export const NO_PERMISSIONS: PermissionSet = Object.freeze({
  view: false,
  create: false,
  update: false,
  delete: false,
});

export const ALL_PERMISSIONS: PermissionSet = Object.freeze({
  view: true,
  create: true,
  update: true,
  delete: true,
});
