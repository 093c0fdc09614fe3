/** The login background (spec 2 "Page Setup"): read side, used by the public login screen. */
import { backgroundResponseSchema } from '@sahod/shared';
import { z } from 'zod';
import type { App, AppDeps } from '../../deps.ts';
import { notFound } from '../../platform/errors.ts';
import { readFile } from '../../platform/files.ts';
import { errorResponses } from '../../platform/schemas.ts';
import { getSetting } from '../../platform/settings.ts';

export const BACKGROUND_SETTING = 'login_background_file_id';

export function pageSetupRoutes(app: App, deps: AppDeps): void {
  app.get(
    '/api/pageSetup/fetchBackground',
    {
      config: { access: { public: true } },
      schema: {
        tags: ['pageSetup'],
        summary:
          'The login background image URL, or null when none is uploaded (public: the login screen uses it).',
        response: { 200: backgroundResponseSchema },
      },
    },
    async () => {
      const id = await getSetting(deps.db, BACKGROUND_SETTING);
      return { data: { url: id ? `/api/pageSetup/background/${id}` : null } };
    },
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
      if (!file) throw notFound('No background image uploaded.');
      return reply
        .type(file.mime)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('etag', `"${file.sha256}"`)
        .send(file.data as never);
    },
  );
}
