/**
 * Whether the installation is marked UAT (issue 22 section 4, an Admin Panel setting): the UAT
 * badge and the 'DEV/UAT TOOLS' show only then. Until the answer is in, nothing UAT is shown.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../api/client';
import { queryKeys } from '../api/queryKeys';

export const uatQuery = queryOptions({
  queryKey: queryKeys.uat,
  queryFn: () => api.get<{ uat: boolean }>('/admin/uat', { quiet: true }),
  staleTime: 60_000,
});

export function useUat(): boolean {
  return useQuery(uatQuery).data?.uat === true;
}

export function useSetUat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (uat: boolean) => api.put<{ uat: boolean }>('/admin/uat', { body: { uat } }),
    onSuccess: (data) => queryClient.setQueryData(queryKeys.uat, data),
  });
}
