/**
 * Bug reports (spec 2 "Settings and admin", 3 "Bug report", 6, 7 "Bug reports and admin").
 *
 *   GET    /bugreport/fetch             -> BugReportRow[] (view)
 *   POST   /bugreport/create            { affected_module, descr } -> { message, log_no } (create)
 *   PUT    /bugreport/update            { log_no, affected_module, descr, status } -> { message }
 *          (update permission: any report, any status; the reporter with create: the text of
 *          their own report while it is Open, status unchanged)
 *   DELETE /bugreport/delete?log_no=    -> { message } (delete)
 * The reporting user and time come from the token and the server clock, never from the client.
 */
import { z } from 'zod';
import { INPUT_MSG, idSchema, singleLine } from './input.ts';
import { MODULES } from './modules.ts';

export const BUG_STATUSES = ['Open', 'In Progress', 'Resolved', 'Closed'] as const;
export type BugReportStatus = (typeof BUG_STATUSES)[number];
export const BUG_DEFAULT_STATUS: BugReportStatus = 'Open';

export const BUG_MODULE_MAX = 100;
export const BUG_DESCR_MAX = 2000;

/** Choices for the affected module: the sidebar's screens, the login screen and 'Other'. */
export const BUG_MODULE_OPTIONS: readonly string[] = [
  'Login',
  ...MODULES.map((m) => m.name),
  'Changelog',
  'Other',
];

export const BUG_MSG = {
  hint: 'Please describe the exact steps to reproduce the problem: what you clicked or entered, what you expected, and what happened instead.',
  knownIssuesPrompt: 'Before reporting, please check the Known Issues in the changelog.',
  knownIssuesButton: 'Check Known Issues',
  moduleRequired: 'Please choose the affected module.',
  descrRequired: 'Please describe the problem.',
  moduleTooLong: `Affected module must be at most ${BUG_MODULE_MAX} characters.`,
  descrTooLong: `Description must be at most ${BUG_DESCR_MAX} characters.`,
  statusInvalid: `Status must be one of: ${BUG_STATUSES.join(', ')}.`,
  statusNeedsUpdate: 'Only users with update permission can change the status of a bug report.',
  editNotAllowed: 'You can only edit your own bug reports while they are Open.',
  notFound: 'The bug report was not found. It may have been deleted.',
  created: 'Bug report submitted. Thank you!',
  updated: 'Bug report updated successfully.',
  deleted: 'Bug report deleted successfully.',
} as const;

const moduleField = singleLine(
  z
    .string({ error: BUG_MSG.moduleRequired })
    .trim()
    .min(1, BUG_MSG.moduleRequired)
    .max(BUG_MODULE_MAX, BUG_MSG.moduleTooLong),
);
const descrField = z
  .string({ error: BUG_MSG.descrRequired })
  .trim()
  .min(1, BUG_MSG.descrRequired)
  .max(BUG_DESCR_MAX, BUG_MSG.descrTooLong);

export const bugReportCreateSchema = z.object({ affected_module: moduleField, descr: descrField });
export type BugReportCreate = z.infer<typeof bugReportCreateSchema>;

export const bugReportUpdateSchema = z.object({
  log_no: idSchema(INPUT_MSG.idOf('log_no')),
  affected_module: moduleField,
  descr: descrField,
  status: z.enum(BUG_STATUSES, { error: BUG_MSG.statusInvalid }),
});
export type BugReportUpdate = z.infer<typeof bugReportUpdateSchema>;

export const bugReportDeleteQuerySchema = z.object({
  log_no: idSchema(INPUT_MSG.idOf('log_no')),
});

export const bugReportRowSchema = z.object({
  log_no: z.number().int(),
  /** The reporter's name (recorded by the server from the token). */
  user: z.string(),
  affected_module: z.string(),
  descr: z.string(),
  status: z.enum(BUG_STATUSES),
  /** ISO timestamp of the report. */
  date_reported: z.string(),
  /** ISO timestamp of the last change. */
  last_updated: z.string(),
  /** Whether the requesting user may edit this report's text (update permission, or their own Open report). */
  can_edit: z.boolean(),
});
export type BugReportRow = z.infer<typeof bugReportRowSchema>;

export const bugReportRowsSchema = z.array(bugReportRowSchema);

export const bugReportCreatedSchema = z.object({ message: z.string(), log_no: z.number().int() });
