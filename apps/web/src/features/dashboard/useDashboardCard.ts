/** A dashboard card's one request (issue 26): hidden when the server answers 403 (the role may not view the card's source). */
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../api/client';

export function useDashboardCard<T>(
  path: string,
  companyId: number | null,
): { data: T | undefined; hidden: boolean; loading: boolean; error: string | null } {
  const query = useQuery({
    queryKey: ['dashboard', path, companyId],
    queryFn: () => apiRequest<T>(path, { query: { company_id: companyId ?? undefined }, quiet: true }),
    retry: false,
  });
  const hidden = query.error instanceof ApiError && query.error.status === 403;
  return {
    data: query.data,
    hidden,
    loading: query.isPending,
    error: query.error && !hidden ? query.error.message : null,
  };
}
