/** My Sahod's Leave, Attendance and Approvals (issue 24): queries and mutations of /api/me/... */
import {
  type ApplicationCreate,
  applicationRowSchema,
  createdApplicationsSchema,
  type MeDecision,
  MSG,
  meAttendanceSchema,
  meLeaveOptionsSchema,
  meLeaveSchema,
  messageResponseSchema,
  type TimeCorrectionCreate,
} from '@sahod/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api, isReportedByClient } from '../../api/client';
import { errorMessage, notifyError, notifySuccess } from '../../components/notify';

export const meLeaveKeys = {
  all: ['me', 'leave'] as const,
  leave: () => [...meLeaveKeys.all, 'balances'] as const,
  options: () => [...meLeaveKeys.all, 'options'] as const,
  attendance: (month: string) => ['me', 'attendance', month] as const,
  approvals: () => ['me', 'approvals'] as const,
};

export const meLeaveQuery = queryOptions({
  queryKey: meLeaveKeys.leave(),
  queryFn: () => api.get('/me/leave', { quiet: true, schema: meLeaveSchema }),
  retry: false,
});

export const meLeaveOptionsQuery = queryOptions({
  queryKey: meLeaveKeys.options(),
  queryFn: () => api.get('/me/leave/options', { quiet: true, schema: meLeaveOptionsSchema }),
  staleTime: 60_000,
  retry: false,
});

export const meAttendanceQuery = (month: string) =>
  queryOptions({
    queryKey: meLeaveKeys.attendance(month),
    queryFn: () => api.get('/me/attendance', { query: { month }, quiet: true, schema: meAttendanceSchema }),
    retry: false,
  });

export const meApprovalsQuery = queryOptions({
  queryKey: meLeaveKeys.approvals(),
  queryFn: () => api.get('/me/approvals', { quiet: true, schema: z.array(applicationRowSchema) }),
  retry: false,
});

/** A write that names its outcome, reports a refusal and refreshes every My Sahod read it touches. */
function useMeWrite<T>(call: (input: T) => Promise<{ message: string }>) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: call,
    onSuccess: (result) => notifySuccess(result.message),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: ['me'] });
      await queryClient.invalidateQueries({ queryKey: ['applications'] });
    },
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

export const useFileLeave = () =>
  useMeWrite((body: ApplicationCreate) => api.post('/me/leave', { body, schema: createdApplicationsSchema }));

export const useCancelLeave = () =>
  useMeWrite((logNo: number) => api.delete(`/me/leave/${logNo}`, { schema: messageResponseSchema }));

export const useFileCorrection = () =>
  useMeWrite((body: TimeCorrectionCreate) =>
    api.post('/me/attendance/corrections', { body, schema: createdApplicationsSchema }),
  );

export const useDecideMine = () =>
  useMeWrite((input: MeDecision & { log_no: number; decision: 'approve' | 'reject' }) =>
    api.put(`/me/approvals/${input.log_no}/${input.decision}`, {
      body: { remarks: input.remarks },
      schema: messageResponseSchema,
    }),
  );
