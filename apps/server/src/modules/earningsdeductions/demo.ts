/**
 * Demo pay inputs for `npm run demo`: a month of earnings and deductions records (this Manila
 * month) and active, cleared and canceled salary loans. Seeded once: skipped when any record or
 * loan exists, so demo edits stay.
 */
import { addDays } from '@sahod/payroll';
import { manilaToday } from '@sahod/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';
import type { Clock } from '../../platform/clock.ts';
import { paymentSchedule, recomputedOutstanding } from '../salaryloan/service.ts';
import type { CategoryKind } from './categoriesRepository.ts';
import { insertLines, insertRecord } from './recordsRepository.ts';

type DemoLine = [employeeIndex: number, amount: number];
interface DemoRecord {
  kind: CategoryKind;
  category: string;
  day: number;
  /** By Work - Group: the record total in pesos. */
  total?: number;
  lines: DemoLine[];
}

const RECORDS: DemoRecord[] = [
  {
    kind: 'earnings',
    category: 'Commission',
    day: 10,
    lines: [
      [2, 4500],
      [5, 3200.5],
      [8, 2750],
    ],
  },
  {
    kind: 'earnings',
    category: 'Team Incentive',
    day: 14,
    total: 15000,
    lines: [
      [2, 120],
      [3, 95],
      [6, 60],
    ],
  },
  {
    kind: 'earnings',
    category: 'Piece Rate',
    day: 14,
    lines: [
      [4, 320],
      [7, 275],
    ],
  },
  {
    kind: 'earnings',
    category: 'Meal Allowance per day',
    day: 1,
    lines: [
      [0, 0],
      [1, 0],
      [2, 0],
      [3, 0],
      [4, 0],
    ],
  },
  {
    kind: 'earnings',
    category: 'Incentive',
    day: 25,
    lines: [
      [1, 1500],
      [9, 1000],
    ],
  },
  {
    kind: 'deductions',
    category: 'Canteen',
    day: 15,
    lines: [
      [2, 850],
      [3, 420.75],
      [4, 615],
      [6, 230],
    ],
  },
  {
    kind: 'deductions',
    category: 'Uniform',
    day: 15,
    lines: [
      [5, 600],
      [7, 600],
    ],
  },
  {
    kind: 'deductions',
    category: 'Union Dues',
    day: 28,
    lines: [
      [2, 150],
      [3, 150],
      [4, 150],
      [6, 150],
      [7, 150],
    ],
  },
  { kind: 'deductions', category: 'Cash Advance', day: 28, lines: [[8, 2000]] },
];

const CATEGORY_TABLE = { earnings: 'earnings_categories', deductions: 'deductions_categories' } as const;

export async function seedDemoPay(db: Kysely<DB>, clock: Clock): Promise<void> {
  const existing = await db.selectFrom('earnings_records').select('id').limit(1).executeTakeFirst();
  const loans = await db.selectFrom('salary_loans').select('id').limit(1).executeTakeFirst();
  if (existing || loans) return;
  const employees = await db
    .selectFrom('employees')
    .select('id')
    .where('employee_code', 'is not', null)
    .orderBy('employee_code')
    .limit(12)
    .execute();
  if (employees.length < 10) return;
  const today = manilaToday(clock.now());
  const month = today.slice(0, 8); // 'yyyy-MM-'
  const at = clock.now().toISOString();
  const stamp = { at, by: null };

  await db.transaction().execute(async (trx) => {
    for (const r of RECORDS) {
      const category = await trx
        .selectFrom(CATEGORY_TABLE[r.kind] as 'earnings_categories')
        .select('id')
        .where('category_name', '=', r.category)
        .executeTakeFirst();
      if (!category) continue;
      const id = await insertRecord(
        trx,
        r.kind,
        {
          category_id: category.id,
          effective_date: `${month}${String(r.day).padStart(2, '0')}`,
          total_amount: Math.round((r.total ?? 0) * 100),
        },
        stamp,
      );
      await insertLines(
        trx,
        r.kind,
        id,
        r.lines.map(([index, amount]) => ({
          employee_id: (employees[index] as { id: number }).id,
          amount: Math.round(amount * 100),
          input_column: '',
        })),
        at,
      );
    }

    const loanType = await trx.selectFrom('loan_types').select('id').orderBy('sort_order').executeTakeFirst();
    if (!loanType) return;
    const loan = async (
      employeeIndex: number,
      amount: number,
      terms: number,
      daysAgo: number,
      paid: number,
      status: 'Active' | 'Cleared' | 'Canceled',
      comments: string,
    ) => {
      const release = addDays(today, -daysAgo);
      const loanAmount = amount * 100;
      const schedule = paymentSchedule(loanAmount, terms);
      const rows = schedule.map((row, i) => ({
        ...row,
        amount_paid: i < paid ? row.amount_due : null,
        date_paid: i < paid ? addDays(release, 15 * (i + 1)) : null,
      }));
      const outstanding = recomputedOutstanding(loanAmount, rows);
      const totalPaid = rows.reduce((s, r) => s + (r.amount_paid ?? 0), 0);
      const { id } = await trx
        .insertInto('salary_loans')
        .values({
          employee_id: (employees[employeeIndex] as { id: number }).id,
          loan_type_id: loanType.id,
          release_date: release,
          deduction_start_date: addDays(release, 15),
          loan_amount: loanAmount,
          payment_terms: terms,
          comments,
          status,
          total_amount_paid: totalPaid,
          created_at: at,
          updated_at: at,
          updated_by: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('loan_payments')
        .values(
          rows.map((r, i) => ({
            ...r,
            outstanding: outstanding[i] as number,
            loan_id: id,
            updated_at: at,
            updated_by: null,
          })),
        )
        .execute();
    };
    await loan(2, 20000, 12, 60, 3, 'Active', 'Tuition for the new school year');
    await loan(3, 15000, 6, 120, 2, 'Active', '');
    await loan(4, 6000, 4, 120, 4, 'Cleared', 'Paid in full through payroll');
    await loan(5, 10000, 10, 90, 0, 'Canceled', 'Canceled at the employee’s request before release');
  });
}
