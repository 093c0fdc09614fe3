/**
 * Employees in full (spec 3 "Personal information", "Employment details") and their records:
 * education, emergency contacts, documents, change history. Money in centavos; days, hours,
 * height, weight and leave credits may carry decimals. Dependent records go with the employee
 * (ON DELETE CASCADE); files are deleted by the service in the same transaction.
 */
import { sql } from 'kysely';
import { type AnyDB, dateType, notNull, timestampType, withId } from '../schema-helpers.ts';

type ColumnSpec = [name: string, type: string, references?: string];

const EMPLOYEE_COLUMNS: ColumnSpec[] = [
  // Personal information
  ['date_of_birth', 'date'],
  ['civil_status_id', 'integer', 'civil_statuses.id'],
  ['gender_id', 'integer', 'genders.id'],
  ['address_info', 'varchar(300)'],
  ['region_id', 'integer', 'regions.id'],
  ['province_id', 'integer', 'provinces.id'],
  ['city_id', 'integer', 'cities.id'],
  ['barangay_id', 'integer', 'barangays.id'],
  ['birthplace', 'varchar(200)'],
  ['mobile_number', 'varchar(20)'],
  ['email', 'varchar(200)'],
  ['landline', 'varchar(20)'],
  ['height', 'numeric(6,2)'],
  ['weight', 'numeric(6,2)'],
  ['blood_type_id', 'integer', 'blood_types.id'],
  // Employment details
  ['employee_type_id', 'integer', 'employee_types.id'],
  ['pay_period_id', 'integer', 'pay_periods.id'],
  ['date_hired', 'date'],
  ['status_id', 'integer', 'employment_statuses.id'],
  ['confidential_id', 'integer', 'confidentiality_levels.id'],
  ['salary_group_id', 'integer', 'salary_groups.id'],
  ['monthly_salary', 'bigint'],
  ['days', 'numeric(6,2)'],
  ['hours', 'numeric(6,2)'],
  ['tin', 'varchar(20)'],
  ['sss', 'varchar(20)'],
  ['pagibig', 'varchar(20)'],
  ['philhealth', 'varchar(20)'],
  ['hmo', 'varchar(50)'],
  ['w_tax_group_id', 'integer', 'w_tax_groups.id'],
  ['w_tax_monthly_rate', 'bigint'],
  ['sss_rate', 'bigint'],
  ['pagibig_rate', 'bigint'],
  ['philhealth_rate', 'bigint'],
  ['benefits_group_id', 'integer', 'benefits_groups.id'],
  ['gasoline', 'bigint'],
  ['meals', 'bigint'],
  ['transpo', 'bigint'],
  ['allowance', 'bigint'],
  ['leave_credits', 'numeric(6,2)'],
  ['photo_file_id', 'integer', 'files.id'],
];

export async function up(db: AnyDB): Promise<void> {
  const ts = timestampType(db);
  const date = dateType(db);

  for (const [name, type, references] of EMPLOYEE_COLUMNS) {
    const columnType = type === 'date' ? date : sql.raw(type);
    await db.schema
      .alterTable('employees')
      .addColumn(name, columnType, (c) => {
        let col = references ? c.references(references) : c;
        if (name === 'photo_file_id') col = col.onDelete('set null');
        if (name === 'leave_credits') col = col.notNull().defaultTo(0);
        return col;
      })
      .execute();
  }
  for (const column of ['company_id', 'department_id', 'designation_id', 'status_id', 'last_name']) {
    await db.schema.createIndex(`employees_${column}`).on('employees').column(column).execute();
  }

  await withId(db, db.schema.createTable('employee_education'))
    .addColumn('employee_id', 'integer', (c) => c.notNull().references('employees.id').onDelete('cascade'))
    .addColumn('degree', 'varchar(200)', notNull)
    .addColumn('school_name', 'varchar(200)', notNull)
    .addColumn('location', 'varchar(200)', notNull)
    .addColumn('graduation_year', 'integer', notNull)
    .addColumn('created_at', ts, notNull)
    .addColumn('updated_at', ts, notNull)
    .execute();
  await db.schema
    .createIndex('employee_education_employee')
    .on('employee_education')
    .column('employee_id')
    .execute();

  await withId(db, db.schema.createTable('employee_emergency_contacts'))
    .addColumn('employee_id', 'integer', (c) => c.notNull().references('employees.id').onDelete('cascade'))
    .addColumn('contact_name', 'varchar(200)', notNull)
    .addColumn('relationship', 'varchar(100)', notNull)
    .addColumn('contact_number', 'varchar(20)', notNull)
    .addColumn('created_at', ts, notNull)
    .addColumn('updated_at', ts, notNull)
    .execute();
  await db.schema
    .createIndex('employee_emergency_contacts_employee')
    .on('employee_emergency_contacts')
    .column('employee_id')
    .execute();

  await withId(db, db.schema.createTable('employee_documents'))
    .addColumn('employee_id', 'integer', (c) => c.notNull().references('employees.id').onDelete('cascade'))
    .addColumn('document_type_id', 'integer', (c) => c.notNull().references('document_types.id'))
    .addColumn('reference_no', 'varchar(100)', notNull)
    /** lower(trim(reference_no)): unique per employee, case-insensitive (spec 5). */
    .addColumn('reference_key', 'varchar(100)', notNull)
    .addColumn('date_submitted', date, notNull)
    .addColumn('has_expiry', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('date_expiry', date)
    .addColumn('file_id', 'integer', (c) => c.references('files.id').onDelete('set null'))
    .addColumn('created_at', ts, notNull)
    .addColumn('updated_at', ts, notNull)
    .addUniqueConstraint('employee_documents_reference', ['employee_id', 'reference_key'])
    .execute();

  await withId(db, db.schema.createTable('employee_history'))
    .addColumn('employee_id', 'integer', (c) => c.notNull().references('employees.id').onDelete('cascade'))
    /** 1 personal, 2 employment, 3 education, 4 emergency contacts, 5 documents (spec 7). */
    .addColumn('form_id', 'integer', notNull)
    .addColumn('descr', 'varchar(100)', notNull)
    .addColumn('at', ts, notNull)
    /** JSON: { field: { old, new } }. */
    .addColumn('changes', 'text', notNull)
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('username', 'varchar(100)')
    .execute();
  await db.schema
    .createIndex('employee_history_employee')
    .on('employee_history')
    .columns(['employee_id', 'at'])
    .execute();
}

export async function down(db: AnyDB): Promise<void> {
  for (const t of [
    'employee_history',
    'employee_documents',
    'employee_emergency_contacts',
    'employee_education',
  ]) {
    await db.schema.dropTable(t).execute();
  }
  for (const column of ['company_id', 'department_id', 'designation_id', 'status_id', 'last_name']) {
    await db.schema.dropIndex(`employees_${column}`).execute();
  }
  for (const [name] of [...EMPLOYEE_COLUMNS].reverse()) {
    await db.schema.alterTable('employees').dropColumn(name).execute();
  }
}
