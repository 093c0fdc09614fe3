/**
 * Scheduled maintenance for signed-in users (issue 14, 6): the 5-second session check carries the
 * maintenance status, and while a timer runs every screen shows the administrator's message with
 * a live countdown, so nobody is cut off in the middle of unsaved work. It is a notification that
 * stays until the timer ends or is cancelled (no layout change, visible on every screen).
 */
import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { MaintenanceStatus } from '@sahod/shared';
import { useEffect, useState } from 'react';
import { formatCountdown } from '../features/admin/maintenance';
import { LOGIN_TEXT } from '../features/login/texts';

export const MAINTENANCE_NOTICE_ID = 'maintenance-notice';

/** The countdown from the moment the status was received, ticking every second. */
export function MaintenanceCountdown({
  status,
  receivedAt,
}: {
  status: MaintenanceStatus;
  receivedAt: number;
}) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const remaining = status.remaining - Math.max(0, now - receivedAt);
  return (
    <div data-testid="maintenance-notice">
      {status.message && <Text size="sm">{status.message}</Text>}
      <Text size="sm" fw={600} data-testid="maintenance-countdown">
        {LOGIN_TEXT.startsIn(formatCountdown(remaining))}
      </Text>
    </div>
  );
}

/** Shows, updates or hides the notice from the latest session check. */
export function useMaintenanceNotice(status: MaintenanceStatus | undefined, receivedAt: number): void {
  const counting = status !== undefined && !status.active && status.remaining > 0;
  useEffect(() => {
    if (!counting || !status) {
      notifications.hide(MAINTENANCE_NOTICE_ID);
      return;
    }
    const notice = {
      id: MAINTENANCE_NOTICE_ID,
      title: LOGIN_TEXT.maintenanceScheduled,
      message: <MaintenanceCountdown status={status} receivedAt={receivedAt} />,
      color: 'yellow',
      autoClose: false as const,
      withCloseButton: false,
    };
    // show() ignores an id already shown, update() one not shown: try both.
    notifications.update(notice);
    notifications.show(notice);
  }, [counting, status, receivedAt]);
  useEffect(
    () => () => {
      notifications.hide(MAINTENANCE_NOTICE_ID);
    },
    [],
  );
}
