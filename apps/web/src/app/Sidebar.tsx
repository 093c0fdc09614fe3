/**
 * The sidebar of spec 1 and 2: product and version, the user's name and role with expandable
 * details, a search box (it does nothing, as specified), the navigation groups and Log Out.
 */
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/NavLink.css';
import '@mantine/core/styles/VisuallyHidden.css';
import {
  ActionIcon,
  AppShell,
  Badge,
  Box,
  Button,
  Collapse,
  Group,
  NavLink,
  ScrollArea,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { MSG } from '@sahod/shared';
import { type ReactNode, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useConfirm } from '../components/useConfirm';
import { useCurrentVersion } from '../features/changelog/api';
import { activeEntry } from './BottomNav';
import type { NavGroup } from './screens';
import { clearToken } from './session';
import { useCurrentUser } from './sessionQueries';
import { SHELL_TEXT } from './texts';
import { useUat } from './uat';

function isActive(pathname: string, path: string): boolean {
  return pathname === path || pathname.startsWith(`${path}/`);
}

function Chevron({ open }: { open: boolean }) {
  return (
    <svg
      width="14"
      height="14"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
      style={{ flex: 'none', transform: open ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }}
    >
      <path d="M6 9l6 6 6-6" />
    </svg>
  );
}

function CollapseIcon() {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M15 6l-6 6 6 6" />
    </svg>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="xs" ta="right">
        {value}
      </Text>
    </Group>
  );
}

function UserCard() {
  const user = useCurrentUser();
  const [expanded, details] = useDisclosure(false);
  const employee = user?.employee[0];
  return (
    <Box px="md" py="sm">
      <UnstyledButton onClick={details.toggle} aria-expanded={expanded} w="100%">
        {/* The accessible name starts with the visible name and role (axe label-content-name-mismatch). */}
        <Group justify="space-between" wrap="nowrap">
          <Box miw={0}>
            <Text fw={600} truncate data-testid="sidebar-name">
              {user?.name ?? ''}
            </Text>
            <Text size="sm" c="dimmed" truncate data-testid="sidebar-role">
              {user?.role ?? ''}
            </Text>
          </Box>
          <Chevron open={expanded} />
        </Group>
        <VisuallyHidden>{expanded ? SHELL_TEXT.hideDetails : SHELL_TEXT.showDetails}</VisuallyHidden>
      </UnstyledButton>
      <Collapse expanded={expanded}>
        <Stack gap={4} mt="xs" data-testid="sidebar-details">
          <Detail label={SHELL_TEXT.detailUsername} value={user?.username ?? SHELL_TEXT.none} />
          <Detail label={SHELL_TEXT.detailEmployee} value={employee?.name || SHELL_TEXT.none} />
          <Detail label={SHELL_TEXT.detailEmployeeCode} value={employee?.employee_code || SHELL_TEXT.none} />
          <Detail
            label={SHELL_TEXT.detailApprover}
            value={employee?.approver_status ? SHELL_TEXT.yes : SHELL_TEXT.no}
          />
        </Stack>
      </Collapse>
    </Box>
  );
}

function Navigation({ navigation }: { navigation: NavGroup[] }) {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Main">
      {navigation.map((group) => {
        const only = group.items[0];
        // A group whose one item carries the group's name (Admin) is a plain link.
        if (group.items.length === 1 && only && only.label === group.label) {
          return (
            <NavLink
              key={group.groupId}
              component={Link}
              to={only.path}
              label={only.label}
              active={isActive(pathname, only.path)}
            />
          );
        }
        // The longest entry the address starts with: '/me/pay' is Pay, not also Home ('/me').
        const current = activeEntry(group.items, pathname);
        return (
          <NavLink
            key={group.groupId}
            label={group.label}
            defaultOpened={group.items.some((item) => isActive(pathname, item.path))}
            childrenOffset={28}
          >
            {group.items.map((item) => (
              <NavLink
                key={item.path}
                component={Link}
                to={item.path}
                label={item.label}
                active={item.path === current}
                rightSection={item.NavBadge ? <item.NavBadge /> : undefined}
              />
            ))}
          </NavLink>
        );
      })}
    </nav>
  );
}

export interface SidebarProps {
  navigation: NavGroup[];
  /** Without it (the phone drawer, closed by its burger) there is no collapse button. */
  onCollapse?: (() => void) | undefined;
  /** Name of the collapse button: 'Collapse sidebar' beside the content, 'Close menu' as a drawer. */
  collapseLabel?: string;
  /** Shown beside the collapse button (the desktop's notification bell: off the screens' own header rows). */
  bell?: ReactNode;
}

export function Sidebar({
  navigation,
  onCollapse,
  collapseLabel = SHELL_TEXT.collapseSidebar,
  bell,
}: SidebarProps) {
  const version = useCurrentVersion();
  const uat = useUat();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');

  const logOut = async () => {
    if (!(await confirm({ message: MSG.logoutConfirm }))) return;
    clearToken();
    navigate('/', { replace: true });
  };

  return (
    <>
      <AppShell.Section px="md" pt="md">
        <Group justify="space-between" wrap="nowrap">
          <Group gap={6}>
            <Title order={3}>{SHELL_TEXT.productName}</Title>
            {uat && (
              <Badge size="sm" color="orange" variant="light">
                {SHELL_TEXT.uat}
              </Badge>
            )}
          </Group>
          <Group gap={4} wrap="nowrap">
            {bell}
            {onCollapse && (
              <ActionIcon variant="subtle" color="gray" aria-label={collapseLabel} onClick={onCollapse}>
                <CollapseIcon />
              </ActionIcon>
            )}
          </Group>
        </Group>
        {version && (
          <Text size="xs" c="dimmed" data-testid="sidebar-version">
            {version}
          </Text>
        )}
      </AppShell.Section>
      <AppShell.Section>
        <UserCard />
      </AppShell.Section>
      <AppShell.Section px="md" pb="xs">
        <TextInput
          aria-label={SHELL_TEXT.search}
          placeholder={SHELL_TEXT.search}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
      </AppShell.Section>
      <AppShell.Section grow component={ScrollArea}>
        <Navigation navigation={navigation} />
      </AppShell.Section>
      <AppShell.Section p="md">
        <Button fullWidth variant="light" color="red" onClick={logOut}>
          {SHELL_TEXT.logOut}
        </Button>
      </AppShell.Section>
    </>
  );
}
