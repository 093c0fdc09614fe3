/** /shiftsManagement/fetch|create|update|delete (spec 7 "Time and attendance"); module shiftsmanagement. */
import {
  messageResponseSchema,
  SHIFT_MSG,
  shiftCreatedSchema,
  shiftCreateSchema,
  shiftDeleteQuerySchema,
  shiftRowsSchema,
  shiftUpdateSchema,
} from '@sahod/shared';
import type { App, AppDeps } from '../../deps.ts';
import { actorOf } from '../../platform/actor.ts';
import { errorResponses, GUARDED_ERRORS } from '../../platform/schemas.ts';
import { createShift, deleteShift, fetchShifts, updateShift } from './service.ts';

const MODULE = 'shiftsmanagement';

export function shiftsManagementRoutes(app: App, deps: AppDeps): void {
  app.get(
    '/api/shiftsManagement/fetch',
    {
      config: { access: { module: MODULE, flag: 'view' } },
      schema: {
        tags: [MODULE],
        summary:
          'The shifts { shift_id, shift_name, start_time, end_time (HH:MM:SS), color_hex, overnight }, by start time. The leave shifts 2 and 4 are left out (spec 2).',
        response: { 200: shiftRowsSchema, ...errorResponses(...GUARDED_ERRORS) },
      },
    },
    async () => fetchShifts(deps),
  );

  app.post(
    '/api/shiftsManagement/create',
    {
      config: { access: { module: MODULE, flag: 'create' } },
      schema: {
        tags: [MODULE],
        summary:
          'Adds a shift { shift_name, start_time, end_time, color_hex, overnight }. End Time must not be before Start Time unless overnight (then it must be earlier: the shift ends the next day). 409 for a name already used.',
        body: shiftCreateSchema,
        response: { 200: shiftCreatedSchema, ...errorResponses(...GUARDED_ERRORS, 409) },
      },
    },
    async (request) => ({
      message: SHIFT_MSG.created,
      shift_id: await createShift(deps, actorOf(request), request.body),
    }),
  );

  app.put(
    '/api/shiftsManagement/update',
    {
      config: { access: { module: MODULE, flag: 'update' } },
      schema: {
        tags: [MODULE],
        summary:
          'Saves a shift { shift_id, shift_name, start_time, end_time, color_hex, overnight }. 409 for the leave shifts (2, 4) and for a name already used; 404 when the shift no longer exists.',
        body: shiftUpdateSchema,
        response: { 200: messageResponseSchema, ...errorResponses(...GUARDED_ERRORS, 404, 409) },
      },
    },
    async (request) => {
      await updateShift(deps, actorOf(request), request.body);
      return { message: SHIFT_MSG.updated };
    },
  );

  app.delete(
    '/api/shiftsManagement/delete',
    {
      config: { access: { module: MODULE, flag: 'delete' } },
      schema: {
        tags: [MODULE],
        summary:
          'Deletes a shift (query shift_id). 409 for the leave shifts and while schedule entries use the shift (the message gives the count); 404 when it no longer exists.',
        querystring: shiftDeleteQuerySchema,
        response: { 200: messageResponseSchema, ...errorResponses(...GUARDED_ERRORS, 404, 409) },
      },
    },
    async (request) => {
      await deleteShift(deps, actorOf(request), request.query.shift_id);
      return { message: SHIFT_MSG.deleted };
    },
  );
}
