/**
 * The signed-in account's own employee (issue 24 section 1): every /api/me answer starts here. An
 * account without a linked employee gets 400 'No employee assigned to this user account.' (the
 * spec's words, as Applications answers); nothing here takes an employee id from the request.
 */
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';
import type { AppDeps } from '../../deps.ts';
import { actorOf } from '../../platform/actor.ts';
import { recordAudit } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import { ownEmployee } from '../applications/service.ts';

/** The session's employee id (400 without one). */
export function meOf(request: FastifyRequest): number {
  if (!request.user) throw new AppError('UNAUTHENTICATED', 'Not signed in.');
  return ownEmployee(request.user);
}

/** The employee row behind the summary and the pay files: names, company, department, designation. */
export function employeeCard(db: Kysely<DB>, employeeId: number) {
  return db
    .selectFrom('employees as e')
    .leftJoin('companies as c', 'c.id', 'e.company_id')
    .leftJoin('departments as d', 'd.id', 'e.department_id')
    .leftJoin('designations as g', 'g.id', 'e.designation_id')
    .leftJoin('pay_periods as pp', 'pp.id', 'e.pay_period_id')
    .select([
      'e.id',
      'e.employee_code',
      'e.first_name',
      'e.middle_name',
      'e.last_name',
      'e.is_approver',
      'e.company_id',
      'e.department_id',
      'e.designation_id',
      'e.photo_file_id',
      'e.leave_credits',
      'c.name as company',
      'd.name as department',
      'g.name as designation',
      'pp.name as pay_period',
    ])
    .where('e.id', '=', employeeId)
    .executeTakeFirst();
}

export type EmployeeCard = NonNullable<Awaited<ReturnType<typeof employeeCard>>>;

export const fullName = (e: Pick<EmployeeCard, 'first_name' | 'middle_name' | 'last_name'>) =>
  `${e.last_name}, ${e.first_name}${e.middle_name ? ` ${e.middle_name}` : ''}`;

/**
 * onSend hook of every /api/me read: one audit row per successful answer ('read', the route and its
 * parameters), as a read of one's own pay data is still a read of pay data.
 */
export function auditMeRead(deps: Pick<AppDeps, 'db' | 'clock'>) {
  return async (request: FastifyRequest, reply: { statusCode: number }, payload: unknown) => {
    if (reply.statusCode < 400 && request.user)
      await recordAudit(deps.db, deps.clock, actorOf(request), {
        action: 'read',
        entity: request.routeOptions.url ?? request.url,
        entityId: request.user.employeeId,
        details: { params: request.params, query: request.query },
      });
    return payload;
  };
}
