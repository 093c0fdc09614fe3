import { ACCOUNT_MSG, type Account, MSG } from '@sahod/shared';
import { describe, expect, it } from 'vitest';
import {
  applyEmployee,
  applyFieldChange,
  canSave,
  createBody,
  initialAccountValues,
  missingFields,
  passwordShown,
  updateBody,
  validateAccount,
} from './accountForm';

const account: Account = {
  user_id: 7,
  username: 'MSantos',
  name: 'Maria Santos',
  role_id: 2,
  role: 'HR Manager',
  company_id: 1,
  company: 'Bayanihan',
  department_id: 3,
  department: 'HR',
  designation_id: 5,
  designation: 'HR Manager',
  status: true,
  employee_id: 11,
  employee_code: '00001',
  employee_name: 'Maria Santos',
  approval_status: 'Approved',
  created_at: '2026-11-21T00:00:00.000Z',
  updated_at: '2026-11-21T00:00:00.000Z',
};

const filledNew = () => ({
  ...initialAccountValues(),
  username: 'JDelacruz',
  name: 'Juan Dela Cruz',
  role_id: '2',
  password: 'Welcome#2026',
  confirm: 'Welcome#2026',
});

describe('starting values', () => {
  it("a new account is Active and 'For Approval'", () => {
    expect(initialAccountValues()).toMatchObject({
      status: 'Active',
      approval_status: 'For Approval',
      role_id: '',
    });
  });

  it('an existing account shows its values as text, never a password', () => {
    expect(initialAccountValues({ ...account, status: false })).toMatchObject({
      username: 'MSantos',
      role_id: '2',
      company_id: '1',
      department_id: '3',
      designation_id: '5',
      employee_id: '11',
      status: 'Inactive',
      approval_status: 'Approved',
      change_password: false,
      password: '',
    });
  });
});

describe('the company -> department -> designation cascade', () => {
  const start = initialAccountValues(account);

  it('changing the company clears department and designation', () => {
    expect(applyFieldChange(start, 'company_id', '9')).toMatchObject({
      company_id: '9',
      department_id: '',
      designation_id: '',
    });
  });

  it('changing the department clears the designation only', () => {
    expect(applyFieldChange(start, 'department_id', '4')).toMatchObject({
      company_id: '1',
      department_id: '4',
      designation_id: '',
    });
  });

  it('choosing the same company again keeps the children', () => {
    expect(applyFieldChange(start, 'company_id', '1')).toEqual(start);
  });

  it('a department without a company, or a designation without a department, is refused', () => {
    const orphan = { ...filledNew(), department_id: '3' };
    expect(validateAccount('add', orphan)).toEqual({ department_id: ACCOUNT_MSG.departmentNeedsCompany });
    const orphanDesignation = { ...filledNew(), company_id: '1', designation_id: '5' };
    expect(validateAccount('edit', orphanDesignation, 7)).toEqual({
      designation_id: ACCOUNT_MSG.designationNeedsDepartment,
    });
  });
});

describe('linking an employee', () => {
  const employee = {
    employee_id: 12,
    employee_code: '00012',
    first_name: 'juan',
    last_name: 'dela cruz',
    middle_name: null,
    company_id: 1,
    department_id: 3,
    designation_id: null,
    user_id: null,
  };

  it('fills a new account with the default username (spec 5), name and organisation', () => {
    expect(applyEmployee(initialAccountValues(), 'add', employee)).toMatchObject({
      employee_id: '12',
      username: 'JDelacruz',
      name: 'juan dela cruz',
      company_id: '1',
      department_id: '3',
      designation_id: '',
    });
    expect(
      applyEmployee(initialAccountValues(), 'add', { ...employee, first_name: 'Maria', last_name: 'SANTOS' })
        .username,
    ).toBe('MSantos');
    expect(
      applyEmployee(initialAccountValues(), 'add', { ...employee, first_name: 'José', last_name: 'Peña' })
        .username,
    ).toBe('JPena');
  });

  it('only links an existing account, and unlinking clears the link', () => {
    const start = initialAccountValues(account);
    expect(applyEmployee(start, 'edit', employee)).toEqual({ ...start, employee_id: '12' });
    expect(applyEmployee(start, 'edit', null)).toEqual({ ...start, employee_id: '' });
  });
});

describe('password rules (spec 5)', () => {
  it('the password pair is required when creating, and when editing only with Change Password', () => {
    const edit = initialAccountValues(account);
    expect(passwordShown('add', initialAccountValues())).toBe(true);
    expect(passwordShown('edit', edit)).toBe(false);
    expect(missingFields('edit', edit)).toEqual([]);
    const changing = applyFieldChange(edit, 'change_password', true);
    expect(passwordShown('edit', changing)).toBe(true);
    expect(missingFields('edit', changing)).toEqual(['password', 'confirm']);
  });

  it('shows the policy and the mismatch messages of the spec', () => {
    for (const password of ['short#1', 'longenough#', 'longenough1', 'x'.repeat(9)]) {
      expect(validateAccount('add', { ...filledNew(), password, confirm: password })).toEqual({
        password: MSG.passwordPolicy,
      });
    }
    expect(validateAccount('add', { ...filledNew(), confirm: 'Welcome#2027' })).toEqual({
      confirm: MSG.passwordMismatch,
    });
    expect(validateAccount('add', filledNew())).toEqual({});
  });

  it('editing checks the new password only when changing it', () => {
    const edit = { ...initialAccountValues(account), password: 'weak', confirm: '' };
    expect(validateAccount('edit', edit, 7)).toEqual({});
    expect(validateAccount('edit', { ...edit, change_password: true }, 7)).toEqual({
      password: MSG.passwordPolicy,
    });
  });

  it('unticking Change Password drops what was typed', () => {
    const typed = { ...initialAccountValues(account), change_password: true, password: 'x', confirm: 'y' };
    expect(applyFieldChange(typed, 'change_password', false)).toMatchObject({ password: '', confirm: '' });
  });
});

describe('Save (spec 5 "Generic form dialog")', () => {
  it('needs username, name and role, and the passwords when creating', () => {
    const empty = initialAccountValues();
    expect(missingFields('add', empty)).toEqual(['username', 'name', 'role_id', 'password', 'confirm']);
    expect(canSave('add', empty, empty)).toBe(false);
    expect(canSave('add', filledNew(), empty)).toBe(true);
    expect(validateAccount('add', { ...filledNew(), username: 'two words' })).toEqual({
      username: ACCOUNT_MSG.usernameFormat,
    });
  });

  it('when editing, needs a change or a new password', () => {
    const start = initialAccountValues(account);
    expect(canSave('edit', start, start)).toBe(false);
    expect(canSave('edit', applyFieldChange(start, 'status', 'Inactive'), start)).toBe(true);
    expect(canSave('edit', applyFieldChange(start, 'approval_status', 'Rejected'), start)).toBe(true);
    const changing = { ...start, change_password: true };
    expect(canSave('edit', changing, start)).toBe(false);
    expect(canSave('edit', { ...changing, password: 'Welcome#2026', confirm: 'Welcome#2026' }, start)).toBe(
      true,
    );
    expect(canSave('edit', { ...start, name: '' }, start)).toBe(false);
  });
});

describe('request bodies', () => {
  it('create sends the whole form with ids as numbers and status as a boolean', () => {
    expect(createBody({ ...filledNew(), company_id: '1', status: 'Inactive' })).toEqual({
      username: 'JDelacruz',
      name: 'Juan Dela Cruz',
      role_id: 2,
      employee_id: null,
      company_id: 1,
      department_id: null,
      designation_id: null,
      status: false,
      approval_status: 'For Approval',
      password: 'Welcome#2026',
      confirm: 'Welcome#2026',
    });
  });

  it('update sends the form with user_id, and the password only when changing it', () => {
    const start = initialAccountValues(account);
    const body = updateBody({ ...start, password: 'ignored' }, 7);
    expect(body).toMatchObject({ user_id: 7, role_id: 2, status: true, change_password: false });
    expect(body).not.toHaveProperty('password');
    expect(
      updateBody({ ...start, change_password: true, password: 'Welcome#2026', confirm: 'Welcome#2026' }, 7),
    ).toMatchObject({ change_password: true, password: 'Welcome#2026', confirm: 'Welcome#2026' });
  });
});
