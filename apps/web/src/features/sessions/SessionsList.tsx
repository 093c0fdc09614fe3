/**
 * Sign-in sessions (issue 25 §2 'Sessions'): one card per active sign-in (device, address, signed
 * in at, last seen, the current one marked) with 'End'. Used on Account > Sessions (one's own) and
 * from User Accounts (anyone's).
 */
import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import type { SignInSession } from '@sahod/shared';

export const SESSIONS_TEXT = {
  title: 'Sessions',
  intro: 'Where your account is signed in now. End any sign-in you do not recognise.',
  current: 'This device',
  signedInAt: 'Signed in',
  lastSeen: 'Last seen',
  address: 'Address',
  end: 'End',
  endCurrent: 'Sign out',
  none: 'No active sign-ins.',
  unknownAddress: 'unknown',
  userTitle: (username: string) => `Sign-ins of ${username}`,
  rowAction: 'Sign-ins',
} as const;

/** 'Nov 28, 2026, 3:05 PM' in the browser's time zone. */
export function formatWhen(iso: string): string {
  return new Date(iso).toLocaleString('en-PH', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}

export interface SessionsListProps {
  sessions: readonly SignInSession[];
  /** Ends one; absent when the viewer may only look. */
  onEnd?: ((session: SignInSession) => void) | undefined;
  /** The session being ended (its button shows a loader). */
  ending?: string | null | undefined;
}

export function SessionsList({ sessions, onEnd, ending }: SessionsListProps) {
  if (sessions.length === 0) return <Text c="dimmed">{SESSIONS_TEXT.none}</Text>;
  return (
    <Stack gap="sm" aria-label={SESSIONS_TEXT.title}>
      {sessions.map((s) => (
        <Card key={s.id} withBorder padding="sm" data-testid="session-row">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Stack gap={2}>
              <Group gap="xs">
                <Text fw={600}>{s.device}</Text>
                {s.current && (
                  <Badge color="green" variant="light">
                    {SESSIONS_TEXT.current}
                  </Badge>
                )}
              </Group>
              <Text size="sm" c="dimmed">
                {SESSIONS_TEXT.address}: {s.address ?? SESSIONS_TEXT.unknownAddress}
              </Text>
              <Text size="sm" c="dimmed">
                {SESSIONS_TEXT.signedInAt}: {formatWhen(s.signed_in_at)} · {SESSIONS_TEXT.lastSeen}:{' '}
                {formatWhen(s.last_seen_at)}
              </Text>
            </Stack>
            {onEnd && (
              <Button
                variant="light"
                color="red"
                size="xs"
                loading={ending === s.id}
                onClick={() => onEnd(s)}
                aria-label={`${s.current ? SESSIONS_TEXT.endCurrent : SESSIONS_TEXT.end} ${s.device}`}
              >
                {s.current ? SESSIONS_TEXT.endCurrent : SESSIONS_TEXT.end}
              </Button>
            )}
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
