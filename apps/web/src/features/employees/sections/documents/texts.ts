/** Texts of the documents section that the spec does not word itself (its own are DOCUMENT_MSG). */
export const DOCUMENT_TEXT = {
  tableLabel: 'Employee forms and documents',
  documentType: 'Document Type',
  referenceNumber: 'Reference Number',
  dateSubmitted: 'Date Submitted',
  validUntil: 'Valid Until',
  hasExpiry: 'Has Expiry',
  file: 'File',
  filePlaceholder: 'Choose a file',
  fileHint: '.pdf, .jpg, .png, .doc, .docx or .txt, under 20 MB.',
  currentFile: (name: string) => `Current file: ${name}. Choose a file to replace it.`,
  noFile: 'No file uploaded yet.',
  openFile: (name: string) => `Open ${name}`,
  delete: 'Delete',
  edit: 'Edit',
  cancel: 'Cancel',
  save: 'Save',
} as const;

/** The file picker's filter: the accepted extensions (the server checks the content again). */
export const DOCUMENT_ACCEPT = '.pdf,.jpg,.jpeg,.png,.doc,.docx,.txt';
