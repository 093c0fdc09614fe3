/** Shifts Schedule queries and mutations (spec 7 "/shiftsSchedule"): one request per week. */
import {
  type BulkAssign,
  bulkResultSchema,
  type CopyWeek,
  logNoCreatedSchema,
  messageResponseSchema,
  SCHEDULE_MSG,
  type ScheduleCreate,
  type ScheduleEntry,
  type SchedulePage,
  type ScheduleUpdate,
  type ScheduleWeek,
  tableRows,
} from '@sahod/shared';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { notifySuccess } from '../../components';
import { filterQuery, type OrgFilter } from '../timeattendance/OrgFilters';
import { WEEK_PAGE_SIZE } from '../timeattendance/WeekPager';

export const scheduleKeys = {
  all: ['shiftsSchedule'] as const,
  week: (start: string, end: string, filter: OrgFilter, search = '', page = 1) =>
    [...scheduleKeys.all, start, end, filter, search, page] as const,
};

/** One page of the week (issue 28): its employees and entries, the filter's total and cards. */
export type SchedulePageWeek = ScheduleWeek & Pick<SchedulePage, 'total' | 'page' | 'limit' | 'summary'>;

export function scheduleQuery(start: string, end: string, filter: OrgFilter, search = '', page = 1) {
  return queryOptions({
    queryKey: scheduleKeys.week(start, end, filter, search, page),
    // The page is trusted as the server's schema says (no per-cell parse).
    queryFn: async (): Promise<SchedulePageWeek> => {
      const week = (await api.get('/shiftsSchedule/fetch', {
        query: {
          start_date: start,
          end_date: end,
          ...filterQuery(filter),
          ...(search ? { search } : {}),
          page,
          limit: WEEK_PAGE_SIZE,
          // The cards come with page 1 only: later pages do not recount the whole week.
          ...(page > 1 ? { summary: 'false' } : {}),
        },
      })) as SchedulePage;
      return { ...week, entries: tableRows<ScheduleEntry>(week.entries) };
    },
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
