/** The login screen's maintenance notice: the message, and a live countdown while a timer runs. */
import { Alert, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { formatCountdown, maintenanceStatusQuery } from '../admin/maintenance';
import { LOGIN_TEXT } from './texts';

function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

export function MaintenanceBanner() {
  const { data, dataUpdatedAt } = useQuery(maintenanceStatusQuery);
  const countingDown = !!data && !data.active && data.remaining > 0;
  const now = useNow(countingDown);
  if (!data || (!data.active && !countingDown)) return null;

  const remaining = data.remaining - Math.max(0, now - dataUpdatedAt);
  return (
    <Alert
      color={data.active ? 'red' : 'yellow'}
      title={data.active ? LOGIN_TEXT.maintenanceActive : LOGIN_TEXT.maintenanceScheduled}
      data-testid="maintenance-banner"
      role="alert"
    >
      {data.message && <Text size="sm">{data.message}</Text>}
      {countingDown && (
        <Text size="sm" fw={600} data-testid="maintenance-countdown">
          {LOGIN_TEXT.startsIn(formatCountdown(remaining))}
        </Text>
      )}
    </Alert>
  );
}
