/**
 * /pageSetup/fetchBackground|createBackground|deleteBackground (spec 2 "Page Setup", 7) and the
 * public image route that fetchBackground's url points at.
 */
import {
  BACKGROUND_MAX_BYTES,
  backgroundResponseSchema,
  backgroundUploadResponseSchema,
  messageResponseSchema,
  PAGE_SETUP_MSG,
} from '@sahod/shared';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { App, AppDeps } from '../../deps.ts';
import { actorOf } from '../../platform/actor.ts';
import { AppError, invalid, notFound } from '../../platform/errors.ts';
import { readFile } from '../../platform/files.ts';
import { errorResponses, GUARDED_ERRORS } from '../../platform/schemas.ts';
import { getSetting } from '../../platform/settings.ts';
import { BACKGROUND_SETTING, currentBackgroundUrl, deleteBackground, replaceBackground } from './service.ts';

export { BACKGROUND_SETTING };

/** The multipart field `file`, read whole (at most `maxBytes`); the spec's messages otherwise. */
async function uploadedFile(
  request: FastifyRequest,
  maxBytes: number,
): Promise<{ filename: string; data: Buffer }> {
  if (!request.isMultipart()) throw invalid(PAGE_SETUP_MSG.noFile);
  try {
    const part = await request.file({ limits: { fileSize: maxBytes } });
    if (part?.fieldname !== 'file') throw invalid(PAGE_SETUP_MSG.noFile);
    const data = await part.toBuffer();
    if (data.length === 0) throw invalid(PAGE_SETUP_MSG.noFile);
    return { filename: part.filename, data };
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('TOO_LARGE', PAGE_SETUP_MSG.tooLarge);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') {
      throw invalid('Please upload one image at a time.');
    }
    // A malformed or interrupted multipart body.
    throw invalid('The upload could not be read. Please try again.');
  }
}

export function pageSetupRoutes(app: App, deps: AppDeps): void {
  app.get(
    '/api/pageSetup/fetchBackground',
    {
      config: { access: { public: true } },
      schema: {
        tags: ['pageSetup'],
        summary:
          'The login background image URL, or null when none is uploaded (public: the login screen uses it). Each upload gets a new URL; clients add a cache-busting timestamp.',
        response: { 200: backgroundResponseSchema },
      },
    },
    async () => ({ data: { url: await currentBackgroundUrl(deps) } }),
  );

  app.get(
    '/api/pageSetup/background/:id',
    {
      config: { access: { public: true } },
      schema: {
        tags: ['pageSetup'],
        summary: 'The login background image bytes.',
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: { 404: errorResponses(404)[404] },
      },
    },
    async (request, reply) => {
      const current = await getSetting(deps.db, BACKGROUND_SETTING);
      const file =
        current === String(request.params.id) ? await readFile(deps.db, request.params.id) : undefined;
      if (!file) throw notFound(PAGE_SETUP_MSG.empty);
      return reply
        .type(file.mime)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('etag', `"${file.sha256}"`)
        .send(file.data as never);
    },
  );

  app.post(
    '/api/pageSetup/createBackground',
    {
      config: { access: { module: 'pagesetup', flag: 'create' } },
      schema: {
        tags: ['pageSetup'],
        summary:
          "Uploads the login background: multipart/form-data with the image in field `file`. JPEG or PNG only, checked by content (415 'Only JPG and PNG are allowed.'); at most 5 MB (413 'Max size is 5MB'). Replaces (and deletes) the previous image. Returns the new url.",
        consumes: ['multipart/form-data'],
        response: { 200: backgroundUploadResponseSchema, ...errorResponses(...GUARDED_ERRORS, 413, 415) },
      },
    },
    async (request) => {
      const upload = await uploadedFile(request, BACKGROUND_MAX_BYTES);
      return { data: { url: await replaceBackground(deps, actorOf(request), upload) } };
    },
  );

  app.delete(
    '/api/pageSetup/deleteBackground',
    {
      config: { access: { module: 'pagesetup', flag: 'delete' } },
      schema: {
        tags: ['pageSetup'],
        summary:
          "Deletes the login background image (404 'No background image uploaded.' when there is none).",
        response: { 200: messageResponseSchema, ...errorResponses(...GUARDED_ERRORS, 404) },
      },
    },
    async (request) => {
      await deleteBackground(deps, actorOf(request));
      return { message: PAGE_SETUP_MSG.deleted };
    },
  );
}
