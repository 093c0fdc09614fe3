/** The biometric import calls (spec 7 `/timesheet` verify and uploadBatch). */
import {
  type BiometricRow,
  type BiometricVerifyResponse,
  biometricVerifyResponseSchema,
  type UploadResult,
  uploadResultSchema,
} from '@sahod/shared';
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
