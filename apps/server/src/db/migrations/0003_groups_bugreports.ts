/**
 * Group records (salary, tax and benefits groups; the read-only pay periods) and bug reports.
 * The starting groups are inserted here, once per database, so that entries a user later edits or
 * deletes stay that way (a start-up seed would bring deleted entries back).
 */
import { sql } from 'kysely';
import { type AnyDB, notNull, timestampType, withId } from '../schema-helpers.ts';

const now = () => new Date().toISOString();

export async function up(db: AnyDB): Promise<void> {
  const ts = timestampType(db);
  // Amounts are integer centavos; days and hours may carry two decimals (e.g. 21.75 days).
  const quantity = sql`double precision`;

  await db.schema
    .createTable('pay_periods')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'varchar(100)', notNull)
    .addColumn('name_key', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('period_days', 'integer', notNull)
    .addColumn('sort_order', 'integer', notNull)
    .execute();

  await withId(db, db.schema.createTable('salary_groups'))
    .addColumn('name', 'varchar(100)', notNull)
    .addColumn('name_key', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('monthly_salary', 'bigint', notNull)
    .addColumn('days', quantity, notNull)
    .addColumn('hours', quantity, notNull)
    .addColumn('created_at', ts, notNull)
    .addColumn('updated_at', ts, notNull)
    .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();

  await withId(db, db.schema.createTable('w_tax_groups'))
    .addColumn('name', 'varchar(100)', notNull)
    .addColumn('name_key', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('tax_mode', 'varchar(20)', notNull)
    .addColumn('minimum_wage_earner', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('w_tax_monthly_rate', 'bigint', notNull)
    .addColumn('sss_rate', 'bigint', notNull)
    .addColumn('pagibig_rate', 'bigint', notNull)
    .addColumn('philhealth_rate', 'bigint', notNull)
    .addColumn('created_at', ts, notNull)
    .addColumn('updated_at', ts, notNull)
    .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addCheckConstraint('w_tax_groups_mode', sql`tax_mode in ('statutory', 'fixed')`)
    .execute();

  await withId(db, db.schema.createTable('benefits_groups'))
    .addColumn('name', 'varchar(100)', notNull)
    .addColumn('name_key', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('gasoline', 'bigint', notNull)
    .addColumn('meals', 'bigint', notNull)
    .addColumn('transpo', 'bigint', notNull)
    .addColumn('allowance', 'bigint', notNull)
    .addColumn('created_at', ts, notNull)
    .addColumn('updated_at', ts, notNull)
    .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();

  await withId(db, db.schema.createTable('bug_reports'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    // The reporter's name when the report was filed: kept when the account is later deleted.
    .addColumn('reported_by', 'varchar(200)', notNull)
    .addColumn('affected_module', 'varchar(100)', notNull)
    .addColumn('descr', 'text', notNull)
    .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('Open'))
    .addColumn('created_at', ts, notNull)
    .addColumn('updated_at', ts, notNull)
    .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addCheckConstraint('bug_reports_status', sql`status in ('Open', 'In Progress', 'Resolved', 'Closed')`)
    .execute();
  await db.schema.createIndex('bug_reports_user').on('bug_reports').column('user_id').execute();

  await seedStartingGroups(db);
}

const PAY_PERIODS = [
  { id: 1, name: 'Monthly', period_days: 30 },
  { id: 2, name: 'Semi-monthly', period_days: 15 },
  { id: 3, name: 'Weekly', period_days: 7 },
];

/** NCR minimum wage (PHP 695 a day) over 26 working days, then monthly grades over 22 days. */
const SALARY_GROUPS = [
  { name: 'NCR Minimum Wage', monthly_salary: 1_807_000, days: 26, hours: 8 },
  { name: 'Rank and File 1', monthly_salary: 2_000_000, days: 22, hours: 8 },
  { name: 'Rank and File 2', monthly_salary: 2_500_000, days: 22, hours: 8 },
  { name: 'Supervisory', monthly_salary: 3_500_000, days: 22, hours: 8 },
  { name: 'Managerial', monthly_salary: 6_000_000, days: 22, hours: 8 },
];

const TAX_GROUPS = [
  { name: 'Statutory (BIR tables)', tax_mode: 'statutory', minimum_wage_earner: 0, amounts: [0, 0, 0, 0] },
  { name: 'Minimum Wage Earner', tax_mode: 'statutory', minimum_wage_earner: 1, amounts: [0, 0, 0, 0] },
  {
    name: 'Fixed Monthly Amounts (Example)',
    tax_mode: 'fixed',
    minimum_wage_earner: 0,
    amounts: [187_500, 135_000, 20_000, 75_000],
  },
];

const BENEFITS_GROUPS = [
  { name: 'None', gasoline: 0, meals: 0, transpo: 0, allowance: 0 },
  { name: 'Standard', gasoline: 0, meals: 150_000, transpo: 100_000, allowance: 200_000 },
  { name: 'Field Staff', gasoline: 300_000, meals: 200_000, transpo: 150_000, allowance: 100_000 },
];

async function seedStartingGroups(db: AnyDB): Promise<void> {
  const at = now();
  const stamp = { created_at: at, updated_at: at, updated_by: null };
  await db
    .insertInto('pay_periods')
    .values(PAY_PERIODS.map((p, i) => ({ ...p, name_key: p.name.toLowerCase(), sort_order: i + 1 })))
    .execute();
  await db
    .insertInto('salary_groups')
    .values(SALARY_GROUPS.map((g) => ({ ...g, name_key: g.name.toLowerCase(), ...stamp })))
    .execute();
  await db
    .insertInto('w_tax_groups')
    .values(
      TAX_GROUPS.map(({ amounts, ...g }) => ({
        ...g,
        name_key: g.name.toLowerCase(),
        w_tax_monthly_rate: amounts[0],
        sss_rate: amounts[1],
        pagibig_rate: amounts[2],
        philhealth_rate: amounts[3],
        ...stamp,
      })),
    )
    .execute();
  await db
    .insertInto('benefits_groups')
    .values(BENEFITS_GROUPS.map((g) => ({ ...g, name_key: g.name.toLowerCase(), ...stamp })))
    .execute();
}

export async function down(db: AnyDB): Promise<void> {
  for (const t of ['bug_reports', 'benefits_groups', 'w_tax_groups', 'salary_groups', 'pay_periods']) {
    await db.schema.dropTable(t).execute();
  }
}
