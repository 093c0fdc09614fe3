/** A company's pay calendar (issue 21 section 1): read and saved from the Compliance page. */
import { type PayCalendarBody, payCalendarSaveResponseSchema, payCalendarViewSchema } from '@sahod/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';

export const payCalendarKeys = {
  compliance: (companyId: string) => ['compliance', 'pay-calendar', companyId] as const,
  /** The Payroll screen's read (payroll view); invalidated by a save. */
  payroll: (companyId: string) => ['payroll', 'pay-calendar', companyId] as const,
};

export function payCalendarQuery(companyId: string) {
  return queryOptions({
    queryKey: payCalendarKeys.compliance(companyId),
    queryFn: () =>
      api.get('/compliance/pay-calendar', {
        query: { company_id: companyId },
        schema: payCalendarViewSchema,
      }),
    enabled: companyId !== '',
  });
}

export function useSavePayCalendar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PayCalendarBody) =>
      api.put('/compliance/pay-calendar', { body, schema: payCalendarSaveResponseSchema }),
    onSuccess: (result) => {
      const id = String(result.data.company_id);
      queryClient.setQueryData(payCalendarKeys.compliance(id), result.data);
      void queryClient.invalidateQueries({ queryKey: payCalendarKeys.payroll(id) });
    },
  });
}
