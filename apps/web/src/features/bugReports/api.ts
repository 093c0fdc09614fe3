/** Bug Reports queries and mutations (spec 7 "Bug reports and admin"), with their query keys. */
import {
  BUG_MSG,
  type BugReportCreate,
  type BugReportUpdate,
  bugReportCreatedSchema,
  bugReportRowsSchema,
  MSG,
  messageResponseSchema,
} from '@sahod/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, isReportedByClient } from '../../api/client';
import { errorMessage, notifyError, notifySuccess } from '../../components';

export const bugReportKeys = {
  all: ['bugreport'] as const,
  list: () => [...bugReportKeys.all, 'list'] as const,
};

export const bugReportsQuery = queryOptions({
  queryKey: bugReportKeys.list(),
  queryFn: () => api.get('/bugreport/fetch', { schema: bugReportRowsSchema }),
});

function useBugReportWrite<T>(call: (input: T) => Promise<unknown>, success: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => notifySuccess(success),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bugReportKeys.all }),
  });
}

/** Create and update: a failure is shown by the form, which stays open. */
export function useCreateBugReport() {
  return useBugReportWrite(
    (body: BugReportCreate) => api.post('/bugreport/create', { body, schema: bugReportCreatedSchema }),
    BUG_MSG.created,
  );
}

export function useUpdateBugReport() {
  return useBugReportWrite(
    (body: BugReportUpdate) => api.put('/bugreport/update', { body, schema: messageResponseSchema }),
    BUG_MSG.updated,
  );
}

export function useDeleteBugReport() {
  const mutation = useBugReportWrite(
    (logNo: number) =>
      api.delete('/bugreport/delete', { query: { log_no: logNo }, schema: messageResponseSchema }),
    BUG_MSG.deleted,
  );
  return {
    ...mutation,
    remove: (logNo: number) =>
      mutation.mutateAsync(logNo).catch((error: unknown) => {
        if (!isReportedByClient(error)) notifyError(errorMessage(error, MSG.unexpected));
      }),
  };
}
