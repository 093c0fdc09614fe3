/** The biometric import calls (spec 7 `/timesheet` verify and uploadBatch). */
import {
  type BiometricRow,
  type BiometricVerifyResponse,
  biometricVerifyResponseSchema,
  punchWindowSchema,
  type UploadResult,
  uploadResultSchema,
} from '@sahod/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';

export const verifyUpload = (
  employee_codes: string[],
  shift_dates: string[],
): Promise<BiometricVerifyResponse> =>
  api.post('/timesheet/verify', {
    body: { employee_codes, shift_dates },
    schema: biometricVerifyResponseSchema,
  });

export const uploadBatch = (
  payloadAdd: BiometricRow[],
  simplifiedOverwrite: BiometricRow[],
): Promise<UploadResult> =>
  api.post('/timesheet/uploadBatch', {
    body: { payloadAdd, simplifiedOverwrite },
    schema: uploadResultSchema,
  });

/** The company's punch window (issue 22): read with timesheet view, set with update. */
export const punchWindowKey = ['timesheet', 'punchWindow'] as const;
export const punchWindowQuery = queryOptions({
  queryKey: punchWindowKey,
  queryFn: () => api.get('/timesheet/punchWindow', { schema: punchWindowSchema }),
});

export function useSetPunchWindow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (minutes: number) =>
      api.put('/timesheet/punchWindow', { body: { minutes }, schema: punchWindowSchema }),
    onSuccess: (saved) => queryClient.setQueryData(punchWindowKey, saved),
  });
}
