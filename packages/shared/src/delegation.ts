/**
 * Delegation while away and approval reminders (issue 27 §2).
 *
 * Paths are relative to the API base `/api`.
 *   GET  /me/delegations              -> MyDelegations (signed in, an approver): the approver's own
 *                                        delegations, the approvers they may pick, and whom they
 *                                        approve for today
 *   POST /me/delegations              DelegationCreate -> message (400 from after to, delegate not
 *                                        an approver or oneself; 409 overlapping range)
 *   PUT  /me/delegations/:id/end      -> message (404 another approver's; 409 already ended)
 *   GET  /approverAssignment/delegations        (approverassignment view)   every delegation
 *   POST /approverAssignment/delegations        (approverassignment update) for any approver
 *   PUT  /approverAssignment/delegations/end    (approverassignment update) { id }
 *   GET  /groupRecords/approvalReminders        (grouprecords view)  every company's N
 *   PUT  /groupRecords/approvalReminders        (grouprecords update) { company_id, days }
 */
import { z } from 'zod';
import { businessDate } from './dates.ts';

export const DELEGATION_MSG = {
  dateInvalid: 'Use the date format yyyy-MM-dd.',
  fromAfterTo: 'The start date must be on or before the end date.',
  toPast: 'The end date has already passed.',
  delegateRequired: 'Please choose a delegate.',
  approverRequired: 'Please choose an approver.',
  delegateNotApprover: 'The delegate must be an approver.',
  approverNotApprover: 'Only an approver can delegate.',
  self: 'An approver cannot delegate to themselves.',
  overlap: (from: string, to: string) =>
    `This approver already has a delegate from ${from} to ${to}. End it first or choose other dates.`,
  endedAlready: 'This delegation has already ended.',
  notFound: 'Delegation not found.',
  saved: 'Delegation saved.',
  ended: 'Delegation ended.',
} as const;

export const DELEGATION_TEXT = {
  title: 'Delegate while away',
  note: 'While you are away, your delegate sees and decides the applications waiting for you.',
  hrNote:
    "An approver's delegate sees and decides the applications waiting for that approver from the first to the last date.",
  approver: 'Approver',
  delegate: 'Delegate',
  from: 'From',
  to: 'To',
  save: 'Delegate',
  end: 'End',
  none: 'No delegation set.',
  running: 'Running',
  upcoming: 'Upcoming',
  ended: 'Ended',
  actingFor: 'You approve for',
  forApprover: 'For',
  endConfirm: 'End this delegation?',
  close: 'Close',
} as const;

const entityId = z.number().int().positive().max(2_147_483_647);
const dateField = businessDate(DELEGATION_MSG.dateInvalid);

const range = <T extends { date_from: string; date_to: string }>(s: z.ZodType<T>) =>
  s.refine((v) => v.date_from <= v.date_to, { message: DELEGATION_MSG.fromAfterTo, path: ['date_to'] });

/** An approver's own delegation (My Sahod Approvals). */
export const myDelegationCreateSchema = range(
  z.object({
    delegate_employee_id: z
      .number({ error: DELEGATION_MSG.delegateRequired })
      .int(DELEGATION_MSG.delegateRequired)
      .positive(DELEGATION_MSG.delegateRequired)
      .max(2_147_483_647),
    date_from: dateField,
    date_to: dateField,
  }),
);
export type MyDelegationCreate = z.infer<typeof myDelegationCreateSchema>;

/** HR sets one for any approver (Approver Assignment). */
export const delegationCreateSchema = range(
  z.object({
    approver_employee_id: z
      .number({ error: DELEGATION_MSG.approverRequired })
      .int()
      .positive()
      .max(2_147_483_647),
    delegate_employee_id: z
      .number({ error: DELEGATION_MSG.delegateRequired })
      .int()
      .positive()
      .max(2_147_483_647),
    date_from: dateField,
    date_to: dateField,
  }),
);
export type DelegationCreate = z.infer<typeof delegationCreateSchema>;

export const delegationIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const delegationEndSchema = z.object({ id: entityId });

export const DELEGATION_STATES = ['Running', 'Upcoming', 'Ended'] as const;

export const delegationSchema = z.object({
  id: z.number().int(),
  approver_employee_id: z.number().int(),
  approver: z.string(),
  delegate_employee_id: z.number().int(),
  delegate: z.string(),
  date_from: z.string(),
  date_to: z.string(),
  /** Running today (Manila), Upcoming, or Ended (past its last date or ended early). */
  state: z.enum(DELEGATION_STATES),
  created_by: z.string().nullable(),
  created_at: z.string(),
});
export type Delegation = z.infer<typeof delegationSchema>;

export const delegateOptionSchema = z.object({ employee_id: z.number().int(), name: z.string() });

export const myDelegationsSchema = z.object({
  delegations: z.array(delegationSchema),
  /** The approvers one may delegate to (every current approver but oneself). */
  delegates: z.array(delegateOptionSchema),
  /** Whose applications one approves today as their delegate. */
  acting_for: z.array(delegationSchema),
});
export type MyDelegations = z.infer<typeof myDelegationsSchema>;

export const delegationListSchema = z.object({
  delegations: z.array(delegationSchema),
  approvers: z.array(delegateOptionSchema),
});
export type DelegationList = z.infer<typeof delegationListSchema>;

/** 'approved by Maria Santos for Jose Reyes' (a delegate's decision), else 'approved by Jose Reyes'. */
export function decidedByText(
  decision: 'Approved' | 'Rejected' | string,
  decider: string,
  forApprover: string | null,
): string {
  const verb = decision.toLowerCase();
  return forApprover ? `${verb} by ${decider} for ${forApprover}` : `${verb} by ${decider}`;
}

// ---- reminders ----

export const REMINDER_DAYS_MIN = 1;
export const REMINDER_DAYS_MAX = 60;
export const DEFAULT_REMINDER_DAYS = 2;

export const REMINDER_MSG = {
  days: `Enter a whole number of working days from ${REMINDER_DAYS_MIN} to ${REMINDER_DAYS_MAX}.`,
  companyNotFound: 'Company not found.',
  saved: 'Reminder setting saved.',
} as const;

export const REMINDER_TEXT = {
  tab: 'Approval Reminders',
  label: 'Remind approvers after N working days',
  note: "An application waiting longer than this at one approval level reminds its approvers again (in-app, Web Push and e-mail where set up), and HR after twice as long. Working days follow the company's work week and holidays.",
  save: 'Save',
} as const;

export const reminderSettingSchema = z.object({
  company_id: z.number().int(),
  company: z.string(),
  days: z.number().int(),
});
export type ReminderSetting = z.infer<typeof reminderSettingSchema>;

export const reminderSettingWriteSchema = z.object({
  company_id: entityId,
  days: z
    .number({ error: REMINDER_MSG.days })
    .int(REMINDER_MSG.days)
    .min(REMINDER_DAYS_MIN, REMINDER_MSG.days)
    .max(REMINDER_DAYS_MAX, REMINDER_MSG.days),
});
