/** At filing (issue 27 §2): the approver's running delegate is told too; an approver away with none, HR. */
import { manilaToday } from '@sahod/shared';
import { waitingForApprover } from '../applications/repository.ts';
import type { Notice } from '../notifications/service.ts';
import { approversAway, type Deps, type Logger, notifyDelegates } from './notices.ts';

export async function delegatesOfFiled(deps: Deps, approverId: number, notice: Notice, log?: Logger) {
  try {
    const today = manilaToday(deps.clock.now());
    await notifyDelegates(deps, [approverId], today, notice, log);
    const waiting = (await waitingForApprover(deps.db, approverId)).size;
    await approversAway(deps, new Map([[approverId, waiting]]), today, log);
  } catch (err) {
    log?.error({ err }, 'delegate notification failed');
  }
}
