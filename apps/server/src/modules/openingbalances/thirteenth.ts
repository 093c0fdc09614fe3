/**
 * The 13th month's part of an opening balance (issue 23): the basic pay earned before Sahod counts
 * in the basic earned of the year, the 13th month paid before Sahod in what was already paid, and
 * the non-taxable 13th month and other benefits before Sahod in the ₱90,000 yearly bucket used.
 * The 13th-month run (compliance/thirteenth.ts) and the final pay's pro-rated 13th month read it
 * here, so both count the opening balance the same way. Centavos; absent: no opening balance.
 */
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/types.ts';
import { openingBalancesOf } from './read.ts';

type Db = Kysely<DB> | Transaction<DB>;

export interface ThirteenthOpening {
  /** Add to the year's basic earned (the 13th month's base). */
  basic_earned: number;
  /** Add to the 13th month already paid. */
  already_paid: number;
  /** Add to the ₱90,000 bucket already used (splitBenefits' second argument). */
  bucket_used: number;
}

export async function thirteenthOpeningOf(
  db: Db,
  employeeIds: readonly number[],
  year: number,
): Promise<Map<number, ThirteenthOpening>> {
  const out = new Map<number, ThirteenthOpening>();
  for (const [id, ob] of await openingBalancesOf(db, employeeIds, year))
    out.set(id, {
      basic_earned: ob.basic_pay,
      already_paid: ob.thirteenth_paid,
      bucket_used: ob.non_taxable_benefits,
    });
  return out;
}
