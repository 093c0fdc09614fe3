/**
 * The framework's limit for bench/api-load: a bare Fastify route (no plugins, no logger, no
 * database) answering the same path with the same JSON the product returns. Started as its own
 * process by run.ts, like the product's server.
 *   BARE_PORT=5303 BARE_BODY='{"module":"payroll",...}' node --import tsx bench/api-load/bare.ts
 */
import Fastify from 'fastify';

const body = JSON.parse(process.env.BARE_BODY ?? '{}') as unknown;
const app = Fastify({ logger: false });
app.get('/api/auth/permissions', async () => body);
app.get('/api/ping', async () => ({ ok: true }));
await app.listen({ port: Number(process.env.BARE_PORT), host: '127.0.0.1' });
