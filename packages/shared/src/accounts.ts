/**
 * User accounts and roles (spec 3 "User account", "Role", "Role permission row"; 5; 7 "Accounts
 * and roles"): the request and response shapes, the rules both sides check and their messages.
 *
 * Paths are relative to the API base `/api`.
 *   GET    /useraccounts/fetch                 -> Account[]           (useraccounts view)
 *   GET    /useraccounts/fetchUser?UID=<user>  -> Account             (useraccounts view; 404)
 *   GET    /useraccounts/fetchByEmployee?employee_id= -> Account|null (useraccounts view)
 *   GET    /useraccounts/fetchRoles            -> RoleOption[]        (useraccounts view: the role dropdown)
 *   GET    /useraccounts/fetchEmployees        -> LinkableEmployee[]  (useraccounts view: the employee picker)
 *   POST   /useraccounts/create   AccountCreate -> Account            (useraccounts create)
 *   PUT    /useraccounts/update   AccountUpdate -> Account            (useraccounts update)
 *   DELETE /useraccounts/delete?user_id=       -> MessageResponse     (useraccounts delete)
 *   GET    /userroles/fetch                    -> Role[]              (userroles view)
 *   GET    /userroles/fetchPerms?id=<role>     -> RolePermissionRow[] (userroles view; 404)
 *   POST   /userroles/create      RoleCreate    -> Role               (userroles create)
 *   PUT    /userroles/update      RoleUpdate    -> RoleWithPermissions (userroles update)
 *   DELETE /userroles/delete?role_id=          -> MessageResponse     (userroles delete)
 *
 *   GET    /userroles/protected                -> ProtectedPermissions (userroles view: checkboxes kept ticked)
 *
 * An "administrator" is an active, approved account whose role can view and update User Roles and
 * update Admin (the Admin Panel). The server refuses any change that would leave none, and
 * any account or role change that would hand out a permission the acting user does not hold.
 */
import { z } from 'zod';
import { idSchema } from './input.ts';
import { MSG } from './messages.ts';
import { accountName } from './names.ts';
import { defaultUsername, passwordProblem } from './password.ts';

export const APPROVAL_STATUSES = ['For Approval', 'Rejected', 'Approved'] as const;
export type AccountApprovalStatus = (typeof APPROVAL_STATUSES)[number];
/** Spec 4: new accounts start 'For Approval', which is not itself an option of the form. */
export const DEFAULT_APPROVAL_STATUS: AccountApprovalStatus = 'For Approval';
export const SELECTABLE_APPROVAL_STATUSES = ['Approved', 'Rejected'] as const;

export const ACCOUNT_STATUS_ACTIVE = 'Active';
export const ACCOUNT_STATUS_INACTIVE = 'Inactive';

export const USERNAME_MAX_LENGTH = 100;
export const ACCOUNT_NAME_MAX_LENGTH = 200;
export const PASSWORD_MAX_LENGTH = 200;
export const ROLE_NAME_MAX_LENGTH = 100;

export const ACCOUNT_MSG = {
  passwordPolicy: MSG.passwordPolicy,
  passwordMismatch: MSG.passwordMismatch,
  passwordHint: MSG.passwordHint,
  duplicateUsername: MSG.duplicateUsername,
  usernameRequired: 'Username is required.',
  usernameTooLong: `Username must be at most ${USERNAME_MAX_LENGTH} characters.`,
  usernameFormat: 'Username may only contain letters, numbers, dots, dashes, underscores and @.',
  nameRequired: 'Name is required.',
  nameTooLong: `Name must be at most ${ACCOUNT_NAME_MAX_LENGTH} characters.`,
  roleRequired: 'Please select a role.',
  roleNotFound: 'The selected role does not exist.',
  companyNotFound: 'The selected company does not exist.',
  departmentNeedsCompany: 'Please select a company before choosing a department.',
  designationNeedsDepartment: 'Please select a department before choosing a designation.',
  departmentNotInCompany: 'The selected department does not belong to the selected company.',
  designationNotInDepartment: 'The selected designation does not belong to the selected department.',
  employeeNotFound: 'The selected employee does not exist.',
  employeeIsDraft:
    'This employee has not been saved yet (no code or name). Save the employee first, then link the account.',
  employeeAlreadyLinked: 'This employee is already linked to another user account.',
  accountNotFound: 'User account not found.',
  approvalNotSelectable: "An account cannot be set back to 'For Approval'.",
  cannotDeleteSelf: 'You cannot delete your own account.',
  cannotDeactivateSelf: 'You cannot deactivate or reject your own account.',
  lastAdministrator:
    'This is the last active, approved account that can manage roles and run the Admin Panel (User Roles view and update, Admin update). Give another active, approved account a role with those permissions first.',
  stillReferenced: 'This user account is still referenced by other records and cannot be deleted.',
  roleBeyondYours:
    'You cannot create, edit or delete an account with a role that has permissions you do not have yourself.',
  saveConfirm: MSG.saveConfirm,
  saveLogsOut: 'Saving logs this user out: they must sign in again.',
  created: 'User account created successfully.',
  updated: 'User account updated successfully.',
  deleted: 'User account deleted successfully.',
} as const;

export const ROLE_MSG = {
  nameRequired: 'Role name is required.',
  nameTooLong: `Role name must be at most ${ROLE_NAME_MAX_LENGTH} characters.`,
  duplicateName: 'A role with this name already exists.',
  notFound: 'Role not found.',
  grantBeyondYours: 'You cannot grant permissions you do not have yourself.',
  unknownModule: 'Unknown module in the permissions.',
  duplicateModule: 'Each module may appear only once in the permissions.',
  stillAssigned: (count: number) =>
    `This role is still assigned to ${count} user account${count === 1 ? '' : 's'}. Give ${
      count === 1 ? 'it' : 'them'
    } another role before deleting it.`,
  lastAdministratorRole:
    'This role holds the last active, approved accounts that can manage roles and run the Admin Panel (User Roles view and update, Admin update). Give another active, approved account a role with those permissions first.',
  protectedFlags:
    'Kept ticked: this role holds the last active accounts that can manage roles and run the Admin Panel. Give another active account a role with User Roles view and update and Admin update first.',
  deleteConfirm: 'Are you sure you want to delete this role? This cannot be undone.',
  created: 'Role created successfully.',
  updated: 'Role permissions saved successfully.',
  deleted: 'Role deleted successfully.',
} as const;

const entityId = z.number().int().positive().max(2_147_483_647);
/** Absent, null or an id: optional organisation and employee links. */
const optionalId = entityId.nullable().optional();
/** Query parameters arrive as text. */
export const queryIdSchema = idSchema();

const usernameSchema = z
  .string({ error: ACCOUNT_MSG.usernameRequired })
  .trim()
  .min(1, ACCOUNT_MSG.usernameRequired)
  .max(USERNAME_MAX_LENGTH, ACCOUNT_MSG.usernameTooLong)
  .regex(/^[A-Za-z0-9._@-]+$/, ACCOUNT_MSG.usernameFormat);

const accountNameSchema = accountName(
  z
    .string({ error: ACCOUNT_MSG.nameRequired })
    .trim()
    .min(1, ACCOUNT_MSG.nameRequired)
    .max(ACCOUNT_NAME_MAX_LENGTH, ACCOUNT_MSG.nameTooLong),
  'Name',
);

const passwordSchema = z
  .string({ error: ACCOUNT_MSG.passwordPolicy })
  .max(PASSWORD_MAX_LENGTH, ACCOUNT_MSG.passwordPolicy);
const confirmSchema = z
  .string({ error: ACCOUNT_MSG.passwordMismatch })
  .max(PASSWORD_MAX_LENGTH, ACCOUNT_MSG.passwordMismatch);

const roleIdSchema = z
  .number({ error: ACCOUNT_MSG.roleRequired })
  .int(ACCOUNT_MSG.roleRequired)
  .positive(ACCOUNT_MSG.roleRequired)
  .max(2_147_483_647, ACCOUNT_MSG.roleNotFound);

const accountFields = {
  username: usernameSchema,
  name: accountNameSchema,
  role_id: roleIdSchema,
  company_id: optionalId,
  department_id: optionalId,
  designation_id: optionalId,
  /** true Active, false Inactive. */
  status: z.boolean().optional(),
  employee_id: optionalId,
  approval_status: z.enum(APPROVAL_STATUSES).optional(),
};

interface PasswordInput {
  password?: string | undefined;
  confirm?: string | undefined;
}
interface OrgInput {
  company_id?: number | null | undefined;
  department_id?: number | null | undefined;
  designation_id?: number | null | undefined;
}

/** Spec 5: the password policy, then the confirmation. Returns [field, message] or null. */
export function passwordIssue(input: PasswordInput): ['password' | 'confirm', string] | null {
  const problem = passwordProblem(input.password ?? '');
  if (problem) return ['password', problem];
  if ((input.confirm ?? '') !== input.password) return ['confirm', ACCOUNT_MSG.passwordMismatch];
  return null;
}

/** A department needs its company, a designation its department (the cascade of spec 4). */
export function organisationIssue(input: OrgInput): ['department_id' | 'designation_id', string] | null {
  if (input.department_id != null && input.company_id == null)
    return ['department_id', ACCOUNT_MSG.departmentNeedsCompany];
  if (input.designation_id != null && input.department_id == null)
    return ['designation_id', ACCOUNT_MSG.designationNeedsDepartment];
  return null;
}

/** On edit the password changes only when asked: `change_password`, or a password sent without it. */
export function wantsPasswordChange(
  input: { change_password?: boolean | undefined } & PasswordInput,
): boolean {
  return input.change_password ?? (input.password !== undefined && input.password !== '');
}

export const accountCreateSchema = z
  .object({ ...accountFields, password: passwordSchema, confirm: confirmSchema })
  .superRefine((input, ctx) => {
    const pw = passwordIssue(input);
    if (pw) ctx.addIssue({ code: 'custom', path: [pw[0]], message: pw[1] });
    const org = organisationIssue(input);
    if (org) ctx.addIssue({ code: 'custom', path: [org[0]], message: org[1] });
  });
export type AccountCreate = z.input<typeof accountCreateSchema>;

/**
 * The edit form. Fields left out keep their current value (the web form sends them all); password
 * and confirm are read only when the password changes (see wantsPasswordChange).
 */
export const accountUpdateSchema = z
  .object({
    user_id: entityId,
    ...accountFields,
    username: usernameSchema.optional(),
    name: accountNameSchema.optional(),
    role_id: roleIdSchema.optional(),
    change_password: z.boolean().optional(),
    password: passwordSchema.optional(),
    confirm: confirmSchema.optional(),
  })
  .superRefine((input, ctx) => {
    // The organisation chain is checked on the merged values (fields left out keep theirs).
    if (wantsPasswordChange(input)) {
      const pw = passwordIssue(input);
      if (pw) ctx.addIssue({ code: 'custom', path: [pw[0]], message: pw[1] });
    }
  });
export type AccountUpdate = z.input<typeof accountUpdateSchema>;

/** One account as the API shows it: never the password hash. */
export const accountSchema = z.object({
  user_id: z.number().int(),
  username: z.string(),
  name: z.string(),
  role_id: z.number().int(),
  role: z.string(),
  company_id: z.number().int().nullable(),
  company: z.string().nullable(),
  department_id: z.number().int().nullable(),
  department: z.string().nullable(),
  designation_id: z.number().int().nullable(),
  designation: z.string().nullable(),
  /** true Active, false Inactive. */
  status: z.boolean(),
  employee_id: z.number().int().nullable(),
  employee_code: z.string().nullable(),
  employee_name: z.string().nullable(),
  approval_status: z.enum(APPROVAL_STATUSES),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Account = z.infer<typeof accountSchema>;

/** Roles for the account form's dropdown (spec 3 "Roles for dropdowns"). */
export const roleOptionSchema = z.object({ role_id: z.number().int(), role_name: z.string() });
export type RoleOption = z.infer<typeof roleOptionSchema>;

/**
 * A role of the account form's dropdown with whether the acting user may give it (nobody hands
 * out a role with a permission they do not hold themselves).
 */
export const assignableRoleSchema = roleOptionSchema.extend({ assignable: z.boolean() });
export type AssignableRole = z.infer<typeof assignableRoleSchema>;

/** An employee the account form can link, with the account already linked to it (if any). */
export const linkableEmployeeSchema = z.object({
  employee_id: z.number().int(),
  employee_code: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  middle_name: z.string().nullable(),
  company_id: z.number().int().nullable(),
  department_id: z.number().int().nullable(),
  designation_id: z.number().int().nullable(),
  user_id: z.number().int().nullable(),
});
export type LinkableEmployee = z.infer<typeof linkableEmployeeSchema>;

/**
 * Spec 5's default username, made a valid username: the rule gives 'JDela cruz' for Juan Dela Cruz
 * and 'JPeña' for Jose Peña, so accents are dropped and anything but letters, digits, dots, dashes,
 * underscores and @ is removed ('JDelacruz', 'JPena').
 */
export function defaultAccountUsername(firstName: string, lastName: string): string {
  return defaultUsername(firstName, lastName)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z0-9._@-]/g, '');
}

/** Spec 5: the starting values of a new account for an employee (profile "Create User Account"). */
export function accountDefaultsForEmployee(employee: {
  employee_id: number;
  first_name: string;
  last_name: string;
  company_id: number | null;
  department_id: number | null;
  designation_id: number | null;
}) {
  return {
    username: defaultAccountUsername(employee.first_name, employee.last_name),
    name: `${employee.first_name.trim()} ${employee.last_name.trim()}`.trim(),
    employee_id: employee.employee_id,
    company_id: employee.company_id,
    department_id: employee.department_id,
    designation_id: employee.designation_id,
    status: true,
    approval_status: DEFAULT_APPROVAL_STATUS,
  };
}

// ---- roles ----

export const roleSchema = roleOptionSchema.extend({
  /** How many accounts have this role (a role in use cannot be deleted). */
  account_count: z.number().int(),
  /** 'Requires two-factor sign-in' (issue 25 §2): its users must enrol before anything else. */
  requires_two_factor: z.boolean(),
});
export type Role = z.infer<typeof roleSchema>;

const roleNameSchema = z
  .string({ error: ROLE_MSG.nameRequired })
  .trim()
  .min(1, ROLE_MSG.nameRequired)
  .max(ROLE_NAME_MAX_LENGTH, ROLE_MSG.nameTooLong);

export const roleCreateSchema = z.object({
  role_name: roleNameSchema,
  /** 'Requires two-factor sign-in' (issue 25 §2); off when left out. */
  requires_two_factor: z.boolean().optional(),
});
export type RoleCreate = z.input<typeof roleCreateSchema>;

/** Spec 3: flags are 0/1; true/false are accepted too. */
const flagSchema = z.union([z.literal(0), z.literal(1), z.boolean()]);
export type FlagInput = z.infer<typeof flagSchema>;

export const rolePermissionInputSchema = z.object({
  module_id: entityId,
  view: flagSchema,
  create: flagSchema,
  update: flagSchema,
  delete: flagSchema,
});
export type RolePermissionInput = z.infer<typeof rolePermissionInputSchema>;

/** Spec 3 "Role permission row", plus the module's key and its sidebar group's name. */
export const rolePermissionRowSchema = z.object({
  /** The stored row's number; null while the role has never had a row for the module. */
  log_no: z.number().int().nullable(),
  role_id: z.number().int(),
  module_id: z.number().int(),
  module_group_id: z.number().int(),
  module_group: z.string(),
  key: z.string(),
  name: z.string(),
  view: z.union([z.literal(0), z.literal(1)]),
  create: z.union([z.literal(0), z.literal(1)]),
  update: z.union([z.literal(0), z.literal(1)]),
  delete: z.union([z.literal(0), z.literal(1)]),
});
export type RolePermissionRow = z.infer<typeof rolePermissionRowSchema>;

/** Rows left out keep their flags; every row sent is saved, in one transaction. */
export const roleUpdateSchema = z.object({
  role_id: entityId,
  role_name: roleNameSchema.optional(),
  permissions: z.array(rolePermissionInputSchema).max(500).optional(),
  requires_two_factor: z.boolean().optional(),
});
export type RoleUpdate = z.input<typeof roleUpdateSchema>;

export const roleWithPermissionsSchema = z.object({
  role: roleSchema,
  permissions: z.array(rolePermissionRowSchema),
});
export type RoleWithPermissions = z.infer<typeof roleWithPermissionsSchema>;

/**
 * The checkboxes the User Roles screen keeps ticked (and the server refuses to clear): the
 * administrator flags of the one role that holds every remaining administrator.
 */
export const protectedPermissionsSchema = z.object({
  role_id: z.number().int().nullable(),
  flags: z.array(z.object({ key: z.string(), flag: z.enum(['view', 'create', 'update', 'delete']) })),
  reason: z.string().nullable(),
});
export type ProtectedPermissions = z.infer<typeof protectedPermissionsSchema>;
