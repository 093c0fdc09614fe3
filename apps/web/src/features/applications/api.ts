/** Applications, Applications Proxy, Applications Approval and leave credits: queries and mutations. */
import {
  type ApplicationCreate,
  applicationRowSchema,
  approverSchema,
  type CreditAdjust,
  createdApplicationsSchema,
  creditBalanceSchema,
  leaveCreditsSchema,
  leaveDaysSchema,
  MSG,
  messageResponseSchema,
  type ProxyCreate,
  pendingCountSchema,
  proxyEmployeeSchema,
  silResultSchema,
} from '@sahod/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api, isReportedByClient } from '../../api/client';
import { SESSION_CHECK_MS } from '../../app/sessionQueries';
import { errorMessage, notifyError, notifySuccess } from '../../components/notify';

export type Scope = 'own' | 'proxy' | 'approval';
const BASE: Record<Scope, string> = {
  own: '/applications',
  proxy: '/applicationsProxy',
  approval: '/applicationsApproval',
};

export const applicationKeys = {
  all: ['applications'] as const,
  list: (scope: Scope) => [...applicationKeys.all, 'list', scope] as const,
  approvers: (scope: Scope) => [...applicationKeys.all, 'approvers', scope] as const,
  employees: () => [...applicationKeys.all, 'employees'] as const,
  credits: (scope: Scope, employeeId: string) =>
    [...applicationKeys.all, 'credits', scope, employeeId] as const,
  pending: () => [...applicationKeys.all, 'pending'] as const,
  leaveDays: (scope: Scope, employeeId: string, start: string, end: string) =>
    [...applicationKeys.all, 'leaveDays', scope, employeeId, start, end] as const,
  ledger: (employeeId: number) => ['leaveCredits', employeeId] as const,
};

const rows = z.array(applicationRowSchema);

export const applicationsQuery = (scope: Scope) =>
  queryOptions({
    queryKey: applicationKeys.list(scope),
    queryFn: () => api.get(`${BASE[scope]}/fetch`, { schema: rows }),
  });

export const approversQuery = (scope: 'own' | 'proxy') =>
  queryOptions({
    queryKey: applicationKeys.approvers(scope),
    queryFn: () => api.get(`${BASE[scope]}/fetchApprovers`, { schema: z.array(approverSchema) }),
    staleTime: 60_000,
  });

export const proxyEmployeesQuery = queryOptions({
  queryKey: applicationKeys.employees(),
  queryFn: () => api.get('/applicationsProxy/fetchEmployees', { schema: z.array(proxyEmployeeSchema) }),
  staleTime: 60_000,
});

export const creditsQuery = (scope: 'own' | 'proxy', employeeId: string) =>
  queryOptions({
    queryKey: applicationKeys.credits(scope, employeeId),
    queryFn: () =>
      api.get(`${BASE[scope]}/fetchCredits`, {
        query: scope === 'proxy' ? { UID: employeeId } : {},
        schema: z.array(creditBalanceSchema),
      }),
    enabled: scope === 'own' || employeeId !== '',
  });

/** Issue 22: the chosen leave dates as the server will treat them (credit notes, full-day shift times). */
export const leaveDaysQuery = (
  scope: 'own' | 'proxy',
  employeeId: string,
  range: { start: string; end: string },
) =>
  queryOptions({
    queryKey: applicationKeys.leaveDays(scope, employeeId, range.start, range.end),
    queryFn: () =>
      api.get(`${BASE[scope]}/leaveDays`, {
        query: scope === 'proxy' ? { UID: employeeId, ...range } : range,
        schema: leaveDaysSchema,
      }),
    staleTime: 30_000,
  });

/** The approver's badge, refreshed with the session check. */
export const pendingCountQuery = queryOptions({
  queryKey: applicationKeys.pending(),
  queryFn: () => api.get('/applicationsApproval/pendingCount', { quiet: true, schema: pendingCountSchema }),
  refetchInterval: SESSION_CHECK_MS,
});

export const leaveCreditsQuery = (employeeId: number) =>
  queryOptions({
    queryKey: applicationKeys.ledger(employeeId),
    queryFn: () => api.get('/leaveCredits/fetch', { query: { UID: employeeId }, schema: leaveCreditsSchema }),
  });

function useWrite<T>(
  call: (input: T) => Promise<{ message: string }>,
  extraKeys: readonly (readonly unknown[])[] = [],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (result) => notifySuccess(result.message),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: applicationKeys.all });
      for (const key of extraKeys) await queryClient.invalidateQueries({ queryKey: key });
    },
  });
}

export function useCreateApplication(scope: 'own' | 'proxy') {
  return useWrite((body: ApplicationCreate | ProxyCreate) =>
    api.post(`${BASE[scope]}/create`, { body, schema: createdApplicationsSchema }),
  );
}

export function useDeleteApplication(scope: Scope) {
  const mutation = useWrite(
    (logNo: number) =>
      api.delete(`${BASE[scope]}/delete`, { query: { log_no: logNo }, schema: messageResponseSchema }),
    [['leaveCredits'], ['shiftsSchedule'], ['employees']],
  );
  return (logNo: number) =>
    mutation.mutateAsync(logNo).catch((error: unknown) => {
      if (!isReportedByClient(error)) notifyError(errorMessage(error, MSG.unexpected));
    });
}

export function useDecide() {
  return useWrite(
    (input: {
      decision: 'approve' | 'reject';
      log_no: number;
      remarks: string;
      application_type: string;
      employee_id: number;
      shift_date: string;
    }) => {
      const { decision, ...body } = input;
      return api.put(`/applicationsApproval/${decision}`, { body, schema: messageResponseSchema });
    },
    [['leaveCredits'], ['shiftsSchedule'], ['employees']],
  );
}

export function useAdjustCredits() {
  return useWrite(
    (body: CreditAdjust) => api.post('/leaveCredits/adjust', { body, schema: messageResponseSchema }),
    [['leaveCredits'], ['employees']],
  );
}

export function useAccrueSil() {
  return useWrite(
    (year: number) => api.post('/leaveCredits/accrueSil', { body: { year }, schema: silResultSchema }),
    [['leaveCredits'], ['employees']],
  );
}
