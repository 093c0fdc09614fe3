/** /admin/revoke, /admin/start, /admin/toggle, /admin/status (spec 7 "Bug reports and admin"). */
import {
  adminSecuritySchema,
  backupStatusSchema,
  jobRunningSchema,
  jobStartedSchema,
  MSG,
  maintenanceStartSchema,
  maintenanceStatusSchema,
  maintenanceToggleSchema,
  messageResponseSchema,
} from '@sahod/shared';
import { z } from 'zod';
import type { App, AppDeps } from '../../deps.ts';
import { actorOf } from '../../platform/actor.ts';
import { queueBackup } from '../../platform/backup/job.ts';
import { backupStatus } from '../../platform/backup/schedule.ts';
import { errorResponses, GUARDED_ERRORS } from '../../platform/schemas.ts';
import { isUat } from '../../platform/uat.ts';
import { sendJobStarted } from '../jobs/worker.ts';
import {
  maintenanceStatus,
  revokeAllTokens,
  saveUat,
  startMaintenanceTimer,
  toggleMaintenance,
} from './service.ts';

const backupConflictSchema = z.union([jobRunningSchema, z.object({ error: z.string() })]);
const uatSchema = z.object({ uat: z.boolean() });

export function adminRoutes(app: App, deps: AppDeps): void {
  app.get(
    '/api/admin/status',
    {
      config: { access: { public: true } },
      schema: {
        tags: ['admin'],
        summary:
          'Maintenance status; public because the login screen shows it. remaining is in milliseconds.',
        response: { 200: maintenanceStatusSchema },
      },
    },
    async () => maintenanceStatus(deps),
  );

  app.get(
    '/api/admin/backup',
    {
      config: { access: { module: 'admin', flag: 'view' } },
      schema: {
        tags: ['admin'],
        summary:
          'Scheduled backups: the schedule (cron, Manila time), the next run, the folder, how many are kept, and the last result (ok, or failed with its message).',
        response: { 200: backupStatusSchema, ...errorResponses(...GUARDED_ERRORS) },
      },
    },
    async () => backupStatus(deps),
  );

  app.post(
    '/api/admin/backup',
    {
      config: { access: { module: 'admin', flag: 'update' } },
      schema: {
        tags: ['admin'],
        summary:
          "Back up now (issue 28): queues a backup job (any server process runs it, into HRIS_BACKUP_DIR, keeping the newest HRIS_BACKUP_KEEP). Answers 202 with the job's id (GET /api/jobs/:id for its progress and, when done, the archive's file and size as its result); 409 with job_id while a backup (manual or scheduled) is queued or running.",
        response: { 202: jobStartedSchema, ...errorResponses(...GUARDED_ERRORS), 409: backupConflictSchema },
      },
    },
    async (request, reply) =>
      sendJobStarted(reply, () => queueBackup(deps, actorOf(request), { slot: null })),
  );

  app.get(
    '/api/admin/security',
    {
      config: { access: { module: 'admin', flag: 'view' } },
      schema: {
        tags: ['admin'],
        summary:
          "Whether roles marked 'Requires two-factor sign-in' are enforced (HRIS_REQUIRE_TWO_FACTOR); the Admin Panel warns while they are not.",
        response: { 200: adminSecuritySchema, ...errorResponses(...GUARDED_ERRORS) },
      },
    },
    async () => ({ two_factor_required: deps.config.requireTwoFactor }),
  );

  app.post(
    '/api/admin/revoke',
    {
      config: { access: { module: 'admin', flag: 'update' } },
      schema: {
        tags: ['admin'],
        summary: 'Revokes every session token of every user (they must sign in again).',
        response: { 200: messageResponseSchema, ...errorResponses(...GUARDED_ERRORS) },
      },
    },
    async (request) => {
      await revokeAllTokens(deps, actorOf(request));
      return { message: MSG.tokensRevoked };
    },
  );

  app.post(
    '/api/admin/start',
    {
      config: { access: { module: 'admin', flag: 'update' } },
      schema: {
        tags: ['admin'],
        summary:
          'Starts a maintenance timer: after `minutes`, maintenance becomes active and all tokens are revoked. It is ended with toggle.',
        body: maintenanceStartSchema,
        response: { 200: messageResponseSchema, ...errorResponses(...GUARDED_ERRORS, 409) },
      },
    },
    async (request) => {
      await startMaintenanceTimer(deps, actorOf(request), request.body);
      return { message: MSG.maintenanceTimerStarted };
    },
  );

  app.post(
    '/api/admin/toggle',
    {
      config: { access: { module: 'admin', flag: 'update' } },
      schema: {
        tags: ['admin'],
        summary:
          'Turns maintenance on (with a message; revokes all tokens) or off (also cancels a running timer). Users with admin permission keep working.',
        body: maintenanceToggleSchema,
        response: { 200: messageResponseSchema, ...errorResponses(...GUARDED_ERRORS) },
      },
    },
    async (request) => ({ message: await toggleMaintenance(deps, actorOf(request), request.body) }),
  );

  app.get(
    '/api/admin/uat',
    {
      config: { access: { public: true } },
      schema: {
        tags: ['admin'],
        summary:
          "Whether the installation is marked UAT (issue 22): the UAT badge and the 'DEV/UAT TOOLS' show only then. Public because the login screen shows the badge. Off for a fresh installation, on for the demo.",
        response: { 200: uatSchema },
      },
    },
    async () => ({ uat: await isUat(deps.db) }),
  );

  app.put(
    '/api/admin/uat',
    {
      config: { access: { module: 'admin', flag: 'update' } },
      schema: {
        tags: ['admin'],
        summary:
          'Marks the installation UAT (uat: true) or not. While it is not, the DEV/UAT tool endpoints (timesheet calculateHours, calculateApplications, calculateEarnings, calculateDeductions, deleteBatch) answer 409.',
        body: uatSchema,
        response: { 200: uatSchema, ...errorResponses(...GUARDED_ERRORS) },
      },
    },
    async (request) => ({ uat: await saveUat(deps, actorOf(request), request.body.uat) }),
  );
}
