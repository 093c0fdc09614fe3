/**
 * Draft employees (issue 14, 6): an employee Create New made and nobody saved (no code, no names)
 * is listed, but people pickers leave it out and no account can be linked to it; once saved with a
 * name it is a person like any other.
 */
import { ACCOUNT_MSG, isDraftEmployee, NAME_MSG } from '@sahod/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, auth, createHarness, type Harness } from '../../test/harness.ts';
import { isDraftEmployee as isDraftSql } from './repository.ts';

let h: Harness;
let token: string;
beforeAll(async () => {
  h = await createHarness();
  token = await h.login('admin', ADMIN_PASSWORD);
});
afterAll(async () => h.close());

const get = (url: string) => h.app.inject({ method: 'GET', url: `/api/${url}`, headers: auth(token) });
const createDraft = async () =>
  (await h.app.inject({ method: 'POST', url: '/api/employee_list/create', headers: auth(token) })).json()
    .id as number;

describe('draft employees', () => {
  it('are listed, but left out of the account form and approver pickers', async () => {
    const draft = await createDraft();
    const list = (await get('employee_list/fetch')).json() as Array<Record<string, unknown>>;
    const row = list.find((e) => e.employee_id === draft);
    expect(row).toBeDefined();
    expect(isDraftEmployee(row as { employee_code: string })).toBe(true);

    const picker = (await get('useraccounts/fetchEmployees')).json() as Array<{ employee_id: number }>;
    expect(picker.map((e) => e.employee_id)).not.toContain(draft);

    // Flag the draft as approver directly: it still is nobody to pick.
    await h.deps.db.updateTable('employees').set({ is_approver: 1 }).where('id', '=', draft).execute();
    const approvers = (await get('approverAssignment/fetchApprovers')).json() as Array<{
      employee_id: number;
    }>;
    expect(approvers.map((e) => e.employee_id)).not.toContain(draft);
  });

  it('cannot get an account (400, nothing written); once named it can', async () => {
    const draft = await createDraft();
    const count = async () =>
      Number(
        (
          await h.deps.db
            .selectFrom('users')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const role = await h.deps.db.selectFrom('roles').select('id').executeTakeFirstOrThrow();
    const body = {
      username: `draftuser${draft}`,
      name: 'Draft User',
      role_id: role.id,
      password: 'Welcome#2026',
      confirm: 'Welcome#2026',
      employee_id: draft,
    };
    const refused = await h.app.inject({
      method: 'POST',
      url: '/api/useraccounts/create',
      headers: auth(token),
      payload: body,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: ACCOUNT_MSG.employeeIsDraft });
    expect(await count()).toBe(before);

    await h.deps.db
      .updateTable('employees')
      .set({ first_name: 'Niño', last_name: 'Peña' })
      .where('id', '=', draft)
      .execute();
    const picker = (await get('useraccounts/fetchEmployees')).json() as Array<{ employee_id: number }>;
    expect(picker.map((e) => e.employee_id)).toContain(draft);
    const ok = await h.app.inject({
      method: 'POST',
      url: '/api/useraccounts/create',
      headers: auth(token),
      payload: body,
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('the shared rule and the SQL rule agree', async () => {
    const cases = [
      { employee_code: null, first_name: '', last_name: '' },
      { employee_code: '', first_name: ' ', last_name: '' },
      { employee_code: 'A0001', first_name: '', last_name: '' },
      { employee_code: null, first_name: 'Ana', last_name: '' },
      { employee_code: null, first_name: '', last_name: 'Cruz' },
    ];
    for (const c of cases) {
      const { rows } = await sql<{
        draft: unknown;
      }>`select ${isDraftSql('x')} as draft from (select ${c.employee_code} as employee_code, ${c.first_name} as first_name, ${c.last_name} as last_name) x`.execute(
        h.deps.db,
      );
      expect(Boolean(rows[0]?.draft), JSON.stringify(c)).toBe(isDraftEmployee(c));
    }
  });
});

describe('person names', () => {
  it('accept letters of any language and refuse emoji with a clear message; nothing written', async () => {
    const id = await createDraft();
    const save = (first: string) =>
      h.app.inject({
        method: 'PUT',
        url: '/api/employee_management/updateEPI',
        headers: auth(token),
        payload: { employee_id: id, first_name: first, last_name: 'Peña', middle_name: "D'Souza-Cruz" },
      });
    const refused = await save('Niño 😀');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe(NAME_MSG.characters('First Name'));
    const row = await h.deps.db
      .selectFrom('employees')
      .select('first_name')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.first_name).toBe('');

    const ok = await save('Niño José');
    expect(ok.statusCode, ok.body).toBe(200);
    const saved = await h.deps.db
      .selectFrom('employees')
      .select(['first_name', 'last_name', 'middle_name'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(saved).toEqual({ first_name: 'Niño José', last_name: 'Peña', middle_name: "D'Souza-Cruz" });
  });
});
