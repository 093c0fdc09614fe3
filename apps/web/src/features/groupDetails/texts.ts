/** Texts of the Group Details screen that the spec does not word itself. */
export const GROUP_TEXT = {
  title: 'Group Details',
  groupsTab: 'Groups',
  chooseGroup: 'Group',
  chooseGroupPlaceholder: 'Choose a group',
  createNew: 'Create New',
  dayRate: 'Day Rate',
  hourRate: 'Hour Rate',
  factorHint: '261 five-day week, 313 six-day week, 365 every day paid; blank: Days x 12.',
  readOnlyNote: 'Pay periods are fixed: they cannot be added, edited or deleted.',
  mweHint:
    'Treat as a minimum wage earner: honoured only where the day rate is at or below the minimum wage of the work region (Minimum Wages); an employee at or below it is a minimum wage earner in any tax group.',
  taxNote:
    'Statutory tables: tax and contributions are computed from the BIR, SSS, PhilHealth and Pag-IBIG tables. Fixed monthly amounts replace the computed ones.',
  modalTitle: (mode: 'add' | 'edit', group: string) => (mode === 'add' ? `New ${group}` : `Edit ${group}`),
  yes: 'Yes',
  no: 'No',
  tableLabel: (group: string) => `${group} entries`,
} as const;
