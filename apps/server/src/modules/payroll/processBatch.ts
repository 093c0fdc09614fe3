/**
 * One batch of Process Payroll (issue 28 §2) as plain data: what the eligibility checks need of each
 * employee (batchChecks) and the rows the batch stores when everyone is eligible (batchRecords), so a
 * batch can be read and evaluated on a worker thread (fetchTask.ts) and written on the request's
 * thread in its one transaction (writeBatch). The request's thread computes them from its own
 * evaluation the same way, so the stored payslips are the same text either way.
 */
import type { Payslip } from '@sahod/payroll';
import type { PayrollCreate } from '@sahod/shared';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/types.ts';
import { loansSummary, type Snapshot } from './figures.ts';
import type { PayrollEmployee } from './inputs.ts';
import { recordLoanInstallments } from './loans.ts';
import { type MonthTally, tallyPayslip } from './monthTotals.ts';
import type { Evaluated } from './service.ts';
import { insertPayslips, loanInstallmentsOf, processedRow, storeDeMinimis } from './stored.ts';

export const fullName = (e: Pick<PayrollEmployee, 'last_name' | 'first_name' | 'middle_name'>) =>
  `${e.last_name}, ${e.first_name}${e.middle_name ? ` ${e.middle_name}` : ''}`;

/** What the eligibility checks of Process need of one evaluated employee. */
export interface BatchCheck {
  id: number;
  name: string;
  pay_period: string | null;
  /** Pending, computed, without an error (the period's length is checked on the request's thread). */
  computed: boolean;
  missing_opening?: number;
}

export function batchChecks(evaluated: readonly Evaluated[]): BatchCheck[] {
  return evaluated.map((e) => ({
    id: e.employee.id,
    name: fullName(e.employee),
    pay_period: e.employee.pay_period,
    computed: e.status === 'Pending' && e.error === null && e.computed !== null,
    ...(e.missing_opening !== undefined ? { missing_opening: e.missing_opening } : {}),
  }));
}

function payslipRow(
  e: Evaluated,
  computed: NonNullable<Evaluated['computed']>,
  period: Pick<PayrollCreate, 'start_date' | 'end_date'>,
  by: number | null,
  at: string,
) {
  const payslip = computed.snapshot.payslip;
  const snapshot: Snapshot = { payslip, loans_summary: loansSummary(payslip, computed.loans, true) };
  return {
    employee_id: e.employee.id,
    start_date: period.start_date,
    end_date: period.end_date,
    pay_period: e.employee.pay_period ?? '',
    pay_date: e.pay_date ?? null,
    company_id: e.employee.company_id,
    ...processedRow(snapshot, by, at),
  };
}

/** A batch's writes, computed: the payslip rows, the de minimis of each payslip, the loan installments. */
export interface BatchRecords {
  rows: ReturnType<typeof payslipRow>[];
  deMinimis: [employeeId: number, Pick<Payslip, 'tax_split'>][];
  installments: ReturnType<typeof loanInstallmentsOf>;
}

/** The rows of the computed payslips of a batch (stored only when every employee is eligible). */
export function batchRecords(
  evaluated: readonly Evaluated[],
  period: Pick<PayrollCreate, 'start_date' | 'end_date'>,
  by: number | null,
  at: string,
): BatchRecords {
  const rows: BatchRecords['rows'] = [];
  const deMinimis: BatchRecords['deMinimis'] = [];
  const installments: BatchRecords['installments'] = [];
  for (const e of evaluated) {
    if (!e.computed) continue;
    const payslip = e.computed.snapshot.payslip;
    rows.push(payslipRow(e, e.computed, period, by, at));
    if (payslip.tax_split?.de_minimis_by_kind)
      deMinimis.push([e.employee.id, { tax_split: payslip.tax_split }]);
    installments.push(...loanInstallmentsOf(payslip));
  }
  return { rows, deMinimis, installments };
}

/**
 * One batch's payslips (every employee eligible): a few multi-row inserts (insertPayslips) with their
 * company set (tallied for the month totals, counted once per run), their de minimis and their loan
 * installments. Answers the number of installments recorded.
 */
export async function writeBatch(
  trx: Transaction<DB>,
  records: BatchRecords,
  datePaid: string,
  by: number | null,
  at: string,
  tally: MonthTally,
): Promise<number> {
  for (const row of records.rows) tallyPayslip(tally, row);
  const inserted = await insertPayslips(trx, records.rows);
  const byEmployee = new Map(records.deMinimis);
  await storeDeMinimis(trx, inserted, (id) => byEmployee.get(id));
  await recordLoanInstallments(trx, records.installments, datePaid, { at, by });
  return records.installments.length;
}

/** A batch read and evaluated on a worker thread, sent back to the request's thread. */
export interface ProcessedBatch {
  checks: BatchCheck[];
  records: BatchRecords;
}
