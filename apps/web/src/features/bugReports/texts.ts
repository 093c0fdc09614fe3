/** Texts of the Bug Reports screen that the spec does not word itself (its own are BUG_MSG). */
export const BUG_TEXT = {
  title: 'Bug Reports',
  createNew: 'Create New',
  affectedModule: 'Affected Module',
  description: 'Description',
  status: 'Status',
  statusHint: 'Only users with update permission can change the status.',
  readOnly: 'You can only edit your own bug reports while they are Open.',
  view: 'View',
  dateReported: 'Date Reported',
  reportedBy: 'Reported By',
  tableLabel: 'Bug reports',
  /** Where the Known Issues button leads: the changelog, scrolled to its Known Issues. */
  knownIssuesPath: '/changelog#known-issues',
} as const;
