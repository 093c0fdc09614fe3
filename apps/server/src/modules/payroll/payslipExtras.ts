/**
 * What a payslip PDF shows beyond the payroll row (issue 22 section 2): the employee's TIN, SSS,
 * PhilHealth and Pag-IBIG numbers and payroll account (employees.bank / account_no, 0014: masked
 * but its last 4 digits before it leaves the server), and the year-to-date totals: the sums of the
 * employee's live payslips (any kind) paid in the pay date's year up to this one (an earlier pay
 * date, or the same pay date stored no later). Gross less any year-end 'Tax Refund' line and tax
 * withheld less that refund, as the 2316 counts them (compliance/gather.ts); taxable compensation
 * and the employee's contributions as stored. Two queries for all payslips of the PDF: one for the
 * employees, one self-join summing each payslip's year so far.
 */
import { maskAccount } from '@sahod/shared';
import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../../db/schema-helpers.ts';
import type { DB } from '../../db/types.ts';

/** Year-to-date sums in centavos. */
export interface YearToDate {
  gross: number;
  taxable: number;
  wtax: number;
  contributions: number;
}

export interface PayslipExtras {
  tin: string | null;
  sss: string | null;
  philhealth: string | null;
  pagibig: string | null;
  /** The bank and the account masked but its last 4 digits ('BDO •••• 6789'), null when none. */
  account: string | null;
  /** Null for a payslip without a pay date. */
  ytd: YearToDate | null;
}

const CHUNK = 1000;

/** The government numbers and masked account and the YTD of each stored payslip, by payslip id. */
export async function payslipExtras(
  db: Kysely<DB>,
  payslips: readonly { employee_id: number; payslip_id: number | null }[],
): Promise<Map<number, PayslipExtras>> {
  const employeeIds = [...new Set(payslips.map((p) => p.employee_id))];
  const payslipIds = payslips.flatMap((p) => (p.payslip_id === null ? [] : [p.payslip_id]));
  const employees = new Map<number, Omit<PayslipExtras, 'ytd'>>();
  const ytd = new Map<number, YearToDate>();
  const pg = isPostgres(db);
  for (let i = 0; i < employeeIds.length; i += CHUNK) {
    const rows = await db
      .selectFrom('employees as e')
      .leftJoin('banks as b', 'b.code', 'e.bank')
      .select([
        'e.id',
        'e.tin',
        'e.sss',
        'e.philhealth',
        'e.pagibig',
        'e.bank',
        'e.account_no',
        'b.name as bank_name',
      ])
      .where('e.id', 'in', employeeIds.slice(i, i + CHUNK))
      .execute();
    for (const e of rows) {
      const masked = maskAccount(e.account_no);
      employees.set(e.id, {
        tin: e.tin,
        sss: e.sss,
        philhealth: e.philhealth,
        pagibig: e.pagibig,
        account: masked === null ? null : [e.bank_name ?? e.bank, masked].filter(Boolean).join(' '),
      });
    }
  }
  const yearStart = pg
    ? sql`date_trunc('year', p.pay_date)::date`
    : sql`substr(p.pay_date, 1, 4) || '-01-01'`;
  for (let i = 0; i < payslipIds.length; i += CHUNK) {
    const rows = await db
      .selectFrom('payslips as p')
      .innerJoin('payslips as q', (j) =>
        j
          .onRef('q.employee_id', '=', 'p.employee_id')
          .on('q.status', '=', 'processed')
          .on(sql<boolean>`q.pay_date >= ${yearStart}`)
          .on((eb) =>
            eb.or([
              eb('q.pay_date', '<', eb.ref('p.pay_date')),
              eb.and([eb('q.pay_date', '=', eb.ref('p.pay_date')), eb('q.id', '<=', eb.ref('p.id'))]),
            ]),
          ),
      )
      .select([
        'p.id',
        sql<string>`sum(q.gross_pay - q.tax_refund)`.as('gross'),
        sql<string>`sum(q.taxable_compensation)`.as('taxable'),
        sql<string>`sum(q.wtax - q.tax_refund)`.as('wtax'),
        sql<string>`sum(q.mandatories_total)`.as('contributions'),
      ])
      .where('p.id', 'in', payslipIds.slice(i, i + CHUNK))
      .where('p.pay_date', 'is not', null)
      .groupBy('p.id')
      .execute();
    for (const r of rows)
      ytd.set(r.id, {
        gross: Number(r.gross),
        taxable: Number(r.taxable),
        wtax: Number(r.wtax),
        contributions: Number(r.contributions),
      });
  }
  const result = new Map<number, PayslipExtras>();
  for (const p of payslips) {
    const e = employees.get(p.employee_id);
    if (p.payslip_id === null || !e) continue;
    result.set(p.payslip_id, { ...e, ytd: ytd.get(p.payslip_id) ?? null });
  }
  return result;
}
