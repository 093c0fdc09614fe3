/**
 * /SalaryLoan: fetch, fetchLoan?loan_id, create, update (loan_id, comments), updateLoan (a payment
 * made outside payroll), cancel (Cancel Loan), delete?loan_id (spec 7); module salaryloan.
 */
import {
  employeeChoiceSchema,
  LOAN_CUT_OFF_LABELS,
  LOAN_MSG,
  loanAmortizationSchema,
  loanCancelSchema,
  loanCreateResponseSchema,
  loanCreateSchema,
  loanDetailSchema,
  loanIdQuerySchema,
  loanPaymentUpdateSchema,
  loanRowSchema,
  loanSettingsQuerySchema,
  loanSettingsSchema,
  loanSummarySchema,
  loanUpdateSchema,
  messageResponseSchema,
} from '@sahod/shared';
import { z } from 'zod';
import type { App, AppDeps } from '../../deps.ts';
import { actorOf } from '../../platform/actor.ts';
import { errorResponses, GUARDED_ERRORS } from '../../platform/schemas.ts';
import { employeeChoices } from '../earningsdeductions/employeeChoices.ts';
import * as billing from './billing.ts';
import { createLoan } from './create.ts';
import * as service from './service.ts';

const module = 'salaryloan';
const tags = ['SalaryLoan'];

export function salaryLoanRoutes(app: App, deps: AppDeps): void {
  app.get(
    '/api/SalaryLoan/fetch',
    {
      config: { access: { module, flag: 'view' } },
      schema: {
        tags,
        summary:
          'Every salary loan with its employee, loan type, amortization (loan_amount / payment_terms, display only), status (Active, Cleared, Canceled), total_amount_paid and balance; newest release first.',
        response: { 200: z.array(loanRowSchema), ...errorResponses(...GUARDED_ERRORS) },
      },
    },
    async () => service.fetchLoans(deps),
  );

  app.get(
    '/api/SalaryLoan/employees',
    {
      config: { access: { module, flag: 'view' } },
      schema: {
        tags,
        summary:
          'The employees a loan can be created for (employee_id, employee_code, name, company_id, department_id, designation_id); no pay figures.',
        response: { 200: z.array(employeeChoiceSchema), ...errorResponses(...GUARDED_ERRORS) },
      },
    },
    async () => employeeChoices(deps.db),
  );

  app.get(
    '/api/SalaryLoan/fetchLoan',
    {
      config: { access: { module, flag: 'view' } },
      schema: {
        tags,
        summary:
          'One loan and its payment rows (payment_number, amount_due, amount_paid, date_paid, outstanding = balance after the row). 404 unknown loan.',
        querystring: loanIdQuerySchema,
        response: { 200: loanDetailSchema, ...errorResponses(...GUARDED_ERRORS, 404) },
      },
    },
    async (request) => service.fetchLoan(deps, request.query.loan_id),
  );

  app.post(
    '/api/SalaryLoan/create',
    {
      config: { access: { module, flag: 'create' } },
      schema: {
        tags,
        summary: `Creates a loan and its schedule rows in one transaction. payment_terms are months; monthly_amortization (optional, as on the agency's billing) defaults to loan_amount / payment_terms; cut_off (${Object.entries(
          LOAN_CUT_OFF_LABELS,
        )
          .map(([k, v]) => `${k}: ${v}`)
          .join(
            ', ',
          )}) defaults to half on each for a company loan and to the company's setting for SSS and Pag-IBIG loans (by the loan type's name); semi-monthly employees get one row per deducting cut-off (half on each: the first cut-off the rounded half), monthly and weekly employees one a month. The release date may be in the past; opening_paid (what was paid before Sahod) is a 'Paid before Sahod' payment row counted in total_amount_paid and never deducted again. 400 '${LOAN_MSG.releaseAfterStart}', a deduction start before the go-live date (the employee's opening balance), opening_paid not below the loan, an amortization above the loan or too small for the terms, whole payment terms, unknown employee or loan type; 409 a deduction start before/within the employee's last processed payroll.`,
        body: loanCreateSchema,
        response: { 200: loanCreateResponseSchema, ...errorResponses(...GUARDED_ERRORS) },
      },
    },
    async (request) => ({
      message: LOAN_MSG.created,
      loan_id: await createLoan(deps, actorOf(request), request.body),
    }),
  );

  app.put(
    '/api/SalaryLoan/update',
    {
      config: { access: { module, flag: 'update' } },
      schema: {
        tags,
        summary:
          "Saves a loan's comments (only loan_id and comments are sent). 404 unknown loan; 409 for a Canceled loan.",
        body: loanUpdateSchema,
        response: { 200: messageResponseSchema, ...errorResponses(...GUARDED_ERRORS, 404, 409) },
      },
    },
    async (request) => {
      await service.updateLoanComments(deps, actorOf(request), request.body);
      return { message: LOAN_MSG.saved };
    },
  );

  app.put(
    '/api/SalaryLoan/updateLoan',
    {
      config: { access: { module, flag: 'update' } },
      schema: {
        tags,
        summary:
          "Records a payment made outside payroll on a payment row { log_no, amount_paid, date_paid } (both null clears it). The client's outstanding is ignored: the server recomputes every row's outstanding and the loan's total_amount_paid, and sets the loan Cleared when nothing is outstanding (Active again when a correction leaves a balance). 400 overpayment, a date before the release or after today; 404 unknown row; 409 for a Canceled loan or a date in a processed payroll.",
        body: loanPaymentUpdateSchema,
        response: { 200: messageResponseSchema, ...errorResponses(...GUARDED_ERRORS, 404, 409) },
      },
    },
    async (request) => {
      await service.updateLoanPayment(deps, actorOf(request), request.body);
      return { message: LOAN_MSG.paymentSaved };
    },
  );

  app.put(
    '/api/SalaryLoan/cancel',
    {
      config: { access: { module, flag: 'update' } },
      schema: {
        tags,
        summary:
          'Cancel Loan: status Canceled; the loan is never deducted again and its comments and payments become read-only. 404 unknown loan; 409 already canceled or cleared.',
        body: loanCancelSchema,
        response: { 200: messageResponseSchema, ...errorResponses(...GUARDED_ERRORS, 404, 409) },
      },
    },
    async (request) => {
      await service.cancelLoan(deps, actorOf(request), request.body.loan_id);
      return { message: LOAN_MSG.canceled };
    },
  );

  app.put(
    '/api/SalaryLoan/amortization',
    {
      config: { access: { module, flag: 'update' } },
      schema: {
        tags,
        summary:
          "A later agency billing changes the remaining monthly amortization: every unpaid schedule row is replaced by the schedule of the balance at the new amount (same cut-offs); the change is audited and listed in the loan's amortization_changes. 400 same amount, above the loan, billing date before the release; 404 unknown loan; 409 a loan that is not Active.",
        body: loanAmortizationSchema,
        response: { 200: messageResponseSchema, ...errorResponses(...GUARDED_ERRORS, 404, 409) },
      },
    },
    async (request) => {
      await billing.changeAmortization(deps, actorOf(request), request.body);
      return { message: LOAN_MSG.amortizationSaved };
    },
  );

  app.get(
    '/api/SalaryLoan/summary',
    {
      config: { access: { module, flag: 'view' } },
      schema: {
        tags,
        summary:
          'The loans summary: Active loans (count and balance due), Cleared and Canceled counted apart (a canceled loan owes nothing).',
        response: { 200: loanSummarySchema, ...errorResponses(...GUARDED_ERRORS) },
      },
    },
    async () => billing.loanSummary(deps),
  );

  app.get(
    '/api/SalaryLoan/settings',
    {
      config: { access: { module, flag: 'view' } },
      schema: {
        tags,
        summary:
          "The company's cut-off for new SSS and Pag-IBIG loans of semi-monthly employees (default second). 404 unknown company.",
        querystring: loanSettingsQuerySchema,
        response: { 200: loanSettingsSchema, ...errorResponses(...GUARDED_ERRORS, 404) },
      },
    },
    async (request) => billing.loanSettings(deps, request.query.company_id),
  );

  app.put(
    '/api/SalaryLoan/settings',
    {
      config: { access: { module, flag: 'update' } },
      schema: {
        tags,
        summary:
          "Saves the company's cut-off for new SSS and Pag-IBIG loans (first, second or both = half on each); loans already made keep theirs. 404 unknown company.",
        body: loanSettingsSchema,
        response: { 200: messageResponseSchema, ...errorResponses(...GUARDED_ERRORS, 404) },
      },
    },
    async (request) => {
      await billing.saveLoanSettings(deps, actorOf(request), request.body);
      return { message: LOAN_MSG.settingsSaved };
    },
  );

  app.delete(
    '/api/SalaryLoan/delete',
    {
      config: { access: { module, flag: 'delete' } },
      schema: {
        tags,
        summary:
          'Deletes a loan and its schedule. 404 unknown loan; 409 once a payment is recorded (cancel it instead).',
        querystring: loanIdQuerySchema,
        response: { 200: messageResponseSchema, ...errorResponses(...GUARDED_ERRORS, 404, 409) },
      },
    },
    async (request) => {
      await service.deleteLoan(deps, actorOf(request), request.query.loan_id);
      return { message: LOAN_MSG.deleted };
    },
  );
}
