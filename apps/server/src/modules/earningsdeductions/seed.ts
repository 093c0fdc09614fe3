/**
 * The earnings and deductions categories a new installation starts with (issue 11). Seeded once (a
 * settings flag records it), so a category an administrator deletes or renames stays that way.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';
import type { Clock } from '../../platform/clock.ts';
import { getSetting, setSetting } from '../../platform/settings.ts';

const SEED_FLAG = 'seed.pay_categories';
const SEED_VERSION = '1';

/** rate in ten-thousandths; calc 0 By Work - Individual, 1 By Work - Group, 2 By Day; operand 2 multiply. */
export const EARNINGS_CATEGORY_SEED = [
  {
    category_name: 'Commission',
    descr: 'Sales commission in pesos',
    calc_id: 0,
    rate: 10_000,
    operand_id: 2,
    input_column: 'Amount',
  },
  {
    category_name: 'Incentive',
    descr: 'Individual incentive in pesos',
    calc_id: 0,
    rate: 10_000,
    operand_id: 2,
    input_column: 'Amount',
  },
  {
    category_name: 'Piece Rate',
    descr: 'Pieces finished x rate per piece',
    calc_id: 0,
    rate: 50_000,
    operand_id: 2,
    input_column: 'Pieces',
  },
  {
    category_name: 'Team Incentive',
    descr: "The team's incentive shared by each member's output",
    calc_id: 1,
    rate: 10_000,
    operand_id: 2,
    input_column: 'Output',
  },
  {
    category_name: 'Meal Allowance per day',
    descr: 'Days present x allowance per day',
    calc_id: 2,
    rate: 1_000_000,
    operand_id: 2,
    input_column: 'Days',
  },
] as const;

export const DEDUCTIONS_CATEGORY_SEED = [
  { category_name: 'Cash Advance', descr: 'Repayment of a cash advance', pre_tax: 0 },
  { category_name: 'Uniform', descr: 'Uniform charges', pre_tax: 0 },
  { category_name: 'Canteen', descr: 'Canteen charges', pre_tax: 0 },
  { category_name: 'Union Dues', descr: 'Union dues (deducted before withholding tax)', pre_tax: 1 },
  { category_name: 'HMO Dependent', descr: "HMO premium of the employee's dependents", pre_tax: 0 },
] as const;

export async function seedPayCategories(db: Kysely<DB>, clock: Clock): Promise<void> {
  if ((await getSetting(db, SEED_FLAG)) === SEED_VERSION) return;
  const at = clock.now().toISOString();
  const stamp = { created_at: at, updated_at: at, updated_by: null };
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('earnings_categories')
      .values(EARNINGS_CATEGORY_SEED.map((c) => ({ ...c, ...stamp })))
      .onConflict((oc) => oc.doNothing())
      .execute();
    await trx
      .insertInto('deductions_categories')
      .values(DEDUCTIONS_CATEGORY_SEED.map((c) => ({ ...c, ...stamp })))
      .onConflict((oc) => oc.doNothing())
      .execute();
    await setSetting(trx, clock, SEED_FLAG, SEED_VERSION);
  });
}
