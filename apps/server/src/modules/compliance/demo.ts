/**
 * Demo employer details (issue 16 section 1) for the two demo companies, so the compliance outputs
 * have employer numbers to write. Numbers are invented, in the shapes the agencies use.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';
import type { Clock } from '../../platform/clock.ts';

const EMPLOYERS = [
  {
    company: 'Bayanihan Trading Corporation',
    registered_name: 'BAYANIHAN TRADING CORPORATION',
    address: '25F Bayanihan Tower, 6780 Ayala Avenue, Makati City, Metro Manila',
    zip: '1226',
    tin: '201-345-678',
    branch_code: '0000',
    rdo_code: '050',
    sss_er_no: '03-1234567-8',
    sss_branch: '000',
    philhealth_pen: '01-234567890-1',
    pagibig_er_id: '2012-3456-7890',
    contact_no: '(02) 8812 3456',
    email: 'payroll@bayanihan.com.ph',
    signatory_name: 'Maria L. Santos',
    signatory_position: 'HR Manager',
  },
  {
    company: 'Kalinaw Foods Corporation',
    registered_name: 'KALINAW FOODS CORPORATION',
    address: 'Lot 4 Block 2, Light Industry and Science Park, Cabuyao, Laguna',
    zip: '4025',
    tin: '008-765-432',
    branch_code: '0000',
    rdo_code: '057',
    sss_er_no: '04-7654321-0',
    sss_branch: '000',
    philhealth_pen: '02-987654321-0',
    pagibig_er_id: '2098-7654-3210',
    contact_no: '(049) 502 1234',
    email: 'hr@kalinawfoods.ph',
    signatory_name: 'Ramon T. Villanueva',
    signatory_position: 'Finance Manager',
  },
] as const;

export async function seedDemoEmployers(db: Kysely<DB>, clock: Clock): Promise<void> {
  const now = clock.now().toISOString();
  for (const { company, ...details } of EMPLOYERS) {
    const row = await db.selectFrom('companies').select('id').where('name', '=', company).executeTakeFirst();
    if (!row) continue;
    await db
      .insertInto('company_employer')
      .values({ company_id: row.id, ...details, updated_at: now, updated_by: null })
      .onConflict((oc) => oc.column('company_id').doNothing())
      .execute();
  }
}
