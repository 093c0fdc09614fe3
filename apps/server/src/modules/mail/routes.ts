/**
 * E-mail (issue 25 §4): the Admin Panel's SMTP settings with 'Send test e-mail' (Admin module),
 * and 'E-mail payslips' of a processed payroll run with its per-employee status (Payroll module).
 */
import {
  messageResponseSchema,
  payslipMailRunSchema,
  payslipMailSendSchema,
  payslipMailStatusSchema,
  smtpSettingsResponseSchema,
  smtpSettingsSchema,
  smtpTestSchema,
} from '@sahod/shared';
import { z } from 'zod';
import type { App, AppDeps } from '../../deps.ts';
import { actorOf } from '../../platform/actor.ts';
import type { AuthUser } from '../../platform/guard.ts';
import { errorResponses, GUARDED_ERRORS } from '../../platform/schemas.ts';
import { noticeEmailChoice, setNoticeEmailChoice } from './notices.ts';
import { enqueuePayslips, mailStatus } from './queue.ts';
import { saveSmtpSettings, sendTestMail, smtpSettings } from './smtp.ts';
import { wakeMailWorkers } from './worker.ts';

export function mailRoutes(app: App, deps: AppDeps): void {
  app.get(
    '/api/admin/smtp',
    {
      config: { access: { module: 'admin', flag: 'view' } },
      schema: {
        tags: ['admin'],
        summary: 'The SMTP server e-mails are sent through; the password is never returned (password_set).',
        response: { 200: smtpSettingsResponseSchema, ...errorResponses(...GUARDED_ERRORS) },
      },
    },
    async () => smtpSettings(deps),
  );

  app.put(
    '/api/admin/smtp',
    {
      config: { access: { module: 'admin', flag: 'update' } },
      schema: {
        tags: ['admin'],
        summary:
          "Saves the SMTP server (host, port, TLS mode none/starttls/tls, user, password, sender). The password is stored encrypted with the server's key; omitted or null keeps the stored one, '' clears it.",
        body: smtpSettingsSchema,
        response: { 200: smtpSettingsResponseSchema, ...errorResponses(...GUARDED_ERRORS) },
      },
    },
    async (request) => saveSmtpSettings(deps, actorOf(request), request.body),
  );

  app.post(
    '/api/admin/smtp/test',
    {
      config: { access: { module: 'admin', flag: 'update' } },
      schema: {
        tags: ['admin'],
        summary:
          "Send test e-mail: sends a short message to `to` through the saved settings. 409 with the server's answer when it fails, or when no SMTP server is set up.",
        body: smtpTestSchema,
        response: { 200: messageResponseSchema, ...errorResponses(...GUARDED_ERRORS, 409) },
      },
    },
    async (request) => ({ message: await sendTestMail(deps, request.body.to) }),
  );

  app.post(
    '/api/payroll/email-payslips',
    {
      config: { access: { module: 'payroll', flag: 'create' } },
      schema: {
        tags: ['payroll'],
        summary:
          "E-mail payslips: queues each Processed payslip of the run for its employee, the PDF encrypted with the password rule (birth_date: MMDDYYYY; tin4_birth_date: last 4 digits of the TIN then MMDDYYYY). A payslip already sent is not sent again unless its employee is in resend_employee_ids ('Send again'); failed and no-address items are tried again. A click that queues any is a job (kind payslips.email) on Settings > Jobs, its progress counted from these items: job_id names the run's newest (GET /api/jobs/:id). 404 no Processed payslips; 409 no SMTP server set up.",
        body: payslipMailSendSchema,
        response: { 200: payslipMailStatusSchema, ...errorResponses(...GUARDED_ERRORS, 404, 409) },
      },
    },
    async (request) => {
      const status = await enqueuePayslips(deps, actorOf(request), request.body);
      wakeMailWorkers();
      return status;
    },
  );

  app.get(
    '/api/payroll/email-payslips',
    {
      config: { access: { module: 'payroll', flag: 'view' } },
      schema: {
        tags: ['payroll'],
        summary:
          "Per-employee status of the run's payslip e-mails (queued, sending, sent, failed with the server's answer, no_address) and counts for the progress bar.",
        querystring: payslipMailRunSchema,
        response: { 200: payslipMailStatusSchema, ...errorResponses(...GUARDED_ERRORS) },
      },
    },
    async (request) => mailStatus(deps, request.query),
  );

  const choiceSchema = z.object({ enabled: z.boolean() });
  const me = (user: AuthUser | null) => (user as AuthUser).id;
  app.get(
    '/api/me/notifications/email',
    {
      config: { access: { authenticated: true } },
      schema: {
        tags: ['me'],
        summary: "Whether the caller's notifications also go by e-mail (to their employee record's address).",
        response: { 200: choiceSchema, ...errorResponses(...GUARDED_ERRORS) },
      },
    },
    async (request) => noticeEmailChoice(deps, me(request.user)),
  );
  app.put(
    '/api/me/notifications/email',
    {
      config: { access: { authenticated: true } },
      schema: {
        tags: ['me'],
        summary: "Turns the caller's notification e-mails on or off.",
        body: choiceSchema,
        response: { 200: choiceSchema, ...errorResponses(...GUARDED_ERRORS) },
      },
    },
    async (request) => setNoticeEmailChoice(deps, me(request.user), request.body.enabled),
  );
}
