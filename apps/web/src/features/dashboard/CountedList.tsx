/**
 * A titled list of a Home card with its count in a badge (Late, Absent, Probation ending, ...):
 * the empty text when there is nobody, else the items, then the card's own footer.
 */
import { Badge, Group, List, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export function CountedList({
  title,
  count,
  color,
  empty,
  footer,
  children,
}: {
  title: string;
  count: number;
  /** The badge's colour while the count is above 0. */
  color: string;
  empty: string;
  footer?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack gap={4} component="section" aria-label={title}>
      <Group gap="xs" wrap="wrap">
        <Text fw={600} size="sm">
          {title}
        </Text>
        <Badge color={count > 0 ? color : 'gray'} variant="light" aria-label={`${title}: ${count}`}>
          {count}
        </Badge>
      </Group>
      {count === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <List size="sm" spacing={2}>
          {children}
        </List>
      )}
      {footer}
    </Stack>
  );
}
