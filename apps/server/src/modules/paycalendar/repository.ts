/**
 * Reading companies' pay calendars (issue 21 section 1). A company without a row (created after
 * migration 0026 and never saved) has the defaults.
 */
import { DEFAULT_PAY_CALENDAR, PAY_CALENDAR_FIELDS, type PayCalendar } from '@sahod/shared';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/types.ts';

type Db = Kysely<DB> | Transaction<DB>;

/** The pay calendar of each company id (the defaults where none is stored). */
export async function payCalendarsOf(
  db: Db,
  companyIds: readonly number[],
): Promise<Map<number, PayCalendar>> {
  const ids = [...new Set(companyIds)];
  const out = new Map<number, PayCalendar>(ids.map((id) => [id, { ...DEFAULT_PAY_CALENDAR }]));
  if (ids.length === 0) return out;
  const rows = await db
    .selectFrom('company_pay_calendar')
    .select(['company_id', ...PAY_CALENDAR_FIELDS])
    .where('company_id', 'in', ids)
    .execute();
  for (const { company_id, ...calendar } of rows) out.set(company_id, calendar);
  return out;
}

export async function payCalendarOf(db: Db, companyId: number): Promise<PayCalendar> {
  return (await payCalendarsOf(db, [companyId])).get(companyId) as PayCalendar;
}
