import type { FastifyRequest } from 'fastify';
import type { Actor } from './audit.ts';

/** The acting user of a request, for audit entries. */
export function actorOf(request: FastifyRequest): Actor {
  return {
    userId: request.user?.id ?? null,
    username: request.user?.username ?? null,
    requestId: String(request.id),
    ip: request.ip ?? null,
  };
}
