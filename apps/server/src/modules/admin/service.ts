/** Admin controls (spec 4 "Maintenance"): revoke all tokens, timed maintenance, maintenance toggle. */
import { type MaintenanceStatus, MSG } from '@sahod/shared';
import type { AppDeps } from '../../deps.ts';
import { type Actor, recordAudit } from '../../platform/audit.ts';
import { conflict, invalid } from '../../platform/errors.ts';
import { readSystemState, type SystemState } from '../../platform/system-state.ts';
import { setUat } from '../../platform/uat.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

export function toStatus(state: SystemState, nowMs: number): MaintenanceStatus {
  return {
    active: state.maintenance_active === 1,
    message: state.maintenance_message,
    remaining: state.maintenance_starts_at === null ? 0 : Math.max(0, state.maintenance_starts_at - nowMs),
  };
}

export async function maintenanceStatus(deps: Deps): Promise<MaintenanceStatus> {
  const state = await readSystemState(deps.db, deps.clock);
  return toStatus(state, deps.clock.now().getTime());
}

export async function revokeAllTokens(deps: Deps, actor: Actor): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('system_state')
      .set((eb) => ({ token_epoch: eb('token_epoch', '+', 1), updated_at: deps.clock.now().toISOString() }))
      .where('id', '=', 1)
      .execute();
    await recordAudit(trx, deps.clock, actor, { action: 'revoke', entity: 'tokens' });
  });
}

export async function startMaintenanceTimer(
  deps: Deps,
  actor: Actor,
  input: { message: string; minutes: number },
): Promise<void> {
  const state = await readSystemState(deps.db, deps.clock);
  if (state.maintenance_active === 1) throw conflict('Maintenance is already active.');
  const startsAt = deps.clock.now().getTime() + input.minutes * 60_000;
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('system_state')
      .set({
        maintenance_starts_at: startsAt,
        maintenance_message: input.message,
        updated_at: deps.clock.now().toISOString(),
      })
      .where('id', '=', 1)
      .execute();
    await recordAudit(trx, deps.clock, actor, { action: 'start', entity: 'maintenance', details: input });
  });
}

/** Turning maintenance on revokes every token; turning it off also cancels a running timer. */
export async function toggleMaintenance(
  deps: Deps,
  actor: Actor,
  input: { active: boolean; message: string },
): Promise<string> {
  if (input.active && input.message.trim() === '') throw invalid('Please enter a maintenance message.');
  await deps.db.transaction().execute(async (trx) => {
    const now = deps.clock.now().toISOString();
    if (input.active) {
      await trx
        .updateTable('system_state')
        .set((eb) => ({
          maintenance_active: 1,
          maintenance_message: input.message.trim(),
          maintenance_starts_at: null,
          token_epoch: eb('token_epoch', '+', 1),
          updated_at: now,
        }))
        .where('id', '=', 1)
        .execute();
    } else {
      await trx
        .updateTable('system_state')
        .set({ maintenance_active: 0, maintenance_message: '', maintenance_starts_at: null, updated_at: now })
        .where('id', '=', 1)
        .execute();
    }
    await recordAudit(trx, deps.clock, actor, {
      action: input.active ? 'enable' : 'disable',
      entity: 'maintenance',
      details: input,
    });
  });
  return input.active ? MSG.maintenanceEnabled : MSG.maintenanceDisabled;
}

/** Marks the installation UAT or not (issue 22 section 4), audited. */
export async function saveUat(deps: Deps, actor: Actor, uat: boolean): Promise<boolean> {
  await deps.db.transaction().execute(async (trx) => {
    await setUat(trx, deps.clock, uat);
    await recordAudit(trx, deps.clock, actor, { action: 'update', entity: 'uat', details: { uat } });
  });
  return uat;
}
