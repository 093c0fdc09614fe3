/**
 * Employee import (issue 23 §4): preview names every problem of every row and writes nothing;
 * apply checks the same file again inside one transaction and creates every employee (personal
 * information, employment details, government numbers, bank account, leave balances as ledger
 * grants), each with the history entries and audit entry a manual create and save would leave,
 * or refuses the whole file (400) when any row has a problem. A second apply of the same file is
 * refused: its codes are then the database's (duplicates).
 */
import {
  EMPLOYEE_IMPORT_MSG,
  EMPLOYMENT_HISTORY_FIELDS,
  type EmployeeImportApplied,
  type EmployeeImportPreview,
  LEAVE_IMPORT_REASON,
  manilaToday,
  PERSONAL_HISTORY_FIELDS,
} from '@sahod/shared';
import type { Insertable, Kysely, Transaction } from 'kysely';
import type { DB, EmployeeHistoryTable } from '../../db/types.ts';
import type { AppDeps } from '../../deps.ts';
import { type Actor, recordAudit, recordAudits } from '../../platform/audit.ts';
import { isUniqueViolation } from '../../platform/db-errors.ts';
import { conflict, invalid } from '../../platform/errors.ts';
import { refreshCachedTotal } from '../applications/ledger.ts';
import { diffFields } from '../employees/history.ts';
import { employmentDetailsOfMany, personalInfoOfMany } from '../employees/repository.ts';
import { type CheckedRow, checkRow, markDuplicates } from './check.ts';
import { existingCodes, loadBarangays, loadLookups } from './lookups.ts';
import { parseEmployeeSheet } from './parse.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;
type Db = Kysely<DB> | Transaction<DB>;

export interface ImportFile {
  filename: string;
  data: Uint8Array;
}

/** The file read and every row checked against the database as it is now. */
async function checkFile(
  deps: Deps,
  db: Db,
  file: ImportFile,
): Promise<{ rows: CheckedRow[]; leaveTypes: string[] }> {
  const lookups = await loadLookups(db);
  const sheet = parseEmployeeSheet(
    file.filename,
    file.data,
    lookups.leaveTypes.map((t) => t.name),
  );
  // Barangays only of the cities the file can name (a national list is 42,000 rows).
  const cityNames = new Set(sheet.rows.map((r) => r.cells.get('city')?.toLowerCase()).filter(Boolean));
  const cityIds = [...lookups.cities.values()].flatMap((index) =>
    [...index.entries()].filter(([name]) => cityNames.has(name)).flatMap(([, list]) => list.map((c) => c.id)),
  );
  await loadBarangays(db, lookups, cityIds);
  const today = manilaToday(deps.clock.now());
  const rows = sheet.rows.map((row) => checkRow(row, lookups, today));
  markDuplicates(rows, await existingCodes(db, [...new Set(rows.map((r) => r.summary.employee_code))]));
  return { rows, leaveTypes: sheet.leaveHeaders.map((h) => h.replace(/ \(days\)$/, '')) };
}

export async function previewImport(deps: Deps, file: ImportFile): Promise<EmployeeImportPreview> {
  const { rows, leaveTypes } = await checkFile(deps, deps.db, file);
  const withProblems = rows.filter((r) => r.summary.problems.length > 0).length;
  return {
    rows: rows.map((r) => r.summary),
    total: rows.length,
    with_problems: withProblems,
    leave_types: leaveTypes,
    message:
      withProblems > 0
        ? EMPLOYEE_IMPORT_MSG.previewProblems(withProblems)
        : EMPLOYEE_IMPORT_MSG.ready(rows.length),
  };
}

/** Rows per statement: 500 employees of about 50 columns stay well below PostgreSQL's 65,535 parameters. */
const CHUNK = 500;

/** Inserts the employees in chunks; their ids in the rows' order. */
async function insertEmployees(trx: Transaction<DB>, rows: CheckedRow[], now: string): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = rows.slice(i, i + CHUNK);
    const inserted = await trx
      .insertInto('employees')
      .values(
        chunk.map((r) => ({
          ...r.personal!,
          ...r.employment!,
          first_name: r.personal!.first_name,
          last_name: r.personal!.last_name,
          is_approver: 0 as const,
          rest_weekdays: null,
          created_at: now,
          updated_at: now,
        })),
      )
      .returning(['id', 'employee_code'])
      .execute();
    const byCode = new Map(inserted.map((e) => [e.employee_code, e.id]));
    for (const r of chunk) ids.push(byCode.get(r.personal!.employee_code) as number);
  }
  return ids;
}

/** The history entries of a manual create: Personal Information and Employment Details, from blank. */
async function recordCreateHistory(trx: Transaction<DB>, deps: Deps, actor: Actor, ids: number[]) {
  const at = deps.clock.now().toISOString();
  const entries: Insertable<EmployeeHistoryTable>[] = [];
  for (let i = 0; i < ids.length; i += CHUNK) {
    const chunk = ids.slice(i, i + CHUNK);
    const personal = await personalInfoOfMany(trx, chunk);
    const employment = new Map((await employmentDetailsOfMany(trx, chunk)).map((e) => [e.employee_id, e]));
    for (const p of personal) {
      for (const [formId, descr, record, fields] of [
        [1, 'Personal Information', p, PERSONAL_HISTORY_FIELDS],
        [2, 'Employment Details', employment.get(p.employee_id), EMPLOYMENT_HISTORY_FIELDS],
      ] as const) {
        const changes = diffFields({}, (record ?? {}) as Record<string, unknown>, fields);
        if (Object.keys(changes).length === 0) continue;
        entries.push({
          employee_id: p.employee_id,
          form_id: formId,
          descr,
          at,
          changes: JSON.stringify(changes),
          user_id: actor.userId,
          username: actor.username,
        });
      }
    }
  }
  for (let i = 0; i < entries.length; i += CHUNK) {
    await trx
      .insertInto('employee_history')
      .values(entries.slice(i, i + CHUNK))
      .execute();
  }
}

export async function applyImport(
  deps: Deps,
  actor: Actor,
  file: ImportFile,
): Promise<EmployeeImportApplied> {
  try {
    return await deps.db.transaction().execute(async (trx) => {
      const { rows } = await checkFile(deps, trx, file);
      const withProblems = rows.filter((r) => r.summary.problems.length > 0).length;
      if (withProblems > 0) throw invalid(EMPLOYEE_IMPORT_MSG.refused(withProblems));
      const now = deps.clock.now().toISOString();
      const ids = await insertEmployees(trx, rows, now);
      await recordCreateHistory(trx, deps, actor, ids);
      const grants = rows.flatMap((r, i) =>
        r.leave.map((l) => ({
          employee_id: ids[i] as number,
          application_type_id: l.typeId,
          kind: 'grant',
          days: l.days,
          reason: LEAVE_IMPORT_REASON,
          application_id: null,
          accrual_year: null,
          created_by: actor.userId,
          created_at: now,
        })),
      );
      for (let i = 0; i < grants.length; i += CHUNK) {
        await trx
          .insertInto('leave_ledger')
          .values(grants.slice(i, i + CHUNK))
          .execute();
      }
      if (grants.length > 0) await refreshCachedTotal(trx, ids);
      await recordAudits(
        trx,
        deps.clock,
        actor,
        rows.map((r, i) => ({
          action: 'create',
          entity: 'employee',
          entityId: ids[i],
          details: {
            old: null,
            new: {
              employee_id: ids[i],
              employee_code: r.summary.employee_code,
              name: r.summary.name,
              source: 'import',
              leave_days: r.leave.reduce((sum, l) => sum + l.days, 0),
            },
          },
        })),
      );
      await recordAudit(trx, deps.clock, actor, {
        action: 'import',
        entity: 'employee_import',
        details: { file: file.filename.slice(0, 200), created: ids.length, leave_grants: grants.length },
      });
      return { created: ids.length, employee_ids: ids, message: EMPLOYEE_IMPORT_MSG.applied(ids.length) };
    });
  } catch (err) {
    // Another import or save took one of the codes between the check and the insert.
    if (isUniqueViolation(err)) throw conflict(EMPLOYEE_IMPORT_MSG.raced);
    throw err;
  }
}
