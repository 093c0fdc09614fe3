/**
 * De minimis benefits and their ceilings by the regulation in force on the pay date (ph-statutory
 * 4.6): RR 11-2018, RR 4-2025 (effective 2025-02-14, computed as 15 days after publication [D]) and
 * RR 29-2025 (effective 2026-01-06). Each kind's ceiling applies over a window: a calendar month, a
 * semester (January-June, July-December) or the calendar year, all of the pay date. Amounts are
 * integer centavos; monetized leave is capped in days (x the day rate); the overtime / night meal
 * allowance in a share of the regional daily minimum wage per day worked.
 */
import { type Dated, inForceOn } from './effective.ts';

/** The kinds of the dated list, in the order of ph-statutory 4.6. */
export const DE_MINIMIS_KINDS = [
  'rice',
  'uniform',
  'medical_cash',
  'laundry',
  'achievement_award',
  'christmas_gift',
  'meal_allowance',
  'cba_productivity',
  'vacation_leave',
  'medical_assistance',
] as const;
export type DeMinimisKind = (typeof DE_MINIMIS_KINDS)[number];

export type CeilingWindow = 'month' | 'semester' | 'year';

export type DeMinimisCeiling =
  /** At most `amount` centavos over the window. */
  | { readonly window: CeilingWindow; readonly amount: number }
  /** At most `days` x the day rate over the window (monetized unused vacation leave). */
  | { readonly window: CeilingWindow; readonly days: number }
  /** Per day worked: at most `basisPoints` of the regional daily minimum wage (meal allowance). */
  | { readonly window: 'month'; readonly minimumWageBp: number };

export interface DeMinimisSchedule extends Dated {
  readonly regulation: string;
  readonly ceilings: Readonly<Record<DeMinimisKind, DeMinimisCeiling>>;
}

const RR_11_2018: DeMinimisSchedule['ceilings'] = {
  rice: { window: 'month', amount: 2_000_00 },
  uniform: { window: 'year', amount: 6_000_00 },
  // ₱1,500 a semester (or ₱250 a month): the semester figure, which also holds a lump payment.
  medical_cash: { window: 'semester', amount: 1_500_00 },
  laundry: { window: 'month', amount: 300_00 },
  achievement_award: { window: 'year', amount: 10_000_00 },
  christmas_gift: { window: 'year', amount: 5_000_00 },
  meal_allowance: { window: 'month', minimumWageBp: 2_500 },
  cba_productivity: { window: 'year', amount: 10_000_00 },
  vacation_leave: { window: 'year', days: 10 },
  medical_assistance: { window: 'year', amount: 10_000_00 },
};

export const DE_MINIMIS_SCHEDULES: readonly DeMinimisSchedule[] = [
  { effective_from: '2018-01-01', regulation: 'RR 11-2018', ceilings: RR_11_2018 },
  {
    effective_from: '2025-02-14',
    regulation: 'RR 4-2025',
    ceilings: { ...RR_11_2018, uniform: { window: 'year', amount: 7_000_00 } },
  },
  {
    effective_from: '2026-01-06',
    regulation: 'RR 29-2025',
    ceilings: {
      rice: { window: 'month', amount: 2_500_00 },
      uniform: { window: 'year', amount: 8_000_00 },
      medical_cash: { window: 'semester', amount: 2_000_00 },
      laundry: { window: 'month', amount: 400_00 },
      achievement_award: { window: 'year', amount: 12_000_00 },
      christmas_gift: { window: 'year', amount: 6_000_00 },
      meal_allowance: { window: 'month', minimumWageBp: 3_000 },
      cba_productivity: { window: 'year', amount: 12_000_00 },
      vacation_leave: { window: 'year', days: 12 },
      medical_assistance: { window: 'year', amount: 12_000_00 },
    },
  },
];

export function deMinimisScheduleOn(payDate: string): DeMinimisSchedule {
  return inForceOn(DE_MINIMIS_SCHEDULES, payDate, 'de minimis ceilings');
}

/** First day (yyyy-MM-dd) of the window that holds the pay date. */
export function windowStart(window: CeilingWindow, payDate: string): string {
  const year = payDate.slice(0, 4);
  if (window === 'year') return `${year}-01-01`;
  if (window === 'semester') return Number(payDate.slice(5, 7)) <= 6 ? `${year}-01-01` : `${year}-07-01`;
  return `${payDate.slice(0, 7)}-01`;
}

/**
 * NCR non-agriculture daily minimum wage (WO NCR-26, from 2025-07-18; ph-statutory 7): the meal
 * allowance's basis when the caller passes no regional wage.
 */
export const DEFAULT_MINIMUM_DAILY_WAGE = 695_00;
