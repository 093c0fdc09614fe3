import {
  type DropdownItem,
  type EmploymentDetails,
  PAY_ACCOUNT_MSG,
  validateEmploymentDetails,
} from '@sahod/shared';
import { describe, expect, it } from 'vitest';
import {
  applyEmploymentChange,
  bankOptions,
  employmentBody,
  employmentFormValues,
  employmentRates,
  employmentUnchanged,
} from './employmentForm';

const RECORD: EmploymentDetails = {
  employee_id: 3,
  employee_type: 'Regular',
  employee_type_id: 1,
  pay_period: 'Semi-monthly',
  pay_period_id: 2,
  company: 'Tala',
  company_id: 1,
  department: 'Finance',
  department_id: 2,
  designation: 'Accountant',
  designation_id: 3,
  date_hired: '2020-01-06',
  status_descr: 'Active',
  status_id: 1,
  confidential: null,
  confidential_id: null,
  salary_group: 'NCR Minimum Wage',
  salary_group_id: 1,
  monthly_salary: 18070,
  days: 26,
  hours: 8,
  day_rate: 695,
  hour_rate: 86.88,
  tin: '123-456-789-000',
  sss: null,
  pagibig: null,
  philhealth: null,
  pay_method: null,
  bank: null,
  bank_name: null,
  account_no: null,
  account_name: null,
  hmo: null,
  w_tax_group: null,
  w_tax_group_id: null,
  w_tax_monthly_rate: null,
  sss_rate: null,
  pagibig_rate: null,
  philhealth_rate: null,
  benefits_group: null,
  benefits_group_id: null,
  gasoline: null,
  meals: null,
  transpo: null,
  allowance: null,
  separation_date: null,
  separation_reason: null,
};

const values = employmentFormValues(RECORD);

describe('organisation cascade (spec 4)', () => {
  it('company clears department and designation; department clears designation', () => {
    expect(applyEmploymentChange(values, 'company_id', '9')).toMatchObject({
      company_id: '9',
      department_id: '',
      designation_id: '',
    });
    expect(applyEmploymentChange(values, 'department_id', '8')).toMatchObject({
      company_id: '1',
      department_id: '8',
      designation_id: '',
    });
    expect(applyEmploymentChange(values, 'company_id', '1')).toBe(values);
  });
});

describe('group fill-ins (spec 3)', () => {
  const salary: DropdownItem = {
    code: 2,
    name: 'Rank and File 1',
    monthly_salary: 20000,
    days: 22,
    hours: 8,
  };
  const tax: DropdownItem = {
    code: 3,
    name: 'Fixed',
    tax_mode: 'fixed',
    minimum_wage_earner: false,
    w_tax_monthly_rate: 1875,
    sss_rate: 1350,
    pagibig_rate: 200,
    philhealth_rate: 750,
  };
  const benefits: DropdownItem = {
    code: 4,
    name: 'Field Staff',
    gasoline: 3000,
    meals: 2000,
    transpo: 1500,
    allowance: 1000,
  };

  it('a salary group fills monthly salary, days and hours', () => {
    expect(applyEmploymentChange(values, 'salary_group_id', '2', salary)).toMatchObject({
      salary_group_id: '2',
      monthly_salary: '20000',
      days: '22',
      hours: '8',
    });
  });
  it('a tax group fills the four rates', () => {
    expect(applyEmploymentChange(values, 'w_tax_group_id', '3', tax)).toMatchObject({
      w_tax_monthly_rate: '1875',
      sss_rate: '1350',
      pagibig_rate: '200',
      philhealth_rate: '750',
    });
  });
  it('a benefits group fills gasoline, meals, transpo and allowance', () => {
    expect(applyEmploymentChange(values, 'benefits_group_id', '4', benefits)).toMatchObject({
      gasoline: '3000',
      meals: '2000',
      transpo: '1500',
      allowance: '1000',
    });
  });
  it('clearing a group keeps the amounts', () => {
    expect(applyEmploymentChange(values, 'salary_group_id', '', null)).toMatchObject({
      salary_group_id: '',
      monthly_salary: '18070',
    });
  });
});

describe('rates (spec 3)', () => {
  it('no salary group: Daily-rated at monthly / days (factor days x 12), Hour Rate = day rate / hours', () => {
    expect(employmentRates(values)).toEqual({ basis: 'Daily', factor: '312', dayRate: 695, hourRate: 86.88 });
    expect(employmentRates({ ...values, monthly_salary: '20000', days: '22' })).toEqual({
      basis: 'Daily',
      factor: '264',
      dayRate: 909.09,
      hourRate: 113.64,
    });
    expect(employmentRates({ ...values, days: '' })).toEqual({
      basis: 'Daily',
      factor: '',
      dayRate: null,
      hourRate: null,
    });
  });

  it('the salary group gives the basis and factor: monthly x 12 / factor, or the stated day rate', () => {
    const monthly = { pay_basis: 'Monthly', annual_factor: 261, day_rate: 919.54 };
    // 20,000 x 12 / 261 = 919.540 -> 919.54; / 8 = 114.943 -> 114.94
    expect(employmentRates({ ...values, monthly_salary: '20000', days: '22' }, monthly)).toEqual({
      basis: 'Monthly',
      factor: '261',
      dayRate: 919.54,
      hourRate: 114.94,
    });
    const daily = { pay_basis: 'Daily', annual_factor: 313, day_rate: 695 };
    expect(employmentRates({ ...values, monthly_salary: '18127.92' }, daily)).toEqual({
      basis: 'Daily',
      factor: '313',
      dayRate: 695,
      hourRate: 86.88,
    });
  });
});

describe('employmentUnchanged and employmentBody', () => {
  it('compares amounts as amounts and government numbers in their dashed form', () => {
    expect(employmentUnchanged(values, { ...values, monthly_salary: '18070.00', tin: '123456789000' })).toBe(
      true,
    );
    expect(employmentUnchanged(values, { ...values, monthly_salary: '18071' })).toBe(false);
  });
  it('sends ids as numbers and blanks as null', () => {
    expect(employmentBody({ ...values, hmo: ' ', company_id: '' }, 3)).toMatchObject({
      employee_id: 3,
      company_id: null,
      department_id: 2,
      hmo: null,
      monthly_salary: '18070',
    });
  });
});

describe('payroll account (issue 16)', () => {
  const banks = bankOptions([
    { code: null, name: '' },
    { code: 'bpi', name: 'BPI', account_lengths: '10', file_layout: 'bpi' },
    { code: 'bdo', name: 'BDO', account_lengths: '10,12', file_layout: 'bdo' },
  ]);

  it('reads the bank list with each bank account lengths', () => {
    expect(banks).toEqual([
      { code: 'bpi', name: 'BPI', lengths: [10] },
      { code: 'bdo', name: 'BDO', lengths: [10, 12] },
    ]);
  });

  it('choosing Cash or Cheque clears the bank, account number and name', () => {
    const base = {
      ...employmentFormValues(RECORD),
      pay_method: 'Bank',
      bank: 'bpi',
      account_no: '0012345678',
      account_name: 'ANA CRUZ',
    };
    const next = applyEmploymentChange(base, 'pay_method', 'Cheque');
    expect(next).toMatchObject({ pay_method: 'Cheque', bank: '', account_no: '', account_name: '' });
  });

  it('sends the account and checks the length for the chosen bank, keeping leading zeros', () => {
    const values = {
      ...employmentFormValues(RECORD),
      pay_method: 'Bank',
      bank: 'bdo',
      account_no: '012345678',
      account_name: 'ANA CRUZ',
    };
    const body = employmentBody(values, 3);
    expect(body).toMatchObject({ pay_method: 'Bank', bank: 'bdo', account_no: '012345678' });
    const refused = validateEmploymentDetails(body, banks);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.errors.account_no).toBe(PAY_ACCOUNT_MSG.accountDigits('BDO', '10 or 12'));
    const accepted = validateEmploymentDetails({ ...body, account_no: '0012345678' }, banks);
    expect(accepted.ok && accepted.values.account_no).toBe('0012345678');
  });
});
