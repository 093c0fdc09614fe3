/**
 * The frame of a year-end card on the Compliance screen (13th month, annualization, BIR 2316,
 * alphalist): bordered card, title with something on its right (a due badge, an input), an
 * optional note, the query's error, then the card's own content.
 */
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { OUTPUT_TEXT } from './texts';

export function DueBadge({ status }: { status: { days: number; overdue: boolean } }) {
  if (status.overdue) return <Badge color="red">{OUTPUT_TEXT.overdue}</Badge>;
  return <Badge color={status.days <= 5 ? 'orange' : 'blue'}>{OUTPUT_TEXT.dueIn(status.days)}</Badge>;
}

export function CardFrame({
  testId,
  title,
  aside,
  headerAlign,
  note,
  error,
  children,
}: {
  testId: string;
  title: ReactNode;
  aside?: ReactNode;
  headerAlign?: 'flex-end';
  note?: ReactNode;
  error: Error | null;
  children: ReactNode;
}) {
  return (
    <Card withBorder padding="md" data-testid={testId}>
      <Stack gap="xs">
        <Group justify="space-between" align={headerAlign}>
          <Title order={4}>{title}</Title>
          {aside}
        </Group>
        {note}
        {error ? (
          <Text size="sm" c="dimmed">
            {error.message}
          </Text>
        ) : null}
        {children}
      </Stack>
    </Card>
  );
}
