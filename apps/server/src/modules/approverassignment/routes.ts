/** /approverAssignment/fetch|fetchApprovers|update (spec 7 "Time and attendance"; spec 6: edit only). */
import { approverAssignmentSchema, approverAssignmentUpdateSchema, approverSchema } from '@sahod/shared';
import { z } from 'zod';
import type { App, AppDeps } from '../../deps.ts';
import { actorOf } from '../../platform/actor.ts';
import { errorResponses, GUARDED_ERRORS } from '../../platform/schemas.ts';
import { approvalChainRoutes } from './chainRoutes.ts';
import { fetchApprovers, fetchAssignments, updateAssignment } from './service.ts';

const TAGS = ['approverassignment'];

export function approverAssignmentRoutes(app: App, deps: AppDeps): void {
  approvalChainRoutes(app, deps);
  app.get(
    '/api/approverAssignment/fetch',
    {
      config: { access: { module: 'approverassignment', flag: 'view' } },
      schema: {
        tags: TAGS,
        summary:
          "Every user account linked to an employee (only those can be approvers), with display names and the employee's approver flag.",
        response: { 200: z.array(approverAssignmentSchema), ...errorResponses(...GUARDED_ERRORS) },
      },
    },
    async () => fetchAssignments(deps),
  );

  app.get(
    '/api/approverAssignment/fetchApprovers',
    {
      config: { access: { module: 'approverassignment', flag: 'view' } },
      schema: {
        tags: TAGS,
        summary: 'The current approvers: employees flagged as approver that have a linked user account.',
        response: { 200: z.array(approverSchema), ...errorResponses(...GUARDED_ERRORS) },
      },
    },
    async () => fetchApprovers(deps),
  );

  app.put(
    '/api/approverAssignment/update',
    {
      config: { access: { module: 'approverassignment', flag: 'update' } },
      schema: {
        tags: TAGS,
        summary:
          "Sets or clears the approver flag of the account's linked employee (the edited row may be sent whole; only approver_status is written). 400 when the account has no linked employee; 409 when employee_id is sent and is no longer the account's link. The user's token claims show the change at their next sign-in or verify.",
        body: approverAssignmentUpdateSchema,
        response: { 200: approverAssignmentSchema, ...errorResponses(...GUARDED_ERRORS, 404, 409) },
      },
    },
    async (request) => updateAssignment(deps, actorOf(request), request.body),
  );
}
