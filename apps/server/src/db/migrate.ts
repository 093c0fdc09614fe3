// Conventions for adding an API area (routes, service, repository, migration, tests): CONTRIBUTING.md
/** Runs the migrations of both dialects at start. Safe when several processes start at once. */
import {
  type Kysely,
  type Migration,
  type MigrationProvider,
  type MigrationResultSet,
  Migrator,
  sql,
} from 'kysely';
import * as m0001 from './migrations/0001_foundation.ts';
import * as m0002 from './migrations/0002_dropdowns.ts';
import * as m0003 from './migrations/0003_groups_bugreports.ts';
import * as m0005 from './migrations/0005_employees.ts';
import * as m0006 from './migrations/0006_time_attendance.ts';
import * as m0007 from './migrations/0007_earnings_deductions.ts';
import * as m0008 from './migrations/0008_login_failures_per_account.ts';
import * as m0011 from './migrations/0011_applications.ts';
import * as m0013 from './migrations/0013_payroll.ts';
import * as m0014 from './migrations/0014_employer_details.ts';
import * as m0015 from './migrations/0015_compliance_files.ts';
import * as m0016 from './migrations/0016_yearend_foundation.ts';
import * as m0018 from './migrations/0018_tax_refund.ts';
import * as m0021 from './migrations/0021_compliance_bank_options.ts';
import * as m0024 from './migrations/0024_payroll_races.ts';
import * as m0025 from './migrations/0025_approver_company_wide.ts';
import * as m0026 from './migrations/0026_pay_calendar.ts';
import * as m0027 from './migrations/0027_pay_basis.ts';
import * as m0028 from './migrations/0028_benefits_tax_treatment.ts';
import * as m0029 from './migrations/0029_minimum_wages.ts';
import * as m0031 from './migrations/0031_work_week.ts';
import * as m0034 from './migrations/0034_opening_balances.ts';
import * as m0037 from './migrations/0037_loans_as_they_are.ts';
import * as m0038 from './migrations/0038_leave_conversion.ts';
import * as m0042 from './migrations/0042_time_correction.ts';
import * as m0043 from './migrations/0043_notifications.ts';
import * as m0044 from './migrations/0044_backup_state.ts';
import * as m0045 from './migrations/0045_two_factor.ts';
import * as m0046 from './migrations/0046_audit_chain.ts';
import * as m0047 from './migrations/0047_payslip_mail.ts';
import * as m0049 from './migrations/0049_approval_chains.ts';
import * as m0051 from './migrations/0051_payslips_dashboard_cost.ts';
import * as m0053 from './migrations/0053_employee_name_order.ts';
import * as m0054 from './migrations/0054_role_two_factor.ts';
import * as m0055 from './migrations/0055_user_sessions.ts';
import * as m0057 from './migrations/0057_delegation_reminders.ts';
import * as m0058 from './migrations/0058_payroll_month_totals.ts';
import * as m0059 from './migrations/0059_jobs.ts';
import * as m0060 from './migrations/0060_file_chunks.ts';
import * as m0064 from './migrations/0064_employee_search.ts';
import * as m0065 from './migrations/0065_job_files_mail.ts';
import * as m0068 from './migrations/0068_payslips_year.ts';
import * as m0069 from './migrations/0069_timesheet_no_time_out.ts';
import * as m0071 from './migrations/0071_loans_fillfactor.ts';
import * as m0072 from './migrations/0072_file_size_bigint.ts';
import * as m0073 from './migrations/0073_days_covering.ts';
import { isPostgres } from './schema-helpers.ts';
import type { DB } from './types.ts';

const MIGRATIONS: Record<string, Migration> = {
  '0001_foundation': m0001,
  '0002_dropdowns': m0002,
  '0003_groups_bugreports': m0003,
  '0005_employees': m0005,
  '0006_time_attendance': m0006,
  '0007_earnings_deductions': m0007,
  '0008_login_failures_per_account': m0008,
  '0011_applications': m0011,
  '0013_payroll': m0013,
  '0014_employer_details': m0014,
  '0015_compliance_files': m0015,
  '0016_yearend_foundation': m0016,
  '0018_tax_refund': m0018,
  '0021_compliance_bank_options': m0021,
  '0024_payroll_races': m0024,
  '0025_approver_company_wide': m0025,
  '0026_pay_calendar': m0026,
  '0027_pay_basis': m0027,
  '0028_benefits_tax_treatment': m0028,
  '0029_minimum_wages': m0029,
  '0031_work_week': m0031,
  '0034_opening_balances': m0034,
  '0037_loans_as_they_are': m0037,
  '0038_leave_conversion': m0038,
  '0042_time_correction': m0042,
  '0043_notifications': m0043,
  '0044_backup_state': m0044,
  '0045_two_factor': m0045,
  '0046_audit_chain': m0046,
  '0047_payslip_mail': m0047,
  '0049_approval_chains': m0049,
  '0051_payslips_dashboard_cost': m0051,
  '0053_employee_name_order': m0053,
  '0054_role_two_factor': m0054,
  '0055_user_sessions': m0055,
  '0057_delegation_reminders': m0057,
  '0058_payroll_month_totals': m0058,
  '0059_jobs': m0059,
  '0060_file_chunks': m0060,
  '0064_employee_search': m0064,
  '0065_job_files_mail': m0065,
  '0068_payslips_year': m0068,
  '0069_timesheet_no_time_out': m0069,
  '0071_loans_fillfactor': m0071,
  '0072_file_size_bigint': m0072,
  '0073_days_covering': m0073,
};

/** The migrations this code knows (restore refuses a backup with any other). */
export const KNOWN_MIGRATIONS: readonly string[] = Object.keys(MIGRATIONS);

class StaticProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return MIGRATIONS;
  }
}

/**
 * PostgreSQL: Kysely looks for its migration tables in every schema unless told which one, so a
 * database whose other schema already holds them (each test file runs in its own schema) would
 * skip creating its own and fail. Name the current schema.
 */
async function migrationTableSchema(db: Kysely<DB>): Promise<{ migrationTableSchema?: string }> {
  if (!isPostgres(db)) return {};
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema;
  return schema ? { migrationTableSchema: schema } : {};
}

export async function migrateToLatest(db: Kysely<DB>): Promise<void> {
  if (isPostgres(db)) {
    // Kysely takes a row lock in its lock table: processes starting together migrate one by one.
    const migrator = new Migrator({
      db,
      provider: new StaticProvider(),
      ...(await migrationTableSchema(db)),
    });
    report(await migrator.migrateToLatest());
    return;
  }
  // SQLite: Kysely's deferred transaction lets two processes both read "nothing migrated yet" and
  // both create the first table. BEGIN IMMEDIATE takes the write lock before anything is read, so
  // a second process waits (busy timeout) and then finds the work done. Kysely's SQLite driver
  // runs everything on one connection, so these statements and the migrator's share it.
  await sql`begin immediate`.execute(db);
  try {
    const migrator = new Migrator({ db, provider: new StaticProvider(), disableTransactions: true });
    report(await migrator.migrateToLatest());
    await sql`commit`.execute(db);
  } catch (err) {
    await sql`rollback`.execute(db);
    throw err;
  }
}

function report({ error, results }: MigrationResultSet): void {
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const cause = error instanceof Error ? error.message : String(error ?? '');
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${cause}`);
  }
}
