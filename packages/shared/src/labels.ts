/**
 * Column labels of the shared data table (spec 2 "Shared data table"): underscores become spaces
 * and words are capitalised, except for the fields mapped here.
 */
export const COLUMN_LABELS: Readonly<Record<string, string>> = {
  gross_pay: 'Total Earnings',
  gross_base: 'Gross Pay',
  sss_rate: 'SSS Rate',
  monthly_rate: 'Monthly Rate',
  w_tax_group: 'W/Tax Group',
  w_tax_monthly_rate: 'W/Tax Monthly Rate',
  pagibig_rate: 'Pag-IBIG Rate',
  philhealth_rate: 'PhilHealth Rate',
  transpo: 'Transportation',
  region_id: 'Region',
  city_id: 'City',
  province_id: 'Province',
  barangay_id: 'Barangay',
  schoolName: 'School Name',
  graduationYear: 'Graduation Year',
  descr: 'Description',
  application_type_id: 'Application Type',
  approver_employee_id: 'Approver',
  employee_id: 'Employee',
  status_descr: 'Status',
  calc_id: 'Calculation Method',
  calc_method: 'Calculation Method',
  operand_id: 'Operand',
  calc_deduc: 'Calculation',
  category_id: 'Category',
  loan_type_id: 'Loan Type',
};

/** 'date_hired' -> 'Date Hired'; mapped fields use their special label. */
export function columnLabel(field: string): string {
  const mapped = COLUMN_LABELS[field];
  if (mapped) return mapped;
  return field
    .replace(/_/g, ' ')
    .split(' ')
    .filter((w) => w.length > 0)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}
