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
  type TimesheetSummaryAnswer,
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
  summary: (start: string, end: string, filter: OrgFilter, search = '') =>
    [...timesheetKeys.all, 'summary', start, end, filter, search] as const,
};

/** One page of the week (issue 28): its employees and days and the filter's total. */
export type TimesheetPageWeek = TimesheetWeek & Pick<TimesheetPage, 'total' | 'page' | 'limit'>;

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
          // The cards are asked apart (timesheetSummaryQuery): no page waits for them.
          summary: 'false',
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

/**
 * The cards over the whole filter and its 'No time out' days (issue 28), asked once per week, filter
 * and search, apart from the pages so the grid shows first.
 */
export function timesheetSummaryQuery(start: string, end: string, filter: OrgFilter, search = '') {
  return queryOptions({
    queryKey: timesheetKeys.summary(start, end, filter, search),
    queryFn: async (): Promise<TimesheetSummaryAnswer> =>
      (await api.get('/timesheet/summary', {
        query: { start_date: start, end_date: end, ...filterQuery(filter), ...(search ? { search } : {}) },
      })) as TimesheetSummaryAnswer,
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
