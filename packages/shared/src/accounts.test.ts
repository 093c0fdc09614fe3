import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_MSG,
  accountCreateSchema,
  accountUpdateSchema,
  defaultAccountUsername,
  organisationIssue,
  passwordIssue,
  ROLE_MSG,
  roleCreateSchema,
  wantsPasswordChange,
} from './accounts.ts';
import { MSG } from './messages.ts';

const base = {
  username: 'jdoe',
  name: 'Juan',
  role_id: 1,
  password: 'Welcome#2026',
  confirm: 'Welcome#2026',
};
const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.success ? null : result.error?.issues[0]?.message;

describe('default username (spec 5)', () => {
  it('first letters upper-cased plus the rest of the last name lower-cased', () => {
    expect(defaultAccountUsername('Maria', 'SANTOS')).toBe('MSantos');
    expect(defaultAccountUsername(' ana ', ' cruz ')).toBe('ACruz');
  });

  it('drops accents and spaces so the result is a valid username', () => {
    expect(defaultAccountUsername('Juan', 'Dela Cruz')).toBe('JDelacruz');
    expect(defaultAccountUsername('José', 'Peña')).toBe('JPena');
    expect(
      accountCreateSchema.safeParse({ ...base, username: defaultAccountUsername('Ñoy', 'Ibañez') }).success,
    ).toBe(true);
  });
});

describe('password rules (spec 5)', () => {
  it('policy first, then the confirmation', () => {
    expect(passwordIssue({ password: 'short#1', confirm: 'short#1' })).toEqual([
      'password',
      MSG.passwordPolicy,
    ]);
    expect(passwordIssue({ password: 'Welcome#2026', confirm: 'Welcome#2027' })).toEqual([
      'confirm',
      MSG.passwordMismatch,
    ]);
    expect(passwordIssue({ password: 'Welcome#2026', confirm: 'Welcome#2026' })).toBeNull();
  });

  it('an edit changes the password only when asked', () => {
    expect(wantsPasswordChange({})).toBe(false);
    expect(wantsPasswordChange({ password: '' })).toBe(false);
    expect(wantsPasswordChange({ password: 'x' })).toBe(true);
    expect(wantsPasswordChange({ change_password: false, password: 'x' })).toBe(false);
    expect(wantsPasswordChange({ change_password: true })).toBe(true);
    expect(firstMessage(accountUpdateSchema.safeParse({ user_id: 1, change_password: true }))).toBe(
      MSG.passwordPolicy,
    );
    expect(accountUpdateSchema.safeParse({ user_id: 1, name: 'New' }).success).toBe(true);
  });
});

describe('account schemas', () => {
  it('words missing fields with the messages the form shows', () => {
    expect(firstMessage(accountCreateSchema.safeParse({ ...base, username: undefined }))).toBe(
      ACCOUNT_MSG.usernameRequired,
    );
    expect(firstMessage(accountCreateSchema.safeParse({ ...base, role_id: Number.NaN }))).toBe(
      ACCOUNT_MSG.roleRequired,
    );
    expect(firstMessage(accountCreateSchema.safeParse({ ...base, approval_status: 'Maybe' }))).toBeTruthy();
  });

  it('checks the organisation chain', () => {
    expect(organisationIssue({ department_id: 2 })).toEqual([
      'department_id',
      ACCOUNT_MSG.departmentNeedsCompany,
    ]);
    expect(organisationIssue({ company_id: 1, designation_id: 2 })).toEqual([
      'designation_id',
      ACCOUNT_MSG.designationNeedsDepartment,
    ]);
    expect(organisationIssue({ company_id: 1, department_id: 2, designation_id: 3 })).toBeNull();
  });
});

describe('role schemas', () => {
  it("'Role name is required.' for a missing or blank name; the name is trimmed", () => {
    for (const input of [{}, { role_name: '' }, { role_name: '   ' }]) {
      expect(firstMessage(roleCreateSchema.safeParse(input))).toBe(ROLE_MSG.nameRequired);
    }
    expect(roleCreateSchema.parse({ role_name: ' HR ' })).toEqual({ role_name: 'HR' });
  });

  it('words the still-assigned refusal with the count', () => {
    expect(ROLE_MSG.stillAssigned(3)).toBe(
      'This role is still assigned to 3 user accounts. Give them another role before deleting it.',
    );
  });
});
