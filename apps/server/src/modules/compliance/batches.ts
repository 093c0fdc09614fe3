/**
 * A month's outputs read a batch of employees at a time (issue 28: 100,000 employees without
 * holding every row). The employees in name order come first (ids only); then, per batch, two
 * reads: the batch's employees with the columns the output shows, and their payslips with only the
 * numbers the output adds up, the agency shares read out of the snapshot in SQL (no JSON text
 * parsed here, no employee columns repeated per payslip: making each row's values was most of the
 * read's time). The months are the same as gatherMonths', in the same order (answer.test.ts,
 * streamed.test.ts and the tests of every output compare them).
 */
import { sql } from 'kysely';
import { isPostgres } from '../../db/schema-helpers.ts';
import type { AppDeps } from '../../deps.ts';
import { addFigures, type Month, monthOf, paidWithin } from './gather.ts';
import type { Output, Parsed } from './query.ts';

type Deps = Pick<AppDeps, 'db'>;

/** The agency shares each output reads from a snapshot: employee ('ee') or employer ('er'), and key. */
const SHARES: Readonly<Partial<Record<Output, readonly (readonly ['ee' | 'er', string])[]>>> = {
  sss: [
    ['ee', 'SSS'],
    ['er', 'SSS'],
    ['er', 'SSS EC'],
  ],
  philhealth: [
    ['ee', 'PhilHealth'],
    ['er', 'PhilHealth'],
  ],
  pagibig: [
    ['ee', 'Pag-IBIG'],
    ['er', 'Pag-IBIG'],
  ],
};
const SHARE_FIELD = { ee: 'mandatories_breakdown', er: 'employer_shares' } as const;

/** The batch's employees with the columns the output shows (the Month's other fields stay empty). */
function batchPeople(deps: Deps, p: Parsed, ids: readonly number[]) {
  const o = p.output;
  return deps.db
    .selectFrom('employees as e')
    .leftJoin('designations as d', 'd.id', 'e.designation_id')
    .leftJoin('banks as b', 'b.code', 'e.bank')
    .leftJoin('genders as g', 'g.id', 'e.gender_id')
    .select([
      'e.id as employee_id',
      'e.employee_code',
      'e.last_name',
      'e.first_name',
      'e.middle_name',
      'e.suffix',
    ])
    .$if(o === 'sss', (qb) => qb.select(['e.sss', 'e.date_hired', 'e.separation_date', 'd.name as position']))
    .$if(o === 'philhealth', (qb) =>
      qb.select(['e.philhealth', 'e.date_hired', 'e.separation_date', 'e.date_of_birth', 'g.name as gender']),
    )
    .$if(o === 'pagibig', (qb) => qb.select(['e.pagibig', 'e.date_of_birth']))
    .$if(o === 'bank', (qb) =>
      qb.select(['e.pay_method', 'e.bank', 'b.file_layout', 'e.account_no', 'e.account_name']),
    )
    .where('e.id', 'in', ids);
}

/**
 * The payslips the output counts (see gather.ts), any employee's. On SQLite the period's terms are
 * written as `+column`, which keeps SQLite from driving a batch through payslips_live_end (status,
 * kind, end_date, 0058): that scanned the whole month's payslips once per batch instead of seeking
 * each batch's employees.
 */
function counted(deps: Deps, p: Parsed) {
  const pg = isPostgres(deps.db);
  const col = (name: 'p.kind' | 'p.start_date' | 'p.end_date') =>
    pg ? sql<string>`${sql.ref(name)}` : sql<string>`+${sql.ref(name)}`;
  // A literal, not a parameter: SQLite then uses the partial index payslips_live_unique
  // (employee_id, ... where status = 'processed') for a batch of employees.
  let q = deps.db.selectFrom('payslips as p').where('p.status', '=', sql.lit('processed'));
  const { first, last } = p.range;
  if (p.output === 'bank')
    q = q
      .where(col('p.kind'), '=', 'regular')
      .where(col('p.start_date'), '=', first)
      .where(col('p.end_date'), '=', last);
  else if (p.output === 'bir1601c') q = q.where((eb) => paidWithin(eb, first, last));
  else
    q = q
      .where(col('p.kind'), 'in', ['regular', 'finalpay'])
      .where(col('p.end_date'), '>=', first)
      .where(col('p.end_date'), '<=', last);
  return q;
}

/**
 * The company's employees with a payslip the output counts, in name order (ids only): read from
 * the employees, each checked for a payslip (the distinct of every payslip joined to its employee
 * took two to three times as long).
 */
export async function employeesInOrder(deps: Deps, p: Parsed): Promise<number[]> {
  const rows = await deps.db
    .selectFrom('employees as e')
    .select('e.id')
    .where('e.company_id', '=', p.companyId)
    .where(({ exists }) =>
      exists(counted(deps, p).select(sql.lit(1).as('one')).where('p.employee_id', '=', sql<number>`e.id`)),
    )
    .orderBy('e.last_name')
    .orderBy('e.first_name')
    .orderBy('e.id')
    .execute();
  return rows.map((r) => r.id);
}

/**
 * The payslips the output counts of the batch's employees, in employee and payslip order, with the
 * numbers the output adds up (each batch seeks its employees' payslips: see `counted`). On
 * PostgreSQL the snapshot text is parsed once a row (a lateral jsonb, kept apart by OFFSET 0):
 * snapshot::json -> ... parsed it again for each share.
 */
export function batchSlips(deps: Deps, p: Parsed, ids: readonly number[]) {
  const o = p.output;
  const pg = isPostgres(deps.db);
  const shares = SHARES[o] ?? [];
  const share = (i: number) => {
    const [who, key] = shares[i] as readonly ['ee' | 'er', string];
    return (
      pg
        ? sql<unknown>`j.s -> ${SHARE_FIELD[who]} ->> ${key}`
        : sql<unknown>`p.snapshot ->> ${`$.payslip.${SHARE_FIELD[who]}."${key}"`}`
    ).as(`share${i}`);
  };
  return counted(deps, p)
    .where('p.employee_id', 'in', ids)
    .select(['p.employee_id', 'p.kind', 'p.gross_pay', 'p.tax_refund'])
    .$if(o === 'bir1601c', (qb) =>
      qb.select([
        'p.mandatories_total',
        'p.wtax',
        'p.taxable_compensation',
        'p.bucket_exempt',
        'p.de_minimis_exempt',
        'p.pay_period',
        'p.mwe_basic',
        'p.mwe_premiums',
      ]),
    )
    .$if(o === 'bank', (qb) => qb.select('p.net_pay'))
    .$if(shares.length > 0 && pg, (qb) =>
      qb.crossJoinLateral(
        deps.db.selectNoFrom(sql<unknown>`p.snapshot::jsonb -> 'payslip'`.as('s')).offset(sql.lit(0)).as('j'),
      ),
    )
    .$if(shares.length > 0, (qb) => qb.select(shares.map((_, i) => share(i))))
    .$if(o === 'philhealth', (qb) =>
      qb.select(
        pg
          ? sql<unknown>`j.s -> 'rates' ->> 'monthly_rate'`.as('monthly_rate')
          : sql<unknown>`p.snapshot ->> '$.payslip.rates.monthly_rate'`.as('monthly_rate'),
      ),
    )
    .orderBy('p.employee_id')
    .orderBy('p.id');
}

type Slip = Awaited<ReturnType<ReturnType<typeof batchSlips>['execute']>>[number];

/** Adds one payslip to its employee's month (as gather.ts monthsOf does). */
function addSlip(m: Month, s: Slip, first: boolean, shares: readonly (readonly ['ee' | 'er', string])[]) {
  if (first && s.taxable_compensation !== undefined) m.pay_period = s.pay_period ?? '';
  addFigures(m, s);
  if (shares.length > 0) {
    const row = s as unknown as Record<string, unknown>;
    const rate = Number(row.monthly_rate ?? 0);
    if (rate) m.monthly_rate = rate;
    for (let i = 0; i < shares.length; i++) {
      const v = row[`share${i}`];
      if (v === null || v === undefined) continue;
      const [who, key] = shares[i] as readonly ['ee' | 'er', string];
      m[who][key] = (m[who][key] ?? 0) + Number(v);
    }
  }
}

/**
 * Reads sent ahead on PostgreSQL: the database reads the next batches (on other cores, reading
 * the shares out of each snapshot is most of its work) while the server computes the current one.
 * SQLite's driver reads on the server's thread: nothing to overlap.
 */
const PG_AHEAD = 2;

/** The same months as gatherMonths, in the same order, a batch of `size` employees at a time. */
export async function* gatherMonthBatches(deps: Deps, p: Parsed, size = 2_000): AsyncGenerator<Month[]> {
  const ids = await employeesInOrder(deps, p);
  const shares = SHARES[p.output] ?? [];
  // One connection a read (the people, then their payslips): at most 1 + PG_AHEAD of the pool's.
  const read = async (from: number) => {
    const batch = ids.slice(from, from + size);
    const people = await batchPeople(deps, p, batch).execute();
    return [people, await batchSlips(deps, p, batch).execute()] as const;
  };
  const ahead = isPostgres(deps.db) ? PG_AHEAD : 0;
  const pending: ReturnType<typeof read>[] = [];
  let sent = 0;
  try {
    for (let i = 0; i < ids.length; i += size) {
      while (sent < ids.length && pending.length <= ahead) {
        const r = read(sent);
        // Awaited in turn; a consumer that stops first must not leave it unhandled.
        r.catch(() => {});
        pending.push(r);
        sent += size;
      }
      const [people, slips] = await (pending.shift() as ReturnType<typeof read>);
      const byId = new Map<number, Month>();
      for (const e of people) byId.set(e.employee_id, monthOf(e));
      let last = -1;
      for (const s of slips) {
        const m = byId.get(s.employee_id);
        if (!m) continue;
        addSlip(m, s, s.employee_id !== last, shares);
        last = s.employee_id;
      }
      const months: Month[] = [];
      for (let k = i; k < i + size && k < ids.length; k++) {
        const m = byId.get(ids[k] as number);
        if (m) months.push(m);
      }
      yield months;
    }
  } finally {
    for (const r of pending) await r.catch(() => {});
  }
}
