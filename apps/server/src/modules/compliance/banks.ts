/**
 * What the Compliance screen's bank cards need (issue 16 section 3): the banks in use at a
 * company (one card each: employees paid by bank, grouped by the bank's file layout, 'csv' for
 * banks without their own), the month's processed payrolls to pick from, and what is remembered
 * for each bank's download dialog.
 */
import { BANKS, type Bank } from '@sahod/compliance';
import { EMPLOYER_MSG, parseCompanyId } from '@sahod/shared';
import type { AppDeps } from '../../deps.ts';
import { invalid } from '../../platform/errors.ts';
import { companyOf } from './company.ts';
import { rememberedBankOptions } from './files.ts';
import { isBusinessMonth, monthRange } from './query.ts';

type Deps = Pick<AppDeps, 'db'>;

const dateText = (v: unknown) => (v instanceof Date ? v.toISOString() : String(v)).slice(0, 10);

export async function banksInUse(deps: Deps, q: { company_id?: string; period?: string }) {
  const companyId = parseCompanyId(q.company_id);
  if (companyId === null) throw invalid(EMPLOYER_MSG.badCompanyId);
  if (!isBusinessMonth(q.period)) throw invalid('period: must be a month, YYYY-MM');
  await companyOf(deps, companyId);
  const used = await deps.db
    .selectFrom('employees as e')
    .innerJoin('banks as b', 'b.code', 'e.bank')
    .select((eb) => ['b.file_layout', eb.fn.countAll<number | string>().as('employees')])
    .where('e.company_id', '=', companyId)
    .where('e.pay_method', '=', 'Bank')
    .groupBy('b.file_layout')
    .execute();
  const { first, last } = monthRange(q.period);
  const payrolls = await deps.db
    .selectFrom('payslips as p')
    .innerJoin('employees as e', 'e.id', 'p.employee_id')
    .select(['p.start_date', 'p.end_date'])
    .distinct()
    .where('e.company_id', '=', companyId)
    .where('p.status', '=', 'processed')
    .where('p.kind', '=', 'regular')
    .where('p.end_date', '>=', first)
    .where('p.end_date', '<=', last)
    .orderBy('p.end_date')
    .orderBy('p.start_date')
    .execute();
  const counts = new Map(used.map((u) => [u.file_layout, Number(u.employees)]));
  const banks = [];
  for (const bank of BANKS as readonly Bank[]) {
    const employees = counts.get(bank);
    if (!employees) continue;
    banks.push({ bank, employees, ...(await rememberedBankOptions(deps, companyId, bank)) });
  }
  return {
    banks,
    payrolls: payrolls.map((p) => ({ start_date: dateText(p.start_date), end_date: dateText(p.end_date) })),
  };
}

/**
 * The latest month (yyyy-MM) with processed payroll at company_id: the month of the newest
 * processed payslip's period end date (the month the compliance outputs count it in), or null.
 * The Compliance screen opens on it (issue 22 section 2).
 */
export async function latestProcessedMonth(deps: Deps, q: { company_id?: string }) {
  const companyId = parseCompanyId(q.company_id);
  if (companyId === null) throw invalid(EMPLOYER_MSG.badCompanyId);
  await companyOf(deps, companyId);
  const row = await deps.db
    .selectFrom('payslips as p')
    .innerJoin('employees as e', 'e.id', 'p.employee_id')
    .select((eb) => eb.fn.max('p.end_date').as('end_date'))
    .where('e.company_id', '=', companyId)
    .where('p.status', '=', 'processed')
    .executeTakeFirst();
  const end = row?.end_date ? dateText(row.end_date) : null;
  return { period: end ? end.slice(0, 7) : null };
}
