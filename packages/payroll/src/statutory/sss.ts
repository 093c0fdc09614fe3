/**
 * SSS contributions (RA 11199) for regular employees of business employers: regular Social
 * Security on the MSC up to 20,000, the Mandatory Provident Fund (MPF/WISP) on the MSC above it,
 * and Employees' Compensation (EC, employer only). See ph-statutory.md section 1.
 */
import { type Dated, inForceOn } from './effective.ts';

export interface SssSchedule extends Dated {
  /** Rates in basis points (1/100 of a percent). */
  readonly eeRateBp: number;
  readonly erRateBp: number;
  /** Monthly salary credits, in centavos. */
  readonly minimumMsc: number;
  readonly maximumMsc: number;
  readonly mscStep: number;
  /** Regular SS is paid on the MSC up to this amount; the rest goes to the MPF. */
  readonly regularSsCap: number;
  /** EC: `ecLow` when the MSC is below `ecThreshold`, otherwise `ecHigh` (centavos). */
  readonly ecThreshold: number;
  readonly ecLow: number;
  readonly ecHigh: number;
}

export const SSS_SCHEDULES: readonly SssSchedule[] = [
  {
    // RA 11199 step for 2023-2024: 14% (ER 9.5%, EE 4.5%), MSC 4,000-30,000.
    effective_from: '2023-01-01',
    eeRateBp: 450,
    erRateBp: 950,
    minimumMsc: 4_000_00,
    maximumMsc: 30_000_00,
    mscStep: 500_00,
    regularSsCap: 20_000_00,
    ecThreshold: 15_000_00,
    ecLow: 10_00,
    ecHigh: 30_00,
  },
  {
    // SSS Circular 2024-006, in force from the applicable month of January 2025: 15% (ER 10%,
    // EE 5%), MSC 5,000-35,000. No 2026 circular was found; the 2025 figures continue.
    effective_from: '2025-01-01',
    eeRateBp: 500,
    erRateBp: 1000,
    minimumMsc: 5_000_00,
    maximumMsc: 35_000_00,
    mscStep: 500_00,
    regularSsCap: 20_000_00,
    ecThreshold: 15_000_00,
    ecLow: 10_00,
    ecHigh: 30_00,
  },
];

export interface SssContribution {
  msc: number;
  mscRegular: number;
  mscMpf: number;
  eeRegular: number;
  eeMpf: number;
  ee: number;
  erRegular: number;
  erMpf: number;
  ec: number;
  er: number;
  total: number;
}

/**
 * Brackets are 500 wide and centred on the MSC ([MSC - 250.00, MSC + 249.99]); everything below the
 * first bracket gets the minimum MSC and everything from the last bracket up gets the maximum.
 */
export function monthlySalaryCredit(monthlyCompensation: number, schedule: SssSchedule): number {
  const half = schedule.mscStep / 2;
  if (monthlyCompensation < schedule.minimumMsc + half) return schedule.minimumMsc;
  if (monthlyCompensation >= schedule.maximumMsc - half) return schedule.maximumMsc;
  return schedule.mscStep * Math.floor((monthlyCompensation + half) / schedule.mscStep);
}

/** Every MSC is a multiple of 500 pesos, so every share is a whole number of centavos. */
function share(msc: number, rateBp: number): number {
  return (msc * rateBp) / 10_000;
}

/** SSS contribution for a month's compensation (centavos), by the schedule in force on `onDate`. */
export function sssContribution(monthlyCompensation: number, onDate: string): SssContribution {
  const schedule = inForceOn(SSS_SCHEDULES, onDate, 'SSS schedule');
  const msc = monthlySalaryCredit(monthlyCompensation, schedule);
  const mscRegular = Math.min(msc, schedule.regularSsCap);
  const mscMpf = msc - mscRegular;
  const eeRegular = share(mscRegular, schedule.eeRateBp);
  const eeMpf = share(mscMpf, schedule.eeRateBp);
  const erRegular = share(mscRegular, schedule.erRateBp);
  const erMpf = share(mscMpf, schedule.erRateBp);
  const ec = msc < schedule.ecThreshold ? schedule.ecLow : schedule.ecHigh;
  const ee = eeRegular + eeMpf;
  const er = erRegular + erMpf + ec;
  return { msc, mscRegular, mscMpf, eeRegular, eeMpf, ee, erRegular, erMpf, ec, er, total: ee + er };
}
