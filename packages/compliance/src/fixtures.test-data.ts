/**
 * The three employees used throughout ph-compliance-outputs (March 2026, monthly payroll) and the
 * company, as the stored payslips would give them.
 */
import type { EmployeeRef, Employer } from './common.ts';

export const ACME: Employer = {
  registered_name: 'Acme Trading Corporation',
  address: '123 Ayala Avenue, Makati City',
  zip: '1226',
  tin: '123-456-789',
  branch_code: '0000',
  rdo_code: '050',
  sss_er_no: '03-1234567-8',
  sss_branch: '000',
  philhealth_pen: '012345678901',
  pagibig_er_id: '201234567890',
  contact_no: '(02) 8123-4567',
  email: 'payroll@acme.example',
};

export const SANTOS: EmployeeRef = {
  employee_id: 1,
  employee_code: 'E-001',
  last_name: 'Santos',
  first_name: 'Maria',
  middle_name: 'Lopez',
  suffix: null,
};
export const REYES: EmployeeRef = {
  employee_id: 2,
  employee_code: 'E-002',
  last_name: 'Reyes',
  first_name: 'Jose',
  middle_name: 'Perez',
  suffix: 'JR',
};
export const CRUZ: EmployeeRef = {
  employee_id: 3,
  employee_code: 'E-003',
  last_name: 'Cruz',
  first_name: 'Ana',
  middle_name: 'Lopez',
  suffix: null,
};
