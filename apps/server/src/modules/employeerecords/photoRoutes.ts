/**
 * /employee_management fetchPicture|createPicture|deletePicture (spec 7): the profile photo. The
 * image is permission-protected (employee_management view), so clients fetch it with the token.
 * Upload and delete follow the product's other image (Page Setup): create uploads, delete deletes.
 */
import {
  employeeRecordsMessageSchema,
  PHOTO_MAX_BYTES,
  PHOTO_MSG,
  photoIdQuerySchema,
  photoUploadResponseSchema,
} from '@sahod/shared';
import type { App, AppDeps } from '../../deps.ts';
import { actorOf } from '../../platform/actor.ts';
import { errorResponses, GUARDED_ERRORS } from '../../platform/schemas.ts';
import { deletePhoto, employeePhoto, replacePhoto } from './photo.ts';
import { readMultipart } from './upload.ts';

const BASE = '/api/employee_management';
const TAGS = ['employee_management'];
const ACCESS = 'employee_management' as const;

export function photoRoutes(app: App, deps: AppDeps): void {
  app.get(
    `${BASE}/fetchPicture`,
    {
      config: { access: { module: ACCESS, flag: 'view' } },
      schema: {
        tags: TAGS,
        summary:
          "The employee's photo (id = employee id): the image bytes (image/jpeg or image/png). 404 'No photo uploaded.' when there is none.",
        querystring: photoIdQuerySchema,
        response: errorResponses(...GUARDED_ERRORS, 404),
      },
    },
    async (request, reply) => {
      const file = await employeePhoto(deps, request.query.id);
      return reply
        .type(file.mime)
        .header('etag', `"${file.sha256}"`)
        .header('cache-control', 'private, no-cache')
        .send(file.data as never);
    },
  );

  app.post(
    `${BASE}/createPicture`,
    {
      config: { access: { module: ACCESS, flag: 'create' } },
      schema: {
        tags: TAGS,
        summary:
          "Uploads the employee's (id) photo: multipart/form-data with the image in field `file`. JPEG or PNG by content (415 'Only .jpg and .png files are allowed.'), at most 5 MB (413 'Max file size is 5MB.'). Replaces (and deletes) the previous photo. Returns { url }: fetchPicture with a version that changes with each upload.",
        consumes: ['multipart/form-data'],
        querystring: photoIdQuerySchema,
        response: { 200: photoUploadResponseSchema, ...errorResponses(...GUARDED_ERRORS, 404, 413, 415) },
      },
    },
    async (request) => {
      const form = await readMultipart(request, {
        maxFileBytes: PHOTO_MAX_BYTES,
        fieldNames: [],
        messages: {
          notMultipart: PHOTO_MSG.noFile,
          tooLarge: PHOTO_MSG.tooLarge,
          oneFile: PHOTO_MSG.oneFile,
          unreadable: PHOTO_MSG.unreadable,
        },
      });
      return { url: await replacePhoto(deps, actorOf(request), request.query.id, form.file) };
    },
  );

  app.delete(
    `${BASE}/deletePicture`,
    {
      config: { access: { module: ACCESS, flag: 'delete' } },
      schema: {
        tags: TAGS,
        summary:
          "Deletes the employee's (id) photo and its file. 404 'No photo uploaded.' when there is none.",
        querystring: photoIdQuerySchema,
        response: { 200: employeeRecordsMessageSchema, ...errorResponses(...GUARDED_ERRORS, 404) },
      },
    },
    async (request) => {
      await deletePhoto(deps, actorOf(request), request.query.id);
      return { message: PHOTO_MSG.deleted };
    },
  );
}
