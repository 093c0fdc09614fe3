/** Test data of the applications tests: linked accounts, approvers, types, credits and shifts. */
import type { ModuleKey, PermissionFlag } from '@sahod/shared';
import type { Harness } from '../../test/harness.ts';
import { activeEmployee, createOrg } from '../timesheet/testFixtures.ts';

type Grant = { key: ModuleKey } & Partial<Record<PermissionFlag, boolean>>;
export const ALL = { view: true, create: true, update: true, delete: true } as const;

/**
 * A user linked to a new Active employee of a new company (approver when asked). Each user has a
 * company of their own, so an approver approves for all companies unless `companyWide: false`
 * (issue 20: otherwise only for their own company's employees).
 */
export async function linkedUser(
  h: Harness,
  grants: Grant[],
  options: { approver?: boolean; companyWide?: boolean } = {},
) {
  const user = await h.createUser({ grants });
  const org = await createOrg(h.deps.db);
  const employeeId = await activeEmployee(h.deps.db, { org });
  await h.deps.db
    .updateTable('employees')
    .set({
      is_approver: options.approver ? 1 : 0,
      approver_company_wide: options.approver && options.companyWide !== false ? 1 : 0,
      date_hired: '2020-01-06',
    })
    .where('id', '=', employeeId)
    .execute();
  await h.deps.db.updateTable('users').set({ employee_id: employeeId }).where('id', '=', user.id).execute();
  return { ...user, employeeId, org, token: await h.login(user.username) };
}

export async function typeId(h: Harness, name: string): Promise<number> {
  const row = await h.deps.db
    .selectFrom('application_types')
    .select('id')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function scheduleShift(h: Harness, employeeId: number, date: string, shiftId = 1) {
  const at = h.clock.now().toISOString();
  await h.deps.db
    .insertInto('schedule_entries')
    .values({
      employee_id: employeeId,
      shift_date: date,
      shift_id: shiftId,
      replaced_shift_id: null,
      created_at: at,
      updated_at: at,
      updated_by: null,
    })
    .execute();
}

export async function entryOnDate(h: Harness, employeeId: number, date: string) {
  return h.deps.db
    .selectFrom('schedule_entries')
    .select(['shift_id', 'replaced_shift_id'])
    .where('employee_id', '=', employeeId)
    .where('shift_date', '=', date)
    .executeTakeFirst();
}

export async function cachedCredits(h: Harness, employeeId: number): Promise<number> {
  const row = await h.deps.db
    .selectFrom('employees')
    .select('leave_credits')
    .where('id', '=', employeeId)
    .executeTakeFirstOrThrow();
  return Number(row.leave_credits);
}

export async function counts(h: Harness) {
  const [a, l, s] = await Promise.all(
    (['applications', 'leave_ledger', 'schedule_entries'] as const).map((t) =>
      h.deps.db
        .selectFrom(t)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ),
  );
  return { applications: Number(a?.n), ledger: Number(l?.n), schedule: Number(s?.n) };
}

/**
 * An approval chain written straight into the database (issue 27): its levels in order, each with
 * its approvers and mode. `replace` first removes every other chain (one chain at a time). Answers
 * the chain's id.
 */
export async function insertChain(
  h: Harness,
  scope: { application_type_id: number | null; company_id?: number | null },
  levels: { mode: 'any' | 'all'; ids: number[] }[],
  replace = false,
): Promise<number> {
  const at = h.clock.now().toISOString();
  if (replace) await h.deps.db.deleteFrom('approval_chains').execute();
  const row = await h.deps.db
    .insertInto('approval_chains')
    .values({
      name: 'OT',
      application_type_id: scope.application_type_id,
      company_id: scope.company_id ?? null,
      department_id: null,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await h.deps.db
    .insertInto('approval_chain_levels')
    .values(
      levels.map((l, i) => ({ chain_id: row.id, level: i + 1, mode: l.mode, approver_ids: l.ids.join(',') })),
    )
    .execute();
  return row.id;
}
