/** The signed-in user's server checks: verify (the 5-second session check) and permission lookup. */
import {
  type ModuleKey,
  NO_PERMISSIONS,
  type PermissionSet,
  permissionResponseSchema,
  type TokenClaims,
  tokenClaimsSchema,
  verifyResponseSchema,
} from '@sahod/shared';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { jwtDecode } from 'jwt-decode';
import { api } from '../api/client';
import { queryKeys } from '../api/queryKeys';
import { useToken } from './session';

export const SESSION_CHECK_MS = 5000;

// Quiet: a failed check is worded by the session check itself ('Disconnected from server...').
export const verifyQuery = queryOptions({
  queryKey: queryKeys.verify,
  queryFn: () => api.get('/auth/verify', { quiet: true, schema: verifyResponseSchema }),
});

/** Spec 6: verify first, then the lookup; any failure means every flag is false. */
export function permissionQuery(queryClient: QueryClient, module: ModuleKey) {
  return queryOptions({
    queryKey: queryKeys.permissions(module),
    queryFn: async (): Promise<PermissionSet> => {
      try {
        await queryClient.ensureQueryData(verifyQuery);
        const answer = await api.get('/auth/permissions', {
          query: { module },
          schema: permissionResponseSchema,
        });
        return { view: answer.view, create: answer.create, update: answer.update, delete: answer.delete };
      } catch {
        return NO_PERMISSIONS;
      }
    },
  });
}

/** The signed-in user's claims: the latest verify answer, else the token's own copy. */
export function useCurrentUser(): TokenClaims | null {
  const token = useToken();
  const verify = useQuery({ ...verifyQuery, enabled: token !== null });
  return verify.data?.user ?? decodeClaims(token);
}

/**
 * The claims the client reads from the token (spec 3 "Token claims"); null when unreadable. Here
 * rather than in session.ts, so the login page (which needs the token store) loads no zod.
 */
export function decodeClaims(token: string | null): TokenClaims | null {
  if (!token) return null;
  try {
    const parsed = tokenClaimsSchema.safeParse(jwtDecode(token));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
