/** Foundation: system state, permissions, organisation, employees (minimal), users, audit, files. */
import { sql } from 'kysely';
import { type AnyDB, blobType, notNull, timestampType, withId } from '../schema-helpers.ts';

export async function up(db: AnyDB): Promise<void> {
  const ts = timestampType(db);

  await db.schema
    .createTable('system_state')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('token_epoch', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('maintenance_active', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('maintenance_message', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('maintenance_starts_at', 'bigint')
    .addColumn('jwt_secret', 'text')
    .addColumn('updated_at', ts, notNull)
    .addCheckConstraint('system_state_single_row', sql`id = 1`)
    .execute();

  await db.schema
    .createTable('settings')
    .addColumn('key', 'varchar(100)', (c) => c.primaryKey())
    .addColumn('value', 'text', notNull)
    .addColumn('updated_at', ts, notNull)
    .execute();

  await db.schema
    .createTable('module_groups')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('sort_order', 'integer', notNull)
    .execute();

  await withId(db, db.schema.createTable('modules'))
    .addColumn('key', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(100)', notNull)
    .addColumn('group_id', 'integer', (c) => c.notNull().references('module_groups.id'))
    .addColumn('sort_order', 'integer', notNull)
    .execute();

  await withId(db, db.schema.createTable('roles'))
    .addColumn('name', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('created_at', ts, notNull)
    .addColumn('updated_at', ts, notNull)
    .execute();

  await withId(db, db.schema.createTable('role_permissions'))
    .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id').onDelete('cascade'))
    .addColumn('module_id', 'integer', (c) => c.notNull().references('modules.id').onDelete('cascade'))
    .addColumn('can_view', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('can_create', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('can_update', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('can_delete', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('role_permissions_role_module', ['role_id', 'module_id'])
    .execute();

  await withId(db, db.schema.createTable('companies'))
    .addColumn('name', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('created_at', ts, notNull)
    .execute();

  await withId(db, db.schema.createTable('departments'))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id'))
    .addColumn('name', 'varchar(100)', notNull)
    .addColumn('created_at', ts, notNull)
    .addUniqueConstraint('departments_company_name', ['company_id', 'name'])
    .execute();

  await withId(db, db.schema.createTable('designations'))
    .addColumn('department_id', 'integer', (c) => c.notNull().references('departments.id'))
    .addColumn('name', 'varchar(100)', notNull)
    .addColumn('created_at', ts, notNull)
    .addUniqueConstraint('designations_department_name', ['department_id', 'name'])
    .execute();

  await withId(db, db.schema.createTable('employees'))
    .addColumn('employee_code', 'varchar(5)', (c) => c.unique())
    .addColumn('first_name', 'varchar(100)', notNull)
    .addColumn('last_name', 'varchar(100)', notNull)
    .addColumn('middle_name', 'varchar(100)')
    .addColumn('suffix', 'varchar(20)')
    .addColumn('company_id', 'integer', (c) => c.references('companies.id'))
    .addColumn('department_id', 'integer', (c) => c.references('departments.id'))
    .addColumn('designation_id', 'integer', (c) => c.references('designations.id'))
    .addColumn('is_approver', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', ts, notNull)
    .addColumn('updated_at', ts, notNull)
    .execute();

  await withId(db, db.schema.createTable('users'))
    .addColumn('username', 'varchar(100)', notNull)
    .addColumn('username_key', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(200)', notNull)
    .addColumn('password_hash', 'text', notNull)
    .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id'))
    .addColumn('employee_id', 'integer', (c) => c.unique().references('employees.id'))
    .addColumn('company_id', 'integer', (c) => c.references('companies.id'))
    .addColumn('department_id', 'integer', (c) => c.references('departments.id'))
    .addColumn('designation_id', 'integer', (c) => c.references('designations.id'))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('approval_status', 'varchar(20)', (c) => c.notNull().defaultTo('For Approval'))
    .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', ts, notNull)
    .addColumn('updated_at', ts, notNull)
    .addCheckConstraint(
      'users_approval_status',
      sql`approval_status in ('For Approval', 'Rejected', 'Approved')`,
    )
    .execute();

  await withId(db, db.schema.createTable('audit_log'))
    .addColumn('at', ts, notNull)
    .addColumn('user_id', 'integer')
    .addColumn('username', 'varchar(100)')
    .addColumn('action', 'varchar(20)', notNull)
    .addColumn('entity', 'varchar(200)', notNull)
    .addColumn('entity_id', 'varchar(100)')
    .addColumn('details', 'text')
    .addColumn('request_id', 'varchar(100)')
    .execute();
  await db.schema.createIndex('audit_log_entity').on('audit_log').columns(['entity', 'entity_id']).execute();
  await db.schema.createIndex('audit_log_at').on('audit_log').column('at').execute();

  await withId(db, db.schema.createTable('files'))
    .addColumn('purpose', 'varchar(50)', notNull)
    .addColumn('filename', 'varchar(255)', notNull)
    .addColumn('mime', 'varchar(100)', notNull)
    .addColumn('size', 'integer', notNull)
    .addColumn('sha256', 'varchar(64)', notNull)
    .addColumn('data', blobType(db), notNull)
    .addColumn('created_at', ts, notNull)
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();

  await withId(db, db.schema.createTable('login_failures'))
    .addColumn('client_key', 'varchar(200)', notNull)
    .addColumn('at_ms', 'bigint', notNull)
    .execute();
  await db.schema
    .createIndex('login_failures_client')
    .on('login_failures')
    .columns(['client_key', 'at_ms'])
    .execute();
}

export async function down(db: AnyDB): Promise<void> {
  for (const t of [
    'login_failures',
    'files',
    'audit_log',
    'users',
    'employees',
    'designations',
    'departments',
    'companies',
    'role_permissions',
    'roles',
    'modules',
    'module_groups',
    'settings',
    'system_state',
  ]) {
    await db.schema.dropTable(t).execute();
  }
}
