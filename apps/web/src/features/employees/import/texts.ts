/** Texts of the employee import modal (issue 23 §4; the spec is silent). */
export const IMPORT_TEXT = {
  hint: 'Download the template, fill a row per employee (names as Dropdown Records and Group Records show them; the Notes sheet lists them), then choose the file. Nothing is imported while any row has a problem.',
  templateXlsx: 'Download template (.xlsx)',
  templateCsv: 'Download template (.csv)',
  chooseFile: 'Choose file',
  previewLabel: 'Employees in the file',
  noProblem: 'Ready',
  close: 'Close',
  importRows: (count: number) => `Import ${count} employee${count === 1 ? '' : 's'}`,
  leaveTypes: (types: readonly string[]) => `Leave balances: ${types.join(', ')}.`,
} as const;
