/**
 * Group Details queries and mutations (spec 7 "Dropdowns and groups"), with their query keys.
 * Every write refreshes the group's entries and the group's dropdown lists elsewhere.
 */
import {
  GROUP_MSG,
  GROUP_OPTIONS,
  type GroupKey,
  groupListItemsSchema,
  groupRowsSchema,
  groupWriteResponseSchema,
  isGroupKey,
  MSG,
  messageResponseSchema,
} from '@sahod/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, isReportedByClient } from '../../api/client';
import { errorMessage, notifyError, notifySuccess, type SelectOption } from '../../components';

export const groupKeys = {
  all: ['grouprecords'] as const,
  entries: (group: GroupKey) => [...groupKeys.all, 'entries', group] as const,
  groupList: () => ['dropdown', 'list_group'] as const,
  /** The dropdown lists of one group that other screens read (key prefix). */
  dropdown: (group: GroupKey) => ['dropdown', group] as const,
};

export function groupEntriesQuery(group: GroupKey) {
  return queryOptions({
    queryKey: groupKeys.entries(group),
    queryFn: () => api.get('/groupRecords/fetch', { query: { group }, schema: groupRowsSchema }),
  });
}

/**
 * The groups to choose from: the dropdown handler's list_group, or the known groups while it is
 * loading or unavailable (the list is fixed, so the screen never waits on it).
 */
export function useGroupOptions(): SelectOption[] {
  const { data } = useQuery({
    queryKey: groupKeys.groupList(),
    queryFn: () =>
      api.get('/dropdown/dropdown_handler', {
        query: { DD: 'list_group' },
        schema: groupListItemsSchema,
        quiet: true,
      }),
    staleTime: 5 * 60_000,
  });
  const fromServer = (data ?? [])
    .filter((item) => isGroupKey(item.code))
    .map((item) => ({ value: String(item.code), label: item.name }));
  return fromServer.length > 0 ? fromServer : GROUP_OPTIONS;
}

function useGroupWrite<T>(
  call: (input: T) => Promise<unknown>,
  groupOf: (input: T) => GroupKey,
  success: string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => notifySuccess(success),
    onSettled: (_data, _error, input) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: groupKeys.entries(groupOf(input)) }),
        queryClient.invalidateQueries({ queryKey: groupKeys.dropdown(groupOf(input)) }),
      ]),
  });
}

interface GroupWrite {
  group: GroupKey;
  data: Record<string, unknown>;
}

/** Create or update; a failure is shown by the form (it stays open), not here. */
export function useSaveGroupEntry() {
  return useGroupWrite(
    ({ mode, ...body }: GroupWrite & { mode: 'add' | 'edit' }) =>
      mode === 'add'
        ? api.post('/groupRecords/create', { body, schema: groupWriteResponseSchema })
        : api.put('/groupRecords/update', { body, schema: groupWriteResponseSchema }),
    (input) => input.group,
    GROUP_MSG.saved,
  );
}

export function useDeleteGroupEntry() {
  const mutation = useGroupWrite(
    (target: { group: GroupKey; code: number }) =>
      api.delete('/groupRecords/delete', {
        query: { data: JSON.stringify(target) },
        schema: messageResponseSchema,
      }),
    (target) => target.group,
    GROUP_MSG.deleted,
  );
  return {
    ...mutation,
    /** For the table's Delete: reports a refusal (e.g. still in use) as an alert. */
    remove: (target: { group: GroupKey; code: number }) =>
      mutation.mutateAsync(target).catch((error: unknown) => {
        if (!isReportedByClient(error)) notifyError(errorMessage(error, MSG.unexpected));
      }),
  };
}
