/**
 * The signed-in frame: the sidebar (AppShell navbar) and the screen beside it, offset while the
 * sidebar is shown (spec 1). It runs the 5-second session check. Without a token there is no frame.
 */
import { ActionIcon, AppShell, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { type ReactNode, Suspense, useMemo } from 'react';
import { Navigate, Outlet } from 'react-router';
import { LoadingText } from './ModuleGuard';
import { buildNavigation } from './navigation';
import { Sidebar } from './Sidebar';
import type { ScreenDef } from './screens';
import { useToken } from './session';
import { SHELL_TEXT } from './texts';
import { useSessionCheck } from './useSessionCheck';

export const SIDEBAR_WIDTH = 270;

export function RequireLogin({ children }: { children: ReactNode }) {
  return useToken() ? children : <Navigate to="/" replace />;
}

function MenuIcon() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M4 6h16M4 12h16M4 18h16" />
    </svg>
  );
}

export function AppLayout({ screens }: { screens: readonly ScreenDef[] }) {
  useSessionCheck();
  const [sidebarOpen, sidebar] = useDisclosure(true);
  const navigation = useMemo(() => buildNavigation(screens), [screens]);

  return (
    <AppShell
      navbar={{
        width: SIDEBAR_WIDTH,
        breakpoint: 'sm',
        collapsed: { desktop: !sidebarOpen, mobile: !sidebarOpen },
      }}
      padding="md"
    >
      <AppShell.Navbar>
        <Sidebar navigation={navigation} onCollapse={sidebar.close} />
      </AppShell.Navbar>
      <AppShell.Main>
        {!sidebarOpen && (
          <Tooltip label={SHELL_TEXT.expandSidebar}>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={SHELL_TEXT.expandSidebar}
              onClick={sidebar.open}
              style={{ position: 'fixed', top: 12, left: 12, zIndex: 150 }}
            >
              <MenuIcon />
            </ActionIcon>
          </Tooltip>
        )}
        <div style={{ paddingTop: sidebarOpen ? 0 : 40 }}>
          <Suspense fallback={<LoadingText />}>
            <Outlet />
          </Suspense>
        </div>
      </AppShell.Main>
    </AppShell>
  );
}
