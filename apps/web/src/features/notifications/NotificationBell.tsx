/**
 * The bell (issue 24 §4): unread notices of the signed-in user (an application approved or
 * rejected, a new payslip, a 2316 available, an application waiting for the approver), each a link
 * to its screen; and the switch that lets this device show them as phone notifications (Web Push).
 */
import {
  ActionIcon,
  Button,
  Group,
  Indicator,
  Popover,
  ScrollArea,
  Stack,
  Switch,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { formatManilaDateTime } from '@sahod/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
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

export const BELL_TEXT = {
  bell: 'Notifications',
  unread: (n: number) => (n === 1 ? '1 unread notification' : `${n} unread notifications`),
  empty: 'No notifications yet.',
  markAll: 'Mark all as read',
  push: 'Notify me on this phone',
  email: 'Also send them to my e-mail',
  pushDenied: 'Notifications are blocked for this site in the browser settings.',
  pushUnsupported:
    'This browser cannot show notifications from Sahod (on an iPhone: add Sahod to the Home Screen first).',
} as const;

function BellIcon() {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M18 8a6 6 0 1 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
      <path d="M13.73 21a2 2 0 0 1-3.46 0" />
    </svg>
  );
}

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

export function NotificationBell() {
  const { data } = useQuery(notificationsQuery);
  const markRead = useMarkRead();
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);
  const unread = data?.unread ?? 0;
  const items = data?.items ?? [];

  return (
    <Indicator label={unread > 9 ? '9+' : unread} size={16} disabled={unread === 0} offset={4} color="red">
      <Popover
        opened={opened}
        onChange={setOpened}
        position="bottom-end"
        width={320}
        shadow="md"
        withinPortal
      >
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={unread > 0 ? `${BELL_TEXT.bell}: ${BELL_TEXT.unread(unread)}` : BELL_TEXT.bell}
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
    </Indicator>
  );
}
