/**
 * User account rules (spec 3 "User account", 4, 5): unique usernames (case-insensitive), the
 * password policy, the company -> department -> designation chain, one account per employee,
 * 'For Approval' for new accounts, and nobody locking themselves or everybody out. Saving an
 * account bumps its token version, so the user's tokens stop working at once (spec 4).
 */
import {
  ACCOUNT_MSG,
  type Account,
  type AccountApprovalStatus,
  type AssignableRole,
  DEFAULT_APPROVAL_STATUS,
  organisationIssue,
  wantsPasswordChange,
} from '@sahod/shared';
import type { Kysely } from 'kysely';
import type { DB, User, UserUpdate } from '../../db/types.ts';
import type { AppDeps } from '../../deps.ts';
import { type Actor, recordAudit } from '../../platform/audit.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../platform/db-errors.ts';
import { conflict, invalid, notFound } from '../../platform/errors.ts';
import { hashPassword } from '../../platform/passwords.ts';
import {
  actorHoldsRole,
  actorPermissions,
  countAdministrators,
  isAdministrator,
  lockAccessControl,
} from './administrators.ts';
import {
  accountLinkedTo,
  deleteAccountRow,
  findAccount,
  findAccountByEmployee,
  findCompany,
  findDepartment,
  findDesignation,
  findEmployee,
  findUserRow,
  insertAccount,
  listAccounts as listAccountRows,
  listLinkableEmployees as listLinkableEmployeeRows,
  listRoleOptions as listRoleOptionRows,
  roleExists,
  updateAccountRow,
  usernameTaken,
} from './repository.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

/** The account fields the rules check, after defaults (create) or the current values (update). */
interface AccountValues {
  username: string;
  name: string;
  role_id: number;
  company_id: number | null;
  department_id: number | null;
  designation_id: number | null;
  employee_id: number | null;
  status: boolean;
  approval_status: AccountApprovalStatus;
}

export interface CreateInput extends Partial<AccountValues> {
  username: string;
  name: string;
  role_id: number;
  password: string;
}

export interface UpdateInput extends Partial<AccountValues> {
  user_id: number;
  change_password?: boolean | undefined;
  password?: string | undefined;
  confirm?: string | undefined;
}

async function checkOrganisation(db: Kysely<DB>, v: AccountValues): Promise<void> {
  const chain = organisationIssue(v);
  if (chain) throw invalid(chain[1]);
  if (v.company_id !== null && !(await findCompany(db, v.company_id))) {
    throw invalid(ACCOUNT_MSG.companyNotFound);
  }
  if (v.department_id !== null) {
    const department = await findDepartment(db, v.department_id);
    if (!department || department.company_id !== v.company_id)
      throw invalid(ACCOUNT_MSG.departmentNotInCompany);
  }
  if (v.designation_id !== null) {
    const designation = await findDesignation(db, v.designation_id);
    if (!designation || designation.department_id !== v.department_id) {
      throw invalid(ACCOUNT_MSG.designationNotInDepartment);
    }
  }
}

/** Checks shared by create and update, in the order the form shows the fields. */
async function checkValues(
  db: Kysely<DB>,
  v: AccountValues,
  userId?: number,
  linkedBefore: number | null = null,
): Promise<void> {
  if (await usernameTaken(db, v.username, userId)) throw conflict(ACCOUNT_MSG.duplicateUsername);
  if (!(await roleExists(db, v.role_id))) throw invalid(ACCOUNT_MSG.roleNotFound);
  await checkOrganisation(db, v);
  if (v.employee_id !== null) {
    const employee = await findEmployee(db, v.employee_id);
    if (!employee) throw invalid(ACCOUNT_MSG.employeeNotFound);
    if (employee.draft && v.employee_id !== linkedBefore) throw invalid(ACCOUNT_MSG.employeeIsDraft);
    if (await accountLinkedTo(db, v.employee_id, userId)) throw conflict(ACCOUNT_MSG.employeeAlreadyLinked);
  }
}

/** What the audit log keeps of an account: everything but the hash and the token version. */
function auditView(v: AccountValues | User) {
  const status = typeof v.status === 'boolean' ? v.status : v.status === 1;
  return {
    username: v.username,
    name: v.name,
    role_id: v.role_id,
    company_id: v.company_id,
    department_id: v.department_id,
    designation_id: v.designation_id,
    employee_id: v.employee_id,
    status,
    approval_status: v.approval_status,
  };
}

/** A race past the checks above (two saves at once) still gets the spec's message. */
async function mappingConstraints<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) {
      const text = String((error as Error).message);
      throw conflict(
        /employee/i.test(text) ? ACCOUNT_MSG.employeeAlreadyLinked : ACCOUNT_MSG.duplicateUsername,
      );
    }
    throw error;
  }
}

async function loadAccount(db: Kysely<DB>, userId: number): Promise<Account> {
  const account = await findAccount(db, userId);
  if (!account) throw notFound(ACCOUNT_MSG.accountNotFound);
  return account;
}

export const listAccounts = (deps: Deps) => listAccountRows(deps.db);
export const fetchAccount = (deps: Deps, userId: number) => loadAccount(deps.db, userId);
export const fetchAccountByEmployee = (deps: Deps, employeeId: number) =>
  findAccountByEmployee(deps.db, employeeId);
/** Every role, marked assignable when the acting user holds all of its permissions. */
export async function listRoleOptions(deps: Deps, actor: Actor): Promise<AssignableRole[]> {
  const held = await actorPermissions(deps.db, actor.userId);
  const roles = await listRoleOptionRows(deps.db);
  return Promise.all(
    roles.map(async (role) => ({ ...role, assignable: await actorHoldsRole(deps.db, held, role.role_id) })),
  );
}
export const listLinkableEmployees = (deps: Deps) => listLinkableEmployeeRows(deps.db);

export async function createAccount(deps: Deps, actor: Actor, input: CreateInput): Promise<Account> {
  const values: AccountValues = {
    username: input.username,
    name: input.name,
    role_id: input.role_id,
    company_id: input.company_id ?? null,
    department_id: input.department_id ?? null,
    designation_id: input.designation_id ?? null,
    employee_id: input.employee_id ?? null,
    status: input.status ?? true,
    approval_status: input.approval_status ?? DEFAULT_APPROVAL_STATUS,
  };
  const passwordHash = await hashPassword(input.password);
  const userId = await mappingConstraints(() =>
    deps.db.transaction().execute(async (trx) => {
      await lockAccessControl(trx);
      await checkValues(trx, values);
      await checkRolesHeld(trx, actor, [values.role_id]);
      const id = await insertAccount(
        trx,
        { ...values, status: values.status ? 1 : 0, password_hash: passwordHash },
        deps.clock.now().toISOString(),
      );
      await recordAudit(trx, deps.clock, actor, {
        action: 'create',
        entity: 'user_account',
        entityId: id,
        details: { old: null, new: auditView(values) },
      });
      return id;
    }),
  );
  return loadAccount(deps.db, userId);
}

/** Nobody creates, edits, promotes into or deletes an account with more permissions than they hold. */
async function checkRolesHeld(db: Kysely<DB>, actor: Actor, roleIds: readonly number[]): Promise<void> {
  const held = await actorPermissions(db, actor.userId);
  for (const roleId of new Set(roleIds)) {
    if (!(await actorHoldsRole(db, held, roleId))) throw conflict(ACCOUNT_MSG.roleBeyondYours);
  }
}

/** Refuses changes that lock the actor out, or that leave no administrator. */
async function checkLockout(db: Kysely<DB>, actor: Actor, current: User, next: AccountValues): Promise<void> {
  const signInBlocked = !next.status || next.approval_status !== 'Approved';
  if (actor.userId === current.id && signInBlocked) throw conflict(ACCOUNT_MSG.cannotDeactivateSelf);
  const wasAdministrator = await isAdministrator(db, current);
  if (!wasAdministrator) return;
  const staysAdministrator = await isAdministrator(db, { ...next, status: next.status ? 1 : 0 });
  if (!staysAdministrator && (await countAdministrators(db, { userId: current.id })) === 0) {
    throw conflict(ACCOUNT_MSG.lastAdministrator);
  }
}

export async function updateAccount(deps: Deps, actor: Actor, input: UpdateInput): Promise<Account> {
  const changePassword = wantsPasswordChange(input);
  const passwordHash = changePassword && input.password ? await hashPassword(input.password) : null;
  await mappingConstraints(() =>
    deps.db.transaction().execute(async (trx) => {
      await lockAccessControl(trx);
      const current = await findUserRow(trx, input.user_id);
      if (!current) throw notFound(ACCOUNT_MSG.accountNotFound);
      const next: AccountValues = {
        username: input.username ?? current.username,
        name: input.name ?? current.name,
        role_id: input.role_id ?? current.role_id,
        company_id: input.company_id === undefined ? current.company_id : input.company_id,
        department_id: input.department_id === undefined ? current.department_id : input.department_id,
        designation_id: input.designation_id === undefined ? current.designation_id : input.designation_id,
        employee_id: input.employee_id === undefined ? current.employee_id : input.employee_id,
        status: input.status ?? current.status === 1,
        approval_status: input.approval_status ?? current.approval_status,
      };
      if (next.approval_status === 'For Approval' && current.approval_status !== 'For Approval') {
        throw invalid(ACCOUNT_MSG.approvalNotSelectable);
      }
      await checkValues(trx, next, current.id, current.employee_id);
      await checkRolesHeld(trx, actor, [current.role_id, next.role_id]);
      await checkLockout(trx, actor, current, next);
      const changes: UserUpdate = {
        ...next,
        username_key: next.username.toLowerCase(),
        status: next.status ? 1 : 0,
        updated_at: deps.clock.now().toISOString(),
      };
      if (passwordHash) changes.password_hash = passwordHash;
      await updateAccountRow(trx, current.id, changes);
      await recordAudit(trx, deps.clock, actor, {
        action: 'update',
        entity: 'user_account',
        entityId: current.id,
        details: { old: auditView(current), new: auditView(next), password_changed: passwordHash !== null },
      });
    }),
  );
  return loadAccount(deps.db, input.user_id);
}

export async function deleteAccount(deps: Deps, actor: Actor, userId: number): Promise<void> {
  try {
    await deps.db.transaction().execute(async (trx) => {
      await lockAccessControl(trx);
      const current = await findUserRow(trx, userId);
      if (!current) throw notFound(ACCOUNT_MSG.accountNotFound);
      if (actor.userId === current.id) throw conflict(ACCOUNT_MSG.cannotDeleteSelf);
      await checkRolesHeld(trx, actor, [current.role_id]);
      if ((await isAdministrator(trx, current)) && (await countAdministrators(trx, { userId })) === 0) {
        throw conflict(ACCOUNT_MSG.lastAdministrator);
      }
      await deleteAccountRow(trx, userId);
      await recordAudit(trx, deps.clock, actor, {
        action: 'delete',
        entity: 'user_account',
        entityId: userId,
        details: { old: auditView(current), new: null },
      });
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw conflict(ACCOUNT_MSG.stillReferenced);
    throw error;
  }
}
