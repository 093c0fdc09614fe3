/**
 * Certificate of Employment (DOLE Labor Advisory 06-2020; ph-compliance-outputs 7): dates of
 * engagement and separation ('present' for current employees) and the positions held, from the
 * employee's designation and its changes in the profile history (Employment Details entries),
 * signed by the company's configured signatory (400 naming the missing field).
 */
import { FINAL_PAY_MSG, manilaToday } from '@sahod/shared';
import type { AppDeps } from '../../deps.ts';
import { invalid, notFound } from '../../platform/errors.ts';
import { type CoeData, coePdf } from './pdf.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

const dateOf = (at: unknown) => manilaToday(at instanceof Date ? at : new Date(String(at)));

export async function coeOf(deps: Deps, employeeId: number): Promise<{ pdf: Buffer; filename: string }> {
  const e = await deps.db
    .selectFrom('employees as e')
    .leftJoin('designations as g', 'g.id', 'e.designation_id')
    .leftJoin('companies as c', 'c.id', 'e.company_id')
    .leftJoin('company_employer as ce', 'ce.company_id', 'e.company_id')
    .select([
      'e.id',
      'e.employee_code',
      'e.first_name',
      'e.middle_name',
      'e.last_name',
      'e.suffix',
      'e.date_hired',
      'e.separation_date',
      'e.company_id',
      'g.name as designation',
      'c.name as company',
      'ce.registered_name',
      'ce.address',
      'ce.signatory_name',
      'ce.signatory_position',
    ])
    .where('e.id', '=', employeeId)
    .executeTakeFirst();
  if (!e) throw notFound(FINAL_PAY_MSG.employeeNotFound);
  if (e.company_id === null) throw invalid(FINAL_PAY_MSG.noCompany);
  if (!e.signatory_name) throw invalid(FINAL_PAY_MSG.noSignatory('Signatory Name', 'signatory_name'));
  if (!e.signatory_position)
    throw invalid(FINAL_PAY_MSG.noSignatory('Signatory Position', 'signatory_position'));

  const history = await deps.db
    .selectFrom('employee_history')
    .select(['at', 'changes'])
    .where('employee_id', '=', employeeId)
    .where('form_id', '=', 2)
    .orderBy('at')
    .orderBy('id')
    .execute();
  const positions: CoeData['positions'] = [];
  let from = e.date_hired;
  for (const h of history) {
    const change = (JSON.parse(h.changes) as Record<string, { old: unknown; new: unknown }>).designation;
    if (!change || change.old === change.new) continue;
    if (typeof change.old === 'string' && change.old !== '') {
      // A change recorded after the separation (a late correction) ends the position at separation.
      const changed = dateOf(h.at);
      const to = e.separation_date && changed > e.separation_date ? e.separation_date : changed;
      positions.push({ title: change.old, from, to });
      from = to;
    }
  }
  if (e.designation) positions.push({ title: e.designation, from, to: e.separation_date });

  const name = [e.first_name, e.middle_name, e.last_name, e.suffix]
    .filter((p) => (p ?? '').trim() !== '')
    .join(' ');
  const pdf = await coePdf({
    company: e.registered_name ?? e.company ?? '',
    companyAddress: e.address,
    name,
    dateHired: e.date_hired,
    separationDate: e.separation_date,
    positions,
    signatoryName: e.signatory_name,
    signatoryPosition: e.signatory_position,
    issuedOn: manilaToday(deps.clock.now()),
  });
  return { pdf, filename: `COE-${e.employee_code ?? e.id}-${e.last_name}.pdf` };
}
