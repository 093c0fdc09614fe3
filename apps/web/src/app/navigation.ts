/** The sidebar (spec 2 "Sidebar groups"), derived from the route table's built screens. */
import { MODULE_GROUPS } from '@sahod/shared';
import { builtScreens, type NavGroup, type ScreenDef } from './screens';

/** Groups in the spec's order; items in route-table order; empty groups are left out. */
export function buildNavigation(screens: readonly ScreenDef[]): NavGroup[] {
  const built = builtScreens(screens);
  return MODULE_GROUPS.map((group) => ({
    groupId: group.id,
    label: group.name,
    items: built
      .filter((screen) => screen.nav?.groupId === group.id)
      .map((screen) => ({
        path: screen.path,
        label: screen.nav?.label ?? screen.title,
        ...(screen.NavBadge ? { NavBadge: screen.NavBadge } : {}),
      })),
  })).filter((group) => group.items.length > 0);
}
