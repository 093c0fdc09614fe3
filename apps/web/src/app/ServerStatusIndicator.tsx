import { Group, Text } from '@mantine/core';
import { type ServerStatus, useServerStatus } from './serverStatus';
import { SHELL_TEXT } from './texts';

const COLORS: Record<ServerStatus, string> = {
  online: 'var(--mantine-color-green-6)',
  reconnecting: 'var(--mantine-color-yellow-6)',
  offline: 'var(--mantine-color-red-6)',
};

export function ServerStatusIndicator() {
  const status = useServerStatus();
  return (
    <Group gap={6} role="status" aria-label={SHELL_TEXT.serverStatus}>
      <span
        aria-hidden="true"
        style={{
          width: 10,
          height: 10,
          borderRadius: '50%',
          background: COLORS[status],
          display: 'inline-block',
        }}
      />
      <Text size="sm" c="dimmed">
        {SHELL_TEXT.serverStatus}:
      </Text>
      <Text size="sm" fw={600} data-testid="server-status" data-status={status}>
        {status}
      </Text>
    </Group>
  );
}
