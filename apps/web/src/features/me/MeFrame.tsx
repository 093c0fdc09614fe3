/**
 * The frame of every My Sahod screen: its title, 'Loading...' while the answer comes, and the
 * server's own words when it refuses (an account without an employee: 'No employee assigned to
 * this user account.'). Phone first: one column, room at the bottom for the bottom navigation.
 */
import { Alert, Stack, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadingText } from '../../app/LoadingText';
import { errorText } from './api';

export function MeFrame<T>({
  title,
  query,
  children,
}: {
  title: string;
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  return (
    <Stack gap="md" maw={720} pb={72}>
      <Title order={2}>{title}</Title>
      {query.isPending ? (
        <LoadingText />
      ) : query.isError ? (
        <Alert color="red" role="alert">
          {errorText(query.error) ?? String(query.error)}
        </Alert>
      ) : (
        children(query.data)
      )}
    </Stack>
  );
}
