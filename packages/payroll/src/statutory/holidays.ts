/**
 * Nationwide holidays (Proclamation 727 s.2024 and later ones for 2025; Proclamation 1006 s.2025
 * and later ones for 2026). Local special days are location-scoped: the server adds them to the
 * calendar it passes to the engine. See ph-statutory.md section 6.
 */
import { dayNumber } from '../dates.ts';
import type { DayKind } from './premiums.ts';

export type HolidayType = 'regular' | 'special_non_working' | 'special_working';

export interface Holiday {
  readonly date: string;
  readonly type: HolidayType;
  readonly name: string;
}

function year(entries: readonly (readonly [date: string, type: HolidayType, name: string])[]): Holiday[] {
  return entries.map(([date, type, name]) => ({ date, type, name }));
}

export const NATIONAL_HOLIDAYS: readonly Holiday[] = [
  ...year([
    ['2025-01-01', 'regular', "New Year's Day"],
    ['2025-01-29', 'special_non_working', 'Chinese New Year'],
    ['2025-02-25', 'special_working', 'EDSA People Power Anniversary'],
    ['2025-04-01', 'regular', "Eid'l Fitr"],
    ['2025-04-09', 'regular', 'Araw ng Kagitingan'],
    ['2025-04-17', 'regular', 'Maundy Thursday'],
    ['2025-04-18', 'regular', 'Good Friday'],
    ['2025-04-19', 'special_non_working', 'Black Saturday'],
    ['2025-05-01', 'regular', 'Labor Day'],
    ['2025-05-12', 'special_non_working', 'National and local elections'],
    ['2025-06-06', 'regular', "Eid'l Adha"],
    ['2025-06-12', 'regular', 'Independence Day'],
    ['2025-07-27', 'special_non_working', 'Iglesia ni Cristo founding anniversary'],
    ['2025-08-21', 'special_non_working', 'Ninoy Aquino Day'],
    ['2025-08-25', 'regular', 'National Heroes Day'],
    ['2025-10-31', 'special_non_working', "All Saints' Day Eve"],
    ['2025-11-01', 'special_non_working', "All Saints' Day"],
    ['2025-11-30', 'regular', 'Bonifacio Day'],
    ['2025-12-08', 'special_non_working', 'Feast of the Immaculate Conception'],
    ['2025-12-24', 'special_non_working', 'Christmas Eve'],
    ['2025-12-25', 'regular', 'Christmas Day'],
    ['2025-12-30', 'regular', 'Rizal Day'],
    ['2025-12-31', 'special_non_working', 'Last Day of the Year'],
  ]),
  ...year([
    ['2026-01-01', 'regular', "New Year's Day"],
    ['2026-02-17', 'special_non_working', 'Chinese New Year'],
    ['2026-02-25', 'special_working', 'EDSA People Power Anniversary'],
    ['2026-03-20', 'regular', "Eid'l Fitr"],
    ['2026-04-02', 'regular', 'Maundy Thursday'],
    ['2026-04-03', 'regular', 'Good Friday'],
    ['2026-04-04', 'special_non_working', 'Black Saturday'],
    ['2026-04-09', 'regular', 'Araw ng Kagitingan'],
    ['2026-05-01', 'regular', 'Labor Day'],
    ['2026-05-27', 'regular', "Eid'l Adha"],
    ['2026-06-12', 'regular', 'Independence Day'],
    ['2026-08-21', 'special_non_working', 'Ninoy Aquino Day'],
    ['2026-08-31', 'regular', 'National Heroes Day'],
    ['2026-11-01', 'special_non_working', "All Saints' Day"],
    ['2026-11-02', 'special_non_working', "All Souls' Day"],
    ['2026-11-30', 'regular', 'Bonifacio Day'],
    ['2026-12-08', 'special_non_working', 'Feast of the Immaculate Conception'],
    ['2026-12-24', 'special_non_working', 'Christmas Eve'],
    ['2026-12-25', 'regular', 'Christmas Day'],
    ['2026-12-30', 'regular', 'Rizal Day'],
    ['2026-12-31', 'special_non_working', 'Last Day of the Year'],
  ]),
];

/** Holidays dated from `start` to `end` inclusive, in date order. */
export function holidaysBetween(
  start: string,
  end: string,
  calendar: readonly Holiday[] = NATIONAL_HOLIDAYS,
): Holiday[] {
  return calendar
    .filter((holiday) => holiday.date >= start && holiday.date <= end)
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/**
 * Day number -> how the day pays. Two regular holidays on one date make a double holiday; a regular
 * holiday outranks a special day; a special working day pays as an ordinary day, so it is left out.
 */
export type HolidayIndex = ReadonlyMap<number, DayKind>;

export function indexHolidays(calendar: readonly Holiday[]): HolidayIndex {
  const index = new Map<number, DayKind>();
  for (const holiday of calendar) {
    if (holiday.type === 'special_working') continue;
    const day = dayNumber(holiday.date);
    const current = index.get(day);
    if (holiday.type === 'regular')
      index.set(day, current === 'regular' || current === 'double' ? 'double' : 'regular');
    else if (current === undefined) index.set(day, 'special');
  }
  return index;
}

export const NATIONAL_HOLIDAY_INDEX: HolidayIndex = indexHolidays(NATIONAL_HOLIDAYS);
