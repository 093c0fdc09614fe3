import { QueryClient } from '@tanstack/react-query';
import { PUBLIC_SCOPE } from './queryKeys';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Failures are reported once by the client (spec 8); a silent retry would only delay them.
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/** Forgets every query that belongs to a signed-in user, so a new sign-in starts clean. */
export function removeUserQueries(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== PUBLIC_SCOPE });
}
