/**
 * Notifications (issue 24 section 4): the bell's list and Web Push subscriptions. A notification
 * says that something is ready or waiting, never a pay figure.
 */
import { z } from 'zod';

export const NOTIFICATION_KINDS = [
  'application_decided',
  'application_waiting',
  'payslip_ready',
  'bir2316_ready',
  'approval_reminder',
  'approver_away',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const notificationSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  title: z.string(),
  link: z.string().nullable(),
  created_at: z.string(),
  read: z.boolean(),
});
export type AppNotification = z.infer<typeof notificationSchema>;

export const notificationListSchema = z.object({
  unread: z.number().int(),
  items: z.array(notificationSchema),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

export const markReadSchema = z.object({
  /** The notifications to mark read; absent: every one of the user's. */
  ids: z.array(z.number().int().positive().max(2_147_483_647)).max(500).optional(),
});

export const pushKeySchema = z.object({ publicKey: z.string() });

const base64url = (what: string, max: number) =>
  z
    .string({ error: `${what} is required.` })
    .min(1, `${what} is required.`)
    .max(max, `${what} is too long.`)
    .regex(/^[A-Za-z0-9_-]+=*$/, `${what} must be base64url.`);

export const pushSubscriptionSchema = z.object({
  endpoint: z
    .string({ error: 'endpoint is required.' })
    .max(1000, 'endpoint is too long.')
    .refine((v) => /^https:\/\/[^\s/]+\/\S*$/.test(v), 'endpoint must be an https URL.'),
  keys: z.object({ p256dh: base64url('keys.p256dh', 200), auth: base64url('keys.auth', 100) }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionSchema>;

export const pushEndpointSchema = z.object({ endpoint: z.string().max(1000) });

export const NOTIFY_MSG = {
  subscribed: 'Notifications are on for this device.',
  unsubscribed: 'Notifications are off for this device.',
  marked: 'Marked as read.',
} as const;
