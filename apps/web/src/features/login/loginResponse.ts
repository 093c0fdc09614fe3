/** The sign-in answers' schemas, loaded on the first sign-in rather than with the login page (zod). */
import { loginResponseSchema, twoFactorChallengeSchema } from '@sahod/shared';
import { z } from 'zod';

export { loginResponseSchema };
/** The password step: the session, or a two-factor challenge for an enrolled account. */
export const passwordStepSchema = z.union([loginResponseSchema, twoFactorChallengeSchema]);
