/**
 * The data the monthly compliance outputs need (issue 16 section 1): each company's employer
 * details (registered name and address, TIN and branch, RDO, SSS / PhilHealth / Pag-IBIG employer
 * numbers, contact, signatory), each employee's payroll account (pay method, bank, account number
 * kept as text so leading zeros stay, account name) and the reference list of Philippine banks with
 * the account number lengths each takes. Government numbers are stored in their dashed form, as the
 * employee numbers are.
 */
import { type AnyDB, notNull, timestampType } from '../schema-helpers.ts';

/**
 * Banks: `code` is the key the payroll account stores; `file_layout` names the `@sahod/compliance`
 * bank template for its credit file (`csv` = Sahod's own CSV where no layout is known);
 * `account_lengths` the digit counts allowed, comma-separated.
 */
export const BANK_SEED = [
  { code: 'bpi', name: 'BPI', file_layout: 'bpi', account_lengths: '10' },
  { code: 'metrobank', name: 'Metrobank', file_layout: 'metrobank', account_lengths: '10' },
  { code: 'securitybank', name: 'Security Bank', file_layout: 'securitybank', account_lengths: '13' },
  { code: 'ucpb', name: 'UCPB', file_layout: 'ucpb', account_lengths: '12' },
  { code: 'bdo', name: 'BDO', file_layout: 'bdo', account_lengths: '10,12' },
  { code: 'landbank', name: 'Landbank', file_layout: 'csv', account_lengths: '10' },
  { code: 'pnb', name: 'PNB', file_layout: 'csv', account_lengths: '12' },
  { code: 'rcbc', name: 'RCBC', file_layout: 'csv', account_lengths: '10' },
  { code: 'chinabank', name: 'China Bank', file_layout: 'csv', account_lengths: '10,12' },
  { code: 'unionbank', name: 'UnionBank', file_layout: 'csv', account_lengths: '12' },
  { code: 'eastwest', name: 'EastWest', file_layout: 'csv', account_lengths: '12' },
  { code: 'psbank', name: 'PSBank', file_layout: 'csv', account_lengths: '12' },
] as const;

const EMPLOYEE_COLUMNS = ['pay_method', 'bank', 'account_no', 'account_name'] as const;

export async function up(db: AnyDB): Promise<void> {
  const ts = timestampType(db);
  await db.schema
    .createTable('banks')
    .addColumn('code', 'varchar(20)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(100)', notNull)
    .addColumn('file_layout', 'varchar(20)', notNull)
    .addColumn('account_lengths', 'varchar(50)', notNull)
    .addColumn('sort_order', 'integer', notNull)
    .execute();
  await db
    .insertInto('banks')
    .values(BANK_SEED.map((b, i) => ({ ...b, sort_order: i + 1 })))
    .execute();

  await db.schema
    .createTable('company_employer')
    .addColumn('company_id', 'integer', (c) => c.primaryKey().references('companies.id').onDelete('cascade'))
    .addColumn('registered_name', 'varchar(200)')
    .addColumn('address', 'varchar(500)')
    .addColumn('zip', 'varchar(4)')
    .addColumn('tin', 'varchar(20)')
    .addColumn('branch_code', 'varchar(5)')
    .addColumn('rdo_code', 'varchar(4)')
    .addColumn('sss_er_no', 'varchar(20)')
    .addColumn('sss_branch', 'varchar(3)', (c) => c.notNull().defaultTo('000'))
    .addColumn('philhealth_pen', 'varchar(20)')
    .addColumn('pagibig_er_id', 'varchar(20)')
    .addColumn('contact_no', 'varchar(50)')
    .addColumn('email', 'varchar(200)')
    .addColumn('signatory_name', 'varchar(200)')
    .addColumn('signatory_position', 'varchar(200)')
    .addColumn('updated_at', ts, notNull)
    .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();

  await db.schema.alterTable('employees').addColumn('pay_method', 'varchar(10)').execute();
  await db.schema
    .alterTable('employees')
    .addColumn('bank', 'varchar(20)', (c) => c.references('banks.code'))
    .execute();
  await db.schema.alterTable('employees').addColumn('account_no', 'varchar(30)').execute();
  await db.schema.alterTable('employees').addColumn('account_name', 'varchar(200)').execute();
}

export async function down(db: AnyDB): Promise<void> {
  for (const name of [...EMPLOYEE_COLUMNS].reverse()) {
    await db.schema.alterTable('employees').dropColumn(name).execute();
  }
  await db.schema.dropTable('company_employer').execute();
  await db.schema.dropTable('banks').execute();
}
