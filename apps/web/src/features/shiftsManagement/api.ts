/** Shifts Management queries and mutations (spec 7 "/shiftsManagement"). */
import {
  MSG,
  messageResponseSchema,
  SHIFT_MSG,
  type ShiftCreate,
  type ShiftUpdate,
  shiftCreatedSchema,
  shiftRowsSchema,
} from '@sahod/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, isReportedByClient } from '../../api/client';
import { errorMessage, notifyError, notifySuccess } from '../../components';

export const shiftKeys = {
  all: ['shifts'] as const,
  list: () => [...shiftKeys.all, 'list'] as const,
};

export const shiftsQuery = queryOptions({
  queryKey: shiftKeys.list(),
  queryFn: () => api.get('/shiftsManagement/fetch', { schema: shiftRowsSchema }),
});

function useShiftWrite<T>(call: (input: T) => Promise<unknown>, success: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => notifySuccess(success),
    // The schedule and timesheet show shift names, times and colours too.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: shiftKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['shiftsSchedule'] }),
        queryClient.invalidateQueries({ queryKey: ['timesheet'] }),
      ]),
  });
}

export function useCreateShift() {
  return useShiftWrite(
    (body: ShiftCreate) => api.post('/shiftsManagement/create', { body, schema: shiftCreatedSchema }),
    SHIFT_MSG.created,
  );
}

export function useUpdateShift() {
  return useShiftWrite(
    (body: ShiftUpdate) => api.put('/shiftsManagement/update', { body, schema: messageResponseSchema }),
    SHIFT_MSG.updated,
  );
}

export function useDeleteShift() {
  const mutation = useShiftWrite(
    (shiftId: number) =>
      api.delete('/shiftsManagement/delete', { query: { shift_id: shiftId }, schema: messageResponseSchema }),
    SHIFT_MSG.deleted,
  );
  return {
    ...mutation,
    remove: (shiftId: number) =>
      mutation.mutateAsync(shiftId).catch((error: unknown) => {
        if (!isReportedByClient(error)) notifyError(errorMessage(error, MSG.unexpected));
      }),
  };
}
