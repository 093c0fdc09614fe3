/** One card of the grids' summary row. */
import { Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export function StatCard({
  title,
  children,
  testId,
}: {
  title: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Paper withBorder p="md" radius="md" miw={220} style={{ flex: 1 }} data-testid={testId}>
      <Stack gap={6}>
        <Text size="sm" c="dimmed" fw={600}>
          {title}
        </Text>
        {children}
      </Stack>
    </Paper>
  );
}
