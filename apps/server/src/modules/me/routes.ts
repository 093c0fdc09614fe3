/**
 * /api/me (issue 24, "My Sahod"): the signed-in account's own employee, whatever its role. The
 * routes need only a sign-in (`{ authenticated: true }`), never a module permission; the employee
 * is the session's, so no request can name another one (a payslip id or year of someone else is
 * 404). Every successful read is audited (auditMeRead). No linked employee: 400 'No employee
 * assigned to this user account.'.
 */
import {
  ME_MSG,
  ME_TEXT,
  meChangeRequestSchema,
  meHomeSchema,
  mePasswordSchema,
  mePayslipParamsSchema,
  mePayslipSchema,
  mePayslipsSchema,
  meProfileSchema,
  meSummarySchema,
  messageResponseSchema,
  meTaxParamsSchema,
  meTaxSchema,
} from '@sahod/shared';
import type { FastifyReply } from 'fastify';
import type { App, AppDeps } from '../../deps.ts';
import { actorOf } from '../../platform/actor.ts';
import { errorResponses, GUARDED_ERRORS } from '../../platform/schemas.ts';
import { endOtherSessions } from '../sessions/service.ts';
import { auditMeRead, meOf } from './employee.ts';
import { my2316, myPayslip, myPayslipPdf, myPayslips, myTax } from './payslips.ts';
import { changePassword, myHome, myProfile, mySummary, requestChange } from './service.ts';

const tags = ['My Sahod'];
const config = { access: { authenticated: true } } as const;

function sendPdf(reply: FastifyReply, pdf: Buffer, filename: string) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'private, no-store')
    .send(pdf as never);
}

export function meRoutes(app: App, deps: AppDeps): void {
  const onSend = auditMeRead(deps);

  app.get(
    '/api/me',
    {
      config,
      onSend,
      schema: {
        tags,
        operationId: 'meSummary',
        summary:
          "The signed-in account's own employee: name, code, company, department, designation and whether they approve applications. 400 when the account has no linked employee.",
        response: { 200: meSummarySchema, ...errorResponses(...GUARDED_ERRORS, 404) },
      },
    },
    async (request) => mySummary(deps, meOf(request)),
  );

  app.get(
    '/api/me/home',
    {
      config,
      onSend,
      schema: {
        tags,
        operationId: 'meHome',
        summary:
          "Home of My Sahod: the week's days (Monday to Sunday, Asia/Manila) with shift, logs and status as the timesheet computes them, today's day, leave balances per type, the latest processed payslip's take-home pay and pay date, the employee's applications For Approval, the applications waiting for them as approver (null when not an approver) and the company's next payday on its pay calendar.",
        response: { 200: meHomeSchema, ...errorResponses(...GUARDED_ERRORS, 404) },
      },
    },
    async (request) => myHome(deps, request.user as NonNullable<typeof request.user>, meOf(request)),
  );

  app.get(
    '/api/me/payslips',
    {
      config,
      onSend,
      schema: {
        tags,
        operationId: 'mePayslips',
        summary:
          "The employee's processed payslips (regular, 13th month, final pay; voided ones left out), newest pay date first, grouped by the pay date's year with the year-to-date gross, contributions, tax withheld (a year-end refund off gross and tax, as the 2316 counts them) and net pay, in pesos.",
        response: { 200: mePayslipsSchema, ...errorResponses(...GUARDED_ERRORS) },
      },
    },
    async (request) => myPayslips(deps, meOf(request)),
  );

  app.get(
    '/api/me/payslips/:id',
    {
      config,
      onSend,
      schema: {
        tags,
        operationId: 'mePayslip',
        summary: `One of the employee's processed payslips as the Payroll Summary shows it, read from its stored snapshot (never recomputed). 404 '${ME_MSG.payslipNotFound}' for a payslip of another employee, a voided one or an unknown id.`,
        params: mePayslipParamsSchema,
        response: { 200: mePayslipSchema, ...errorResponses(...GUARDED_ERRORS, 404) },
      },
    },
    async (request) => myPayslip(deps, meOf(request), request.params.id),
  );

  app.get(
    '/api/me/payslips/:id/pdf',
    {
      config,
      onSend,
      schema: {
        tags,
        operationId: 'mePayslipPdf',
        summary: `The payslip PDF HR prints (a final pay: its statement), from the stored snapshot. 404 '${ME_MSG.payslipNotFound}' for a payslip of another employee, a voided one or an unknown id.`,
        params: mePayslipParamsSchema,
        response: errorResponses(...GUARDED_ERRORS, 404),
      },
    },
    async (request, reply) => {
      const { pdf, filename } = await myPayslipPdf(deps, meOf(request), request.params.id);
      return sendPdf(reply, pdf, filename);
    },
  );

  app.get(
    '/api/me/tax',
    {
      config,
      onSend,
      schema: {
        tags,
        operationId: 'meTax',
        summary:
          'Each year with a processed payslip of the employee (newest first): the taxable compensation and the tax withheld so far (pesos) and whether the year has ended; each has a BIR 2316 at /api/me/tax/{year}/2316.pdf.',
        response: { 200: meTaxSchema, ...errorResponses(...GUARDED_ERRORS) },
      },
    },
    async (request) => myTax(deps, meOf(request)),
  );

  app.get(
    '/api/me/tax/:year/2316.pdf',
    {
      config,
      onSend,
      schema: {
        tags,
        operationId: 'meBir2316Pdf',
        summary: `The employee's BIR Form 2316 of the year as HR prints it (recorded with its SHA-256 like HR's). 404 '${ME_MSG.taxYearNotFound}' for a year without a processed payslip; 400 naming the field when the company's TIN is missing.`,
        params: meTaxParamsSchema,
        response: errorResponses(...GUARDED_ERRORS, 404, 409),
      },
    },
    async (request, reply) => {
      const file = await my2316(deps, actorOf(request), meOf(request), request.params.year);
      const body = file.body;
      reply
        .type(file.mediaType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'private, no-store');
      return reply.send(body as never);
    },
  );

  app.get(
    '/api/me/profile',
    {
      config,
      onSend,
      schema: {
        tags,
        operationId: 'meProfile',
        summary:
          "The employee's own personal information, contacts, emergency contacts and government numbers (read-only: changes go to HR through /api/me/profile/changeRequest).",
        response: { 200: meProfileSchema, ...errorResponses(...GUARDED_ERRORS, 404) },
      },
    },
    async (request) => myProfile(deps, meOf(request)),
  );

  app.post(
    '/api/me/profile/changeRequest',
    {
      config,
      schema: {
        tags,
        operationId: 'meProfileChangeRequest',
        summary: `'Request a change': a note to HR (1 to 1000 characters), kept in the employee's history (Personal Information) where HR reads it; the profile itself does not change. Answers '${ME_TEXT.changeRequestSent}'.`,
        body: meChangeRequestSchema,
        response: { 200: messageResponseSchema, ...errorResponses(...GUARDED_ERRORS, 404) },
      },
    },
    async (request) => {
      await requestChange(deps, actorOf(request), meOf(request), request.body.note);
      return { message: ME_TEXT.changeRequestSent };
    },
  );

  app.post(
    '/api/me/password',
    {
      config,
      schema: {
        tags,
        operationId: 'mePassword',
        summary: `Changes the signed-in account's own password: current_password must match (400 '${ME_MSG.currentPasswordWrong}'), new_password follows the password policy. The account's other sign-ins end; this one stays. Works for an account without a linked employee too.`,
        body: mePasswordSchema,
        response: { 200: messageResponseSchema, ...errorResponses(...GUARDED_ERRORS) },
      },
    },
    async (request) => {
      const user = request.user as NonNullable<typeof request.user>;
      await changePassword(deps, user.id, request.body.current_password, request.body.new_password);
      // The account's other sign-ins end; this one stays signed in.
      await endOtherSessions(deps, actorOf(request), user.id, user.sessionId, 'password_changed');
      return { message: ME_TEXT.passwordChanged };
    },
  );
}
