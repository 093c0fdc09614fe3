/**
 * Approver Assignment queries and mutations (spec 7 "/approverAssignment"), with their query keys.
 * Saving refreshes the lists and the signed-in user's claims (their own approver flag may change).
 */
import {
  APPROVER_MSG,
  type ApproverAssignmentUpdate,
  approverAssignmentSchema,
  approverSchema,
} from '@sahod/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { queryKeys } from '../../api/queryKeys';
import { notifySuccess } from '../../components/notify';

export const approverKeys = {
  all: ['approverAssignment'] as const,
  list: () => [...approverKeys.all, 'list'] as const,
  approvers: () => [...approverKeys.all, 'approvers'] as const,
};

export const approverAssignmentsQuery = queryOptions({
  queryKey: approverKeys.list(),
  queryFn: () => api.get('/approverAssignment/fetch', { schema: approverAssignmentSchema.array() }),
});

export const approversQuery = queryOptions({
  queryKey: approverKeys.approvers(),
  queryFn: () => api.get('/approverAssignment/fetchApprovers', { schema: approverSchema.array() }),
});

/** A failure is shown by the edit form, which stays open. */
export function useUpdateApproverAssignment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApproverAssignmentUpdate) =>
      api.put('/approverAssignment/update', { body, schema: approverAssignmentSchema }),
    onSuccess: () => notifySuccess(APPROVER_MSG.updated),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: approverKeys.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.verify }),
      ]),
  });
}
