/** Maintenance status (spec 4, 9): the public status query and how its state is worded. */
import { type MaintenanceStatus, maintenanceStatusParser } from '@sahod/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api/client';
import { queryKeys } from '../../api/queryKeys';

export const MAINTENANCE_POLL_MS = 3000;
export const DEFAULT_MAINTENANCE_MINUTES = 5;

export const maintenanceStatusQuery = queryOptions({
  queryKey: queryKeys.maintenanceStatus,
  queryFn: () => api.get('/admin/status', { quiet: true, schema: maintenanceStatusParser }),
  refetchInterval: MAINTENANCE_POLL_MS,
});

/** Remaining time in whole minutes, rounded up (spec 9). */
export function remainingMinutes(remainingMs: number): number {
  return Math.ceil(Math.max(0, remainingMs) / 60_000);
}

export function maintenanceStatusText(status: MaintenanceStatus): string {
  if (status.active)
    return status.message ? `Maintenance is active: ${status.message}` : 'Maintenance is active';
  if (status.remaining > 0) {
    const minutes = remainingMinutes(status.remaining);
    return `Maintenance starts in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
  }
  return 'Maintenance is off';
}

/** A countdown as m:ss, or h:mm:ss from an hour up. */
export function formatCountdown(remainingMs: number): string {
  const total = Math.ceil(Math.max(0, remainingMs) / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}
