/** Settings > Audit Trail (issue 25 §3): the log of every write and of the audited reads. */
import { z } from 'zod';
import { businessDate } from './dates.ts';

const dateText = businessDate('Use the date format yyyy-MM-dd');

/** The filters of the list and the Excel export. Dates are Philippine calendar days. */
export const auditTrailQuerySchema = z.object({
  user_id: z.coerce.number().int().positive().optional(),
  /** The API operation or entity, matched from its start (e.g. /api/employees). */
  entity: z.string().max(200).optional(),
  entity_id: z.string().max(100).optional(),
  action: z.string().max(20).optional(),
  from: dateText.optional(),
  to: dateText.optional(),
  /** Text found in the user name, operation, record id or details. */
  q: z.string().max(200).optional(),
  /** Keyset paging: entries older than this id (the `next_before_id` of the previous page). */
  before_id: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(10000).default(100),
});
export type AuditTrailQuery = z.infer<typeof auditTrailQuerySchema>;

export const auditTrailRowSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  user_id: z.number().int().nullable(),
  username: z.string().nullable(),
  ip: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  /** The entry's details (fields before and after, the query); pay figures masked for a viewer without payroll view. */
  details: z.unknown(),
  /** The entry's SHA-256 in the chain (the Excel export only). */
  hash: z.string().nullable().optional(),
});
export type AuditTrailRow = z.infer<typeof auditTrailRowSchema>;

export const auditTrailPageSchema = z.object({
  rows: z.array(auditTrailRowSchema),
  /** Pass as before_id for the next page; null on the last page. */
  next_before_id: z.number().int().nullable(),
  /** Whether pay figures in details are masked for this viewer. */
  pay_masked: z.boolean(),
});
export type AuditTrailPage = z.infer<typeof auditTrailPageSchema>;

/** What stands in place of a masked pay figure. */
export const PAY_MASK = '•••';
