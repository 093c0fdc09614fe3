/** The router's error element (spec 2): 'Unexpected Application Error!' for any render error. */
import { Center, Code, Stack, Title } from '@mantine/core';
import { MSG } from '@sahod/shared';
import { isRouteErrorResponse, useRouteError } from 'react-router';

function describe(error: unknown): string | null {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return null;
}

export function RouteError() {
  const detail = describe(useRouteError());
  return (
    <Center mih="100vh" p="xl">
      <Stack align="center" gap="sm" role="alert">
        <Title order={2}>{MSG.unexpectedApp}</Title>
        {detail && <Code>{detail}</Code>}
      </Stack>
    </Center>
  );
}
