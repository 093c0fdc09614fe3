/** Queries of the bug reports. */
import type { BugReportStatus } from '@sahod/shared';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/types.ts';

type Db = Kysely<DB> | Transaction<DB>;

export interface StoredBugReport {
  id: number;
  user_id: number | null;
  reported_by: string;
  affected_module: string;
  descr: string;
  status: BugReportStatus;
  created_at: string;
  updated_at: string;
}

const COLUMNS = [
  'id',
  'user_id',
  'reported_by',
  'affected_module',
  'descr',
  'status',
  'created_at',
  'updated_at',
] as const;

/** Every report, newest first. */
export function allReports(db: Db): Promise<StoredBugReport[]> {
  return db
    .selectFrom('bug_reports')
    .select(COLUMNS)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export function findReport(db: Db, id: number): Promise<StoredBugReport | undefined> {
  return db.selectFrom('bug_reports').select(COLUMNS).where('id', '=', id).executeTakeFirst();
}

export async function insertReport(
  db: Db,
  report: { user_id: number; reported_by: string; affected_module: string; descr: string; at: string },
): Promise<number> {
  const row = await db
    .insertInto('bug_reports')
    .values({
      user_id: report.user_id,
      reported_by: report.reported_by,
      affected_module: report.affected_module,
      descr: report.descr,
      status: 'Open',
      created_at: report.at,
      updated_at: report.at,
      updated_by: report.user_id,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateReport(
  db: Db,
  id: number,
  change: { affected_module: string; descr: string; status: BugReportStatus; at: string; by: number },
): Promise<void> {
  await db
    .updateTable('bug_reports')
    .set({
      affected_module: change.affected_module,
      descr: change.descr,
      status: change.status,
      updated_at: change.at,
      updated_by: change.by,
    })
    .where('id', '=', id)
    .execute();
}

export async function deleteReport(db: Db, id: number): Promise<void> {
  await db.deleteFrom('bug_reports').where('id', '=', id).execute();
}
