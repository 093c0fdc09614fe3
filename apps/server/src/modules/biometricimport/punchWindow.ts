/**
 * The company's punch window (issue 22): punches of one employee within this many minutes of each
 * other count once when a time-clock file is grouped. Kept as a settings key (platform/settings.ts):
 * an installation serves one employer and its time clocks; the companies table names org units.
 * The grouping runs in the browser's worker, which gets the value with the verify answer.
 */
import { PUNCH_WINDOW_DEFAULT_MINUTES, PUNCH_WINDOW_MAX_MINUTES, type PunchWindow } from '@sahod/shared';
import type { AppDeps } from '../../deps.ts';
import { type Actor, recordAudit } from '../../platform/audit.ts';
import { getSetting, setSetting } from '../../platform/settings.ts';

export const PUNCH_WINDOW_SETTING = 'biometric_punch_window_minutes';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

/** The stored window, or the default when none (or something unreadable) is stored. */
export async function punchWindowMinutes(db: Deps['db']): Promise<number> {
  const raw = await getSetting(db, PUNCH_WINDOW_SETTING);
  const stored = Number(raw);
  if (raw === null || !Number.isInteger(stored) || stored < 0 || stored > PUNCH_WINDOW_MAX_MINUTES)
    return PUNCH_WINDOW_DEFAULT_MINUTES;
  return stored;
}

export async function setPunchWindow(deps: Deps, actor: Actor, input: PunchWindow): Promise<PunchWindow> {
  return deps.db.transaction().execute(async (trx) => {
    const old = await punchWindowMinutes(trx);
    await setSetting(trx, deps.clock, PUNCH_WINDOW_SETTING, String(input.minutes));
    await recordAudit(trx, deps.clock, actor, {
      action: 'update',
      entity: 'punch_window',
      details: { old: { minutes: old }, new: input },
    });
    return { minutes: input.minutes };
  });
}
