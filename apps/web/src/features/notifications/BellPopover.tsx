/**
 * The bell's panel (issue 24 §4): the unread notices, each a link to its screen, 'Mark all as
 * read', and the switches that let this device show them as phone notifications (Web Push) and
 * send them by e-mail. Its own chunk (with Mantine's Popover and Floating UI), loaded on the bell's
 * first tap, so a phone's first paint does not wait for it.
 */
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import {
  ActionIcon,
  Button,
  Group,
  Popover,
  ScrollArea,
  Stack,
  Switch,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { formatManilaDateTime } from '@sahod/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { api } from '../../api/client';
import { disablePush, enablePush, type PushState, pushState } from '../../app/pwa';
import {
  notificationsQuery,
  pushKey,
  removePushSubscription,
  savePushSubscription,
  useMarkRead,
} from './api';
import { BELL_TEXT, BellIcon, bellLabel } from './NotificationBell';

const emailChoiceSchema = z.object({ enabled: z.boolean() });

function PushSwitch() {
  const [state, setState] = useState<PushState | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    void pushState().then(setState);
  }, []);
  if (state === null) return null;
  if (state === 'unsupported' || state === 'denied')
    return (
      <Text size="xs" c="dimmed">
        {state === 'denied' ? BELL_TEXT.pushDenied : BELL_TEXT.pushUnsupported}
      </Text>
    );
  const toggle = async (on: boolean) => {
    setBusy(true);
    try {
      setState(
        on
          ? await enablePush((await pushKey()).publicKey, savePushSubscription)
          : await disablePush(removePushSubscription),
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <Switch
      size="sm"
      label={BELL_TEXT.push}
      checked={state === 'on'}
      disabled={busy}
      onChange={(e) => void toggle(e.currentTarget.checked)}
    />
  );
}

/** Notifications by e-mail too (issue 25 §4), to the address in the user's employee record. */
function EmailSwitch() {
  const queryClient = useQueryClient();
  const key = ['me', 'notifications', 'email'];
  const { data } = useQuery({
    queryKey: key,
    queryFn: () => api.get('/me/notifications/email', { schema: emailChoiceSchema }),
  });
  const save = useMutation({
    mutationFn: (enabled: boolean) =>
      api.put('/me/notifications/email', { body: { enabled }, schema: emailChoiceSchema }),
    onSuccess: (d) => queryClient.setQueryData(key, d),
  });
  if (!data) return null;
  return (
    <Switch
      size="sm"
      label={BELL_TEXT.email}
      checked={data.enabled}
      disabled={save.isPending}
      onChange={(e) => save.mutate(e.currentTarget.checked)}
    />
  );
}

/** The bell with its panel: loaded on the bell's first tap (NotificationBell.tsx), opened at once. */
export function BellPopover({
  opened,
  setOpened,
  focusBell,
}: {
  opened: boolean;
  setOpened: (opened: boolean | ((was: boolean) => boolean)) => void;
  /** The bell had the focus before this took its place: it keeps it. */
  focusBell: boolean;
}) {
  const { data } = useQuery(notificationsQuery);
  const markRead = useMarkRead();
  const navigate = useNavigate();
  const bell = useRef<HTMLButtonElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when this replaces the plain bell.
  useEffect(() => {
    if (focusBell) bell.current?.focus();
  }, []);
  const unread = data?.unread ?? 0;
  const items = data?.items ?? [];

  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" width={320} shadow="md" withinPortal>
      <Popover.Target>
        <ActionIcon
          ref={bell}
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={bellLabel(unread)}
          onClick={() => setOpened((o) => !o)}
        >
          <BellIcon />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown p="xs">
        <Stack gap="xs">
          <Group justify="space-between" wrap="nowrap">
            <Text fw={700} size="sm">
              {BELL_TEXT.bell}
            </Text>
            {unread > 0 && (
              <Button size="compact-xs" variant="subtle" onClick={() => markRead.mutate(undefined)}>
                {BELL_TEXT.markAll}
              </Button>
            )}
          </Group>
          {items.length === 0 ? (
            <Text size="sm" c="dimmed">
              {BELL_TEXT.empty}
            </Text>
          ) : (
            <ScrollArea.Autosize mah={320}>
              <Stack gap={4}>
                {items.map((n) => (
                  <UnstyledButton
                    key={n.id}
                    p={6}
                    style={{
                      borderRadius: 4,
                      background: n.read ? undefined : 'var(--mantine-color-blue-0)',
                    }}
                    onClick={() => {
                      if (!n.read) markRead.mutate([n.id]);
                      setOpened(false);
                      if (n.link) void navigate(n.link);
                    }}
                  >
                    <Text size="sm" fw={n.read ? 400 : 600}>
                      {n.title}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {formatManilaDateTime(n.created_at)}
                    </Text>
                  </UnstyledButton>
                ))}
              </Stack>
            </ScrollArea.Autosize>
          )}
          <PushSwitch />
          <EmailSwitch />
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
