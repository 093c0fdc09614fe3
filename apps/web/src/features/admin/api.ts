/** Admin Panel mutations (spec 7 "Bug reports and admin"); each refreshes the maintenance status. */
import { MSG, messageResponseSchema } from '@sahod/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, isReportedByClient } from '../../api/client';
import { queryKeys } from '../../api/queryKeys';
import { errorMessage, notifyError, notifySuccess } from '../../components';

function useAdminMutation<T>(call: (input: T) => Promise<unknown>, success: (input: T) => string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (_data, input) => notifySuccess(success(input)),
    onError: (error) => {
      if (!isReportedByClient(error)) notifyError(errorMessage(error, MSG.unexpected));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.maintenanceStatus }),
  });
}

export function useRevokeAllTokens() {
  return useAdminMutation(
    () => api.post('/admin/revoke', { schema: messageResponseSchema }),
    () => MSG.tokensRevoked,
  );
}

export function useStartTimedMaintenance() {
  return useAdminMutation(
    (body: { message: string; minutes: number }) =>
      api.post('/admin/start', { body, schema: messageResponseSchema }),
    () => MSG.maintenanceTimerStarted,
  );
}

export function useToggleMaintenance() {
  return useAdminMutation(
    (body: { active: boolean; message: string }) =>
      api.post('/admin/toggle', { body, schema: messageResponseSchema }),
    (body) => (body.active ? MSG.maintenanceEnabled : MSG.maintenanceDisabled),
  );
}
