import { describe, expect, it } from 'vitest';
import { accountCreateSchema } from './accounts.ts';
import { validatePersonalInfo } from './employees.ts';
import { NAME_MSG, personNameProblem } from './names.ts';

describe('person names', () => {
  it.each(['Niño', 'José María', "O'Brien", 'O’Neil', 'Dela Cruz-Santos', 'Ma. Theresa', 'Nguyễn', '李小龍'])(
    'accepts %s',
    (name) => {
      expect(personNameProblem('First Name', name)).toBeNull();
    },
  );

  it.each(['Juan 😀', 'Ana\u0000', 'Ana\u0007B', 'R2D2', 'a@b', '...', "'"])('refuses %j', (name) => {
    expect(personNameProblem('First Name', name)).toBe(NAME_MSG.characters('First Name'));
  });

  it('applies to the personal information form and the account form alike', () => {
    const personal = validatePersonalInfo(
      { first_name: 'Juan 😀', last_name: 'Peña', middle_name: 'R2' },
      '2026-11-24',
    );
    expect(personal.ok).toBe(false);
    if (!personal.ok) {
      expect(personal.errors.first_name).toBe(NAME_MSG.characters('First Name'));
      expect(personal.errors.middle_name).toBe(NAME_MSG.characters('Middle Name'));
      expect(personal.errors.last_name).toBeUndefined();
    }
    const account = accountCreateSchema.safeParse({
      username: 'jpena',
      name: 'Juan 😀',
      role_id: 1,
      password: 'Welcome#2026',
      confirm: 'Welcome#2026',
    });
    expect(account.success).toBe(false);
    expect(account.error?.issues[0]?.message).toBe(NAME_MSG.accountCharacters('Name'));
    expect(
      accountCreateSchema.safeParse({
        username: 'jpena',
        name: 'José Peña 2',
        role_id: 1,
        password: 'Welcome#2026',
        confirm: 'Welcome#2026',
      }).success,
    ).toBe(true);
  });
});
