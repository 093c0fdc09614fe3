/**
 * The previous employer's 2316 of an employee hired during a year (issue 17 section 2; 2316 Part
 * III and items 22/25B, alphalist fields 13 to 23 and 40): one entry per employee and year, read
 * with employee_management view (like the salary fields of the profile) and saved with update.
 * Each save or removal writes a history entry of the Employment Details (form 2) with the changed
 * fields, in the same transaction.
 */
import { pesos } from '@sahod/payroll';
import {
  manilaToday,
  PREVIOUS_EMPLOYER_AMOUNT_FIELDS,
  PREVIOUS_EMPLOYER_LABELS,
  type PreviousEmployer,
  type PreviousEmployerBody,
  validatePreviousEmployer,
  YEAR_END_MSG,
} from '@sahod/shared';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../platform/audit.ts';
import { invalid, notFound } from '../../platform/errors.ts';
import { diffFields, recordEmployeeHistory } from '../employees/history.ts';
import type { Db } from './annualization.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

const FIELDS = ['tin', 'name', 'address', 'zip', ...PREVIOUS_EMPLOYER_AMOUNT_FIELDS] as const;

function employeeIdOf(raw: unknown): number {
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  const id = /^\d{1,10}$/.test(text) ? Number(text) : 0;
  if (!(id > 0 && id <= 2_147_483_647)) throw invalid(YEAR_END_MSG.badEmployee);
  return id;
}

async function requireEmployee(db: Db, id: number): Promise<void> {
  const found = await db.selectFrom('employees').select('id').where('id', '=', id).executeTakeFirst();
  if (!found) throw notFound(YEAR_END_MSG.employeeNotFound);
}

type Row = {
  employee_id: number;
  year: number;
  tin: string | null;
  name: string;
  address: string | null;
  zip: string | null;
} & Record<(typeof PREVIOUS_EMPLOYER_AMOUNT_FIELDS)[number], number | string>;

function view(r: Row): PreviousEmployer {
  const amounts = {} as Record<(typeof PREVIOUS_EMPLOYER_AMOUNT_FIELDS)[number], number>;
  for (const f of PREVIOUS_EMPLOYER_AMOUNT_FIELDS) amounts[f] = pesos(Number(r[f]));
  return {
    employee_id: r.employee_id,
    year: Number(r.year),
    tin: r.tin,
    name: r.name,
    address: r.address,
    zip: r.zip,
    ...amounts,
    taxable_compensation: pesos(
      Number(r.taxable_basic) + Number(r.taxable_benefits) + Number(r.taxable_other),
    ),
  };
}

async function rowOf(db: Db, employeeId: number, year: number): Promise<Row | undefined> {
  return db
    .selectFrom('employee_previous_employers')
    .select(['employee_id', 'year', 'tin', 'name', 'address', 'zip', ...PREVIOUS_EMPLOYER_AMOUNT_FIELDS])
    .where('employee_id', '=', employeeId)
    .where('year', '=', year)
    .executeTakeFirst() as Promise<Row | undefined>;
}

export async function listPreviousEmployers(deps: Deps, uid: unknown): Promise<PreviousEmployer[]> {
  const id = employeeIdOf(uid);
  await requireEmployee(deps.db, id);
  const rows = (await deps.db
    .selectFrom('employee_previous_employers')
    .select(['employee_id', 'year', 'tin', 'name', 'address', 'zip', ...PREVIOUS_EMPLOYER_AMOUNT_FIELDS])
    .where('employee_id', '=', id)
    .orderBy('year', 'desc')
    .execute()) as Row[];
  return rows.map(view);
}

/** History keys: 'Previous Employer 2026: Tax Withheld'. */
function historyChanges(year: number, before: PreviousEmployer | null, after: PreviousEmployer | null) {
  const label = (f: (typeof FIELDS)[number]) => `Previous Employer ${year}: ${PREVIOUS_EMPLOYER_LABELS[f]}`;
  const pick = (v: PreviousEmployer | null) =>
    Object.fromEntries(FIELDS.map((f) => [label(f), v ? v[f] : null]));
  return diffFields(pick(before), pick(after), FIELDS.map(label));
}

export async function savePreviousEmployer(
  deps: Deps,
  actor: Actor,
  body: PreviousEmployerBody,
): Promise<{ message: string; previous_employer: PreviousEmployer }> {
  const id = employeeIdOf(body.employee_id);
  const maxYear = Number(manilaToday(deps.clock.now()).slice(0, 4));
  const checked = validatePreviousEmployer(body as Record<string, unknown>, maxYear);
  if (!checked.ok) throw invalid(checked.message);
  const v = checked.values;
  return deps.db.transaction().execute(async (trx) => {
    await requireEmployee(trx, id);
    const existing = await rowOf(trx, id, v.year);
    const values = {
      tin: v.tin,
      name: v.name,
      address: v.address,
      zip: v.zip,
      ...v.amounts,
      updated_at: deps.clock.now().toISOString(),
      updated_by: actor.userId,
    };
    if (existing)
      await trx
        .updateTable('employee_previous_employers')
        .set(values)
        .where('employee_id', '=', id)
        .where('year', '=', v.year)
        .execute();
    else
      await trx
        .insertInto('employee_previous_employers')
        .values({ employee_id: id, year: v.year, ...values })
        .execute();
    const saved = view((await rowOf(trx, id, v.year)) as Row);
    await recordEmployeeHistory(
      trx,
      deps.clock,
      actor,
      id,
      2,
      historyChanges(v.year, existing ? view(existing) : null, saved),
    );
    return { message: YEAR_END_MSG.saved, previous_employer: saved };
  });
}

export async function deletePreviousEmployer(
  deps: Deps,
  actor: Actor,
  q: { UID?: string | undefined; year?: string | undefined },
): Promise<{ message: string }> {
  const id = employeeIdOf(q.UID);
  const year = /^\d{4}$/.test(q.year ?? '') ? Number(q.year) : Number.NaN;
  if (Number.isNaN(year)) throw invalid(YEAR_END_MSG.year(Number(manilaToday(deps.clock.now()).slice(0, 4))));
  return deps.db.transaction().execute(async (trx) => {
    await requireEmployee(trx, id);
    const existing = await rowOf(trx, id, year);
    if (!existing) throw notFound(YEAR_END_MSG.notFound);
    await trx
      .deleteFrom('employee_previous_employers')
      .where('employee_id', '=', id)
      .where('year', '=', year)
      .execute();
    await recordEmployeeHistory(trx, deps.clock, actor, id, 2, historyChanges(year, view(existing), null));
    return { message: YEAR_END_MSG.deleted };
  });
}
