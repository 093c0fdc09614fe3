/**
 * My Sahod (issue 24): the signed-in employee's own self-service answers under /api/me. Amounts
 * are pesos with two decimals, as everywhere in the API; the server reads them from the stored
 * payslips (never recomputed).
 */
import { z } from 'zod';
import { creditBalanceSchema } from './applications.ts';
import { payrollRowSchema } from './payroll.ts';
import { calculatedDaySchema } from './timeattendanceSchemas.ts';

export const ME_MSG = {
  payslipNotFound: 'Payslip not found.',
  taxYearNotFound: 'No BIR 2316 for this year.',
  noteRequired: 'Write what should change.',
  noteTooLong: 'The note is at most 1000 characters.',
  currentPasswordWrong: 'The current password is not correct.',
} as const;

/** The kinds of a stored payslip and how My Sahod names them. */
export const PAYSLIP_KIND_LABELS = {
  regular: 'Payslip',
  thirteenth: '13th Month Pay',
  finalpay: 'Final Pay',
} as const;
export type PayslipKind = keyof typeof PAYSLIP_KIND_LABELS;

export const meSummarySchema = z.object({
  employee_id: z.number().int(),
  name: z.string(),
  employee_code: z.string().nullable(),
  company: z.string().nullable(),
  department: z.string().nullable(),
  designation: z.string().nullable(),
  is_approver: z.boolean(),
});
export type MeSummary = z.infer<typeof meSummarySchema>;

export const meHomeSchema = z.object({
  today: z.string(),
  week: z.array(calculatedDaySchema),
  today_day: calculatedDaySchema.nullable(),
  leave_balances: z.array(creditBalanceSchema),
  latest_payslip: z
    .object({ id: z.number().int(), net_pay: z.number(), pay_date: z.string().nullable(), kind: z.string() })
    .nullable(),
  applications_pending: z.number().int(),
  to_approve: z.number().int().nullable(),
  next_payday: z.string().nullable(),
});
export type MeHome = z.infer<typeof meHomeSchema>;

const ytdSchema = z.object({
  gross: z.number(),
  contributions: z.number(),
  tax: z.number(),
  net: z.number(),
});

export const mePayslipItemSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['regular', 'thirteenth', 'finalpay']),
  start_date: z.string(),
  end_date: z.string(),
  pay_date: z.string().nullable(),
  gross_pay: z.number(),
  net_pay: z.number(),
});
export type MePayslipItem = z.infer<typeof mePayslipItemSchema>;

export const mePayslipsSchema = z.object({
  years: z.array(
    z.object({ year: z.number().int(), ytd: ytdSchema, payslips: z.array(mePayslipItemSchema) }),
  ),
});
export type MePayslips = z.infer<typeof mePayslipsSchema>;

export const mePayslipSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['regular', 'thirteenth', 'finalpay']),
  title: z.string(),
  company: z.string().nullable(),
  start_date: z.string(),
  end_date: z.string(),
  pay_date: z.string().nullable(),
  row: payrollRowSchema,
});
export type MePayslip = z.infer<typeof mePayslipSchema>;

export const meTaxSchema = z.object({
  years: z.array(
    z.object({
      year: z.number().int(),
      taxable: z.number(),
      withheld: z.number(),
      /** Whether the year has ended, so its 2316 is final. */
      complete: z.boolean(),
    }),
  ),
});
export type MeTax = z.infer<typeof meTaxSchema>;

export const meProfileSchema = z.object({
  employee_code: z.string().nullable(),
  first_name: z.string(),
  middle_name: z.string().nullable(),
  last_name: z.string(),
  suffix: z.string().nullable(),
  date_of_birth: z.string().nullable(),
  birthplace: z.string().nullable(),
  civil_status: z.string().nullable(),
  gender: z.string().nullable(),
  address: z.string().nullable(),
  mobile_number: z.string().nullable(),
  email: z.string().nullable(),
  landline: z.string().nullable(),
  company: z.string().nullable(),
  department: z.string().nullable(),
  designation: z.string().nullable(),
  date_hired: z.string().nullable(),
  tin: z.string().nullable(),
  sss: z.string().nullable(),
  philhealth: z.string().nullable(),
  pagibig: z.string().nullable(),
  emergency_contacts: z.array(
    z.object({ contact_name: z.string(), relationship: z.string(), contact_number: z.string() }),
  ),
});
export type MeProfile = z.infer<typeof meProfileSchema>;

export const meChangeRequestSchema = z.object({
  note: z
    .string({ error: ME_MSG.noteRequired })
    .trim()
    .min(1, ME_MSG.noteRequired)
    .max(1000, ME_MSG.noteTooLong),
});
export type MeChangeRequest = z.infer<typeof meChangeRequestSchema>;

export const mePayslipParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const meTaxParamsSchema = z.object({ year: z.coerce.number().int().min(2000).max(9998) });

export const mePasswordSchema = z.object({
  current_password: z.string().min(1).max(200),
  new_password: z.string().min(1).max(200),
});
export type MePassword = z.infer<typeof mePasswordSchema>;
