/** Texts of the Compliance screen where the spec is silent (issue 16). */
export const COMPLIANCE_TEXT = {
  title: 'Compliance',
  employerDetails: 'Employer Details',
  company: 'Company',
  chooseCompany: 'Choose a company to see and edit its employer details.',
  intro:
    'The numbers the SSS, PhilHealth, Pag-IBIG, BIR and bank files need. A processed payslip belongs to the month of its period end date.',
  payNeedsPayroll:
    'The contribution, tax, 13th month and bank outputs carry pay figures: they need Payroll view as well as Compliance.',
  save: 'Save',
  revert: 'Revert',
  employer: 'Employer',
  numbers: 'Government Numbers',
  contact: 'Contact and Signatory',
} as const;

/** Texts of the monthly output cards (issue 16 section 3). */
export const OUTPUT_TEXT = {
  month: 'Month',
  titles: {
    sss: 'SSS Contributions',
    philhealth: 'PhilHealth Remittance (RF-1)',
    pagibig: 'Pag-IBIG Remittance (MSRF)',
    bir1601c: 'BIR 1601-C',
  },
  dueDate: 'Due',
  dueIn: (days: number) => (days === 0 ? 'due today' : `due in ${days} day${days === 1 ? '' : 's'}`),
  overdue: 'overdue',
  employees: 'Employees',
  warnings: (n: number) => `${n} warning${n === 1 ? '' : 's'}`,
  preview: 'Preview',
  download: 'Download',
  leaveOut: (warnings: number) =>
    `Leave out the employees named in the ${warnings} warning${warnings === 1 ? '' : 's'} (the file is made without them)`,
  monthNote: 'A processed payslip belongs to the month of its period end date.',
  bankTitle: 'Bank Payroll Credit File',
  bank: 'Bank',
  startDate: 'Payroll Start Date',
  endDate: 'Payroll End Date',
  creditDate: 'Credit Date',
  companyCode: 'Company Code',
  fundingAccount: 'Funding Account',
  batchNo: 'Batch No.',
  files: 'Generated Files',
  excel: 'Excel',
  pdf: 'PDF',
  payroll: 'Payroll',
  downloadTitle: (bank: string) => `Download ${bank} File`,
  leaveOutField: 'Leave out the employees without a valid bank account',
  confirmDownload: 'Download the file with these details? It is recorded in Generated Files.',
  no: 'No',
  yes: 'Yes',
  noBanks: 'No employee of this company is paid by bank.',
  noPayroll: 'No processed payroll for this period.',
  stripLabel: 'Months generated',
  stripDone: (month: string, n: number, last: string) =>
    `${month}: generated and downloaded ${n} time${n === 1 ? '' : 's'}, last ${last}`,
  stripNone: (month: string) => `${month}: not generated`,
  monthNames: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  fixIt: 'Fix in the profile',
  item: 'Item',
  noFiles: 'No file generated yet.',
} as const;

/**
 * The cards' totals as people read them (issue 22 section 2): the report's column labels (the same
 * words as the Excel and PDF reports) instead of the JSON keys.
 */
export const TOTAL_LABELS: Readonly<Record<string, string>> = {
  compensation: 'Compensation',
  msc: 'MSC',
  ee_ss: 'Employee SS',
  er_ss: 'Employer SS',
  ee_mpf: 'Employee MPF',
  er_mpf: 'Employer MPF',
  ec: 'EC',
  ee: 'Employee Share',
  er: 'Employer Share',
  ps: 'Personal Share (PS)',
  es: 'Employer Share (ES)',
  salary_base: 'Monthly Salary',
  total: 'Total',
  tax_withheld: 'Taxes Withheld',
  count: 'Employees',
  amount: 'Amount',
  account_sum: 'Sum of Account Numbers',
  hash_total: 'Hash Total',
};

/** A total's label: its column label, or the key when no label is known. */
export const totalLabel = (key: string) => TOTAL_LABELS[key] ?? key;
