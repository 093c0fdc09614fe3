/** Login screen wording the spec leaves open. */
export const LOGIN_TEXT = {
  maintenanceActive: 'Under maintenance',
  maintenanceScheduled: 'Scheduled maintenance',
  startsIn: (countdown: string) => `Maintenance starts in ${countdown}`,
  signInHint: 'Sign in to continue',
} as const;
