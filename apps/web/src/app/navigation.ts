/** The sidebar (spec 2 "Sidebar groups"), derived from the route table's built screens. */
import { MODULE_GROUPS, type PermissionMap } from '@sahod/shared';
import { type BuiltScreen, builtScreens, type NavGroup, type ScreenDef } from './screens';

/**
 * Whether the signed-in role may open a screen: screens without a module need only a login.
 * Without a permission map (not known yet) every built screen counts, as before issue 14; the
 * server refuses on its own either way.
 */
function canView(screen: BuiltScreen, permissions: PermissionMap | undefined): boolean {
  if (!screen.module || !permissions) return true;
  return permissions[screen.module]?.view === true;
}

/**
 * Groups in the spec's order; items in route-table order; only the screens the role can view, and
 * a group only when it keeps at least one of them.
 */
export function buildNavigation(screens: readonly ScreenDef[], permissions?: PermissionMap): NavGroup[] {
  const visible = builtScreens(screens).filter((screen) => canView(screen, permissions));
  return MODULE_GROUPS.map((group) => ({
    groupId: group.id,
    label: group.name,
    items: visible
      .filter((screen) => screen.nav?.groupId === group.id)
      .map((screen) => ({
        path: screen.path,
        label: screen.nav?.label ?? screen.title,
        ...(screen.NavBadge ? { NavBadge: screen.NavBadge } : {}),
      })),
  })).filter((group) => group.items.length > 0);
}
