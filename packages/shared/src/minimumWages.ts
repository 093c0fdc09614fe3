/**
 * Regional minimum wages and work regions (issue 21 section 4): the wage order table of Group
 * Details, each company's work region, an employee's own region (Employment Details), and the texts
 * of the minimum wage check. Amounts in the API are pesos with 2 decimals.
 */
import { z } from 'zod';
import { isCalendarDate } from './dates.ts';
import { formatPesos, parseHundredths } from './groups.ts';

export const MINIMUM_WAGE_MSG = {
  /** Payroll row and employee profile (issue 21, verbatim). */
  belowMinimum: (dayRate: number, region: string, minimum: number, wageOrder: string) =>
    `Day rate ${formatPesos(dayRate)} is below the ${region} minimum wage of ${formatPesos(minimum)} (WO ${wageOrder}).`,
  /** The tax group says minimum wage earner where the day rate does not agree. */
  groupIgnoredAbove: (dayRate: number, region: string, minimum: number, wageOrder: string) =>
    `Not a minimum wage earner: day rate ${formatPesos(dayRate)} is above the ${region} minimum wage of ${formatPesos(minimum)} (WO ${wageOrder}); the Minimum Wage Earner tax group is ignored and tax is withheld.`,
  groupIgnoredNoWage:
    'Not a minimum wage earner: no minimum wage is set for the work region on the pay date; the Minimum Wage Earner tax group is ignored and tax is withheld.',
  regionRequired: 'Please choose a region.',
  regionNotFound: 'The selected region does not exist.',
  wageOrderRequired: 'Please enter the wage order.',
  wageOrderTooLong: 'The wage order is at most 50 characters.',
  effectiveFromInvalid: 'Effective Date must be a valid date (yyyy-MM-dd).',
  dailyRatePositive: 'Daily Minimum Wage must be more than zero.',
  duplicate: 'This region already has a wage order with the same effective date.',
  notFound: 'The minimum wage entry no longer exists.',
  companyNotFound: 'The company does not exist.',
  employeeNotFound: 'The employee does not exist.',
  saved: 'Saved.',
  deleted: 'Deleted.',
} as const;

/** Screen texts (Group Details' Minimum Wages, Employment Details' Work Region). */
export const MINIMUM_WAGE_TEXT = {
  title: 'Minimum Wages',
  note: 'An employee is a minimum wage earner (no withholding tax on the minimum wage, holiday, overtime and night pay) when their day rate is at or below the minimum wage of their work region on the pay date.',
  region: 'Region',
  wageOrder: 'Wage Order',
  effectiveFrom: 'Effective Date',
  dailyRate: 'Daily Minimum Wage',
  add: 'Add Wage Order',
  editTitle: 'Wage Order',
  companyRegions: 'Work Region per Company',
  company: 'Company',
  workRegion: 'Work Region',
  fromAddress: 'From the employer address',
  companyRegion: (label: string | null) => `Company's (${label ?? 'not set'})`,
  notFound: 'Not found',
  employeeTitle: 'Work Region and Minimum Wage',
  minimumWageEarner: 'Minimum wage earner',
  yes: 'Yes',
  no: 'No',
  dayRate: 'Day Rate',
  minimumWage: (rate: string, order: string) => `${rate} (WO ${order})`,
  noWageOrder: 'No wage order for this region',
} as const;

export const WAGE_ORDER_MAX = 50;
/** Ids are 32-bit integers in both databases. */
const MAX_ID = 2_147_483_647;
const entityId = z.number().int().positive().max(MAX_ID);

export const regionOptionSchema = z.object({ code: z.string(), label: z.string() });
export type RegionOption = z.infer<typeof regionOptionSchema>;

export const minimumWageRowSchema = z.object({
  id: z.number().int(),
  region_code: z.string(),
  /** 'NCR', 'Region VII', ... */
  region: z.string(),
  wage_order: z.string(),
  effective_from: z.string(),
  /** Pesos. */
  daily_rate: z.number(),
});
export type MinimumWageRow = z.infer<typeof minimumWageRowSchema>;

export const minimumWageListSchema = z.object({
  rows: z.array(minimumWageRowSchema),
  regions: z.array(regionOptionSchema),
});
export type MinimumWageList = z.infer<typeof minimumWageListSchema>;

/** Create (no id) or update (id) a wage order; daily_rate pesos as typed (digits and a dot). */
export const minimumWageWriteSchema = z.object({
  id: entityId.optional(),
  region_code: z.string().max(10),
  wage_order: z.string().max(200),
  effective_from: z.string().max(20),
  daily_rate: z.union([z.number(), z.string().max(20)]),
});
export type MinimumWageWrite = z.infer<typeof minimumWageWriteSchema>;

export const minimumWageDeleteQuerySchema = z.object({ id: z.coerce.number().int().positive().max(MAX_ID) });

export interface MinimumWageValues {
  region_code: string;
  wage_order: string;
  effective_from: string;
  /** Centavos. */
  daily_rate: number;
}

/** The form's and the server's one check of a wage order entry. */
export function validateMinimumWage(
  input: MinimumWageWrite,
): { ok: true; values: MinimumWageValues } | { ok: false; message: string } {
  const region = input.region_code.trim();
  if (region === '') return { ok: false, message: MINIMUM_WAGE_MSG.regionRequired };
  const order = input.wage_order.trim();
  if (order === '') return { ok: false, message: MINIMUM_WAGE_MSG.wageOrderRequired };
  if (order.length > WAGE_ORDER_MAX) return { ok: false, message: MINIMUM_WAGE_MSG.wageOrderTooLong };
  const date = input.effective_from.trim();
  if (!isCalendarDate(date)) return { ok: false, message: MINIMUM_WAGE_MSG.effectiveFromInvalid };
  const rate = parseHundredths(input.daily_rate, 'Daily Minimum Wage');
  if (!rate.ok) return { ok: false, message: rate.message };
  if (rate.value <= 0) return { ok: false, message: MINIMUM_WAGE_MSG.dailyRatePositive };
  return {
    ok: true,
    values: { region_code: region, wage_order: order, effective_from: date, daily_rate: rate.value },
  };
}

/** A company's work region: its own choice, or the one read from its employer address. */
export const companyWorkRegionSchema = z.object({
  company_id: z.number().int(),
  company: z.string(),
  /** The company's own choice (null: from the address). */
  work_region_code: z.string().nullable(),
  /** The region in effect, or null when none can be found. */
  region_code: z.string().nullable(),
  region: z.string().nullable(),
});
export type CompanyWorkRegion = z.infer<typeof companyWorkRegionSchema>;

export const companyWorkRegionWriteSchema = z.object({
  company_id: entityId,
  work_region_code: z.string().max(10).nullable(),
});

/** An employee's region and minimum wage check (Employment Details). */
export const employeeMinimumWageSchema = z.object({
  employee_id: z.number().int(),
  /** The employee's own choice (null: the company's). */
  work_region_code: z.string().nullable(),
  region_code: z.string().nullable(),
  region: z.string().nullable(),
  /** Pesos; null without a salary. */
  day_rate: z.number().nullable(),
  wage_order: z.string().nullable(),
  minimum_daily_rate: z.number().nullable(),
  minimum_wage_earner: z.boolean(),
  /** 'Day rate ₱600.00 is below the NCR minimum wage of ₱695.00 (WO NCR-26).' or null. */
  warning: z.string().nullable(),
  /** The company's region label (what "the company's" means when work_region_code is null). */
  company_region: z.string().nullable(),
  /** The regions to choose from. */
  regions: z.array(regionOptionSchema),
});
export type EmployeeMinimumWage = z.infer<typeof employeeMinimumWageSchema>;

export const employeeMinimumWageQuerySchema = z.object({
  employee_id: z.coerce.number().int().positive().max(MAX_ID),
});
export const employeeWorkRegionWriteSchema = z.object({
  employee_id: entityId,
  work_region_code: z.string().max(10).nullable(),
});
