/**
 * /api/me/leave, /api/me/attendance, /api/me/approvals (issue 24 §2: My Sahod's Leave, Attendance
 * and Approvals). Signed-in only (`authenticated`): no module permission; the service scopes every
 * call to the account's own employee (400 'No employee assigned to this user account.' without
 * one, 404 for any other employee's id or application).
 */
import {
  APP_MSG,
  applicationCreateSchema,
  applicationRowSchema,
  createdApplicationsSchema,
  ME_LEAVE_MSG,
  meAttendanceSchema,
  meDecisionSchema,
  meEmployeeQuery,
  meLeaveOptionsSchema,
  meLeaveSchema,
  meLogNoParams,
  meMonthQuery,
  messageResponseSchema,
  timeCorrectionCreateSchema,
} from '@sahod/shared';
import { z } from 'zod';
import type { App, AppDeps } from '../../deps.ts';
import { actorOf } from '../../platform/actor.ts';
import { errorResponses, GUARDED_ERRORS } from '../../platform/schemas.ts';
import { userOf } from '../applications/routes.ts';
import { auditMeRead } from '../me/employee.ts';
import { applicationDecided, applicationsFiled } from '../notifications/events.ts';
import {
  attendanceOf,
  cancelLeave,
  decideMine,
  fileCorrection,
  fileLeave,
  leaveOf,
  leaveOptions,
  waitingFor,
} from './service.ts';

const SIGNED_IN = { access: { authenticated: true } } as const;
const TAGS = ['me'];
const NO_EMPLOYEE = `400 '${APP_MSG.noEmployee}' without a linked employee; 404 for another employee's id.`;

export function meLeaveRoutes(app: App, deps: AppDeps): void {
  const onSend = auditMeRead(deps);
  app.get(
    '/api/me/leave',
    {
      config: SIGNED_IN,
      onSend,
      schema: {
        tags: TAGS,
        operationId: 'meLeave',
        summary: `The signed-in employee's leave: balances per type that uses credits, the ledger (newest first) and their leave applications with status. ${NO_EMPLOYEE}`,
        querystring: meEmployeeQuery,
        response: { 200: meLeaveSchema, ...errorResponses(...GUARDED_ERRORS, 404) },
      },
    },
    async (request) => leaveOf(deps, userOf(request), request.query.employee_id),
  );

  app.get(
    '/api/me/leave/options',
    {
      config: SIGNED_IN,
      onSend,
      schema: {
        tags: TAGS,
        operationId: 'meLeaveOptions',
        summary: `The leave filing form's choices: the leave types and the approvers of the employee's company (and company-wide ones), without the employee. ${NO_EMPLOYEE}`,
        querystring: meEmployeeQuery,
        response: { 200: meLeaveOptionsSchema, ...errorResponses(...GUARDED_ERRORS, 404) },
      },
    },
    async (request) => leaveOptions(deps, userOf(request), request.query.employee_id),
  );

  app.post(
    '/api/me/leave',
    {
      config: SIGNED_IN,
      schema: {
        tags: TAGS,
        operationId: 'meLeaveFile',
        summary: `Files a leave for the signed-in employee with the Applications rules and messages (a range files one per date; 409 for a duplicate or a processed period). 400 '${ME_LEAVE_MSG.notLeaveType}' for a type that is not a leave. ${NO_EMPLOYEE}`,
        body: applicationCreateSchema,
        response: { 200: createdApplicationsSchema, ...errorResponses(...GUARDED_ERRORS, 404, 409) },
      },
    },
    async (request) => {
      const ids = await fileLeave(deps, userOf(request), actorOf(request), request.body);
      await applicationsFiled(deps, ids, request.log);
      return { message: APP_MSG.created(ids.length), log_nos: ids };
    },
  );

  app.delete(
    '/api/me/leave/:log_no',
    {
      config: SIGNED_IN,
      schema: {
        tags: TAGS,
        operationId: 'meLeaveCancel',
        summary: `Cancels (deletes) one of the signed-in employee's applications while For Approval (409 otherwise). 404 for another employee's application. ${NO_EMPLOYEE}`,
        params: meLogNoParams,
        response: { 200: messageResponseSchema, ...errorResponses(...GUARDED_ERRORS, 404, 409) },
      },
    },
    async (request) => {
      await cancelLeave(deps, userOf(request), actorOf(request), request.params.log_no);
      return { message: ME_LEAVE_MSG.leaveCanceled };
    },
  );

  app.get(
    '/api/me/attendance',
    {
      config: SIGNED_IN,
      onSend,
      schema: {
        tags: TAGS,
        operationId: 'meAttendance',
        summary: `The signed-in employee's month (month=yyyy-MM): per date the shift, the logs, the timesheet's day status (or Rest Day / Holiday without a log), the holiday name and the date's latest Time Correction status. ${NO_EMPLOYEE}`,
        querystring: meMonthQuery,
        response: { 200: meAttendanceSchema, ...errorResponses(...GUARDED_ERRORS, 404) },
      },
    },
    async (request) => attendanceOf(deps, userOf(request), request.query.month, request.query.employee_id),
  );

  app.post(
    '/api/me/attendance/corrections',
    {
      config: SIGNED_IN,
      schema: {
        tags: TAGS,
        operationId: 'meTimeCorrectionFile',
        summary: `Requests a correction of a day's logs { date, time_in, time_out, reason, approver_employee_id }: a 'Time Correction' application (Applications rules; the times follow the timesheet's rules for the day's shift). Its approval writes the day's timesheet record, refused while a processed payroll covers the date. ${NO_EMPLOYEE}`,
        body: timeCorrectionCreateSchema,
        response: { 200: createdApplicationsSchema, ...errorResponses(...GUARDED_ERRORS, 404, 409) },
      },
    },
    async (request) => {
      const ids = await fileCorrection(deps, userOf(request), actorOf(request), request.body);
      await applicationsFiled(deps, ids, request.log);
      return { message: ME_LEAVE_MSG.correctionFiled, log_nos: ids };
    },
  );

  app.get(
    '/api/me/approvals',
    {
      config: SIGNED_IN,
      onSend,
      schema: {
        tags: TAGS,
        operationId: 'meApprovals',
        summary: `The applications waiting for the signed-in employee's decision, with the requester's remaining credits. 400 '${APP_MSG.notApprover}' when the employee is not an approver. ${NO_EMPLOYEE}`,
        response: { 200: z.array(applicationRowSchema), ...errorResponses(...GUARDED_ERRORS) },
      },
    },
    async (request) => waitingFor(deps, userOf(request)),
  );

  const decision = (path: 'approve' | 'reject', outcome: 'Approved' | 'Rejected') =>
    app.put(
      `/api/me/approvals/:log_no/${path}`,
      {
        config: SIGNED_IN,
        schema: {
          tags: TAGS,
          operationId: path === 'approve' ? 'meApprovalApprove' : 'meApprovalReject',
          summary: `${outcome === 'Approved' ? 'Approves' : 'Rejects'} an application waiting for the signed-in approver, with remarks: the Applications Approval rules (409 once decided; approving a leave takes its credit, a Time Correction writes the timesheet). 404 for an application whose approver is someone else. ${NO_EMPLOYEE}`,
          params: meLogNoParams,
          body: meDecisionSchema,
          response: { 200: messageResponseSchema, ...errorResponses(...GUARDED_ERRORS, 404, 409) },
        },
      },
      async (request) => {
        await decideMine(
          deps,
          userOf(request),
          actorOf(request),
          request.params.log_no,
          request.body,
          outcome,
        );
        await applicationDecided(deps, request.params.log_no, request.log);
        return { message: outcome === 'Approved' ? APP_MSG.approved : APP_MSG.rejected };
      },
    );
  decision('approve', 'Approved');
  decision('reject', 'Rejected');
}
