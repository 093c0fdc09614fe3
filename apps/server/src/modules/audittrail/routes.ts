/**
 * /api/audittrail/fetch and /api/audittrail/export (issue 25 §3); module audittrail, view only.
 * Read-only: no route edits or deletes an entry.
 */
import { utils, write } from '@e965/xlsx';
import { auditTrailPageSchema, auditTrailQuerySchema, employeeUidQuerySchema, MSG } from '@sahod/shared';
import type { FastifyRequest } from 'fastify';
import type { App, AppDeps } from '../../deps.ts';
import { actorOf } from '../../platform/actor.ts';
import { AppError } from '../../platform/errors.ts';
import { canViewPayroll, payrollViewToo } from '../../platform/payrollView.ts';
import { errorResponses, GUARDED_ERRORS } from '../../platform/schemas.ts';
import { employeeDsar } from './dsar.ts';
import { auditPage } from './service.ts';

const ACCESS = { access: { module: 'audittrail', flag: 'view' } } as const;
/** The most entries one Excel export holds (newest first; narrow the filters for older ones). */
export const EXPORT_LIMIT = 10000;

function roleOf(request: FastifyRequest): number {
  if (!request.user) throw new AppError('UNAUTHENTICATED', MSG.notSignedIn);
  return request.user.roleId;
}

export function auditTrailRoutes(app: App, deps: AppDeps): void {
  app.get(
    '/api/audittrail/fetch',
    {
      config: ACCESS,
      schema: {
        tags: ['audittrail'],
        summary:
          'A page of the audit log, newest first: who, when, from which address, which API operation, which record, and the details (fields before and after). Filters: user_id, entity (operation or entity, from its start), entity_id, action, from/to (yyyy-MM-dd, Philippine days), q (text). Keyset paging: pass next_before_id as before_id; limit up to 10,000. Pay figures are masked unless the role has payroll view.',
        querystring: auditTrailQuerySchema,
        response: { 200: auditTrailPageSchema, ...errorResponses(...GUARDED_ERRORS) },
      },
    },
    async (request) => {
      const showPay = await canViewPayroll(deps, roleOf(request));
      return { ...(await auditPage(deps.db, request.query, showPay)), pay_masked: !showPay };
    },
  );

  app.get(
    '/api/audittrail/export',
    {
      config: ACCESS,
      schema: {
        tags: ['audittrail'],
        summary:
          'The entries the filters select (newest first, at most 10,000) as an Excel workbook, pay figures masked as in the list.',
        querystring: auditTrailQuerySchema.omit({ limit: true, before_id: true }),
        response: errorResponses(...GUARDED_ERRORS),
      },
    },
    async (request, reply) => {
      const showPay = await canViewPayroll(deps, roleOf(request));
      const { rows } = await auditPage(deps.db, { ...request.query, limit: EXPORT_LIMIT }, showPay, true);
      const sheet = utils.aoa_to_sheet([
        [
          'Id',
          'Date and time',
          'User',
          'Address',
          'Action',
          'Operation / entity',
          'Record',
          'Details',
          'Hash',
        ],
        ...rows.map((r) => [
          r.id,
          r.at,
          r.username ?? '',
          r.ip ?? '',
          r.action,
          r.entity,
          r.entity_id ?? '',
          r.details === null ? '' : JSON.stringify(r.details).slice(0, 32000),
          r.hash ?? '',
        ]),
      ]);
      const book = utils.book_new();
      utils.book_append_sheet(book, sheet, 'Audit Trail');
      const buffer = write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', 'attachment; filename="audit-trail.xlsx"')
        .send(buffer as never);
    },
  );

  app.get(
    '/api/employee_management/dsar',
    {
      config: { access: { module: 'employee_management', flag: 'view' } },
      preHandler: payrollViewToo(deps),
      schema: {
        tags: ['employee_management'],
        summary:
          "Everything Sahod holds about employee UID as one ZIP: employee.json (profile, education, emergency contacts, documents, history, opening balances, previous employers, payslips, applications, leave ledger, loans and payments, user account, and the audit entries about the employee or made by their account) and the photo and document files under files/. Needs Employee Profile view and Payroll view (payslips). Audited ('export', employee_dsar). 404 unknown employee.",
        querystring: employeeUidQuerySchema,
        response: errorResponses(...GUARDED_ERRORS, 404),
      },
    },
    async (request, reply) => {
      const { fileName, body } = await employeeDsar(deps, actorOf(request), request.query.UID);
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(body as never);
    },
  );
}
