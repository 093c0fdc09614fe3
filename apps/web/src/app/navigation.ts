/** The sidebar (spec 2 "Sidebar groups"), derived from the route table's built screens. */
import { ME_TEXT, MODULE_GROUPS, type PermissionMap } from '@sahod/shared';
import {
  type BuiltScreen,
  builtScreens,
  HOME_GROUP_ID,
  MY_SAHOD_GROUP_ID,
  type NavGroup,
  type NavGroupId,
  type ScreenDef,
} from './screens';

/** The dashboard's title and sidebar entry (issue 26). */
export const HOME_TITLE = 'Home';

/** Whether the signed-in account has an employee, and whether that employee approves (token claims). */
export interface SelfAccess {
  employee: boolean;
  approver: boolean;
}

/**
 * Whether the signed-in role may open a screen: screens without a module need only a login.
 * Without a permission map (not known yet) every built screen counts, as before issue 14; the
 * server refuses on its own either way.
 */
function canView(screen: BuiltScreen, permissions: PermissionMap | undefined, self?: SelfAccess): boolean {
  if (screen.staff) return !employeeOnly(permissions, self);
  if (screen.self) return self?.employee === true && (screen.self === 'employee' || self.approver);
  if (!screen.module || !permissions) return true;
  return permissions[screen.module]?.view === true;
}

/**
 * An employee-only account (issue 26): linked to an employee and without any module view right.
 * Without a permission map (not known yet) the account is not taken for one.
 */
export function employeeOnly(permissions: PermissionMap | undefined, self?: SelfAccess): boolean {
  if (self?.employee !== true || !permissions) return false;
  return !Object.values(permissions).some((set) => set?.view === true);
}

/** Where sign-in and the 'Home' links lead (issue 26): the dashboard, or My Sahod's Home for an employee-only account. */
export function homePath(permissions: PermissionMap | undefined, self?: SelfAccess): string {
  return employeeOnly(permissions, self) ? '/me' : '/home';
}

/**
 * Groups in the spec's order; items in route-table order; only the screens the role can view, and
 * a group only when it keeps at least one of them.
 */
export function buildNavigation(
  screens: readonly ScreenDef[],
  permissions?: PermissionMap,
  self?: SelfAccess,
): NavGroup[] {
  const visible = builtScreens(screens).filter((screen) => canView(screen, permissions, self));
  const groups: ReadonlyArray<{ id: NavGroupId; name: string }> = [
    { id: HOME_GROUP_ID, name: HOME_TITLE },
    { id: MY_SAHOD_GROUP_ID, name: ME_TEXT.group },
    ...MODULE_GROUPS,
  ];
  return groups
    .map((group) => ({
      groupId: group.id,
      label: group.name,
      items: visible
        .filter((screen) => screen.nav?.groupId === group.id)
        .map((screen) => ({
          path: screen.path,
          label: screen.nav?.label ?? screen.title,
          ...(screen.NavBadge ? { NavBadge: screen.NavBadge } : {}),
        })),
    }))
    .filter((group) => group.items.length > 0);
}
