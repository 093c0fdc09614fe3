/** Compliance queries and mutations: a company's employer details (issue 16 section 1). */
import { type EmployerBody, employerDetailsSchema, employerSaveResponseSchema } from '@sahod/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';

export const complianceKeys = {
  all: ['compliance'] as const,
  employer: (companyId: string) => ['compliance', 'employer', companyId] as const,
};

export function employerQuery(companyId: string) {
  return queryOptions({
    queryKey: complianceKeys.employer(companyId),
    queryFn: () =>
      api.get('/compliance/employer', { query: { company_id: companyId }, schema: employerDetailsSchema }),
    enabled: companyId !== '',
  });
}

export function useSaveEmployer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EmployerBody) =>
      api.put('/compliance/employer', { body, schema: employerSaveResponseSchema }),
    onSuccess: (result) =>
      queryClient.setQueryData(complianceKeys.employer(String(result.data.company_id)), result.data),
  });
}
