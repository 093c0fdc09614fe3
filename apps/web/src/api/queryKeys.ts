/**
 * Query keys of the shell. Keys under 'public' hold what the login screen may show without a
 * token; everything else belongs to the signed-in user and is dropped when someone signs in.
 */
import type { ModuleKey } from '@sahod/shared';

export const PUBLIC_SCOPE = 'public';

export const queryKeys = {
  ping: [PUBLIC_SCOPE, 'ping'] as const,
  maintenanceStatus: [PUBLIC_SCOPE, 'maintenanceStatus'] as const,
  background: [PUBLIC_SCOPE, 'background'] as const,
  changelog: [PUBLIC_SCOPE, 'changelog'] as const,
  uat: [PUBLIC_SCOPE, 'uat'] as const,
  verify: ['auth', 'verify'] as const,
  permissions: (module: ModuleKey) => ['auth', 'permissions', module] as const,
};
