/**
 * The bell (issue 24 §4): unread notices of the signed-in user (an application approved or
 * rejected, a new payslip, a 2316 available, an application waiting for the approver) with their
 * count. The panel that lists them (BellPopover.tsx) is its own chunk, fetched when the bell is
 * hovered or focused and shown on its first tap: the bell itself is on every screen's first paint.
 */
import { ActionIcon, Indicator } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useRef, useState } from 'react';
import { notificationsQuery } from './api';

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

export const bellLabel = (unread: number) =>
  unread > 0 ? `${BELL_TEXT.bell}: ${BELL_TEXT.unread(unread)}` : BELL_TEXT.bell;

export function BellIcon() {
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

const loadPopover = () => import('./BellPopover');
const BellPopover = lazy(async () => ({ default: (await loadPopover()).BellPopover }));
const preload = () => void loadPopover().catch(() => undefined);

export function NotificationBell() {
  const { data } = useQuery(notificationsQuery);
  const unread = data?.unread ?? 0;
  const [opened, setOpened] = useState(false);
  // The panel's chunk has been asked for by a tap; from then on the bell is the popover's own.
  const [loaded, setLoaded] = useState(false);
  const hadFocus = useRef(false);
  const plain = (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="lg"
      aria-label={bellLabel(unread)}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={(event) => {
        hadFocus.current = document.activeElement === event.currentTarget;
        setLoaded(true);
        setOpened(true);
      }}
    >
      <BellIcon />
    </ActionIcon>
  );
  return (
    <Indicator label={unread > 9 ? '9+' : unread} size={16} disabled={unread === 0} offset={4} color="red">
      {loaded ? (
        <Suspense fallback={plain}>
          <BellPopover opened={opened} setOpened={setOpened} focusBell={hadFocus.current} />
        </Suspense>
      ) : (
        plain
      )}
    </Indicator>
  );
}
