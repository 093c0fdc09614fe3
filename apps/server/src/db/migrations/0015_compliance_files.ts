/**
 * Compliance outputs (issue 16 section 2): every generated file is recorded, so a payroll officer
 * can prove what was sent: who, when, which output (and bank), the period, the file name, the
 * SHA-256 of the bytes and whether employees with missing data were left out.
 */
import { type AnyDB, notNull, timestampType, withId } from '../schema-helpers.ts';

export async function up(db: AnyDB): Promise<void> {
  const ts = timestampType(db);
  await withId(db, db.schema.createTable('compliance_files'))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('output', 'varchar(20)', notNull)
    .addColumn('period', 'varchar(30)', notNull)
    .addColumn('file_name', 'varchar(200)', notNull)
    .addColumn('sha256', 'varchar(64)', notNull)
    .addColumn('omit_missing', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', ts, notNull)
    .execute();
  await db.schema
    .createIndex('compliance_files_company')
    .on('compliance_files')
    .columns(['company_id', 'created_at'])
    .execute();
}

export async function down(db: AnyDB): Promise<void> {
  await db.schema.dropTable('compliance_files').execute();
}
