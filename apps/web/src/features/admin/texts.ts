/** Admin Panel wording the spec leaves open; the spec's own alerts are MSG in @sahod/shared. */
export const ADMIN_TEXT = {
  title: 'Admin Panel',
  uatTitle: 'UAT installation',
  uatHint:
    "While it is on, the UAT badge and the 'DEV/UAT TOOLS - CALCULATE PAY/BULK DELETE' show, and their tools answer. Off for a live installation.",
  uatSwitch: 'Marked UAT',
  statusTitle: 'Maintenance status',
  messageLine: (message: string) => `Message: ${message}`,
  tokensTitle: 'Sign-ins',
  tokensHint: 'Signs every user out, including you.',
  revokeAll: 'Revoke All Tokens',
  revokeConfirm: 'Are you sure you want to revoke all tokens? Every user will be signed out.',
  timedTitle: 'Timed maintenance',
  timedHint: 'Counts down, then turns maintenance on and signs everyone out. End it with Toggle Maintenance.',
  message: 'Maintenance Message',
  minutes: 'Minutes',
  startTimed: 'Start Timed Maintenance',
  startConfirm: (minutes: number) =>
    `Are you sure you want to start maintenance in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}?`,
  toggleTitle: 'Maintenance mode',
  toggleHint: 'While it is on, only users with admin permission can use the system.',
  toggle: 'Toggle Maintenance',
  turnOnTitle: 'Turn maintenance on',
  turnOnConfirm: 'Turning maintenance on signs every user out. Enter the message users will see.',
  turnOn: 'Turn On',
  turnOffConfirm: 'Are you sure you want to turn maintenance mode off?',
  noUpdatePermission: 'You need update permission on Admin to use these controls.',
} as const;
