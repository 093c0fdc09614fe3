/** Approval chain queries and mutations (issue 27 §1: /approverAssignment/chains). */
import {
  type ApprovalChainInput,
  type ApprovalChainUpdate,
  approvalChainSchema,
  CHAIN_MSG,
  messageResponseSchema,
} from '@sahod/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../api/client';
import { notifyFailure, notifySuccess } from '../../../components/notify';
import { approverKeys } from '../api';

export const chainKeys = { list: () => [...approverKeys.all, 'chains'] as const };

export const chainsQuery = queryOptions({
  queryKey: chainKeys.list(),
  queryFn: () => api.get('/approverAssignment/chains', { schema: z.array(approvalChainSchema) }),
});

/** Create or update: a failure is shown by the form, which stays open. */
export function useSaveChain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApprovalChainInput | ApprovalChainUpdate) =>
      'id' in body
        ? api.put('/approverAssignment/chains/update', { body, schema: approvalChainSchema })
        : api.post('/approverAssignment/chains/create', { body, schema: approvalChainSchema }),
    onSuccess: (_data, body) => notifySuccess('id' in body ? CHAIN_MSG.updated : CHAIN_MSG.created),
    onSettled: () => queryClient.invalidateQueries({ queryKey: chainKeys.list() }),
  });
}

export function useDeleteChain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api.delete('/approverAssignment/chains/delete', { query: { id }, schema: messageResponseSchema }),
    onSuccess: () => notifySuccess(CHAIN_MSG.deleted),
    onError: (error) => notifyFailure(error, CHAIN_MSG.notFound),
    onSettled: () => queryClient.invalidateQueries({ queryKey: chainKeys.list() }),
  });
}
