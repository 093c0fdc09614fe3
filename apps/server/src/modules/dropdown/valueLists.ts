/**
 * The short reference lists (civil status, gender, ...): which table holds each, and the values a
 * new installation starts with. Seeded once (a settings flag records it), so a value an
 * administrator deletes or renames in Dropdown Records stays deleted or renamed after a restart.
 */
import { SIL_TYPE_NAME, type ValueListKey } from '@sahod/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';
import type { Clock } from '../../platform/clock.ts';
import { getSetting, setSetting } from '../../platform/settings.ts';

export const VALUE_LIST_TABLE = {
  civil_status: 'civil_statuses',
  gender: 'genders',
  blood_type: 'blood_types',
  employee_type: 'employee_types',
  status: 'employment_statuses',
  confidential: 'confidentiality_levels',
  document_type: 'document_types',
  application_type: 'application_types',
  loan_type: 'loan_types',
} as const satisfies Record<ValueListKey, keyof DB>;

export type ValueListTableName = (typeof VALUE_LIST_TABLE)[ValueListKey];

interface ApplicationTypeSeed {
  name: string;
  is_leave: 0 | 1;
  is_paid: 0 | 1;
  uses_leave_credits: 0 | 1;
}

const leave = (name: string, paid: 0 | 1, credits: 0 | 1): ApplicationTypeSeed => ({
  name,
  is_leave: 1,
  is_paid: paid,
  uses_leave_credits: credits,
});
const timeApplication = (name: string, paid: 0 | 1): ApplicationTypeSeed => ({
  name,
  is_leave: 0,
  is_paid: paid,
  uses_leave_credits: 0,
});

/**
 * Application types with their flags. Statutory leaves (RA 11210 maternity, RA 8187 paternity,
 * RA 11861 solo parent, RA 9262 VAWC, RA 9710 special leave for women) are paid and do not use the
 * employee's leave credits; vacation, sick, emergency and service incentive leave do. is_paid on
 * a non-leave says whether the hours it covers are paid: overtime and official business are,
 * undertime is not.
 */
export const APPLICATION_TYPE_SEED: readonly ApplicationTypeSeed[] = [
  leave('Vacation Leave', 1, 1),
  leave('Sick Leave', 1, 1),
  leave('Emergency Leave', 1, 1),
  leave('Service Incentive Leave', 1, 1),
  leave('Unpaid Leave', 0, 0),
  leave('Maternity Leave', 1, 0),
  leave('Paternity Leave', 1, 0),
  leave('Solo Parent Leave', 1, 0),
  leave('VAWC Leave', 1, 0),
  leave('Special Leave for Women', 1, 0),
  leave('Bereavement Leave', 1, 0),
  timeApplication('Overtime', 1),
  timeApplication('Official Business', 1),
  timeApplication('Undertime', 0),
  // Issue 24: a request to correct a day's logs; approving it writes the timesheet record.
  timeApplication('Time Correction', 0),
];

/** The other lists' values, in the order the dropdowns show them. */
export const VALUE_LIST_SEED: Readonly<Record<Exclude<ValueListKey, 'application_type'>, readonly string[]>> =
  {
    civil_status: ['Single', 'Married', 'Widowed', 'Legally Separated', 'Annulled', 'Divorced'],
    gender: ['Male', 'Female'],
    blood_type: ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'],
    employee_type: [
      'Regular',
      'Probationary',
      'Contractual',
      'Project-Based',
      'Seasonal',
      'Casual',
      'Fixed-Term',
      'Part-Time',
    ],
    status: [
      'Active',
      'Inactive',
      'On Leave',
      'Suspended',
      'Resigned',
      'Terminated',
      'End of Contract',
      'Retired',
      'Deceased',
    ],
    confidential: ['Non-Confidential', 'Confidential', 'Highly Confidential'],
    document_type: [
      'TIN ID',
      'SSS E-1',
      'PhilHealth MDR',
      'Pag-IBIG MDF',
      'NBI Clearance',
      'Police Clearance',
      'Barangay Clearance',
      'Medical Certificate',
      'Pre-Employment Medical Exam',
      'Employment Contract',
      'Job Offer',
      'PSA Birth Certificate',
      'PSA Marriage Certificate',
      'Diploma',
      'Transcript of Records',
      'Certificate of Employment',
      'BIR Form 2316',
      'BIR Form 1902',
      'Resume',
      '2x2 ID Photo',
      'UMID',
      'Passport',
      "Driver's License",
    ],
    loan_type: [
      'Company Loan',
      'Salary Advance',
      'SSS Salary Loan',
      'SSS Calamity Loan',
      'Pag-IBIG Multi-Purpose Loan',
      'Pag-IBIG Calamity Loan',
      'Pag-IBIG Housing Loan',
    ],
  };

/** Bump when the seed above gains values that existing installations should receive. */
const SEED_VERSION = '1';
const SEED_FLAG = 'seed.dropdown_values';

/**
 * Inserts the reference values once per SEED_VERSION. Safe when several processes start at once:
 * `on conflict do nothing` skips values another process inserted first.
 */
export async function seedValueLists(db: Kysely<DB>, clock: Clock): Promise<void> {
  if ((await getSetting(db, SEED_FLAG)) === SEED_VERSION) return;
  const created_at = clock.now().toISOString();
  await db.transaction().execute(async (trx) => {
    for (const [key, names] of Object.entries(VALUE_LIST_SEED) as [ValueListKey, readonly string[]][]) {
      await trx
        .insertInto(VALUE_LIST_TABLE[key])
        .values(names.map((name, i) => ({ name, sort_order: i + 1, created_at })))
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
    await trx
      .insertInto('application_types')
      .values(
        APPLICATION_TYPE_SEED.map((type, i) => ({
          ...type,
          // Service Incentive Leave converts to cash at separation by law (issue 23, 0038).
          converts_at_separation: type.name === SIL_TYPE_NAME ? 1 : 0,
          sort_order: i + 1,
          created_at,
        })),
      )
      .onConflict((oc) => oc.doNothing())
      .execute();
    await setSetting(trx, clock, SEED_FLAG, SEED_VERSION);
  });
}
