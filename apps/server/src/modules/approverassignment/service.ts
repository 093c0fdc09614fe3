/**
 * Approver Assignment rules (spec 2, 3 "Approver assignment", 6): the approver flag belongs to the
 * employee linked to an account, so an account without a linked employee cannot be made an
 * approver. The user's token claims read the flag fresh at sign-in and on every verify, so the
 * change reaches them without logging them out.
 */
import {
  APPROVER_MSG,
  type Approver,
  type ApproverAssignment,
  type ApproverAssignmentUpdate,
  isApproverFlagSet,
} from '@sahod/shared';
import type { AppDeps } from '../../deps.ts';
import { type Actor, recordAudit } from '../../platform/audit.ts';
import { conflict, invalid, notFound } from '../../platform/errors.ts';
import {
  findAssignment,
  findUserLink,
  listApprovers,
  listAssignments,
  setApproverFlag,
} from './repository.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

export const fetchAssignments = (deps: Deps): Promise<ApproverAssignment[]> => listAssignments(deps.db);
export const fetchApprovers = (deps: Deps): Promise<Approver[]> => listApprovers(deps.db);

export async function updateAssignment(
  deps: Deps,
  actor: Actor,
  input: ApproverAssignmentUpdate,
): Promise<ApproverAssignment> {
  const approver = isApproverFlagSet(input.approver_status);
  await deps.db.transaction().execute(async (trx) => {
    const link = await findUserLink(trx, input.user_id);
    if (!link) throw notFound(APPROVER_MSG.accountNotFound);
    if (link.employee_id === null) throw invalid(APPROVER_MSG.noLinkedEmployee);
    if (input.employee_id !== undefined && input.employee_id !== link.employee_id) {
      throw conflict(APPROVER_MSG.linkChanged);
    }
    const was = link.is_approver === 1;
    const wasCompanyWide = link.approver_company_wide === 1;
    // Clearing the approver flag clears company-wide too; left out, company-wide stays as stored.
    const companyWide =
      input.company_wide === undefined ? approver && wasCompanyWide : isApproverFlagSet(input.company_wide);
    if (companyWide && !approver) throw invalid(APPROVER_MSG.companyWideNeedsApprover);
    if (was === approver && wasCompanyWide === companyWide) return;
    await setApproverFlag(trx, link.employee_id, { approver, companyWide }, deps.clock.now().toISOString());
    await recordAudit(trx, deps.clock, actor, {
      action: 'update',
      entity: 'approver_assignment',
      entityId: link.employee_id,
      details: {
        user_id: link.id,
        username: link.username,
        old: { approver_status: was, company_wide: wasCompanyWide },
        new: { approver_status: approver, company_wide: companyWide },
      },
    });
  });
  const saved = await findAssignment(deps.db, input.user_id);
  if (!saved) throw notFound(APPROVER_MSG.accountNotFound);
  return saved;
}
