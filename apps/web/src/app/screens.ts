/** The shape of one row of the route table (routes.tsx). */
import type { ModuleGroupId, ModuleKey } from '@sahod/shared';
import type { ComponentType } from 'react';

/** The sidebar group of the employee's own screens ('My Sahod', issue 24): first, not a module group. */
export const MY_SAHOD_GROUP_ID = 0;
/** The Home dashboard's group (issue 26): the sidebar's first item, a single link. */
export const HOME_GROUP_ID = -1;
export type NavGroupId = ModuleGroupId | typeof MY_SAHOD_GROUP_ID | typeof HOME_GROUP_ID;

export interface ScreenDef {
  path: string;
  /** The spec's screen name. */
  title: string;
  /** The sidebar entry: its group and, when it differs from the title, its label. */
  nav?: { groupId: NavGroupId; label?: string };
  /**
   * My Sahod screens: shown to an account linked to an employee ('employee'), or to an approver
   * only ('approver'); the server answers for the session's own employee.
   */
  self?: 'employee' | 'approver';
  /**
   * The Home dashboard (issue 26): for an account with a module view right; an employee-only
   * account (an employee, no module view right) is not shown it and gets My Sahod's Home instead.
   */
  staff?: true;
  /** Wraps the screen in a ModuleGuard for this module; screens without one need only a login. */
  module?: ModuleKey;
  /** Undefined until the screen is built: then it is neither routed nor in the sidebar. */
  Component?: ComponentType;
  /** A small count shown on the sidebar entry (e.g. applications waiting for the approver). */
  NavBadge?: ComponentType;
}

export interface NavItem {
  path: string;
  label: string;
  NavBadge?: ComponentType | undefined;
}

export interface NavGroup {
  groupId: NavGroupId;
  label: string;
  items: NavItem[];
}

export type BuiltScreen = ScreenDef & { Component: ComponentType };

export function builtScreens(screens: readonly ScreenDef[]): BuiltScreen[] {
  return screens.filter((screen): screen is BuiltScreen => screen.Component !== undefined);
}
