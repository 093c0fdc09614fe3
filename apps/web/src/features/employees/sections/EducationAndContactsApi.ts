/**
 * Queries and mutations of the profile's two record tables (spec 7 fetchEB/createEB/updateEB/
 * deleteEB and fetchEC/createEC/updateEC/deleteEC). Each change reloads the whole profile
 * (employeeKeys.detail) and shows the spec's alert.
 */
import {
  CONTACT_MSG,
  type ContactRow,
  contactRowsSchema,
  EDUCATION_MSG,
  type EducationRow,
  educationRowsSchema,
  employeeRecordsMessageSchema,
  recordsCreatedSchema,
} from '@sahod/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ResponseSchema } from '../../../api/client';
import { notifyFailure, notifySuccess } from '../../../components';
import { employeeKeys } from '../queryKeys';

export interface RecordTableApi {
  fetch: string;
  create: string;
  update: string;
  remove: string;
  messages: { saved: string; saveFailed: string; deleted: string; deleteFailed: string };
}

export const EDUCATION_API: RecordTableApi = {
  fetch: '/employee_management/fetchEB',
  create: '/employee_management/createEB',
  update: '/employee_management/updateEB',
  remove: '/employee_management/deleteEB',
  messages: EDUCATION_MSG,
};

export const CONTACTS_API: RecordTableApi = {
  fetch: '/employee_management/fetchEC',
  create: '/employee_management/createEC',
  update: '/employee_management/updateEC',
  remove: '/employee_management/deleteEC',
  messages: CONTACT_MSG,
};

function rowsQuery<T>(key: readonly unknown[], path: string, employeeId: number, schema: ResponseSchema<T>) {
  return queryOptions({
    queryKey: key,
    queryFn: () => api.get(path, { query: { UID: employeeId }, schema }),
  });
}

export const educationQuery = (employeeId: number) =>
  rowsQuery<EducationRow[]>(
    employeeKeys.education(employeeId),
    EDUCATION_API.fetch,
    employeeId,
    educationRowsSchema,
  );

export const contactsQuery = (employeeId: number) =>
  rowsQuery<ContactRow[]>(
    employeeKeys.contacts(employeeId),
    CONTACTS_API.fetch,
    employeeId,
    contactRowsSchema,
  );

/** Save (add when the row has no log_no, edit otherwise) and delete, with the spec's alerts. */
export function useRecordMutations(employeeId: number, endpoints: RecordTableApi) {
  const queryClient = useQueryClient();
  const reload = () => queryClient.invalidateQueries({ queryKey: employeeKeys.detail(employeeId) });
  const { messages } = endpoints;
  const save = useMutation({
    mutationFn: (row: Record<string, unknown>) =>
      row.log_no === undefined || row.log_no === null
        ? api.post(endpoints.create, { body: { ...row, id: employeeId }, schema: recordsCreatedSchema })
        : api.put(endpoints.update, {
            body: { ...row, id: employeeId },
            schema: employeeRecordsMessageSchema,
          }),
    onSuccess: () => notifySuccess(messages.saved),
    // The form shows a failed save itself (one message); see RecordFormModal's failureMessage.
    onSettled: reload,
  });
  const remove = useMutation({
    mutationFn: (logNo: number) =>
      api.delete(endpoints.remove, { query: { log_no: logNo }, schema: employeeRecordsMessageSchema }),
    onSuccess: () => notifySuccess(messages.deleted),
    onError: (error) => notifyFailure(error, messages.deleteFailed),
    onSettled: reload,
  });
  return { save, remove };
}
