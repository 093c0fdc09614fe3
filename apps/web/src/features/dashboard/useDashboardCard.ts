/** A dashboard card's one request (issue 26): hidden when the server answers 403 (the role may not view the card's source). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../api/client';

/** The cards' requests, in the page's order (also started before React loads: early.ts). */
export const CARD_PATHS = [
  '/dashboard/attendance',
  '/dashboard/waiting',
  '/dashboard/people',
  '/dashboard/payroll',
  '/dashboard/filings',
] as const;

export function dashboardCardQuery<T>(path: string, companyId: number | null) {
  return queryOptions({
    queryKey: ['dashboard', path, companyId],
    queryFn: () => apiRequest<T>(path, { query: { company_id: companyId ?? undefined }, quiet: true }),
    retry: false,
  });
}

export function useDashboardCard<T>(
  path: string,
  companyId: number | null,
): { data: T | undefined; hidden: boolean; loading: boolean; error: string | null } {
  // The page's own observer (DashboardPage) fetches; a card drawn afterwards takes that answer
  // (a 403 included) instead of asking again as it mounts.
  const query = useQuery({
    ...dashboardCardQuery<T>(path, companyId),
    refetchOnMount: false,
    retryOnMount: false,
  });
  const hidden = query.error instanceof ApiError && query.error.status === 403;
  return {
    data: query.data,
    hidden,
    loading: query.isPending,
    error: query.error && !hidden ? query.error.message : null,
  };
}
