/** Separated employees, their final pay and Certificate of Employment (issue 17 section 4). */
import {
  type FinalPayProcess,
  finalPayProcessResponseSchema,
  finalPayStatementSchema,
  separatedEmployeeSchema,
} from '@sahod/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api, apiBlob, isReportedByClient } from '../../api/client';
import { errorMessage, notifyError } from '../../components/notify';
import { saveBlob } from '../employees/sections/documents/saveBlob';

export const finalPayKeys = {
  all: ['compliance', 'finalpay'] as const,
  separated: (companyId: string) => ['compliance', 'finalpay', 'separated', companyId] as const,
  statement: (employeeId: number) => ['compliance', 'finalpay', 'statement', employeeId] as const,
};

export function separatedQuery(companyId: string) {
  return queryOptions({
    queryKey: finalPayKeys.separated(companyId),
    queryFn: () =>
      api.get('/compliance/separated', {
        query: { company_id: companyId },
        schema: z.array(separatedEmployeeSchema),
      }),
    enabled: companyId !== '',
  });
}

export function finalPayQuery(employeeId: number | null) {
  return queryOptions({
    queryKey: finalPayKeys.statement(employeeId ?? 0),
    queryFn: () =>
      api.get('/compliance/finalpay', {
        query: { employee_id: String(employeeId) },
        schema: finalPayStatementSchema,
      }),
    enabled: employeeId !== null,
  });
}

export function useProcessFinalPay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FinalPayProcess) =>
      api.post('/compliance/finalpay/process', { body, schema: finalPayProcessResponseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: finalPayKeys.all }),
  });
}

/** Downloads the final-pay statement or the COE as PDF; the refusal's message is shown. */
export async function downloadPdf(kind: 'finalpay' | 'coe', employeeId: number): Promise<void> {
  try {
    const { blob, filename } = await apiBlob(`/compliance/${kind}`, {
      employee_id: String(employeeId),
      format: 'pdf',
    });
    saveBlob(blob, filename ?? `${kind}-${employeeId}.pdf`);
  } catch (error) {
    if (!isReportedByClient(error)) notifyError(errorMessage(error, 'Request failed'));
  }
}
