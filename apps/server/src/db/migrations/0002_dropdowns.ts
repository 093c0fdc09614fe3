/**
 * Dropdown data: the PSGC address hierarchy (regions -> provinces -> cities/municipalities ->
 * barangays, filled by db/psgc.ts) and one table per short reference list.
 *
 * Why one table per list rather than one `dropdown_values(list_key, ...)` table: employees,
 * documents, applications and loans reference these ids, and a foreign key to `genders` can only
 * hold a gender, while a key into a shared table would accept a blood type as a civil status. Lists
 * with their own attributes (application types' leave flags) get real columns as well.
 *
 * Names are unique per list (and per parent for departments and designations) without regard to
 * case: the services compare case-insensitively, and these indexes hold the line against races.
 */
import { type ColumnDefinitionBuilder, sql } from 'kysely';
import { type AnyDB, notNull, timestampType, withId } from '../schema-helpers.ts';

/** The value lists of Dropdown Records and of the employee forms, by table. */
export const VALUE_LIST_TABLES = [
  'civil_statuses',
  'genders',
  'blood_types',
  'employee_types',
  'employment_statuses',
  'confidentiality_levels',
  'document_types',
  'application_types',
  'loan_types',
] as const;

const flag = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(0);

export async function up(db: AnyDB): Promise<void> {
  const ts = timestampType(db);

  await withId(db, db.schema.createTable('regions'))
    .addColumn('psgc_code', 'varchar(10)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(100)', notNull)
    .addColumn('designation', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .execute();

  await withId(db, db.schema.createTable('provinces'))
    .addColumn('psgc_code', 'varchar(10)', (c) => c.notNull().unique())
    .addColumn('region_id', 'integer', (c) => c.notNull().references('regions.id'))
    .addColumn('name', 'varchar(100)', notNull)
    .addColumn('is_pseudo', 'integer', flag)
    .execute();
  await db.schema.createIndex('provinces_region').on('provinces').column('region_id').execute();

  await withId(db, db.schema.createTable('cities'))
    .addColumn('psgc_code', 'varchar(10)', (c) => c.notNull().unique())
    .addColumn('province_id', 'integer', (c) => c.notNull().references('provinces.id'))
    .addColumn('name', 'varchar(100)', notNull)
    .execute();
  await db.schema.createIndex('cities_province').on('cities').column('province_id').execute();

  await withId(db, db.schema.createTable('barangays'))
    .addColumn('psgc_code', 'varchar(10)', (c) => c.notNull().unique())
    .addColumn('city_id', 'integer', (c) => c.notNull().references('cities.id'))
    .addColumn('name', 'varchar(100)', notNull)
    .addColumn('district', 'varchar(100)')
    .execute();
  await db.schema.createIndex('barangays_city').on('barangays').column('city_id').execute();

  for (const table of VALUE_LIST_TABLES) {
    let builder = withId(db, db.schema.createTable(table))
      .addColumn('name', 'varchar(100)', notNull)
      .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', ts, notNull);
    if (table === 'application_types') {
      builder = builder
        .addColumn('is_leave', 'integer', flag)
        .addColumn('is_paid', 'integer', flag)
        .addColumn('uses_leave_credits', 'integer', flag);
    }
    await builder.execute();
    await sql`create unique index ${sql.id(`${table}_name_ci`)} on ${sql.table(table)} (lower(name))`.execute(
      db,
    );
  }

  await sql`create unique index companies_name_ci on companies (lower(name))`.execute(db);
  await sql`create unique index departments_company_name_ci on departments (company_id, lower(name))`.execute(
    db,
  );
  await sql`create unique index designations_department_name_ci on designations (department_id, lower(name))`.execute(
    db,
  );
}

export async function down(db: AnyDB): Promise<void> {
  await db.schema.dropIndex('designations_department_name_ci').execute();
  await db.schema.dropIndex('departments_company_name_ci').execute();
  await db.schema.dropIndex('companies_name_ci').execute();
  for (const table of [...VALUE_LIST_TABLES].reverse()) await db.schema.dropTable(table).execute();
  for (const table of ['barangays', 'cities', 'provinces', 'regions'])
    await db.schema.dropTable(table).execute();
}
