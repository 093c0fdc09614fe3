/**
 * Compliance (issue 16 section 2), bank files and reports:
 * - compliance_bank_options: the company code and funding account last used per company and bank,
 *   filled in when a download leaves them out (the download dialog shows them).
 * - compliance_files.format ('file', 'xlsx' or 'pdf'), and for bank files the batch number and
 *   credit date: a batch number is used once per company, bank and credit date (a second file
 *   of the same payroll may reuse it; another payroll may not).
 */
import { type AnyDB, dateType, notNull, timestampType, withId } from '../schema-helpers.ts';

export async function up(db: AnyDB): Promise<void> {
  const ts = timestampType(db);
  await withId(db, db.schema.createTable('compliance_bank_options'))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('bank', 'varchar(20)', notNull)
    .addColumn('company_code', 'varchar(40)')
    .addColumn('funding_account', 'varchar(40)')
    .addColumn('updated_at', ts, notNull)
    .addUniqueConstraint('compliance_bank_options_company_bank', ['company_id', 'bank'])
    .execute();
  await db.schema
    .alterTable('compliance_files')
    .addColumn('format', 'varchar(10)', (c) => c.notNull().defaultTo('file'))
    .execute();
  await db.schema.alterTable('compliance_files').addColumn('batch_no', 'varchar(40)').execute();
  await db.schema.alterTable('compliance_files').addColumn('credit_date', dateType(db)).execute();
  await db.schema
    .createIndex('compliance_files_batch')
    .on('compliance_files')
    .columns(['company_id', 'credit_date', 'batch_no'])
    .execute();
}

export async function down(db: AnyDB): Promise<void> {
  await db.schema.dropIndex('compliance_files_batch').execute();
  for (const column of ['credit_date', 'batch_no', 'format'])
    await db.schema.alterTable('compliance_files').dropColumn(column).execute();
  await db.schema.dropTable('compliance_bank_options').execute();
}
