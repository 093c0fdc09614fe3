/** The shape of one row of the route table (routes.tsx). */
import type { ModuleGroupId, ModuleKey } from '@sahod/shared';
import type { ComponentType } from 'react';

export interface ScreenDef {
  path: string;
  /** The spec's screen name. */
  title: string;
  /** The sidebar entry: its group and, when it differs from the title, its label. */
  nav?: { groupId: ModuleGroupId; label?: string };
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
  groupId: ModuleGroupId;
  label: string;
  items: NavItem[];
}

export type BuiltScreen = ScreenDef & { Component: ComponentType };

export function builtScreens(screens: readonly ScreenDef[]): BuiltScreen[] {
  return screens.filter((screen): screen is BuiltScreen => screen.Component !== undefined);
}
