/**
 * Demo pay calendars (issue 21): Bayanihan Trading pays on the 1/16 calendar (the 15th and the last
 * day), Kalinaw Foods on 11/26 (11-25 paid on the 30th, 26-10 paid on the 15th). Idempotent.
 */
import { DEFAULT_PAY_CALENDAR, type PayCalendar } from '@sahod/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';
import type { Clock } from '../../platform/clock.ts';

export const DEMO_PAY_CALENDARS: readonly { company: string; calendar: PayCalendar }[] = [
  { company: 'Bayanihan Trading Corporation', calendar: DEFAULT_PAY_CALENDAR },
  {
    company: 'Kalinaw Foods Corporation',
    calendar: {
      ...DEFAULT_PAY_CALENDAR,
      semi_monthly_first: 11,
      semi_monthly_second: 26,
      semi_monthly_first_pay_day: 30,
      semi_monthly_second_pay_day: 15,
    },
  },
];

export async function seedDemoPayCalendars(db: Kysely<DB>, clock: Clock): Promise<void> {
  const now = clock.now().toISOString();
  for (const { company, calendar } of DEMO_PAY_CALENDARS) {
    const row = await db.selectFrom('companies').select('id').where('name', '=', company).executeTakeFirst();
    if (!row) continue;
    await db
      .insertInto('company_pay_calendar')
      .values({ company_id: row.id, ...calendar, updated_at: now, updated_by: null })
      .onConflict((oc) => oc.column('company_id').doUpdateSet({ ...calendar, updated_at: now }))
      .execute();
  }
}
