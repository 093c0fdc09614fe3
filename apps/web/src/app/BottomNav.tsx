/**
 * My Sahod's bottom navigation on a phone (issue 24: ≤ 640 px): the My Sahod group's entries as
 * tabs with an icon and a label, the current one marked (aria-current), each at least 48 px tall.
 */
import { Text, UnstyledButton } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import type { NavItem } from './screens';

export const BOTTOM_NAV_HEIGHT = 60;

const ICONS: Record<string, string> = {
  '/me': 'M3 11l9-8 9 8v10h-6v-6H9v6H3z',
  '/me/pay': 'M4 5h16v14H4zM8 9h8M8 13h8M8 17h5',
  '/me/tax': 'M6 3h9l4 4v14H6zM14 3v5h5M9 13h7M9 17h7',
  '/me/leave': 'M4 6h16v14H4zM4 10h16M9 3v5M15 3v5',
  '/me/attendance': 'M12 7v5l3 3M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0',
  '/me/approvals': 'M5 12l4 4 10-10',
  '/me/profile': 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c1-4 4-6 8-6s7 2 8 6',
};

function Icon({ path }: { path: string | undefined }) {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d={path ?? 'M12 12h.01'} />
    </svg>
  );
}

/** The entry a path belongs to: the longest entry path it starts with ('/me/pay/12' is Pay, not Home). */
export function activeEntry(items: readonly NavItem[], pathname: string): string | null {
  let best: string | null = null;
  for (const item of items)
    if (
      (pathname === item.path || pathname.startsWith(`${item.path}/`)) &&
      item.path.length > (best?.length ?? -1)
    )
      best = item.path;
  return best;
}

export function BottomNav({ items, label }: { items: readonly NavItem[]; label: string }) {
  const { pathname } = useLocation();
  const active = activeEntry(items, pathname);
  return (
    <nav aria-label={label} style={{ display: 'flex', height: '100%' }}>
      {items.map((item) => {
        const current = item.path === active;
        return (
          <UnstyledButton
            key={item.path}
            component={Link}
            to={item.path}
            aria-current={current ? 'page' : undefined}
            style={{
              flex: 1,
              minWidth: 0,
              minHeight: 48,
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              justifyContent: 'center',
              gap: 2,
              color: current ? 'var(--mantine-color-blue-8)' : 'var(--mantine-color-gray-8)',
              fontWeight: current ? 700 : 400,
            }}
          >
            <Icon path={ICONS[item.path]} />
            <Text component="span" size="11px" lh={1.1} truncate maw="100%" fw="inherit">
              {item.label}
            </Text>
          </UnstyledButton>
        );
      })}
    </nav>
  );
}
