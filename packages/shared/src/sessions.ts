/** Sign-in sessions (issue 25 §2 'Sessions'): the list a user sees of their own, or an administrator of anyone's. */
import { z } from 'zod';

export const signInSessionSchema = z.object({
  id: z.string(),
  /** A readable device, e.g. 'Chrome on Android'. */
  device: z.string(),
  address: z.string().nullable(),
  signed_in_at: z.string(),
  last_seen_at: z.string(),
  /** The session of the request that asked. */
  current: z.boolean(),
});
export type SignInSession = z.infer<typeof signInSessionSchema>;

export const signInSessionsResponseSchema = z.object({ sessions: z.array(signInSessionSchema) });
export type SignInSessionsResponse = z.infer<typeof signInSessionsResponseSchema>;

export const SESSION_TEXT = {
  ended: 'The sign-in was ended.',
  notFound: 'That sign-in was not found; it may have ended already.',
} as const;
