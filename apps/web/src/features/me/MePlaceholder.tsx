/**
 * Stands in for a My Sahod screen another part of issue 24 builds (Leave, Attendance, Approvals):
 * the route and the navigation exist; the lead's merge replaces this with the screen.
 */
import { Stack, Text, Title } from '@mantine/core';

export function MePlaceholder({ title }: { title: string }) {
  return (
    <Stack gap="md" pb={72}>
      <Title order={2}>{title}</Title>
      <Text c="dimmed">—</Text>
    </Stack>
  );
}
