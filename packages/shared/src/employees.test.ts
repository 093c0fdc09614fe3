import { describe, expect, it } from 'vitest';
import {
  ageOn,
  EMPLOYEE_MSG,
  employeeFullName,
  employeeHeading,
  manilaToday,
  normalizeEmployeeCode,
  normalizeGovernmentId,
  personalInfoBodySchema,
  validateEmploymentDetails,
  validatePersonalInfo,
  visibleHistoryChanges,
} from './employees.ts';

describe('employee code (spec 5)', () => {
  it('upper-cases, pads with 0 to 5 and keeps the last 5', () => {
    expect(normalizeEmployeeCode('ab1')).toBe('00AB1');
    expect(normalizeEmployeeCode(' 7 ')).toBe('00007');
    expect(normalizeEmployeeCode('x123456')).toBe('23456');
    expect(normalizeEmployeeCode('')).toBe('');
  });

  it('then needs 5 alphanumeric characters', () => {
    const check = (code: string) =>
      validatePersonalInfo({ first_name: 'A', last_name: 'B', employee_code: code }, '2026-01-01');
    expect(check('a-1')).toMatchObject({ ok: false, errors: { employee_code: EMPLOYEE_MSG.invalidCode } });
    expect(check('abc12')).toMatchObject({ ok: true, values: { employee_code: 'ABC12' } });
    expect(check('')).toMatchObject({ ok: true, values: { employee_code: null } });
  });
});

describe('names, dates and age', () => {
  it('joins the full name and falls back to New Employee in the heading', () => {
    expect(
      employeeFullName({ first_name: 'Juan', middle_name: 'Santos', last_name: 'Dela Cruz', suffix: 'Jr.' }),
    ).toBe('Juan Santos Dela Cruz Jr.');
    expect(employeeHeading('Juan Dela Cruz')).toBe('JUAN DELA CRUZ');
    expect(employeeHeading(' ')).toBe('New Employee');
  });

  it('takes today in Asia/Manila (UTC+8)', () => {
    expect(manilaToday(new Date('2026-11-21T15:59:59Z'))).toBe('2026-11-21');
    expect(manilaToday(new Date('2026-11-21T16:00:00Z'))).toBe('2026-11-22');
  });

  it('counts whole years, the birthday included', () => {
    expect(ageOn('1990-11-22', '2026-11-21')).toBe(35);
    expect(ageOn('1990-11-22', '2026-11-22')).toBe(36);
    expect(ageOn('2000-02-29', '2026-02-28')).toBe(25);
    expect(ageOn('2000-02-29', '2026-03-01')).toBe(26);
    expect(ageOn(null, '2026-03-01')).toBeNull();
    expect(ageOn('2027-01-01', '2026-03-01')).toBeNull();
  });
});

describe('government numbers', () => {
  it('accepts digits with or without dashes and writes the dashed form', () => {
    expect(normalizeGovernmentId('tin', '123456789')).toEqual({ ok: true, value: '123-456-789' });
    expect(normalizeGovernmentId('tin', '123 456 789 00000')).toEqual({
      ok: true,
      value: '123-456-789-00000',
    });
    expect(normalizeGovernmentId('sss', '3412345678')).toEqual({ ok: true, value: '34-1234567-8' });
    expect(normalizeGovernmentId('pagibig', '1210-9876-5432')).toEqual({ ok: true, value: '1210-9876-5432' });
    expect(normalizeGovernmentId('philhealth', '123456789012')).toEqual({
      ok: true,
      value: '12-345678901-2',
    });
    expect(normalizeGovernmentId('sss', '')).toEqual({ ok: true, value: '' });
  });

  it('refuses other lengths and letters', () => {
    expect(normalizeGovernmentId('sss', '34-12345')).toEqual({
      ok: false,
      message: 'SSS number must have 10 digits (e.g. 34-1234567-8).',
    });
    expect(normalizeGovernmentId('tin', '12345678A')).toMatchObject({ ok: false });
  });
});

describe('validatePersonalInfo', () => {
  const base = { first_name: 'Juan', last_name: 'Cruz' };
  it.each([
    ['email', 'a@b', EMPLOYEE_MSG.invalidEmail],
    ['mobile_number', '0917 123', EMPLOYEE_MSG.invalidMobile],
    ['landline', '02-8700', EMPLOYEE_MSG.invalidLandline],
  ])('%s %j -> %s', (field, value, message) => {
    expect(validatePersonalInfo({ ...base, [field]: value }, '2026-01-01')).toMatchObject({
      ok: false,
      errors: { [field]: message },
      first: message,
    });
  });

  it('lets empty email, mobile and landline pass and trims text', () => {
    const result = validatePersonalInfo(
      { ...base, email: '', mobile_number: ' ', first_name: ' Juan ' },
      '2026-01-01',
    );
    expect(result).toMatchObject({
      ok: true,
      values: { email: null, mobile_number: null, first_name: 'Juan' },
    });
  });

  it('keeps the address cascade: no province without a region', () => {
    expect(validatePersonalInfo({ ...base, province_id: 3 }, '2026-01-01')).toMatchObject({
      ok: false,
      errors: { province_id: EMPLOYEE_MSG.provinceNeedsRegion },
    });
  });

  it('reports every problem by field, the first in form order', () => {
    const result = validatePersonalInfo({ email: 'x', first_name: '' }, '2026-01-01');
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(Object.keys(result.errors).sort()).toEqual(['email', 'first_name', 'last_name']);
      expect(result.first).toBe('First Name is required.');
    }
  });
});

describe('validateEmploymentDetails', () => {
  it('turns pesos into centavos and checks days, hours and the organisation cascade', () => {
    const ok = validateEmploymentDetails({
      monthly_salary: '18070.5',
      days: '26',
      hours: 8,
      company_id: 1,
      department_id: 2,
    });
    expect(ok).toMatchObject({ ok: true, values: { monthly_salary: 1_807_050, days: 26, hours: 8 } });
    expect(validateEmploymentDetails({ designation_id: 4, company_id: 1 })).toMatchObject({
      ok: false,
      errors: { designation_id: EMPLOYEE_MSG.designationNeedsDepartment },
    });
    expect(validateEmploymentDetails({ days: 0 })).toMatchObject({
      ok: false,
      first: 'Days must be from 1 to 31.',
    });
  });
});

describe('request body', () => {
  it('accepts the record as a JSON string (spec 7)', () => {
    const parsed = personalInfoBodySchema.safeParse(JSON.stringify({ employee_id: 4, first_name: 'A' }));
    expect(parsed.success && parsed.data.employee_id).toBe(4);
  });
});

describe('visibleHistoryChanges', () => {
  it('hides fields containing _id and humanises the rest', () => {
    expect(
      visibleHistoryChanges({
        gender_id: { old: 1, new: 2 },
        gender: { old: 'Male', new: 'Female' },
        w_tax_monthly_rate: { old: 0, new: 1875 },
        date_of_birth: { old: null, new: '1990-01-01' },
      }),
    ).toEqual([
      { field: 'gender', label: 'Gender', old: 'Male', new: 'Female' },
      { field: 'w_tax_monthly_rate', label: 'W/Tax Monthly Rate', old: 0, new: 1875 },
      { field: 'date_of_birth', label: 'Date Of Birth', old: null, new: '1990-01-01' },
    ]);
  });
});
