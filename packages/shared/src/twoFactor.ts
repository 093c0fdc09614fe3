/**
 * Two-factor sign-in (issue 25 §2): TOTP (RFC 6238) enrolment from one's own account, one-time
 * recovery codes, and the second sign-in step.
 *   GET  /auth/two-factor                 -> TwoFactorStatus
 *   POST /auth/two-factor/begin           -> TwoFactorBegin (secret + otpauth URI for the QR code)
 *   POST /auth/two-factor/confirm {code}  -> TwoFactorRecoveryCodes (shown once)
 *   POST /auth/login                      -> LoginResponse, or TwoFactorChallenge when the account has it
 *   POST /auth/login/two-factor {challenge, code} -> LoginResponse
 *   POST /useraccounts/two-factor/reset {user_id} -> MessageResponse (another user's only)
 */
import { z } from 'zod';

export const TWO_FACTOR_MSG = {
  alreadyOn: 'Two-factor sign-in is already on for this account.',
  notBegun: 'Begin two-factor enrolment first.',
  wrongCode: 'The code is not right.',
  challengeExpired: 'The sign-in has expired. Sign in again with your password.',
  notOwnReset: 'Turn off your own two-factor sign-in from your account, not from this screen.',
  reset: 'Two-factor sign-in has been reset.',
  notEnrolled: 'This account has no two-factor sign-in.',
} as const;

export const RECOVERY_CODE_COUNT = 10;

export const twoFactorStatusSchema = z.object({ enabled: z.boolean() });
export const twoFactorBeginSchema = z.object({ secret: z.string(), uri: z.string() });
export const twoFactorCodeSchema = z.object({
  code: z.string().trim().min(1, 'Enter the code.').max(40),
});
export const twoFactorRecoveryCodesSchema = z.object({ recovery_codes: z.array(z.string()) });
export const twoFactorChallengeSchema = z.object({
  two_factor_required: z.literal(true),
  challenge: z.string(),
});
export const twoFactorLoginSchema = twoFactorCodeSchema.extend({
  challenge: z.string().min(1).max(200),
});
export const twoFactorResetSchema = z.object({ user_id: z.number().int().positive().max(2147483647) });

export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;
export type TwoFactorBegin = z.infer<typeof twoFactorBeginSchema>;
export type TwoFactorChallenge = z.infer<typeof twoFactorChallengeSchema>;
