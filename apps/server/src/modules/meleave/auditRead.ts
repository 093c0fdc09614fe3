/**
 * Every successful My Sahod read is audited (issue 24 §1: "every call is audited like any read of
 * pay data"): one 'read' row naming the route, its query and the employee. Writes are audited
 * already (the generic write audit and the Applications service's own rows). The same shape as the
 * My Sahod foundation's read audit, so the two can become one helper.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { actorOf } from '../../platform/actor.ts';
import { recordAudit } from '../../platform/audit.ts';

export function auditRead(deps: Pick<AppDeps, 'db' | 'clock'>) {
  return async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (reply.statusCode < 400 && request.user)
      await recordAudit(deps.db, deps.clock, actorOf(request), {
        action: 'read',
        entity: request.routeOptions.url ?? request.url,
        entityId: request.user.employeeId,
        details: { query: request.query },
      });
    return payload;
  };
}
