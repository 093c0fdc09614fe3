/** Loading and refusal states of a My Sahod screen: the server's own words ('No employee assigned ...'). */
import { Alert, Text } from '@mantine/core';
import { MSG } from '@sahod/shared';
import { errorMessage } from '../../components/notify';

export function MeQueryState({ error }: { error: unknown }) {
  if (!error) return <Text c="dimmed">Loading...</Text>;
  return (
    <Alert color="red" role="alert">
      {errorMessage(error, MSG.unexpected)}
    </Alert>
  );
}

/** 'HH:MM' of a stored time, or an empty string. */
export const hm = (t: string | null | undefined) => (t ? t.slice(0, 5) : '');

export const APPROVAL_COLORS: Record<string, string> = {
  'For Approval': 'yellow',
  Approved: 'green',
  Rejected: 'red',
  Canceled: 'gray',
};
