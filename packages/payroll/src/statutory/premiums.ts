/**
 * Labor Code pay multipliers (Arts. 86-94, DOLE MC No. 1 s.2004 and the yearly holiday advisories),
 * in basis points of the hourly rate. See ph-statutory.md section 5.
 */
import { type Dated, inForceOn } from './effective.ts';

/** How the law treats a calendar day for pay. A special working day pays as an ordinary day. */
export type DayKind = 'ordinary' | 'special' | 'regular' | 'double';

export const DAY_KINDS: readonly DayKind[] = ['ordinary', 'special', 'regular', 'double'];

export interface PremiumSchedule extends Dated {
  /** Hours worked within the normal day, by day kind: [not a rest day, rest day]. */
  readonly worked: Readonly<Record<DayKind, readonly [number, number]>>;
  /** Each overtime hour, by day kind: [not a rest day, rest day]. */
  readonly overtime: Readonly<Record<DayKind, readonly [number, number]>>;
  /** An unworked day that still pays (the "day before" rule applies): regular 100%, double 200%. */
  readonly unworked: Readonly<Record<DayKind, number>>;
  /** Night differential: this share of the hourly rate that applies to the hour (10%). */
  readonly nightShareBp: number;
  /** Night hours, minutes after midnight: 22:00 to 06:00. */
  readonly nightStart: number;
  readonly nightEnd: number;
}

export const PREMIUM_SCHEDULES: readonly PremiumSchedule[] = [
  {
    effective_from: '2004-01-01',
    worked: {
      ordinary: [10_000, 13_000],
      special: [13_000, 15_000],
      regular: [20_000, 26_000],
      double: [30_000, 39_000],
    },
    overtime: {
      ordinary: [12_500, 16_900],
      special: [16_900, 19_500],
      regular: [26_000, 33_800],
      double: [39_000, 50_700],
    },
    unworked: { ordinary: 0, special: 0, regular: 10_000, double: 20_000 },
    nightShareBp: 1_000,
    nightStart: 22 * 60,
    nightEnd: 6 * 60,
  },
];

/** The premium schedule in force on a date. */
export function premiumsOn(onDate: string): PremiumSchedule {
  return inForceOn(PREMIUM_SCHEDULES, onDate, 'premium schedule');
}

/** Multiplier (basis points of the hourly rate) for an hour of work on a kind of day. */
export function premiumMultiplier(
  kind: DayKind,
  restDay: boolean,
  overtime: boolean,
  onDate: string,
): number {
  const schedule = premiumsOn(onDate);
  return (overtime ? schedule.overtime : schedule.worked)[kind][restDay ? 1 : 0];
}

/** Night differential (basis points of the hourly rate) on top of an hour paid at `multiplierBp`. */
export function nightDifferentialMultiplier(multiplierBp: number, onDate: string): number {
  return (multiplierBp * premiumsOn(onDate).nightShareBp) / 10_000;
}
