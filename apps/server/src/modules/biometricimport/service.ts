/**
 * Biometric import (issue 9): verify and uploadBatch. The contract and the per-row failure rule are
 * described in packages/shared/src/biometricImport.ts. In short: a batch that is itself broken is
 * refused whole by the schema (400, nothing written); a row that breaks a business rule fails alone
 * and is listed in failedInserts; every other row is written in the same single transaction; rows
 * equal to the stored record are not written (`unchanged`), so a second submit changes nothing.
 */
import {
  BIOMETRIC_MSG,
  type BiometricRow,
  type BiometricVerifyRequest,
  type BiometricVerifyResponse,
  checkTimesheetTimes,
  isLeaveShift,
  PAYROLL_MSG,
  processedPeriodLookup,
  sameTimes,
  TIMESHEET_MSG,
  type UploadBatch,
  type UploadResult,
  uploadDoneMessage,
} from '@sahod/shared';
import type { AppDeps } from '../../deps.ts';
import { type Actor, recordAudit } from '../../platform/audit.ts';
import { lockEmployees } from '../paylock/employeeLock.ts';
import { processedPeriodsOf } from '../paylock/processedPeriod.ts';
import { punchWindowMinutes } from './punchWindow.ts';
import * as repo from './repository.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

const key = (employeeId: number, date: string) => `${employeeId}|${date}`;

function span(dates: Iterable<string>): [string, string] {
  let min = '9999-12-31';
  let max = '0000-01-01';
  for (const d of dates) {
    if (d < min) min = d;
    if (d > max) max = d;
  }
  return [min, max];
}

/** Existing records and schedule of the codes' employees on the dates; codes that match nobody. */
export async function verify(deps: Deps, input: BiometricVerifyRequest): Promise<BiometricVerifyResponse> {
  const codes = [...new Set(input.employee_codes.map((c) => c.toUpperCase()))];
  const dates = new Set(input.shift_dates);
  const employees = await repo.activeEmployeesByCode(deps.db, codes);
  const codeById = new Map(employees.map((e) => [e.id, e.employee_code]));
  const known = new Set(employees.map((e) => e.employee_code));
  const ids = employees.map((e) => e.id);
  const [start, end] = span(dates);
  const [records, schedule, processed, window] = await Promise.all([
    repo.recordsIn(deps.db, ids, start, end),
    repo.scheduleIn(deps.db, ids, start, end),
    processedPeriodsOf(deps.db, ids, start, end),
    punchWindowMinutes(deps.db),
  ]);
  return {
    punch_window_minutes: window,
    employees: employees.map((e) => ({
      employee_code: e.employee_code,
      employee_id: e.id,
      name: `${e.last_name}, ${e.first_name}`,
    })),
    unknown_codes: codes.filter((c) => !known.has(c)).sort(),
    records: records
      .filter((r) => dates.has(r.shift_date))
      .map((r) => ({
        log_no: r.id,
        employee_code: codeById.get(r.employee_id) ?? '',
        shift_date: r.shift_date,
        start_time: r.start_time,
        end_time: r.end_time,
        lunch_start: r.lunch_start,
        lunch_end: r.lunch_end,
        notes: r.notes,
      })),
    schedule: schedule
      .filter((s) => dates.has(s.shift_date))
      .map((s) => ({
        employee_code: codeById.get(s.employee_id) ?? '',
        shift_date: s.shift_date,
        shift_id: s.shift_id,
        shift_name: s.shift_name,
        start_time: s.start_time,
        end_time: s.end_time,
        overnight: s.overnight === 1,
      })),
    processed: processed.map((p) => ({
      employee_code: codeById.get(p.employee_id) ?? '',
      start_date: p.start_date,
      end_date: p.end_date,
    })),
  };
}

/** The spec 5 timesheet rules for an uploaded day; a day with one punch has only its start time. */
function timesError(row: BiometricRow, shift: repo.ScheduledDay | undefined): string | null {
  if (row.end_time === null) {
    return row.lunch_start !== null || row.lunch_end !== null ? BIOMETRIC_MSG.endTimeNeeded : null;
  }
  return checkTimesheetTimes(row, shift?.overnight === 1 ? shift : null);
}

/** Writes the batch in one transaction (see the module comment for the failure rule). */
export async function uploadBatch(deps: Deps, actor: Actor, input: UploadBatch): Promise<UploadResult> {
  const rows: { row: BiometricRow; overwrite: boolean }[] = [
    ...input.payloadAdd.map((row) => ({
      row: { ...row, employee_code: row.employee_code.toUpperCase() },
      overwrite: false,
    })),
    ...input.simplifiedOverwrite.map((row) => ({
      row: { ...row, employee_code: row.employee_code.toUpperCase() },
      overwrite: true,
    })),
  ];
  return deps.db.transaction().execute(async (trx) => {
    const codes = [...new Set(rows.map((r) => r.row.employee_code))];
    const employees = await repo.activeEmployeesByCode(trx, codes);
    const idByCode = new Map(employees.map((e) => [e.employee_code, e.id]));
    const ids = employees.map((e) => e.id);
    // The payroll lock of every employee in the batch (issue 20) before their records, schedule
    // and processed periods are read: no payroll of theirs is half-way while the batch is checked.
    await lockEmployees(trx, ids);
    const [start, end] = span(rows.map((r) => r.row.shift_date));
    // One query at a time: a transaction is one connection (PostgreSQL runs them in turn anyway).
    const records = ids.length === 0 ? [] : await repo.recordsIn(trx, ids, start, end);
    const schedule = ids.length === 0 ? [] : await repo.scheduleIn(trx, ids, start, end);
    const processed = ids.length === 0 ? [] : await processedPeriodsOf(trx, ids, start, end);
    const codeById = new Map(employees.map((e) => [e.id, e.employee_code]));
    const lockedPeriod = processedPeriodLookup(
      processed.map((p) => ({ ...p, employee_code: codeById.get(p.employee_id) ?? '' })),
    );
    const stored = new Map(records.map((r) => [key(r.employee_id, r.shift_date), r]));
    const shifts = new Map(schedule.map((s) => [key(s.employee_id, s.shift_date), s]));

    const result: UploadResult = { message: '', failedInserts: [], validQueries: [], unchanged: 0 };
    const writes: repo.UpsertRow[] = [];
    const replaced: repo.ExistingRecord[] = [];
    for (const { row, overwrite } of rows) {
      const fail = (error: string) =>
        result.failedInserts.push({ employee_code: row.employee_code, shift_date: row.shift_date, error });
      const employeeId = idByCode.get(row.employee_code);
      if (employeeId === undefined) {
        fail(BIOMETRIC_MSG.unknownEmployee);
        continue;
      }
      const k = key(employeeId, row.shift_date);
      const shift = shifts.get(k);
      if (shift && isLeaveShift(shift.shift_id)) {
        fail(TIMESHEET_MSG.leaveLocked);
        continue;
      }
      const period = lockedPeriod(row.employee_code, row.shift_date);
      if (period !== null) {
        fail(PAYROLL_MSG.lockedDate(row.shift_date, period));
        continue;
      }
      const error = timesError(row, shift);
      if (error) {
        fail(error);
        continue;
      }
      const old = stored.get(k);
      if (old && sameTimes(row, old)) {
        result.unchanged++;
        continue;
      }
      // An add whose date got a different record since verify is not overwritten unasked.
      if (old && !overwrite) {
        fail(BIOMETRIC_MSG.addExists);
        continue;
      }
      if (old) replaced.push(old);
      writes.push({
        employee_id: employeeId,
        shift_date: row.shift_date,
        start_time: row.start_time,
        end_time: row.end_time,
        lunch_start: row.lunch_start,
        lunch_end: row.lunch_end,
        notes: row.notes,
      });
      result.validQueries.push({
        employee_code: row.employee_code,
        shift_date: row.shift_date,
        action: old ? 'overwritten' : 'added',
      });
    }

    await repo.upsertRecords(trx, writes, { at: deps.clock.now().toISOString(), by: actor.userId });
    const overwritten = replaced.length;
    const counts = {
      added: writes.length - overwritten,
      overwritten,
      unchanged: result.unchanged,
      failed: result.failedInserts.length,
    };
    await recordAudit(trx, deps.clock, actor, {
      action: 'upload_batch',
      entity: 'timesheet_record',
      details: { ...counts, old: replaced },
    });
    result.message = uploadDoneMessage(counts);
    return result;
  });
}
