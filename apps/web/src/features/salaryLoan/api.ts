/** Salary Loan queries and mutations (spec 7 "/SalaryLoan"), with their query keys. */
import {
  employeeChoiceSchema,
  LOAN_MSG,
  loanCreateResponseSchema,
  loanDetailSchema,
  loanRowSchema,
  loanSettingsSchema,
  loanSummarySchema,
  messageResponseSchema,
} from '@sahod/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api, isReportedByClient } from '../../api/client';
import { errorMessage, notifyError, notifySuccess } from '../../components';

export const loanKeys = {
  all: ['salaryloan'] as const,
  list: () => [...loanKeys.all, 'list'] as const,
  detail: (loanId: number) => [...loanKeys.all, 'detail', loanId] as const,
  employees: () => [...loanKeys.all, 'employees'] as const,
  summary: () => [...loanKeys.all, 'summary'] as const,
  settings: (companyId: number) => [...loanKeys.all, 'settings', companyId] as const,
};

export const loanSettingsQuery = (companyId: number) =>
  queryOptions({
    queryKey: loanKeys.settings(companyId),
    queryFn: () =>
      api.get('/SalaryLoan/settings', { query: { company_id: companyId }, schema: loanSettingsSchema }),
  });

export const loanSummaryQuery = () =>
  queryOptions({
    queryKey: loanKeys.summary(),
    queryFn: () => api.get('/SalaryLoan/summary', { schema: loanSummarySchema }),
  });

export const loansQuery = () =>
  queryOptions({
    queryKey: loanKeys.list(),
    queryFn: () => api.get('/SalaryLoan/fetch', { schema: z.array(loanRowSchema) }),
  });

export const loanDetailQuery = (loanId: number) =>
  queryOptions({
    queryKey: loanKeys.detail(loanId),
    queryFn: () => api.get('/SalaryLoan/fetchLoan', { query: { loan_id: loanId }, schema: loanDetailSchema }),
  });

export const loanEmployeesQuery = () =>
  queryOptions({
    queryKey: loanKeys.employees(),
    queryFn: () => api.get('/SalaryLoan/employees', { schema: z.array(employeeChoiceSchema) }),
    staleTime: 60_000,
  });

/** 'Salary Loan error: {error}' (spec 8), unless the API client already alerted it. */
export function reportLoanFailure(error: unknown): void {
  if (!isReportedByClient(error)) notifyError(LOAN_MSG.error(errorMessage(error, 'Request failed')));
}

function useLoanWrite<T, R extends { message: string }>(
  call: (input: T) => Promise<R>,
  alertFailure: boolean,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (res) => notifySuccess(res.message),
    onError: (error) => {
      if (alertFailure) reportLoanFailure(error);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: loanKeys.all }),
  });
}

/** Loan create failure is only logged by the spec; the form shows the reason and stays open. */
export const useCreateLoan = () =>
  useLoanWrite(
    (body: Record<string, unknown>) =>
      api.post('/SalaryLoan/create', { body, schema: loanCreateResponseSchema }),
    false,
  );

export const useSaveComments = () =>
  useLoanWrite(
    (body: { loan_id: number; comments: string }) =>
      api.put('/SalaryLoan/update', { body, schema: messageResponseSchema }),
    true,
  );

export const useRecordPayment = () =>
  useLoanWrite(
    (body: { log_no: number; amount_paid: number | null; date_paid: string | null; outstanding: number }) =>
      api.put('/SalaryLoan/updateLoan', { body, schema: messageResponseSchema }),
    true,
  );

export const useCancelLoan = () =>
  useLoanWrite(
    (loanId: number) =>
      api.put('/SalaryLoan/cancel', { body: { loan_id: loanId }, schema: messageResponseSchema }),
    true,
  );

export const useDeleteLoan = () =>
  useLoanWrite(
    (loanId: number) =>
      api.delete('/SalaryLoan/delete', { query: { loan_id: loanId }, schema: messageResponseSchema }),
    true,
  );

export const useChangeAmortization = () =>
  useLoanWrite(
    (body: { loan_id: number; monthly_amortization: number; billing_date: string }) =>
      api.put('/SalaryLoan/amortization', { body, schema: messageResponseSchema }),
    true,
  );

export const useSaveLoanSettings = () =>
  useLoanWrite(
    (body: { company_id: number; agency_loan_cut_off: 'first' | 'second' | 'both' }) =>
      api.put('/SalaryLoan/settings', { body, schema: messageResponseSchema }),
    true,
  );
