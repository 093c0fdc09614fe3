/**
 * The signed-in frame: the sidebar (AppShell navbar) and the screen beside it (spec 1). From the
 * `sm` breakpoint up the sidebar is shown beside the content, which is offset while it is shown; it
 * can be collapsed and the choice is remembered. Below `sm` it is a drawer behind a burger button,
 * closed at first and again after each navigation. It runs the 5-second session check and holds
 * the modals provider of the confirmations (loaded on the first one: components/LazyModals.tsx).
 * A phone's first paint (issue 24 §3: My Sahod Home on a slow phone) carries only what it shows: the
 * sidebar (its own chunk, with the changelog's version and the UAT flag it reads) is rendered once
 * the drawer is first opened, and the 'Expand sidebar' button (a tooltip) only where it is shown.
 */
// The styles of what the frame shows beyond the entry's (main.tsx); the screens bring the rest.
import '@mantine/core/styles/AppShell.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/Indicator.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { AppShell, Burger, Group, Text } from '@mantine/core';
import { useDisclosure, useLocalStorage, useMediaQuery } from '@mantine/hooks';
import { lazy, type ReactNode, Suspense, useEffect, useMemo, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { LazyModalsProvider } from '../components/LazyModals';
import { NotificationBell } from '../features/notifications/NotificationBell';
import { BOTTOM_NAV_HEIGHT, BottomNav } from './BottomNav';
import { LoadingText } from './LoadingText';
import { buildNavigation } from './navigation';
import { OfflineBanner } from './OfflineBanner';
import type { ScreenDef } from './screens';
import { MY_SAHOD_GROUP_ID } from './screens';
import { useCurrentUser } from './sessionQueries';
import { SHELL_TEXT } from './texts';
import { useSessionCheck } from './useSessionCheck';

export const SIDEBAR_WIDTH = 270;
export const HEADER_HEIGHT = 52;
/** localStorage key of the remembered "sidebar collapsed" choice (issue 14 §6). */
export const SIDEBAR_COLLAPSED_KEY = 'sidebarCollapsed';
const NAVBAR_ID = 'app-sidebar';

const Sidebar = lazy(async () => ({ default: (await import('./Sidebar')).Sidebar }));
const ExpandSidebarButton = lazy(async () => ({
  default: (await import('./ExpandSidebarButton')).ExpandSidebarButton,
}));

export interface AppLayoutProps {
  screens: readonly ScreenDef[];
  /** Shown instead of the matched route's screen (the 'Page not found' page). */
  children?: ReactNode;
}

export function AppLayout({ screens, children }: AppLayoutProps) {
  useSessionCheck();
  const user = useCurrentUser();
  const { pathname } = useLocation();
  const [collapsed, setCollapsed] = useLocalStorage<boolean>({
    key: SIDEBAR_COLLAPSED_KEY,
    defaultValue: false,
    getInitialValueInEffect: false,
  });
  const [drawerOpen, drawer] = useDisclosure(false);
  // Mantine's AppShell switches to the drawer below `sm` (48em).
  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  // Issue 24: My Sahod's bottom navigation on a phone (≤ 640 px).
  const narrow = useMediaQuery('(max-width: 40em)', false, { getInitialValueInEffect: false });
  const permissions = user?.permissions;
  const ownEmployee = user?.employee[0];
  const hasEmployee = ownEmployee?.employee_id !== null && ownEmployee?.employee_id !== undefined;
  const approver = ownEmployee?.approver_status === true;
  const navigation = useMemo(
    () => buildNavigation(screens, permissions, { employee: hasEmployee, approver }),
    [screens, permissions, hasEmployee, approver],
  );
  const mySahod = navigation.find((g) => g.groupId === MY_SAHOD_GROUP_ID);
  const bottomNav = narrow && mySahod !== undefined;

  // The drawer closes after every navigation (the link tapped in it, or any other).
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger, not an input.
  useEffect(() => drawer.close(), [pathname]);

  const sidebarHidden = phone ? !drawerOpen : collapsed;
  // On a phone the drawer's content waits for its first opening; it then stays (no reload per tap).
  const [drawerUsed, setDrawerUsed] = useState(false);
  if (drawerOpen && !drawerUsed) setDrawerUsed(true);
  const sidebarShown = !phone || drawerUsed;

  return (
    <LazyModalsProvider labels={{ confirm: SHELL_TEXT.confirm, cancel: SHELL_TEXT.cancel }}>
      <AppShell
        header={{ height: HEADER_HEIGHT, collapsed: !phone }}
        {...(bottomNav ? { footer: { height: BOTTOM_NAV_HEIGHT } } : {})}
        navbar={{
          width: SIDEBAR_WIDTH,
          breakpoint: 'sm',
          collapsed: { desktop: collapsed, mobile: !drawerOpen },
        }}
        padding={{ base: 'xs', sm: 'md' }}
      >
        {phone && (
          <AppShell.Header px="sm">
            <Group h="100%" gap="sm" wrap="nowrap">
              <Burger
                opened={drawerOpen}
                onClick={drawer.toggle}
                size="sm"
                aria-label={drawerOpen ? SHELL_TEXT.closeMenu : SHELL_TEXT.openMenu}
                aria-expanded={drawerOpen}
                aria-controls={NAVBAR_ID}
              />
              <Text fw={700}>{SHELL_TEXT.productName}</Text>
              <div style={{ marginLeft: 'auto' }}>
                <NotificationBell />
              </div>
            </Group>
          </AppShell.Header>
        )}
        <AppShell.Navbar id={NAVBAR_ID} inert={sidebarHidden}>
          {sidebarShown && (
            <Suspense fallback={null}>
              <Sidebar
                navigation={navigation}
                onCollapse={phone ? undefined : () => setCollapsed(true)}
                bell={phone ? undefined : <NotificationBell />}
              />
            </Suspense>
          )}
        </AppShell.Navbar>
        {bottomNav && mySahod && (
          <AppShell.Footer>
            <BottomNav items={mySahod.items} label={mySahod.label} />
          </AppShell.Footer>
        )}
        <AppShell.Main>
          {/* Desktop: the bell is in the sidebar's header; with the sidebar collapsed, in the top row the
              expand button keeps free (never over a screen's own header buttons). */}
          {!phone && collapsed && (
            <div style={{ position: 'fixed', top: 10, right: 16, zIndex: 150 }}>
              <NotificationBell />
            </div>
          )}
          <OfflineBanner />
          {!phone && collapsed && (
            <Suspense fallback={null}>
              <ExpandSidebarButton onExpand={() => setCollapsed(false)} />
            </Suspense>
          )}
          <div style={{ paddingTop: !phone && collapsed ? 40 : 0, minWidth: 0 }}>
            <Suspense fallback={<LoadingText />}>{children ?? <Outlet />}</Suspense>
          </div>
        </AppShell.Main>
      </AppShell>
    </LazyModalsProvider>
  );
}
