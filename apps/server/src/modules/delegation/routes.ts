/**
 * Delegation while away and the reminder setting (issue 27 §2):
 * - /api/me/delegations: the signed-in approver's own (My Sahod Approvals, 'Delegate while away');
 * - /api/approverAssignment/delegations: HR sets or ends anyone's (approverassignment: the screen
 *   where approvers are set; view to read, update to write);
 * - /api/groupRecords/approvalReminders: each company's 'remind approvers after N working days'
 *   (grouprecords, beside the company work week).
 */
import {
  DELEGATION_MSG,
  delegationCreateSchema,
  delegationEndSchema,
  delegationIdParams,
  delegationListSchema,
  messageResponseSchema,
  myDelegationCreateSchema,
  myDelegationsSchema,
  REMINDER_MSG,
  reminderSettingSchema,
  reminderSettingWriteSchema,
} from '@sahod/shared';
import { z } from 'zod';
import type { App, AppDeps } from '../../deps.ts';
import { actorOf } from '../../platform/actor.ts';
import { errorResponses, GUARDED_ERRORS } from '../../platform/schemas.ts';
import { userOf } from '../applications/routes.ts';
import { reminderSettings, saveReminderSetting } from './reminders.ts';
import {
  allDelegations,
  createDelegation,
  createMine,
  endDelegation,
  endMine,
  myDelegations,
} from './service.ts';

const SIGNED_IN = { access: { authenticated: true } } as const;
const RULES = `400 when from is after to ('${DELEGATION_MSG.fromAfterTo}'), the end is past, the delegate is not a current approver or is the approver; 409 when it overlaps another of the approver's live delegations.`;

export function delegationRoutes(app: App, deps: AppDeps): void {
  app.get(
    '/api/me/delegations',
    {
      config: SIGNED_IN,
      schema: {
        tags: ['me'],
        operationId: 'meDelegations',
        summary:
          "The signed-in approver's delegations (Running, Upcoming, Ended), the approvers they may delegate to, and whose place they take today. 400 without an employee or when not an approver.",
        response: { 200: myDelegationsSchema, ...errorResponses(...GUARDED_ERRORS) },
      },
    },
    async (request) => myDelegations(deps, userOf(request)),
  );

  app.post(
    '/api/me/delegations',
    {
      config: SIGNED_IN,
      schema: {
        tags: ['me'],
        operationId: 'meDelegationCreate',
        summary: `Delegates the signed-in approver's approvals to another approver from date_from to date_to (Manila dates, inclusive). ${RULES}`,
        body: myDelegationCreateSchema,
        response: { 200: messageResponseSchema, ...errorResponses(...GUARDED_ERRORS, 409) },
      },
    },
    async (request) => {
      await createMine(deps, userOf(request), actorOf(request), request.body);
      return { message: DELEGATION_MSG.saved };
    },
  );

  app.put(
    '/api/me/delegations/:id/end',
    {
      config: SIGNED_IN,
      schema: {
        tags: ['me'],
        operationId: 'meDelegationEnd',
        summary:
          "Ends one of the signed-in approver's delegations now. 404 for another approver's; 409 when it has already ended.",
        params: delegationIdParams,
        response: { 200: messageResponseSchema, ...errorResponses(...GUARDED_ERRORS, 404, 409) },
      },
    },
    async (request) => {
      await endMine(deps, userOf(request), actorOf(request), request.params.id);
      return { message: DELEGATION_MSG.ended };
    },
  );

  const HR = 'approverassignment';
  app.get(
    '/api/approverAssignment/delegations',
    {
      config: { access: { module: HR, flag: 'view' } },
      schema: {
        tags: [HR],
        summary: "Every approver's delegations (newest first) and the current approvers to choose from.",
        response: { 200: delegationListSchema, ...errorResponses(...GUARDED_ERRORS) },
      },
    },
    async () => allDelegations(deps),
  );

  app.post(
    '/api/approverAssignment/delegations',
    {
      config: { access: { module: HR, flag: 'update' } },
      schema: {
        tags: [HR],
        summary: `Sets a delegate for any approver { approver_employee_id, delegate_employee_id, date_from, date_to }. 400 when the approver is not a current approver. ${RULES}`,
        body: delegationCreateSchema,
        response: { 200: messageResponseSchema, ...errorResponses(...GUARDED_ERRORS, 409) },
      },
    },
    async (request) => {
      await createDelegation(deps, actorOf(request), request.body);
      return { message: DELEGATION_MSG.saved };
    },
  );

  app.put(
    '/api/approverAssignment/delegations/end',
    {
      config: { access: { module: HR, flag: 'update' } },
      schema: {
        tags: [HR],
        summary: 'Ends any delegation { id } now. 404 unknown; 409 when it has already ended.',
        body: delegationEndSchema,
        response: { 200: messageResponseSchema, ...errorResponses(...GUARDED_ERRORS, 404, 409) },
      },
    },
    async (request) => {
      await endDelegation(deps, actorOf(request), request.body.id);
      return { message: DELEGATION_MSG.ended };
    },
  );

  app.get(
    '/api/groupRecords/approvalReminders',
    {
      config: { access: { module: 'grouprecords', flag: 'view' } },
      schema: {
        tags: ['groupRecords'],
        summary:
          "Every company's 'remind approvers after N working days' (default 2): an application waiting longer at one level reminds its approvers again, and HR after twice that.",
        response: { 200: z.array(reminderSettingSchema), ...errorResponses(...GUARDED_ERRORS) },
      },
    },
    async () => reminderSettings(deps),
  );

  app.put(
    '/api/groupRecords/approvalReminders',
    {
      config: { access: { module: 'grouprecords', flag: 'update' } },
      schema: {
        tags: ['groupRecords'],
        summary: `Sets a company's N { company_id, days }. 400 '${REMINDER_MSG.days}'; 404 unknown company.`,
        body: reminderSettingWriteSchema,
        response: { 200: messageResponseSchema, ...errorResponses(...GUARDED_ERRORS, 404) },
      },
    },
    async (request) => {
      await saveReminderSetting(deps, actorOf(request), request.body);
      return { message: REMINDER_MSG.saved };
    },
  );
}
