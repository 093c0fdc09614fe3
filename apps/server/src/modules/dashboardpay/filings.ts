/**
 * GET /api/dashboard/filings (issue 26 section 1, the Filing calendar card): the deadlines of this
 * month and the next (filingDeadlines of @sahod/compliance: the output calendar) per company, each
 * generated when the compliance module recorded a file of that output and period (compliance_files;
 * the 13th month, a payment rather than a file: when a live 13th month payslip of the year was
 * processed for the company), overdue when past due and not generated.
 */
import { filingDeadlines } from '@sahod/compliance';
import { type DashboardFiling, type DashboardFilings, FILING_LABELS, manilaDateOf } from '@sahod/shared';
import type { AppDeps } from '../../deps.ts';
import { companiesOf } from './companies.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

const key = (companyId: number, output: string, period: string) => `${companyId}|${output}|${period}`;

export async function dashboardFilings(deps: Deps, companyId: number | undefined): Promise<DashboardFilings> {
  const { db } = deps;
  const today = manilaDateOf(deps.clock.now());
  const companies = await companiesOf(deps, companyId);
  const ids = companies.map((c) => c.id);
  if (ids.length === 0) return { today, filings: [] };
  const pens = await db
    .selectFrom('company_employer')
    .select(['company_id', 'philhealth_pen'])
    .where('company_id', 'in', ids)
    .execute();
  const penOf = new Map(pens.map((p) => [p.company_id, p.philhealth_pen]));
  const perCompany = companies.map((c) => ({
    company: c,
    deadlines: filingDeadlines(today, { philhealthPen: penOf.get(c.id) ?? null }),
  }));
  const all = perCompany.flatMap((c) => c.deadlines);
  const periods = [...new Set(all.map((d) => d.period))];
  const years = [...new Set(all.filter((d) => d.output === 'thirteenth').map((d) => d.period))];
  const [files, thirteenth] = await Promise.all([
    db
      .selectFrom('compliance_files')
      .select(['company_id', 'output', 'period'])
      .distinct()
      .where('company_id', 'in', ids)
      .where('output', 'in', [...new Set(all.map((d) => d.output))])
      .where('period', 'in', periods)
      .execute(),
    years.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom('payslips as p')
          .innerJoin('employees as e', 'e.id', 'p.employee_id')
          .select(['e.company_id', 'p.end_date'])
          .distinct()
          .where('e.company_id', 'in', ids)
          .where('p.kind', '=', 'thirteenth')
          .where('p.status', '=', 'processed')
          .where('p.end_date', '>=', `${years.sort()[0]}-01-01`)
          .where('p.end_date', '<=', `${years[years.length - 1]}-12-31`)
          .execute(),
  ]);
  const done = new Set(files.map((f) => key(f.company_id, f.output, f.period)));
  for (const t of thirteenth)
    if (t.company_id !== null) done.add(key(t.company_id, 'thirteenth', String(t.end_date).slice(0, 4)));
  const byFiling = new Map<string, DashboardFiling>();
  for (const { company, deadlines } of perCompany)
    for (const d of deadlines) {
      const generated = done.has(key(company.id, d.output, d.period));
      const row = {
        company_id: company.id,
        company: company.name,
        due_date: d.due,
        generated,
        overdue: !generated && d.due < today,
      };
      const id = `${d.output}|${d.period}`;
      const filing = byFiling.get(id);
      if (!filing) {
        byFiling.set(id, {
          output: d.output,
          label: FILING_LABELS[d.output],
          period: d.period,
          due_date: d.due,
          generated: row.generated,
          overdue: row.overdue,
          companies: [row],
        });
        continue;
      }
      filing.companies.push(row);
      if (d.due < filing.due_date) filing.due_date = d.due;
      filing.generated &&= row.generated;
      filing.overdue ||= row.overdue;
    }
  // filingDeadlines' order (due date, then output), by each filing's earliest company deadline.
  const filings = [...byFiling.values()].sort((a, b) => a.due_date.localeCompare(b.due_date));
  return { today, filings };
}
