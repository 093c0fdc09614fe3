/**
 * /timesheet/verify and /timesheet/uploadBatch (spec 7 "Time and attendance", issue 9); module
 * timesheet, view and update on both (spec 6: the upload needs view and update).
 * uploadBatch raises the body limit for this route only (BIOMETRIC_BATCH_BODY_LIMIT, 24 MB: a
 * 100,000-row batch; 25,000 day records are about 4 MB) and commits the whole batch at once.
 * /timesheet/punchWindow reads (view) and sets (update) the company's punch window (issue 22).
 */
import {
  BIOMETRIC_BATCH_BODY_LIMIT,
  biometricVerifyResponseSchema,
  biometricVerifySchema,
  MSG,
  punchWindowSchema,
  uploadBatchSchema,
  uploadResultSchema,
} from '@sahod/shared';
import type { App, AppDeps } from '../../deps.ts';
import { actorOf } from '../../platform/actor.ts';
import { AppError, forbidden } from '../../platform/errors.ts';
import { permissionsFor } from '../../platform/permissions.ts';
import { errorResponses, GUARDED_ERRORS } from '../../platform/schemas.ts';
import { passJson } from '../shiftsschedule/routes.ts';
import { punchWindowMinutes, setPunchWindow } from './punchWindow.ts';
import { uploadBatch, verify } from './service.ts';

const MODULE = 'timesheet';

export function biometricImportRoutes(app: App, deps: AppDeps): void {
  /** The route declares update; view is checked here too (the upload needs both). */
  const needsView = async (request: { user?: { roleId: number } | null }) => {
    const user = request.user;
    if (!user) throw new AppError('UNAUTHENTICATED', MSG.notSignedIn);
    const flags = (await permissionsFor(deps.db, user.roleId, [MODULE])).get(MODULE);
    if (!flags?.view) throw forbidden(MSG.noPermission);
  };

  app.post(
    '/api/timesheet/verify',
    {
      config: { access: { module: MODULE, flag: 'update' } },
      serializerCompiler: passJson,
      schema: {
        tags: [MODULE],
        summary:
          'Biometric import, before the Upload Summary: for { employee_codes, shift_dates } (at most 20,000 codes and 400 dates) answers the Active employees the codes match, unknown_codes (matching no Active employee), their stored records { log_no, employee_code, shift_date, times, notes } and their schedule { employee_code, shift_date, shift_id, shift_name, start_time, end_time, overnight } on those dates. Needs timesheet view and update.',
        body: biometricVerifySchema,
        response: { 200: biometricVerifyResponseSchema, ...errorResponses(...GUARDED_ERRORS) },
      },
    },
    async (request, reply) => {
      await needsView(request);
      const result = await verify(deps, request.body);
      return reply.type('application/json; charset=utf-8').send(JSON.stringify(result) as never);
    },
  );

  app.post(
    '/api/timesheet/uploadBatch',
    {
      bodyLimit: BIOMETRIC_BATCH_BODY_LIMIT,
      config: { access: { module: MODULE, flag: 'update' } },
      serializerCompiler: passJson,
      schema: {
        tags: [MODULE],
        summary:
          'Biometric import: writes { payloadAdd, simplifiedOverwrite } (Biometric upload rows: employee_code, shift_date, start_time, end_time?, lunch_start?, lunch_end?, notes?) in one transaction. A malformed batch, the same employee and date twice, or more than 100,000 rows: 400 and nothing written. Otherwise a row for an unknown or not Active employee, with invalid times (spec 5), on a leave day ("Cannot edit approved leaves.") or an add whose date now holds a different record fails alone and is listed in failedInserts { employee_code, shift_date, error }; every other row is written and listed in validQueries { employee_code, shift_date, action: added|overwritten }; rows equal to the stored record are counted in unchanged and not written. Body limit 24 MB for this route. Needs timesheet view and update.',
        body: uploadBatchSchema,
        response: { 200: uploadResultSchema, ...errorResponses(...GUARDED_ERRORS, 413) },
      },
    },
    async (request, reply) => {
      await needsView(request);
      const result = await uploadBatch(deps, actorOf(request), request.body);
      return reply.type('application/json; charset=utf-8').send(JSON.stringify(result) as never);
    },
  );

  app.get(
    '/api/timesheet/punchWindow',
    {
      config: { access: { module: MODULE, flag: 'view' } },
      schema: {
        tags: [MODULE],
        summary:
          "The company's punch window { minutes }: punches of one employee within that many minutes of each other count once when a time-clock file is grouped (default 5). Needs timesheet view.",
        response: { 200: punchWindowSchema, ...errorResponses(...GUARDED_ERRORS) },
      },
    },
    async () => ({ minutes: await punchWindowMinutes(deps.db) }),
  );

  app.put(
    '/api/timesheet/punchWindow',
    {
      config: { access: { module: MODULE, flag: 'update' } },
      schema: {
        tags: [MODULE],
        summary:
          "Sets the company's punch window { minutes } (a whole number from 0 to 30; 0 counts only identical punches once). Applies to files uploaded afterwards; stored records are not regrouped. Audited. Needs timesheet update.",
        body: punchWindowSchema,
        response: { 200: punchWindowSchema, ...errorResponses(...GUARDED_ERRORS) },
      },
    },
    async (request) => setPunchWindow(deps, actorOf(request), request.body),
  );
}
