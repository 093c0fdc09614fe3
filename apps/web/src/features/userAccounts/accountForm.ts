/**
 * The rules of the account form (spec 3 "User account", 4, 5), kept apart from the modal: the
 * starting values, the company -> department -> designation cascade, which fields are required,
 * when Save is enabled, and the request body. Validation runs the shared zod schemas, so the form
 * shows exactly the messages the server would send.
 */
import {
  type Account,
  type AccountApprovalStatus,
  type AccountCreate,
  type AccountUpdate,
  accountCreateSchema,
  accountDefaultsForEmployee,
  accountUpdateSchema,
  DEFAULT_APPROVAL_STATUS,
  type LinkableEmployee,
  organisationIssue,
  passwordIssue,
} from '@sahod/shared';

export type AccountFormMode = 'add' | 'edit';

/** Every input as its text; selects hold the chosen id as text ('' = none). */
export interface AccountFormValues {
  username: string;
  name: string;
  role_id: string;
  employee_id: string;
  company_id: string;
  department_id: string;
  designation_id: string;
  status: 'Active' | 'Inactive';
  approval_status: AccountApprovalStatus;
  change_password: boolean;
  password: string;
  confirm: string;
}

export type AccountField = keyof AccountFormValues;
export type AccountFormErrors = Partial<Record<AccountField, string>>;

const idText = (id: number | null | undefined) => (id === null || id === undefined ? '' : String(id));
const idOf = (text: string) => (text === '' ? null : Number(text));

export function initialAccountValues(account?: Partial<Account> | null): AccountFormValues {
  return {
    username: account?.username ?? '',
    name: account?.name ?? '',
    role_id: idText(account?.role_id),
    employee_id: idText(account?.employee_id),
    company_id: idText(account?.company_id),
    department_id: idText(account?.department_id),
    designation_id: idText(account?.designation_id),
    status: account?.status === false ? 'Inactive' : 'Active',
    approval_status: account?.approval_status ?? DEFAULT_APPROVAL_STATUS,
    change_password: false,
    password: '',
    confirm: '',
  };
}

/**
 * One input changed. Spec 4: changing the company clears department and designation; changing the
 * department clears the designation. Unticking Change Password drops what was typed.
 */
export function applyFieldChange<F extends AccountField>(
  values: AccountFormValues,
  field: F,
  value: AccountFormValues[F],
): AccountFormValues {
  const next = { ...values, [field]: value };
  if (field === 'company_id' && value !== values.company_id) {
    next.department_id = '';
    next.designation_id = '';
  }
  if (field === 'department_id' && value !== values.department_id) next.designation_id = '';
  if (field === 'change_password' && value === false) {
    next.password = '';
    next.confirm = '';
  }
  return next;
}

/**
 * Linking an employee. A new account takes the employee's name, the spec's default username and
 * the employee's organisation; an existing account only gets the link.
 */
export function applyEmployee(
  values: AccountFormValues,
  mode: AccountFormMode,
  employee: LinkableEmployee | null,
): AccountFormValues {
  if (!employee) return { ...values, employee_id: '' };
  if (mode === 'edit') return { ...values, employee_id: String(employee.employee_id) };
  const defaults = accountDefaultsForEmployee(employee);
  return {
    ...values,
    employee_id: String(employee.employee_id),
    username: defaults.username,
    name: defaults.name,
    company_id: idText(defaults.company_id),
    department_id: idText(defaults.department_id),
    designation_id: idText(defaults.designation_id),
  };
}

/** Spec 5: password fields are required only when creating or when the user chose to change it. */
export function passwordShown(mode: AccountFormMode, values: AccountFormValues): boolean {
  return mode === 'add' || values.change_password;
}

export function requiredFields(mode: AccountFormMode, values: AccountFormValues): AccountField[] {
  const fields: AccountField[] = ['username', 'name', 'role_id'];
  if (passwordShown(mode, values)) fields.push('password', 'confirm');
  return fields;
}

export function missingFields(mode: AccountFormMode, values: AccountFormValues): AccountField[] {
  return requiredFields(mode, values).filter((field) => String(values[field]).trim() === '');
}

const COMPARED: readonly AccountField[] = [
  'username',
  'name',
  'role_id',
  'employee_id',
  'company_id',
  'department_id',
  'designation_id',
  'status',
  'approval_status',
];

export function changedFields(values: AccountFormValues, initial: AccountFormValues): AccountField[] {
  return COMPARED.filter((field) => values[field] !== initial[field]);
}

/**
 * Spec 5 "Generic form dialog": every required field filled; when editing, something changed or a
 * new password is being entered.
 */
export function canSave(
  mode: AccountFormMode,
  values: AccountFormValues,
  initial: AccountFormValues,
): boolean {
  if (missingFields(mode, values).length > 0) return false;
  if (mode === 'add') return true;
  return changedFields(values, initial).length > 0 || values.change_password;
}

function commonBody(values: AccountFormValues) {
  return {
    username: values.username.trim(),
    name: values.name.trim(),
    role_id: values.role_id === '' ? Number.NaN : Number(values.role_id),
    employee_id: idOf(values.employee_id),
    company_id: idOf(values.company_id),
    department_id: idOf(values.department_id),
    designation_id: idOf(values.designation_id),
    status: values.status === 'Active',
    approval_status: values.approval_status,
  };
}

export function createBody(values: AccountFormValues): AccountCreate {
  return { ...commonBody(values), password: values.password, confirm: values.confirm };
}

/** The whole form, as the spec's PUT sends it; password and confirm only when changing it. */
export function updateBody(values: AccountFormValues, userId: number): AccountUpdate {
  const body: AccountUpdate = {
    user_id: userId,
    ...commonBody(values),
    change_password: values.change_password,
  };
  if (values.change_password) {
    body.password = values.password;
    body.confirm = values.confirm;
  }
  return body;
}

/** The shared schema's messages, one per field; empty when the form may be sent. */
export function validateAccount(
  mode: AccountFormMode,
  values: AccountFormValues,
  userId?: number,
): AccountFormErrors {
  const parsed =
    mode === 'add'
      ? accountCreateSchema.safeParse(createBody(values))
      : accountUpdateSchema.safeParse(updateBody(values, userId ?? 1));
  const errors: AccountFormErrors = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '') as AccountField;
      if (field in values && !errors[field]) errors[field] = issue.message;
    }
  }
  // zod skips the password refinement while another field is invalid; the form checks it anyway,
  // so a password field left on its own already says what is wrong.
  if (passwordShown(mode, values) && !errors.password && !errors.confirm) {
    const pw = passwordIssue(values);
    if (pw) errors[pw[0]] = pw[1];
  }
  // The edit schema leaves the chain to the server (fields may be left out there); the form has them all.
  const chain = organisationIssue(commonBody(values));
  if (chain && !errors[chain[0]]) errors[chain[0]] = chain[1];
  return errors;
}
