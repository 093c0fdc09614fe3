/** Shifts Schedule queries and mutations (spec 7 "/shiftsSchedule"): one request per week. */
import {
  type BulkAssign,
  bulkResultSchema,
  type CopyWeek,
  logNoCreatedSchema,
  messageResponseSchema,
  SCHEDULE_MSG,
  type ScheduleCreate,
  type ScheduleFetch,
  type ScheduleUpdate,
} from '@sahod/shared';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { notifySuccess } from '../../components';
import { filterQuery, type OrgFilter } from '../timeattendance/OrgFilters';

export const scheduleKeys = {
  all: ['shiftsSchedule'] as const,
  week: (start: string, end: string, filter: OrgFilter) => [...scheduleKeys.all, start, end, filter] as const,
};

export function scheduleQuery(start: string, end: string, filter: OrgFilter) {
  return queryOptions({
    queryKey: scheduleKeys.week(start, end, filter),
    // The week of 1,000+ employees is trusted as the server's schema says (no per-cell parse).
    queryFn: () =>
      api.get('/shiftsSchedule/fetch', {
        query: { start_date: start, end_date: end, ...filterQuery(filter) },
      }) as Promise<ScheduleFetch>,
    placeholderData: keepPreviousData,
  });
}

function useScheduleWrite<T, R>(call: (input: T) => Promise<R>, success?: (result: R) => string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (result) => {
      if (success) notifySuccess(success(result));
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: scheduleKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['timesheet'] }),
      ]),
  });
}

export const useCreateEntry = () =>
  useScheduleWrite(
    (body: ScheduleCreate) => api.post('/shiftsSchedule/create', { body, schema: logNoCreatedSchema }),
    () => SCHEDULE_MSG.created,
  );

export const useUpdateEntry = () =>
  useScheduleWrite(
    (body: ScheduleUpdate) => api.put('/shiftsSchedule/update', { body, schema: messageResponseSchema }),
    () => SCHEDULE_MSG.updated,
  );

export const useDeleteEntry = () =>
  useScheduleWrite(
    (logNo: number) =>
      api.delete('/shiftsSchedule/delete', { query: { log_no: logNo }, schema: messageResponseSchema }),
    () => SCHEDULE_MSG.deleted,
  );

export const useBulkAssign = () =>
  useScheduleWrite(
    (body: BulkAssign) => api.post('/shiftsSchedule/bulkAssign', { body, schema: bulkResultSchema }),
    (r) => r.message,
  );

export const useCopyWeek = () =>
  useScheduleWrite(
    (body: CopyWeek) => api.post('/shiftsSchedule/copyWeek', { body, schema: bulkResultSchema }),
    (r) => r.message,
  );
