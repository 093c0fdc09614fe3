/**
 * GET /api/compliance/annualization (issue 17 section 2): every employee of the company paid in the
 * year (a live payslip of any kind whose period ends in it), with the year-end adjustment as stored:
 * taxable compensation (present plus previous employer), annual tax due, tax withheld (net of
 * refunds, plus previous employer), adjustment = tax due - withheld (what is left to withhold, or
 * to refund when negative; 0 once the December payroll applied it) and substituted filing. The
 * present employer's figures include the opening balance (issue 23), shown apart as `before_sahod`;
 * `warning` on an employee hired before the year's first payroll without one.
 */
import { pesos } from '@sahod/payroll';
import { type Annualization, type AnnualizationRow, parseCompanyId, YEAR_END_MSG } from '@sahod/shared';
import type { AppDeps } from '../../deps.ts';
import { invalid, notFound } from '../../platform/errors.ts';
import { openingBalanceWarnings } from '../openingbalances/warning.ts';
import { paidDate } from '../payroll/paidDate.ts';
import { annualize } from './annualization.ts';

type Deps = Pick<AppDeps, 'db'>;

const YEAR = /^\d{4}$/;

export async function annualizationOf(
  deps: Deps,
  q: { company_id?: string | undefined; period?: string | undefined },
): Promise<Annualization> {
  const companyId = parseCompanyId(q.company_id);
  if (companyId === null) throw invalid(YEAR_END_MSG.badCompanyId);
  if (!q.period || !YEAR.test(q.period) || Number(q.period) < 1900) throw invalid(YEAR_END_MSG.period);
  const year = Number(q.period);
  const company = await deps.db
    .selectFrom('companies')
    .select(['id', 'name'])
    .where('id', '=', companyId)
    .executeTakeFirst();
  if (!company) throw notFound(YEAR_END_MSG.companyNotFound);
  const employees = await deps.db
    .selectFrom('employees as e')
    .select(['e.id', 'e.employee_code', 'e.last_name', 'e.first_name', 'e.middle_name'])
    .where('e.company_id', '=', companyId)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('payslips as p')
          .select('p.id')
          .whereRef('p.employee_id', '=', 'e.id')
          .where('p.status', '=', 'processed')
          .where(paidDate('p'), '>=', `${year}-01-01`)
          .where(paidDate('p'), '<=', `${year}-12-31`),
      ),
    )
    .orderBy('e.last_name')
    .orderBy('e.first_name')
    .orderBy('e.id')
    .execute();
  if (employees.length === 0) throw notFound(YEAR_END_MSG.noPayroll);
  const annualized = await annualize(
    deps.db,
    employees.map((e) => e.id),
    year,
  );
  const warnings = await openingBalanceWarnings(
    deps.db,
    companyId,
    year,
    employees.map((e) => e.id),
  );
  const totals = { taxable_compensation: 0, tax_due: 0, withheld: 0, adjustment: 0, substituted_filing: 0 };
  const rows: AnnualizationRow[] = employees.map((e) => {
    const a = annualized.get(e.id);
    if (!a) throw new Error(`no annualization for employee ${e.id}`);
    const adj = a.adjustment;
    totals.taxable_compensation += adj.taxableCompensation;
    totals.tax_due += adj.taxDue;
    totals.withheld += adj.withheld;
    totals.adjustment += adj.adjustment;
    if (a.substituted_filing.qualifies) totals.substituted_filing++;
    return {
      employee_id: e.id,
      employee_code: e.employee_code,
      name: `${e.last_name}, ${e.first_name}${e.middle_name ? ` ${e.middle_name}` : ''}`,
      taxable_compensation: pesos(adj.taxableCompensation),
      tax_due: pesos(adj.taxDue),
      withheld: pesos(adj.withheld),
      adjustment: pesos(adj.adjustment),
      substituted_filing: a.substituted_filing.qualifies,
      substituted_filing_reason: a.substituted_filing.qualifies
        ? null
        : `Not met: ${a.substituted_filing.failed.join('; ')}`,
      previous_employer: a.ytd.previous !== null,
      before_sahod: a.ytd.opening && {
        taxable_compensation: pesos(a.ytd.opening.taxable),
        withheld: pesos(a.ytd.opening.withheld),
      },
      warning: warnings.get(e.id) ?? null,
    };
  });
  return {
    company: { id: company.id, name: company.name },
    period: String(year),
    rows,
    totals: {
      taxable_compensation: pesos(totals.taxable_compensation),
      tax_due: pesos(totals.tax_due),
      withheld: pesos(totals.withheld),
      adjustment: pesos(totals.adjustment),
      substituted_filing: totals.substituted_filing,
      missing_opening: warnings.size,
    },
  };
}
