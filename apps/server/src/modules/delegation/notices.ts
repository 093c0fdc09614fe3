/**
 * Notices of delegation and reminders (issue 27 §2), through the notifications module (bell, Web
 * Push, e-mail where the user chose it). Each reminder or 'approver away' notice is claimed in
 * approval_notices by its key before it is sent, so it goes out at most once, whatever restarts
 * or processes run the check.
 */
import type { AppDeps } from '../../deps.ts';
import { type Notice, notifyEmployees, notifyUsers } from '../notifications/service.ts';
import * as repo from './repository.ts';

export type Deps = Pick<AppDeps, 'db' | 'clock' | 'config'> & Partial<Pick<AppDeps, 'pushAgent'>>;

export interface Logger {
  error(obj: unknown, msg?: string): void;
}

export const HR_LINK = '/timeattendance/applicationsapproval';
export const DELEGATION_LINK = '/approvers';

const fullName = (first: string | null | undefined, last: string | null | undefined) =>
  [first, last].filter(Boolean).join(' ');

/** True for exactly one caller per key: the first insert wins, later ones change nothing. */
export async function claimNotice(deps: Pick<AppDeps, 'db' | 'clock'>, key: string): Promise<boolean> {
  const result = await deps.db
    .insertInto('approval_notices')
    .values({ key, sent_at: deps.clock.now().toISOString() })
    .onConflict((oc) => oc.column('key').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
}

/** Tells the running delegates of these approvers what the approvers are told ('... for Y'). */
export async function notifyDelegates(
  deps: Deps,
  approverIds: readonly number[],
  today: string,
  notice: Notice,
  log?: Logger,
): Promise<void> {
  const delegates = await repo.delegatesOf(deps.db, approverIds, today);
  for (const [approverId, delegateId] of delegates) {
    const approver = await deps.db
      .selectFrom('employees')
      .select(['first_name', 'last_name'])
      .where('id', '=', approverId)
      .executeTakeFirst();
    await notifyEmployees(
      deps,
      [delegateId],
      { ...notice, title: `${notice.title} (for ${fullName(approver?.first_name, approver?.last_name)})` },
      log,
    );
  }
}

/**
 * An approver on approved leave today without a running delegate: HR (Applications Approval
 * update) is told once per approver and day, when something waits on them.
 */
export async function approversAway(
  deps: Deps,
  waiting: ReadonlyMap<number, number>,
  today: string,
  log?: Logger,
): Promise<number> {
  const ids = [...waiting.keys()];
  const away = await repo.onLeave(deps.db, ids, today);
  if (away.size === 0) return 0;
  const delegates = await repo.delegatesOf(deps.db, [...away], today);
  let told = 0;
  for (const id of away) {
    if (delegates.has(id)) continue;
    if (!(await claimNotice(deps, `away:${id}:${today}`))) continue;
    const who = await deps.db
      .selectFrom('employees')
      .select(['first_name', 'last_name'])
      .where('id', '=', id)
      .executeTakeFirst();
    const n = waiting.get(id) ?? 0;
    await notifyUsers(
      deps,
      await repo.hrUsers(deps.db),
      {
        kind: 'approver_away',
        title: `${fullName(who?.first_name, who?.last_name)} is on leave today with ${n} ${n === 1 ? 'application' : 'applications'} waiting and no delegate set.`,
        link: DELEGATION_LINK,
      },
      log,
    );
    told++;
  }
  return told;
}
