/**
 * An unknown address (issue 14 §5): 'Page not found' with a link home, at the address the user
 * typed or bookmarked (no redirect). Home is the dashboard while signed in (issue 26), the login screen otherwise.
 */
import { Anchor, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useToken } from './session';
import { SHELL_TEXT } from './texts';

export const HOME_SIGNED_IN = '/home';

export function NotFoundPage() {
  const signedIn = useToken() !== null;
  const { pathname } = useLocation();
  return (
    <Center p="xl" mih={signedIn ? undefined : '100vh'}>
      <Paper withBorder p="xl" radius="md" maw={480} w="100%">
        <Stack gap="sm" align="center">
          <Title order={1} size="h2">
            {SHELL_TEXT.pageNotFound}
          </Title>
          <Text ta="center" style={{ overflowWrap: 'anywhere' }}>
            {SHELL_TEXT.pageNotFoundText(pathname)}
          </Text>
          <Anchor component={Link} to={signedIn ? HOME_SIGNED_IN : '/'}>
            {SHELL_TEXT.goHome}
          </Anchor>
        </Stack>
      </Paper>
    </Center>
  );
}
