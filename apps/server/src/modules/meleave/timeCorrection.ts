/**
 * The effect of an approved Time Correction (issue 24 §2 Attendance): the day's timesheet record
 * gets the requested time-in and time-out. Called by Applications Approval's decision inside its
 * transaction, after the applicant's payroll lock (paylock) is taken and a processed period refused,
 * so the ordinary approval flow (Applications Approval or My Sahod's Approvals) applies it.
 */
import { TIME_CORRECTION_TYPE_NAME } from '@sahod/shared';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../platform/audit.ts';
import * as repo from '../applications/repository.ts';
import { writeDayTimes } from '../timesheet/service.ts';

export async function applyTimeCorrection(
  trx: repo.Db,
  clock: AppDeps['clock'],
  app: repo.StoredApplication,
  actor: Actor,
): Promise<void> {
  const type = await repo.findType(trx, app.application_type_id);
  if (type?.name !== TIME_CORRECTION_TYPE_NAME) return;
  await writeDayTimes(trx, clock, actor, {
    employee_id: app.employee_id,
    shift_date: app.effective_date,
    start_time: app.start_time,
    end_time: app.end_time,
  });
}
