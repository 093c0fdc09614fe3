/**
 * The ₱90,000 bucket and the de minimis ceilings an employee has used (issue 21 section 3), read
 * from the live payslips' centavo columns (migration 0028) in one query each for any number of
 * employees: the bucket over the pay date's year (every kind: regular, 13th month, final pay), the
 * exempt de minimis by kind over each kind's window (month, semester, year) of the pay date. A
 * payslip's date is its pay date, or its period's end when it has none.
 */
import { type BenefitsUsage, type DeMinimisKind, deMinimisScheduleOn, windowStart } from '@sahod/payroll';
import { type Kysely, type RawBuilder, sql, type Transaction } from 'kysely';
import { idArray, inIds } from '../../db/chunks.ts';
import { isPostgres } from '../../db/schema-helpers.ts';
import type { DB } from '../../db/types.ts';

type Db = Kysely<DB> | Transaction<DB>;
const CHUNK = 1000;

const lastDay = (yearMonth: string) => {
  const [y, m] = yearMonth.split('-').map(Number) as [number, number];
  return `${yearMonth}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;
};

/** The windows holding the pay date: first and last day of its month, semester and year. */
function windows(payDate: string) {
  const year = payDate.slice(0, 4);
  const semesterStart = windowStart('semester', payDate);
  return {
    month: [windowStart('month', payDate), lastDay(payDate.slice(0, 7))],
    semester: [semesterStart, semesterStart.endsWith('01-01') ? `${year}-06-30` : `${year}-12-31`],
    year: [`${year}-01-01`, `${year}-12-31`],
  } as const;
}

export async function benefitsUsage(
  db: Db,
  employeeIds: readonly number[],
  payDate: string,
): Promise<Map<number, BenefitsUsage>> {
  const ids = [...new Set(employeeIds)];
  const out = new Map<number, { bucket_used: number; de_minimis: Partial<Record<DeMinimisKind, number>> }>(
    ids.map((id) => [id, { bucket_used: 0, de_minimis: {} }]),
  );
  const w = windows(payDate);
  const day = sql<string>`coalesce(${sql.ref('p.pay_date')}, ${sql.ref('p.end_date')})`;
  const within = ([from, to]: readonly [string, string], column: string) =>
    sql<
      string | number
    >`coalesce(sum(case when ${day} >= ${from} and ${day} <= ${to} then ${sql.ref(column)} else 0 end), 0)`;
  const ceilings = deMinimisScheduleOn(payDate).ceilings;
  for (let i = 0; i < ids.length; i += CHUNK) {
    const chunk = ids.slice(i, i + CHUNK);
    const [buckets, kinds] = await Promise.all([
      isPostgres(db)
        ? bucketsPerEmployee(db, chunk, within(w.year, 'p.bucket_exempt'))
        : db
            .selectFrom('payslips as p')
            .select(['p.employee_id', within(w.year, 'p.bucket_exempt').as('used')])
            .where(inIds(db, 'p.employee_id', chunk))
            .where('p.status', '=', 'processed')
            .where('p.bucket_exempt', '>', 0)
            .groupBy('p.employee_id')
            .execute(),
      db
        .selectFrom('payslip_de_minimis as d')
        .innerJoin('payslips as p', 'p.id', 'd.payslip_id')
        .select([
          'd.employee_id',
          'd.kind',
          within(w.month, 'd.amount').as('month'),
          within(w.semester, 'd.amount').as('semester'),
          within(w.year, 'd.amount').as('year'),
        ])
        .where(inIds(db, 'd.employee_id', chunk))
        .where('p.status', '=', 'processed')
        .groupBy(['d.employee_id', 'd.kind'])
        .execute(),
    ]);
    for (const b of buckets) (out.get(b.employee_id) as { bucket_used: number }).bucket_used = Number(b.used);
    for (const k of kinds) {
      const ceiling = ceilings[k.kind as DeMinimisKind];
      if (!ceiling) continue;
      const usage = out.get(k.employee_id);
      if (usage) usage.de_minimis[k.kind as DeMinimisKind] = Number(k[ceiling.window]);
    }
  }
  return out;
}

/**
 * PostgreSQL (issue 28): the bucket used per employee as a subquery per id, so each is an index
 * search by employee. The grouped query was planned from the statistics of a payslips table that
 * was empty before a Process Payroll: it searched payslips_live_end by status and read every live
 * payslip, this run's earlier batches included (about 140 ms a chunk of 1,000 at 100,000; 2.5 ms so).
 */
async function bucketsPerEmployee(db: Db, chunk: readonly number[], used: RawBuilder<string | number>) {
  const { rows } = await sql<{ employee_id: number; used: string | number }>`select x.id as employee_id,
      (select ${used} from payslips p
        where p.employee_id = x.id and p.status = 'processed' and p.bucket_exempt > 0) as used
    from unnest(${idArray(chunk)}) as x(id)`.execute(db);
  return rows;
}
