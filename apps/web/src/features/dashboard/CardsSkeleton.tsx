/**
 * What Home shows while its cards' first answers are on their way (issue 26 §2): grey blocks in
 * the cards' grid. The cards replace it all at once when every answer is in (DashboardPage), so no
 * card is drawn and then pushed down by another one growing above it.
 */
import { Card, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { MSG } from '@sahod/shared';

export function CardsSkeleton() {
  return (
    <SimpleGrid
      cols={{ base: 1, md: 2 }}
      spacing="md"
      role="status"
      aria-busy="true"
      aria-label={MSG.loading}
    >
      {[0, 1, 2, 3].map((i) => (
        <Card key={i} withBorder padding="md">
          <Stack gap="sm">
            <Skeleton h={24} w="50%" />
            <Skeleton h={80} />
            <Skeleton h={120} />
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
