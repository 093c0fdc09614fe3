/** The rules of the bug report form, apart from the modal: values, what changed, what to send. */
import {
  BUG_DEFAULT_STATUS,
  type BugReportCreate,
  type BugReportRow,
  type BugReportStatus,
  type BugReportUpdate,
  bugReportCreateSchema,
} from '@sahod/shared';

export interface BugReportFormValues {
  affected_module: string;
  descr: string;
  status: BugReportStatus;
}

export function initialBugValues(row?: BugReportRow): BugReportFormValues {
  return row
    ? { affected_module: row.affected_module, descr: row.descr, status: row.status }
    : { affected_module: '', descr: '', status: BUG_DEFAULT_STATUS };
}

export function bugChanged(values: BugReportFormValues, initial: BugReportFormValues): boolean {
  return (
    values.affected_module.trim() !== initial.affected_module.trim() ||
    values.descr.trim() !== initial.descr.trim() ||
    values.status !== initial.status
  );
}

/** The shared schema's first message, or the trimmed report. */
export function checkBugReport(
  values: BugReportFormValues,
): { ok: true; report: BugReportCreate } | { ok: false; message: string } {
  const parsed = bugReportCreateSchema.safeParse({
    affected_module: values.affected_module,
    descr: values.descr,
  });
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? '' };
  return { ok: true, report: parsed.data };
}

/**
 * The update body. Without update permission the status sent is the one the report had, so the
 * server sees no status change.
 */
export function bugUpdateBody(
  row: BugReportRow,
  report: BugReportCreate,
  status: BugReportStatus,
  canChangeStatus: boolean,
): BugReportUpdate {
  return { log_no: row.log_no, ...report, status: canChangeStatus ? status : row.status };
}
