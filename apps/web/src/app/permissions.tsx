/** The permission set a screen works with, handed down by its ModuleGuard. */
import { type ModuleKey, NO_PERMISSIONS, type PermissionSet } from '@sahod/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import { permissionQuery } from './sessionQueries';

interface GuardedModule {
  module: ModuleKey;
  permissions: PermissionSet;
}

export const PermissionContext = createContext<GuardedModule | null>(null);

/** The lookup itself: undefined until the server answers, all false when it fails. */
export function usePermissionQuery(module: ModuleKey): PermissionSet | undefined {
  const queryClient = useQueryClient();
  return useQuery(permissionQuery(queryClient, module)).data;
}

/**
 * The current user's flags for a module. Without an argument (or with the guarded module) it is the
 * set of the enclosing ModuleGuard; another module is looked up and is all false until it answers.
 */
export function usePermission(module?: ModuleKey): PermissionSet {
  const guarded = useContext(PermissionContext);
  const other = module !== undefined && module !== guarded?.module ? module : null;
  const queryClient = useQueryClient();
  const lookup = useQuery({
    ...permissionQuery(queryClient, other ?? 'admin'),
    enabled: other !== null,
  });
  if (other !== null) return lookup.data ?? NO_PERMISSIONS;
  return guarded?.permissions ?? NO_PERMISSIONS;
}
