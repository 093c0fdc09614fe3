/**
 * Employee Forms and Documents queries and mutations (spec 7 fetchFD/createFD/updateFD/deleteFD/
 * downloadFD). Each change reloads the whole profile and shows the spec's alert.
 */
import {
  DOCUMENT_MSG,
  type DocumentRow,
  type DocumentValues,
  documentRowsSchema,
  documentWriteResponseSchema,
  dropdownItemsSchema,
  employeeRecordsMessageSchema,
} from '@sahod/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, apiBlob, isReportedByClient } from '../../../../api/client';
import { notifyError, notifyFailure, notifySuccess, type SelectOption } from '../../../../components';
import { employeeKeys } from '../../queryKeys';
import { documentFormData } from './documentForm';
import { saveBlob } from './saveBlob';

export const documentsQuery = (employeeId: number) =>
  queryOptions({
    queryKey: employeeKeys.documents(employeeId),
    queryFn: () =>
      api.get('/employee_management/fetchFD', { query: { UID: employeeId }, schema: documentRowsSchema }),
  });

/** The document types (spec 7 dropdown DD=document_type), without the empty first option. */
export const documentTypesQuery = queryOptions({
  queryKey: ['dropdown', 'document_type'] as const,
  queryFn: () =>
    api.get('/dropdown/dropdown_handler', { query: { DD: 'document_type' }, schema: dropdownItemsSchema }),
  select: (items): SelectOption[] =>
    items
      .filter((item) => item.code !== null && item.code !== '')
      .map((item) => ({ value: String(item.code), label: item.name })),
  staleTime: 60_000,
});

export interface DocumentSave {
  values: DocumentValues;
  file: File | null;
  /** Editing: the document's reference number before the edit (OGRef). */
  originalReference?: string;
}

function useReload(employeeId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: employeeKeys.detail(employeeId) });
}

export function useSaveDocument(employeeId: number) {
  const reload = useReload(employeeId);
  return useMutation({
    mutationFn: ({ values, file, originalReference }: DocumentSave) => {
      const body = documentFormData(values, file);
      return originalReference === undefined
        ? api.post('/employee_management/createFD', {
            query: { UID: employeeId },
            body,
            schema: documentWriteResponseSchema,
          })
        : api.put('/employee_management/updateFD', {
            query: { UID: employeeId, OGRef: originalReference },
            body,
            schema: documentWriteResponseSchema,
          });
    },
    onSuccess: () => notifySuccess(DOCUMENT_MSG.saved),
    // The document form shows a failed save itself (one message).
    onSettled: reload,
  });
}

export function useDeleteDocument(employeeId: number) {
  const reload = useReload(employeeId);
  return useMutation({
    mutationFn: (document: DocumentRow) =>
      api.delete('/employee_management/deleteFD', {
        query: { UID: employeeId },
        body: document,
        schema: employeeRecordsMessageSchema,
      }),
    onSuccess: () => notifySuccess(DOCUMENT_MSG.deleted),
    onError: (error) => notifyFailure(error, DOCUMENT_MSG.saveFailed),
    onSettled: reload,
  });
}

/** Downloads a document's file with the bearer token; 'Unable to open file.' when that fails. */
export async function openDocument(document: DocumentRow): Promise<void> {
  if (!document.filepath) {
    notifyError(DOCUMENT_MSG.openFailed);
    return;
  }
  try {
    const { blob, filename } = await apiBlob('/employee_management/downloadFD', { path: document.filepath });
    saveBlob(blob, filename ?? document.filename ?? document.reference_no);
  } catch (error) {
    if (!isReportedByClient(error)) notifyError(DOCUMENT_MSG.openFailed);
  }
}
