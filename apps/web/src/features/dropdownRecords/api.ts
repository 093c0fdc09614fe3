/**
 * Dropdown Records queries and mutations (spec 7 "Dropdowns and groups"). The lists are read from
 * the dropdown handler under the key ['dropdown', DD, parent id] that every screen's dropdowns
 * share, so a value added, renamed or deleted here shows in every open dropdown at once.
 */
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
import { api } from '../../api/client';
import { notifyFailure, notifySuccess, type SelectOption } from '../../components';
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
 * One message per failure. The add and edit form shows it itself (it stays open), so those writes
 * alert nothing; a delete has no form, so it alerts the server's reason (e.g. a value still in
 * use), or the spec's alert when there is none. Sessions, permissions and server errors are
 * already alerted by the API client.
 */
function useRecordWrite<T extends { dd: string }, R>(
  call: (input: T) => Promise<R>,
  success: string,
  failure: string | null,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => notifySuccess(success),
    onError: (error) => {
      if (failure !== null) notifyFailure(error, failure);
    },
    onSettled: (_data, _error, input) =>
      queryClient.invalidateQueries({ queryKey: dropdownKeys.of(input.dd) }),
  });
}

export function useCreateRecord() {
  return useRecordWrite(
    (body: DropdownRecordCreate & { dd: RecordListKey }) =>
      api.post('/dropdownRecords/create', { body, schema: dropdownRecordWriteResponseSchema }),
    DROPDOWN_MSG.added,
    null,
  );
}

export function useUpdateRecord() {
  return useRecordWrite(
    (body: DropdownRecordUpdate & { dd: RecordListKey }) =>
      api.put('/dropdownRecords/update', { body, schema: dropdownRecordWriteResponseSchema }),
    DROPDOWN_MSG.updated,
    null,
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
  );
}
