/** Spec 2 and Web rules: 'Loading...' until the permission is known, then Access Denied or the screen. */
import { Center, Paper, Stack, Text, Title } from '@mantine/core';
import { type ModuleKey, MSG } from '@sahod/shared';
import type { ReactNode } from 'react';
import { LoadingText } from './LoadingText';
import { PermissionContext, usePermissionQuery } from './permissions';
import { SHELL_TEXT } from './texts';

export { LoadingText };

export function AccessDenied() {
  return (
    <Center p="xl">
      <Paper withBorder p="xl" radius="md" maw={480} role="alert">
        <Stack gap="xs" align="center">
          <Title order={3}>{SHELL_TEXT.accessDenied}</Title>
          <Text>{MSG.noPermissionView}</Text>
        </Stack>
      </Paper>
    </Center>
  );
}

export function ModuleGuard({ module, children }: { module: ModuleKey; children: ReactNode }) {
  const permissions = usePermissionQuery(module);
  if (!permissions) return <LoadingText />;
  if (!permissions.view) return <AccessDenied />;
  return <PermissionContext.Provider value={{ module, permissions }}>{children}</PermissionContext.Provider>;
}
