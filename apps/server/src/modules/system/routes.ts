/** Health check and the product changelog file. */
import { readFile } from 'node:fs/promises';
import { pingResponseSchema } from '@sahod/shared';
import type { App, AppDeps } from '../../deps.ts';

export function systemRoutes(app: App, deps: AppDeps): void {
  app.get(
    '/api/ping',
    {
      config: { access: { public: true } },
      schema: {
        tags: ['system'],
        summary: 'Server status health check (polled by the login screen every 3 s).',
        response: { 200: pingResponseSchema },
      },
    },
    async () => ({ status: 'ok' as const, time: deps.clock.now().toISOString() }),
  );

  app.get(
    '/CHANGELOG.md',
    { config: { access: { public: true } }, schema: { hide: true } },
    async (_request, reply) => {
      const text = await readFile(deps.changelogPath, 'utf8');
      return reply.type('text/markdown; charset=utf-8').header('cache-control', 'no-cache').send(text);
    },
  );
}
