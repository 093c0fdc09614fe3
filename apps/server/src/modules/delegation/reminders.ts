/**
 * Approval reminders (issue 27 §2). An application waiting more than N working days at its current
 * level (N: its employee's company setting 'remind approvers after N working days', default 2)
 * reminds the level's approvers who have not decided (and their running delegates) again; after
 * more than 2N, HR (Approver Assignment update) is told. Each reminder at most once per
 * application, level and threshold (approval_notices). The same check tells HR once a day about an
 * approver on approved leave today with something waiting and no delegate.
 *
 * Working days: the days after the application reached its level (filed, or the previous level's
 * last decision; Manila dates) up to today, leaving out the company's rest days (its work week,
 * Sunday when unset) and the national holidays (regular and special non-working) the payroll uses.
 *
 * `runApprovalReminders` is the whole check (tests call it with the harness clock);
 * `startReminderSchedule` runs it every REMINDER_POLL_MS in each server process, the mail worker's
 * pattern; the claimed keys make several processes safe.
 */
import { addDays, holidaysBetween, weekday } from '@sahod/payroll';
import {
  DEFAULT_REMINDER_DAYS,
  dayMonthYear,
  effectiveRestWeekdays,
  manilaToday,
  REMINDER_MSG,
  type ReminderSetting,
} from '@sahod/shared';
import type { AppDeps } from '../../deps.ts';
import { type Actor, recordAudit } from '../../platform/audit.ts';
import { notFound } from '../../platform/errors.ts';
import { notifyEmployees, notifyUsers } from '../notifications/service.ts';
import { approversAway, claimNotice, type Deps, HR_LINK, type Logger, notifyDelegates } from './notices.ts';
import * as repo from './repository.ts';

export const REMINDER_POLL_MS = 15 * 60_000;

/** Working days after `from` up to and including `to` (both yyyy-MM-dd). */
export function workingDaysAfter(from: string, to: string, restWeekdays: readonly number[]): number {
  if (to <= from) return 0;
  const first = addDays(from, 1);
  const off = new Set(
    holidaysBetween(first, to)
      .filter((h) => h.type !== 'special_working')
      .map((h) => h.date),
  );
  let n = 0;
  for (let d = first; d <= to; d = addDays(d, 1)) if (!restWeekdays.includes(weekday(d)) && !off.has(d)) n++;
  return n;
}

const fullName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ');

export interface ReminderRun {
  approvers: number;
  hr: number;
  away: number;
}

export async function runApprovalReminders(deps: Deps, log?: Logger): Promise<ReminderRun> {
  const today = manilaToday(deps.clock.now());
  const out: ReminderRun = { approvers: 0, hr: 0, away: 0 };
  const rows = await deps.db
    .selectFrom('applications as a')
    .innerJoin('application_types as t', 't.id', 'a.application_type_id')
    .innerJoin('employees as e', 'e.id', 'a.employee_id')
    .leftJoin('companies as c', 'c.id', 'e.company_id')
    .leftJoin('company_pay_calendar as pc', 'pc.company_id', 'e.company_id')
    .select([
      'a.id',
      'a.approver_employee_id',
      'a.current_level',
      'a.created_at',
      'a.effective_date',
      't.name as type',
      'e.first_name',
      'e.last_name',
      'c.approval_reminder_days',
      'pc.rest_weekdays',
    ])
    .where('a.approval_status', '=', 'For Approval')
    .orderBy('a.id')
    .execute();
  const hr = { ids: null as number[] | null };
  const waitingCount = new Map<number, number>();
  const levels = await repo.pendingLevels(deps.db);
  for (const app of rows) {
    const waiting = levels.waiting.get(app.id) ?? [app.approver_employee_id];
    for (const id of waiting) waitingCount.set(id, (waitingCount.get(id) ?? 0) + 1);
    const n = app.approval_reminder_days ?? DEFAULT_REMINDER_DAYS;
    const previous = app.current_level > 1 ? levels.previousAt.get(app.id) : undefined;
    const since = manilaToday(new Date(previous ?? app.created_at));
    const waited = workingDaysAfter(since, today, effectiveRestWeekdays(null, app.rest_weekdays ?? null));
    if (waited <= n) continue;
    const what = `${fullName(app.first_name, app.last_name)}'s ${app.type} for ${dayMonthYear(String(app.effective_date))}`;
    const key = `remind:${app.id}:${app.current_level}`;
    if (await claimNotice(deps, `${key}:approvers`)) {
      const notice = {
        kind: 'approval_reminder' as const,
        title: `Reminder: ${what} has waited ${waited} working days for your approval.`,
        link: '/me/approvals',
      };
      await notifyEmployees(deps, waiting, notice, log);
      await notifyDelegates(deps, waiting, today, notice, log);
      out.approvers++;
    }
    if (waited > 2 * n && (await claimNotice(deps, `${key}:hr`))) {
      hr.ids ??= await repo.hrUsers(deps.db);
      const names = await deps.db
        .selectFrom('employees')
        .select(['first_name', 'last_name'])
        .where('id', 'in', waiting.length > 0 ? waiting : [app.approver_employee_id])
        .execute();
      await notifyUsers(
        deps,
        hr.ids,
        {
          kind: 'approval_reminder',
          title: `${what} has waited ${waited} working days for ${names.map((r) => fullName(r.first_name, r.last_name)).join(', ')}.`,
          link: HR_LINK,
        },
        log,
      );
      out.hr++;
    }
  }
  out.away = await approversAway(deps, waitingCount, today, log);
  return out;
}

/** Runs the check every pollMs in this process (and once at start); stop it when the server closes. */
export function startReminderSchedule(
  deps: Deps & { log: Logger },
  pollMs = REMINDER_POLL_MS,
): { stop(): Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  let busy = false;
  const tick = () => {
    if (busy) return;
    busy = true;
    running = runApprovalReminders(deps, deps.log)
      .catch((err: unknown) => deps.log.error({ err }, 'Approval reminders failed'))
      .finally(() => {
        busy = false;
      });
  };
  const timer = setInterval(tick, pollMs);
  timer.unref();
  tick();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

// ---- the company setting ----

export async function reminderSettings(deps: Pick<AppDeps, 'db'>): Promise<ReminderSetting[]> {
  const rows = await deps.db
    .selectFrom('companies')
    .select(['id', 'name', 'approval_reminder_days'])
    .orderBy('name')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ company_id: r.id, company: r.name, days: r.approval_reminder_days }));
}

export async function saveReminderSetting(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: Actor,
  input: { company_id: number; days: number },
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const old = await trx
      .selectFrom('companies')
      .select(['id', 'approval_reminder_days'])
      .where('id', '=', input.company_id)
      .executeTakeFirst();
    if (!old) throw notFound(REMINDER_MSG.companyNotFound);
    await trx
      .updateTable('companies')
      .set({ approval_reminder_days: input.days })
      .where('id', '=', input.company_id)
      .execute();
    await recordAudit(trx, deps.clock, actor, {
      action: 'update',
      entity: 'companies',
      entityId: input.company_id,
      details: {
        old: { approval_reminder_days: old.approval_reminder_days },
        new: { approval_reminder_days: input.days },
      },
    });
  });
}
