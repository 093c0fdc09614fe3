/**
 * Answers that carry pay figures (net pay, compensation, contributions, tax, 13th month, final pay,
 * bank credits) need payroll view as well as the route's own module flag (issue 20: a role kept out
 * of Payroll read every salary through Compliance). Routes add `preHandler: payrollViewToo(deps)`;
 * the guard has already authenticated the user and checked the route's own access by then.
 */
import { MSG } from '@sahod/shared';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { AppError, forbidden } from './errors.ts';
import { permissionsFor } from './permissions.ts';

/** Whether the role may view Payroll (the one test every pay-carrying route applies). */
export async function canViewPayroll(deps: Pick<AppDeps, 'db'>, roleId: number): Promise<boolean> {
  return (await permissionsFor(deps.db, roleId, ['payroll'])).get('payroll')?.view === true;
}

/** preHandler: 403 unless the signed-in user's role also has payroll view. */
export function payrollViewToo(deps: Pick<AppDeps, 'db'>) {
  return async (request: FastifyRequest): Promise<void> => {
    const user = request.user;
    if (!user) throw new AppError('UNAUTHENTICATED', MSG.notSignedIn);
    if (!(await canViewPayroll(deps, user.roleId))) throw forbidden(MSG.noPermission);
  };
}
