/** At filing (issue 27 §2): the approver's running delegate is told too; an approver away with none, HR. */
import { manilaToday } from '@sahod/shared';
import type { Notice } from '../notifications/service.ts';
import { approversAway, type Deps, type Logger, notifyDelegates } from './notices.ts';
import { waitingIdsFor } from './repository.ts';

export async function delegatesOfFiled(deps: Deps, approverId: number, notice: Notice, log?: Logger) {
  try {
    const today = manilaToday(deps.clock.now());
    await notifyDelegates(deps, [approverId], today, notice, log);
    const waiting = (await waitingIdsFor(deps.db, approverId)).length;
    await approversAway(deps, new Map([[approverId, waiting]]), today, log);
  } catch (err) {
    log?.error({ err }, 'delegate notification failed');
  }
}
