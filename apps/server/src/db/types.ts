/**
 * Table types for Kysely. Both dialects return the same JavaScript values (see connection.ts):
 * integers as numbers, booleans as 0/1 integers, timestamps as ISO-8601 UTC strings, dates as
 * 'yyyy-MM-dd' strings.
 */
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/** An ISO-8601 UTC timestamp string, e.g. '2026-11-21T05:00:00.000Z'. */
export type Timestamp = string;
/** 0 or 1: one representation for both dialects. */
export type Flag = number;

export interface SystemStateTable {
  id: number;
  /** Bumped by "revoke all tokens": every token carries the epoch it was issued in. */
  token_epoch: number;
  maintenance_active: Flag;
  maintenance_message: string;
  /** Epoch milliseconds when timed maintenance becomes active; null when no timer runs. */
  maintenance_starts_at: number | null;
  jwt_secret: string | null;
  updated_at: Timestamp;
}

export interface SettingsTable {
  key: string;
  value: string;
  updated_at: Timestamp;
}

export interface ModuleGroupsTable {
  id: number;
  name: string;
  sort_order: number;
}

export interface ModulesTable {
  id: Generated<number>;
  key: string;
  name: string;
  group_id: number;
  sort_order: number;
}

export interface RolesTable {
  id: Generated<number>;
  name: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface RolePermissionsTable {
  id: Generated<number>;
  role_id: number;
  module_id: number;
  can_view: Flag;
  can_create: Flag;
  can_update: Flag;
  can_delete: Flag;
}

export interface CompaniesTable {
  id: Generated<number>;
  name: string;
  created_at: Timestamp;
}

export interface DepartmentsTable {
  id: Generated<number>;
  company_id: number;
  name: string;
  created_at: Timestamp;
}

export interface DesignationsTable {
  id: Generated<number>;
  department_id: number;
  name: string;
  created_at: Timestamp;
}

export interface EmployeesTable {
  id: Generated<number>;
  employee_code: string | null;
  first_name: string;
  last_name: string;
  middle_name: string | null;
  suffix: string | null;
  company_id: number | null;
  department_id: number | null;
  designation_id: number | null;
  is_approver: Flag;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type ApprovalStatus = 'For Approval' | 'Rejected' | 'Approved';

export interface UsersTable {
  id: Generated<number>;
  username: string;
  /** Lower-cased username: the unique key, so 'JCruz' and 'jcruz' cannot both exist. */
  username_key: string;
  name: string;
  password_hash: string;
  role_id: number;
  employee_id: number | null;
  company_id: number | null;
  department_id: number | null;
  designation_id: number | null;
  /** 1 Active, 0 Inactive. */
  status: Flag;
  approval_status: ApprovalStatus;
  /** Bumped whenever the account is saved: the user's older tokens stop working. */
  token_version: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AuditLogTable {
  id: Generated<number>;
  at: Timestamp;
  user_id: number | null;
  username: string | null;
  action: string;
  entity: string;
  entity_id: string | null;
  details: string | null;
  request_id: string | null;
}

export interface FilesTable {
  id: Generated<number>;
  purpose: string;
  filename: string;
  mime: string;
  size: number;
  sha256: string;
  data: ColumnType<Buffer, Buffer, Buffer>;
  created_at: Timestamp;
  created_by: number | null;
}

export interface LoginFailuresTable {
  id: Generated<number>;
  client_key: string;
  at_ms: number;
}

export interface DB {
  system_state: SystemStateTable;
  settings: SettingsTable;
  module_groups: ModuleGroupsTable;
  modules: ModulesTable;
  roles: RolesTable;
  role_permissions: RolePermissionsTable;
  companies: CompaniesTable;
  departments: DepartmentsTable;
  designations: DesignationsTable;
  employees: EmployeesTable;
  users: UsersTable;
  audit_log: AuditLogTable;
  files: FilesTable;
  login_failures: LoginFailuresTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
