/** Opening balances (issue 23 section 1): the profile's entries, the import and its template. */
import {
  messageResponseSchema,
  OPENING_BALANCE_TEXT,
  type OpeningBalanceImportBody,
  type OpeningBalanceImportResponse,
  openingBalanceImportResponseSchema,
  openingBalanceListSchema,
  openingBalanceSavedSchema,
} from '@sahod/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, apiBlob, isReportedByClient } from '../../../api/client';
import { errorMessage, notifyError } from '../../../components/notify';
import { employeeKeys } from '../queryKeys';
import { saveBlob } from '../sections/documents/saveBlob';

const URL = '/employee_management/opening_balances';

export const openingBalancesQuery = (employeeId: number) =>
  queryOptions({
    queryKey: [...employeeKeys.detail(employeeId), 'openingBalances'] as const,
    queryFn: () => api.get(URL, { query: { UID: String(employeeId) }, schema: openingBalanceListSchema }),
  });

export function useOpeningBalanceWrites(employeeId: number) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: employeeKeys.detail(employeeId) });
  const save = useMutation({
    mutationFn: (values: Record<string, unknown>) =>
      api.put(URL, { body: { ...values, employee_id: employeeId }, schema: openingBalanceSavedSchema }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (year: number) =>
      api.delete(URL, {
        query: { UID: String(employeeId), year: String(year) },
        schema: messageResponseSchema,
      }),
    onSuccess: refresh,
  });
  return { save, remove };
}

export function useImportOpeningBalances() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OpeningBalanceImportBody): Promise<OpeningBalanceImportResponse> =>
      api.post(`${URL}/import`, { body, schema: openingBalanceImportResponseSchema }),
    onSuccess: (_data, body) => {
      if (body.dry_run === false) void queryClient.invalidateQueries({ queryKey: employeeKeys.all });
    },
  });
}

/** The import template (.xlsx), with every employee's code and name filled in. */
export async function downloadOpeningBalanceTemplate(): Promise<void> {
  try {
    const { blob, filename } = await apiBlob(`${URL}/template.xlsx`);
    saveBlob(blob, filename ?? OPENING_BALANCE_TEXT.templateFile);
  } catch (error) {
    if (!isReportedByClient(error)) notifyError(errorMessage(error, 'Request failed'));
  }
}
