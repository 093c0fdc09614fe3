/**
 * PhilHealth premium (RA 11223): a rate of the monthly basic salary clamped to a floor and a
 * ceiling, split equally; an odd centavo comes off the employee's share (Advisory 2018-0003).
 */
import { roundHalfAwayFromZero } from '../money.ts';
import { type Dated, inForceOn } from './effective.ts';

export interface PhilhealthSchedule extends Dated {
  readonly rateBp: number;
  /** Income floor and ceiling, centavos. */
  readonly floor: number;
  readonly ceiling: number;
}

export const PHILHEALTH_SCHEDULES: readonly PhilhealthSchedule[] = [
  // 5% from 2024; Advisory 2025-0002 kept 5% / 10,000 / 100,000 for 2025; no 2026 change found.
  { effective_from: '2024-01-01', rateBp: 500, floor: 10_000_00, ceiling: 100_000_00 },
];

export interface PhilhealthContribution {
  premium: number;
  ee: number;
  er: number;
}

/** PhilHealth premium on the monthly basic salary (centavos) under the schedule in force on `onDate`. */
export function philhealthContribution(monthlyBasicSalary: number, onDate: string): PhilhealthContribution {
  const schedule = inForceOn(PHILHEALTH_SCHEDULES, onDate, 'PhilHealth schedule');
  const base = Math.min(Math.max(monthlyBasicSalary, schedule.floor), schedule.ceiling);
  const premium = roundHalfAwayFromZero((base * schedule.rateBp) / 10_000);
  const er = roundHalfAwayFromZero(premium / 2);
  return { premium, ee: premium - er, er };
}
