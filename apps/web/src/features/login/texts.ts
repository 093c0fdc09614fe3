/** Login screen wording the spec leaves open. */
export const LOGIN_TEXT = {
  maintenanceActive: 'Under maintenance',
  maintenanceScheduled: 'Scheduled maintenance',
  startsIn: (countdown: string) => `Maintenance starts in ${countdown}`,
  signInHint: 'Sign in to continue',
  codeHint: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
  code: 'Authentication code',
  verify: 'Verify',
  back: 'Back to sign in',
} as const;
