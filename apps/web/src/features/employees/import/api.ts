/**
 * Employee import (issue 23 §4): the template download, the preview (writes nothing) and the apply
 * (all or nothing), each posting the chosen file as multipart.
 */
import { EMPLOYEE_IMPORT_MSG, employeeImportAppliedSchema, employeeImportPreviewSchema } from '@sahod/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, apiBlob } from '../../../api/client';
import { notifyFailure, notifySuccess } from '../../../components';
import { employeeKeys } from '../queryKeys';
import { saveBlob } from '../sections/documents/saveBlob';

const form = (file: File) => {
  const body = new FormData();
  body.append('file', file, file.name);
  return body;
};

export async function downloadTemplate(format: 'xlsx' | 'csv'): Promise<void> {
  try {
    const { blob, filename } = await apiBlob('/employee_import/template', { format });
    saveBlob(blob, filename ?? `employee-import-template.${format}`);
  } catch (error) {
    notifyFailure(error, EMPLOYEE_IMPORT_MSG.unreadable);
  }
}

export function usePreviewImport() {
  return useMutation({
    mutationFn: (file: File) =>
      api.post('/employee_import/preview', { body: form(file), schema: employeeImportPreviewSchema }),
  });
}

export function useApplyImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) =>
      api.post('/employee_import/apply', { body: form(file), schema: employeeImportAppliedSchema }),
    onSuccess: (result) => notifySuccess(result.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: employeeKeys.list() }),
  });
}
