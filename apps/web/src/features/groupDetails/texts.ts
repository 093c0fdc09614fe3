/** Texts of the Group Details screen that the spec does not word itself. */
export const GROUP_TEXT = {
  title: 'Group Details',
  chooseGroup: 'Group',
  chooseGroupPlaceholder: 'Choose a group',
  createNew: 'Create New',
  dayRate: 'Day Rate',
  hourRate: 'Hour Rate',
  factorHint: '261 five-day week, 313 six-day week, 365 every day paid; blank: Days x 12.',
  readOnlyNote: 'Pay periods are fixed: they cannot be added, edited or deleted.',
  mweHint: 'A minimum wage earner has zero withholding tax.',
  taxNote:
    'Statutory tables: tax and contributions are computed from the BIR, SSS, PhilHealth and Pag-IBIG tables. Fixed monthly amounts replace the computed ones.',
  modalTitle: (mode: 'add' | 'edit', group: string) => (mode === 'add' ? `New ${group}` : `Edit ${group}`),
  yes: 'Yes',
  no: 'No',
  tableLabel: (group: string) => `${group} entries`,
} as const;
