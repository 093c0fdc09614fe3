/**
 * Pag-IBIG (HDMF) contributions: employee 1% of a fund salary up to 1,500, else 2%; employer 2%;
 * the base is capped at the maximum fund salary (10,000 from February 2024, HDMF Circular 460).
 */
import { roundHalfAwayFromZero } from '../money.ts';
import { type Dated, inForceOn } from './effective.ts';

export interface PagibigSchedule extends Dated {
  /** Maximum fund salary, centavos. */
  readonly maximumFundSalary: number;
  /** Fund salaries up to and including this amount pay the low employee rate. */
  readonly lowRateCeiling: number;
  readonly eeLowRateBp: number;
  readonly eeRateBp: number;
  readonly erRateBp: number;
}

export const PAGIBIG_SCHEDULES: readonly PagibigSchedule[] = [
  // Before Circular 460 the maximum fund salary was 5,000 (ph-statutory section 3).
  {
    effective_from: '2023-01-01',
    maximumFundSalary: 5_000_00,
    lowRateCeiling: 1_500_00,
    eeLowRateBp: 100,
    eeRateBp: 200,
    erRateBp: 200,
  },
  {
    effective_from: '2024-02-01',
    maximumFundSalary: 10_000_00,
    lowRateCeiling: 1_500_00,
    eeLowRateBp: 100,
    eeRateBp: 200,
    erRateBp: 200,
  },
];

export interface PagibigContribution {
  ee: number;
  er: number;
}

/** Mandatory Pag-IBIG contributions on a monthly fund salary (centavos) in force on `onDate`. */
export function pagibigContribution(monthlyFundSalary: number, onDate: string): PagibigContribution {
  const schedule = inForceOn(PAGIBIG_SCHEDULES, onDate, 'Pag-IBIG schedule');
  const salary = Math.max(monthlyFundSalary, 0);
  const base = Math.min(salary, schedule.maximumFundSalary);
  const eeRate = salary <= schedule.lowRateCeiling ? schedule.eeLowRateBp : schedule.eeRateBp;
  return {
    ee: roundHalfAwayFromZero((base * eeRate) / 10_000),
    er: roundHalfAwayFromZero((base * schedule.erRateBp) / 10_000),
  };
}
