/**
 * Dropdown Records queries and mutations (spec 7 "Dropdowns and groups"). The lists are read from
 * the dropdown handler under the key ['dropdown', DD, parent id] that every screen's dropdowns
 * share, so a value added, renamed or deleted here shows in every open dropdown at once.
 */
import { notifications } from '@mantine/notifications';
import {
  DROPDOWN_MSG,
  type DropdownItem,
  type DropdownRecordCreate,
  type DropdownRecordUpdate,
  dropdownItemsSchema,
  dropdownRecordWriteResponseSchema,
  messageResponseSchema,
  type RecordListKey,
} from '@sahod/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api, isReportedByClient } from '../../api/client';
import { notifyError, notifySuccess, type SelectOption } from '../../components';
import type { RecordRow } from './exportRecords';

export const dropdownKeys = {
  all: ['dropdown'] as const,
  /** Every parent's list of one dropdown (invalidated after a write to it). */
  of: (dd: string) => ['dropdown', dd] as const,
  list: (dd: string, parent = '') => ['dropdown', dd, parent] as const,
};

/** One dropdown's items, the empty first option included (spec 3 "Dropdown item"). */
export function dropdownQuery(dd: string, parent = '') {
  return queryOptions({
    queryKey: dropdownKeys.list(dd, parent),
    queryFn: () =>
      api.get('/dropdown/dropdown_handler', {
        query: { DD: dd, UID: parent === '' ? undefined : parent },
        schema: dropdownItemsSchema,
      }),
    staleTime: 60_000,
  });
}

const isValue = (item: DropdownItem) => item.code !== null && item.code !== '';

/** Select options without the empty first option (a Select has its own "nothing chosen"). */
export function toOptions(items: readonly DropdownItem[]): SelectOption[] {
  return items.filter(isValue).map((item) => ({ value: String(item.code), label: item.name }));
}

/** The table's rows: code (Entry No.) and name. */
export function toRecordRows(items: readonly DropdownItem[]): RecordRow[] {
  return items.filter(isValue).map((item) => ({ code: Number(item.code), name: item.name }));
}

/**
 * A failed write: the spec's alert, with the server's reason under it when asked (a delete has no
 * form to show why, e.g. a value still in use). Sessions, permissions and server errors are
 * already alerted by the API client.
 */
export function notifyWriteFailure(title: string, error: unknown, withReason: boolean): void {
  if (isReportedByClient(error)) return;
  const reason = withReason && error instanceof ApiError ? error.serverMessage : null;
  if (reason) notifications.show({ title, message: reason, color: 'red', autoClose: 8000 });
  else notifyError(title);
}

/** The add and edit form shows the server's reason itself (it stays open); the alert needs only the title. */
function useRecordWrite<T extends { dd: string }, R>(
  call: (input: T) => Promise<R>,
  success: string,
  failure: string,
  alertReason = false,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => notifySuccess(success),
    onError: (error) => notifyWriteFailure(failure, error, alertReason),
    onSettled: (_data, _error, input) =>
      queryClient.invalidateQueries({ queryKey: dropdownKeys.of(input.dd) }),
  });
}

export function useCreateRecord() {
  return useRecordWrite(
    (body: DropdownRecordCreate & { dd: RecordListKey }) =>
      api.post('/dropdownRecords/create', { body, schema: dropdownRecordWriteResponseSchema }),
    DROPDOWN_MSG.added,
    DROPDOWN_MSG.addFailed,
  );
}

export function useUpdateRecord() {
  return useRecordWrite(
    (body: DropdownRecordUpdate & { dd: RecordListKey }) =>
      api.put('/dropdownRecords/update', { body, schema: dropdownRecordWriteResponseSchema }),
    DROPDOWN_MSG.updated,
    DROPDOWN_MSG.editFailed,
  );
}

export function useDeleteRecord() {
  return useRecordWrite(
    (target: { dd: RecordListKey; id: number }) =>
      api.delete('/dropdownRecords/delete', {
        query: { data: JSON.stringify(target) },
        schema: messageResponseSchema,
      }),
    DROPDOWN_MSG.deleted,
    DROPDOWN_MSG.deleteFailed,
    true,
  );
}
