/**
 * Delegation while away and the approval reminder setting (issue 27 §2): queries and mutations of
 * /api/me/delegations, /api/approverAssignment/delegations and /api/groupRecords/approvalReminders.
 */
import {
  type DelegationCreate,
  delegationListSchema,
  MSG,
  type MyDelegationCreate,
  messageResponseSchema,
  myDelegationsSchema,
  reminderSettingSchema,
} from '@sahod/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, isReportedByClient } from '../../api/client';
import { errorMessage, notifyError, notifySuccess } from '../../components/notify';

export const delegationKeys = {
  mine: ['me', 'delegations'] as const,
  all: ['approverAssignment', 'delegations'] as const,
  reminders: ['grouprecords', 'approvalReminders'] as const,
};

export const myDelegationsQuery = queryOptions({
  queryKey: delegationKeys.mine,
  queryFn: () => api.get('/me/delegations', { quiet: true, schema: myDelegationsSchema }),
  retry: false,
});

export const allDelegationsQuery = queryOptions({
  queryKey: delegationKeys.all,
  queryFn: () => api.get('/approverAssignment/delegations', { schema: delegationListSchema }),
});

export const reminderSettingsQuery = queryOptions({
  queryKey: delegationKeys.reminders,
  queryFn: () => api.get('/groupRecords/approvalReminders', { schema: reminderSettingSchema.array() }),
});

/** A write that names its outcome, reports a refusal and refreshes what it touches; true on success. */
function useWrite<T>(call: (input: T) => Promise<{ message: string }>, keys: readonly (readonly string[])[]) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: call,
    onSuccess: (result) => notifySuccess(result.message),
    onSettled: () => Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
  const run = (input: T) =>
    mutation.mutateAsync(input).then(
      () => true,
      (error: unknown) => {
        if (!isReportedByClient(error)) notifyError(errorMessage(error, MSG.unexpected));
        return false;
      },
    );
  return { run, pending: mutation.isPending };
}

const ME_KEYS = [delegationKeys.mine, ['me', 'approvals']] as const;

export const useCreateMyDelegation = () =>
  useWrite(
    (body: MyDelegationCreate) => api.post('/me/delegations', { body, schema: messageResponseSchema }),
    ME_KEYS,
  );

export const useEndMyDelegation = () =>
  useWrite((id: number) => api.put(`/me/delegations/${id}/end`, { schema: messageResponseSchema }), ME_KEYS);

export const useCreateDelegation = () =>
  useWrite(
    // The form checks the approver is chosen; the server checks again.
    (body: DelegationCreate | MyDelegationCreate) =>
      api.post('/approverAssignment/delegations', { body, schema: messageResponseSchema }),
    [delegationKeys.all],
  );

export const useEndDelegation = () =>
  useWrite(
    (id: number) =>
      api.put('/approverAssignment/delegations/end', { body: { id }, schema: messageResponseSchema }),
    [delegationKeys.all],
  );

export const useSaveReminderDays = () =>
  useWrite(
    (body: { company_id: number; days: number }) =>
      api.put('/groupRecords/approvalReminders', { body, schema: messageResponseSchema }),
    [delegationKeys.reminders],
  );
