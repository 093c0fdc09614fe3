/** 'Loading...' (spec 2, Web rules): while a screen's chunk or its permission is on its way. */
import { Text } from '@mantine/core';
import { MSG } from '@sahod/shared';

export function LoadingText() {
  return (
    <Text p="md" c="dimmed">
      {MSG.loading}
    </Text>
  );
}
