/** E-mail: payslips and notices (issue 25 §4): SMTP settings and the payslip e-mail queue. */
import { z } from 'zod';
import { businessDate } from './dates.ts';
import { PAYROLL_PERIODS } from './payroll.ts';

export const SMTP_TLS_MODES = ['none', 'starttls', 'tls'] as const;
export const PAYSLIP_PASSWORD_RULES = ['birth_date', 'tin4_birth_date'] as const;
export type PayslipPasswordRule = (typeof PAYSLIP_PASSWORD_RULES)[number];
export const PAYSLIP_MAIL_STATUSES = ['queued', 'sending', 'sent', 'failed', 'no_address'] as const;

/** The password rule as the e-mail names it (never the password itself). */
export const PASSWORD_RULE_TEXT: Record<PayslipPasswordRule, string> = {
  birth_date: 'your birth date as MMDDYYYY (for example 03152024 for 15 March 2024)',
  tin4_birth_date:
    'the last 4 digits of your TIN followed by your birth date as MMDDYYYY (for example 678903152024)',
};

export const MAIL_MSG = {
  host: 'Enter the SMTP host.',
  port: 'Enter a port from 1 to 65535.',
  sender: 'Enter the sender e-mail address.',
  to: 'Enter an e-mail address to send the test to.',
  notSet: 'Set up the SMTP server in the Admin Panel first.',
  passwordLost: 'The stored SMTP password cannot be read (the server key changed); enter it again.',
  date: 'Enter the dates as YYYY-MM-DD.',
  noPayslips: 'There are no Processed payslips for this period.',
} as const;

const email = (msg: string) => z.email({ error: msg }).max(255, msg);

export const smtpSettingsSchema = z.object({
  host: z.string({ error: MAIL_MSG.host }).trim().min(1, MAIL_MSG.host).max(255, MAIL_MSG.host),
  port: z.number({ error: MAIL_MSG.port }).int(MAIL_MSG.port).min(1, MAIL_MSG.port).max(65535, MAIL_MSG.port),
  tls_mode: z.enum(SMTP_TLS_MODES),
  username: z.string().trim().max(255).nullable(),
  /** Omitted or null keeps the stored password; '' clears it. Never sent back. */
  password: z.string().max(500).nullable().optional(),
  sender: email(MAIL_MSG.sender),
});
export type SmtpSettingsInput = z.infer<typeof smtpSettingsSchema>;

export const smtpSettingsResponseSchema = z.object({
  configured: z.boolean(),
  host: z.string(),
  port: z.number(),
  tls_mode: z.enum(SMTP_TLS_MODES),
  username: z.string().nullable(),
  password_set: z.boolean(),
  sender: z.string(),
});
export type SmtpSettingsResponse = z.infer<typeof smtpSettingsResponseSchema>;

export const smtpTestSchema = z.object({ to: email(MAIL_MSG.to) });

export const payslipMailRunSchema = z.object({
  company_id: z.coerce.number().int().positive().max(2_147_483_647),
  pay_period: z.enum(PAYROLL_PERIODS),
  start_date: businessDate(MAIL_MSG.date),
  end_date: businessDate(MAIL_MSG.date),
});
export type PayslipMailRun = z.infer<typeof payslipMailRunSchema>;

export const payslipMailSendSchema = payslipMailRunSchema.extend({
  password_rule: z.enum(PAYSLIP_PASSWORD_RULES),
  /** 'Send again': put these employees' payslips back in the queue even when sent. */
  resend_employee_ids: z.array(z.number().int().positive().max(2_147_483_647)).max(5000).optional(),
});
export type PayslipMailSend = z.infer<typeof payslipMailSendSchema>;

export const payslipMailItemSchema = z.object({
  employee_id: z.number(),
  name: z.string(),
  address: z.string().nullable(),
  status: z.enum(PAYSLIP_MAIL_STATUSES),
  attempts: z.number(),
  last_error: z.string().nullable(),
  sent_at: z.string().nullable(),
});
export const payslipMailStatusSchema = z.object({
  total: z.number(),
  done: z.number(),
  counts: z.object({
    queued: z.number(),
    sending: z.number(),
    sent: z.number(),
    failed: z.number(),
    no_address: z.number(),
  }),
  items: z.array(payslipMailItemSchema),
  /** The newest 'E-mail payslips' job of the run (Settings > Jobs), null before any (issue 28). */
  job_id: z.number().nullable().default(null),
});
export type PayslipMailStatus = z.infer<typeof payslipMailStatusSchema>;
