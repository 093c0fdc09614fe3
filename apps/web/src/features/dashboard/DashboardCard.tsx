/** One dashboard card (issue 26): a title, the card's content and a link to the screen it summarizes. */
import { Anchor, Card, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export function DashboardCard({
  title,
  link,
  linkLabel,
  children,
}: {
  title: string;
  link: string;
  linkLabel: string;
  children: ReactNode;
}) {
  return (
    <Card withBorder padding="md" component="section" aria-label={title}>
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Text fw={700} component="h2" size="lg">
          {title}
        </Text>
        <Anchor component={Link} to={link} size="sm">
          {linkLabel}
        </Anchor>
      </Group>
      {children}
    </Card>
  );
}
