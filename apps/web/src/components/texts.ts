/**
 * Texts of the shared building blocks that the spec does not word itself. The spec's own texts
 * (MSG in @sahod/shared) stay there; these are candidates to move there if the server needs them.
 */
export const UI_TEXT = {
  confirmTitle: 'Confirm',
  confirm: 'Confirm',
  cancel: 'Cancel',
  confirmDelete: 'Confirm Delete',
  deleteTitle: 'Delete',
  typedConfirmLabel: 'Confirmation text',
  typeToConfirm: (text: string) => `Type ${text} to confirm.`,
  edit: 'Edit',
  delete: 'Delete',
  save: 'Save',
  actions: 'Actions',
  total: 'Total',
  search: 'Search',
  rowsPerPage: 'Rows per page',
  first: 'First',
  prev: 'Prev',
  next: 'Next',
  last: 'Last',
  pageOf: (page: number, total: number) => `Page ${page} of ${total}`,
  pageNumber: (page: number) => `Page ${page}`,
  pagination: 'Pagination',
  recordCount: (n: number) => `${n.toLocaleString('en-PH')} ${n === 1 ? 'record' : 'records'}`,
  addTitle: 'Add New Record',
  editTitle: 'Edit Record',
  missingFields: (labels: readonly string[]) => `Required: ${labels.join(', ')}`,
  colorSwatch: (hex: string) => `Color ${hex}`,
  unknownError: 'Something went wrong. Please try again.',
} as const;
