/** Timesheet queries and mutations (spec 7 "/timesheet"): one request per week, plus the dev tools. */
import {
  batchDeletedSchema,
  calculateHoursSchema,
  calculateListSchema,
  logNoCreatedSchema,
  messageResponseSchema,
  type ScheduleEntry,
  TIMESHEET_MSG,
  type TimesheetApplication,
  type TimesheetCreate,
  type TimesheetPage,
  type TimesheetRecord,
  type TimesheetUpdate,
  type TimesheetWeek,
  tableRows,
} from '@sahod/shared';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { notifySuccess } from '../../components';
import { filterQuery, type OrgFilter } from '../timeattendance/OrgFilters';
import { WEEK_PAGE_SIZE } from '../timeattendance/WeekPager';

export const timesheetKeys = {
  all: ['timesheet'] as const,
  week: (start: string, end: string, filter: OrgFilter, search = '', page = 1) =>
    [...timesheetKeys.all, start, end, filter, search, page] as const,
};

/** One page of the week (issue 28): its employees and days, the filter's total and (page 1) cards. */
export type TimesheetPageWeek = TimesheetWeek & Pick<TimesheetPage, 'total' | 'page' | 'limit' | 'summary'>;

export function timesheetQuery(start: string, end: string, filter: OrgFilter, search = '', page = 1) {
  return queryOptions({
    queryKey: timesheetKeys.week(start, end, filter, search, page),
    queryFn: async (): Promise<TimesheetPageWeek> => {
      const week = (await api.get('/timesheet/fetch', {
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
      })) as TimesheetPage;
      return {
        ...week,
        records: tableRows<TimesheetRecord>(week.records),
        entries: tableRows<ScheduleEntry>(week.entries),
        applications: tableRows<TimesheetApplication>(week.applications),
      };
    },
    placeholderData: keepPreviousData,
  });
}

function useTimesheetWrite<T, R>(call: (input: T) => Promise<R>, success: (result: R) => string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (result) => notifySuccess(success(result)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: timesheetKeys.all }),
  });
}

export const useCreateRecord = () =>
  useTimesheetWrite(
    (body: TimesheetCreate) => api.post('/timesheet/create', { body, schema: logNoCreatedSchema }),
    () => TIMESHEET_MSG.created,
  );

export const useUpdateRecord = () =>
  useTimesheetWrite(
    (body: TimesheetUpdate) => api.put('/timesheet/update', { body, schema: messageResponseSchema }),
    () => TIMESHEET_MSG.updated,
  );

export const useDeleteRecord = () =>
  useTimesheetWrite(
    (logNo: number) =>
      api.delete('/timesheet/delete', { query: { log_no: logNo }, schema: messageResponseSchema }),
    () => TIMESHEET_MSG.deleted,
  );

export const useDeleteBatch = () =>
  useTimesheetWrite(
    (q: DevQuery) => api.delete('/timesheet/deleteBatch', { query: { ...q }, schema: batchDeletedSchema }),
    (r) => r.message,
  );

export interface DevQuery {
  employee_code: string;
  start_date: string;
  end_date: string;
}

export const calculateHours = (q: DevQuery) =>
  api.get('/timesheet/calculateHours', { query: { ...q }, schema: calculateHoursSchema });
export const calculateList = (
  name: 'calculateApplications' | 'calculateEarnings' | 'calculateDeductions',
  q: DevQuery,
) => api.get(`/timesheet/${name}`, { query: { ...q }, schema: calculateListSchema });
