/** Texts of the Compliance screen where the spec is silent (issue 16). */
export const COMPLIANCE_TEXT = {
  title: 'Compliance',
  employerDetails: 'Employer Details',
  company: 'Company',
  chooseCompany: 'Choose a company to see and edit its employer details.',
  intro:
    'The numbers the SSS, PhilHealth, Pag-IBIG, BIR and bank files need. A processed payslip belongs to the month of its period end date.',
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
  leaveOut: 'Leave them out',
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
  noFiles: 'No file generated yet.',
} as const;
