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
