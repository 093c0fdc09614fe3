/** My Sahod (issue 24): the signed-in employee's own data, read from /api/me. */
import {
  type MeChangeRequest,
  type MePassword,
  meHomeSchema,
  mePayslipSchema,
  mePayslipsSchema,
  meProfileSchema,
  meSummarySchema,
  messageResponseSchema,
  meTaxSchema,
} from '@sahod/shared';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { ApiError, api, apiBlob, isReportedByClient } from '../../api/client';
import { notifyError, notifySuccess } from '../../components/notify';
import { saveBlob } from '../employees/sections/documents/saveBlob';

export const meKeys = {
  all: ['me'] as const,
  summary: () => [...meKeys.all, 'summary'] as const,
  home: () => [...meKeys.all, 'home'] as const,
  payslips: () => [...meKeys.all, 'payslips'] as const,
  payslip: (id: number) => [...meKeys.all, 'payslip', id] as const,
  tax: () => [...meKeys.all, 'tax'] as const,
  profile: () => [...meKeys.all, 'profile'] as const,
};

export const meSummaryQuery = queryOptions({
  queryKey: meKeys.summary(),
  queryFn: () => api.get('/me', { schema: meSummarySchema }),
});
export const meHomeQuery = queryOptions({
  queryKey: meKeys.home(),
  queryFn: () => api.get('/me/home', { schema: meHomeSchema }),
});
export const mePayslipsQuery = queryOptions({
  queryKey: meKeys.payslips(),
  queryFn: () => api.get('/me/payslips', { schema: mePayslipsSchema }),
});
export const mePayslipQuery = (id: number) =>
  queryOptions({
    queryKey: meKeys.payslip(id),
    queryFn: () => api.get(`/me/payslips/${id}`, { schema: mePayslipSchema }),
  });
export const meTaxQuery = queryOptions({
  queryKey: meKeys.tax(),
  queryFn: () => api.get('/me/tax', { schema: meTaxSchema }),
});
export const meProfileQuery = queryOptions({
  queryKey: meKeys.profile(),
  queryFn: () => api.get('/me/profile', { schema: meProfileSchema }),
});

/** The server's own words for a failed read ('No employee assigned to this user account.'). */
export function errorText(error: unknown): string | null {
  return error instanceof ApiError ? (error.serverMessage ?? error.message) : null;
}

/** Downloads a PDF of /api/me and hands it to the browser. */
export async function downloadPdf(path: string, fallbackName: string): Promise<void> {
  try {
    const { blob, filename } = await apiBlob(path);
    saveBlob(blob, filename ?? fallbackName);
  } catch (error) {
    if (!isReportedByClient(error)) notifyError(errorText(error) ?? String(error));
  }
}

export function useChangeRequest() {
  return useMutation({
    mutationFn: (body: MeChangeRequest) =>
      api.post('/me/profile/changeRequest', { body, schema: messageResponseSchema }),
    onSuccess: (answer) => notifySuccess(answer.message),
    onError: (error) => {
      if (!isReportedByClient(error)) notifyError(errorText(error) ?? String(error));
    },
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: MePassword) => api.post('/me/password', { body, schema: messageResponseSchema }),
    onSuccess: (answer) => notifySuccess(answer.message),
    onError: (error) => {
      if (!isReportedByClient(error)) notifyError(errorText(error) ?? String(error));
    },
  });
}
