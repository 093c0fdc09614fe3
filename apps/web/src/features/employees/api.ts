/**
 * Employee List and profile (core) queries and mutations (spec 7 "Employee list and profile").
 * Everything about one employee sits under employeeKeys.detail(id): a save invalidates that prefix
 * (card, forms, history reload) and the list.
 */
import {
  type DropdownItem,
  dropdownItemsSchema,
  EMPLOYEE_MSG,
  type EmployeeListSort,
  type EmploymentDetailsBody,
  employeeCreateResponseSchema,
  employeeHistorySchema,
  employeeListPageSchema,
  employeeProfileSchema,
  employeeSummariesSchema,
  employmentDetailsListSchema,
  messageResponseSchema,
  type PersonalInfoBody,
  personalInfoListSchema,
  saveEmploymentResponseSchema,
  savePersonalResponseSchema,
} from '@sahod/shared';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { notifyFailure, notifySuccess, type ServerTableQuery } from '../../components';
import { employeeKeys } from './queryKeys';

/** One page of the Employee List, as the table asks for it (issue 28 §4). */
export function employeeListPageQuery(query: ServerTableQuery) {
  const params: {
    page: number;
    limit: number;
    search?: string;
    sort?: EmployeeListSort;
    dir?: 'asc' | 'desc';
  } = { page: query.page, limit: query.pageSize };
  if (query.search) params.search = query.search;
  if (query.sort) {
    params.sort = query.sort.column as EmployeeListSort;
    params.dir = query.sort.desc ? 'desc' : 'asc';
  }
  return queryOptions({
    queryKey: [...employeeKeys.list(), 'page', params] as const,
    queryFn: () => api.get('/employee_list/page', { query: params, schema: employeeListPageSchema }),
    placeholderData: keepPreviousData,
  });
}

export const employeeListQuery = queryOptions({
  queryKey: employeeKeys.list(),
  queryFn: () => api.get('/employee_list/fetch', { schema: employeeSummariesSchema }),
});

export function profileQuery(id: number) {
  return queryOptions({
    queryKey: employeeKeys.profile(id),
    queryFn: () =>
      api.get('/employee_management/employee_details_profile', {
        query: { UID: id },
        schema: employeeProfileSchema,
      }),
  });
}

/** fetchEPI answers an array whose first item is the record (spec 7). */
export function personalQuery(id: number) {
  return queryOptions({
    queryKey: employeeKeys.personal(id),
    queryFn: async () =>
      (
        await api.get('/employee_management/fetchEPI', { query: { UID: id }, schema: personalInfoListSchema })
      )[0] ?? null,
  });
}

export function employmentQuery(id: number) {
  return queryOptions({
    queryKey: employeeKeys.employment(id),
    queryFn: async () =>
      (
        await api.get('/employee_management/fetchED', {
          query: { UID: id },
          schema: employmentDetailsListSchema,
        })
      )[0] ?? null,
  });
}

export function historyQuery(id: number) {
  return queryOptions({
    queryKey: employeeKeys.history(id),
    queryFn: () =>
      api.get('/employee_management/fetchEmployeeHistory', {
        query: { UID: id },
        schema: employeeHistorySchema,
      }),
  });
}

/** The dropdown lists the forms read, keyed like every other screen's (['dropdown', dd, parent]). */
export type EmployeeDropdown =
  | 'bank'
  | 'civil_status'
  | 'gender'
  | 'blood_type'
  | 'region'
  | 'province'
  | 'city'
  | 'barangay'
  | 'employee_type'
  | 'pay_period'
  | 'company'
  | 'department'
  | 'designation'
  | 'status'
  | 'confidential'
  | 'salary_group'
  | 'w_tax_group'
  | 'benefits_group';

export const CHILD_DROPDOWNS: readonly EmployeeDropdown[] = [
  'province',
  'city',
  'barangay',
  'department',
  'designation',
];

export function dropdownQuery(dd: EmployeeDropdown, parent = '') {
  const needsParent = CHILD_DROPDOWNS.includes(dd);
  return queryOptions({
    queryKey: ['dropdown', dd, parent] as const,
    queryFn: (): Promise<DropdownItem[]> =>
      api.get('/dropdown/dropdown_handler', {
        query: { DD: dd, ...(needsParent ? { UID: parent } : {}) },
        schema: dropdownItemsSchema,
      }),
    enabled: !needsParent || parent !== '',
    staleTime: 60_000,
  });
}

const reportFailure = notifyFailure;

export function useCreateEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/employee_list/create', { schema: employeeCreateResponseSchema }),
    onError: (error) => reportFailure(error, EMPLOYEE_MSG.createFailed),
    onSettled: () => queryClient.invalidateQueries({ queryKey: employeeKeys.list() }),
  });
}

export function useDeleteEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api.delete('/employee_list/delete', { query: { id }, schema: messageResponseSchema }),
    onSuccess: () => notifySuccess(EMPLOYEE_MSG.deleted),
    // A refusal (linked account, processed payroll) carries its reason: show it.
    onError: (error) => reportFailure(error, EMPLOYEE_MSG.deleteFailed),
    onSettled: (_data, _error, id) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: employeeKeys.list() }),
        queryClient.removeQueries({ queryKey: employeeKeys.detail(id) }),
      ]),
  });
}

/** After a save the whole profile reloads (spec 4) and the list shows the new values. */
function useProfileRefresh(id: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: employeeKeys.detail(id) }),
      queryClient.invalidateQueries({ queryKey: employeeKeys.list() }),
    ]);
}

/** The failure alert is the form's (spec 8); the server's reason stays in the form. */
export function useSavePersonal(id: number) {
  const refresh = useProfileRefresh(id);
  return useMutation({
    mutationFn: (body: PersonalInfoBody) =>
      api.put('/employee_management/updateEPI', { body, schema: savePersonalResponseSchema }),
    onSuccess: () => refresh(),
  });
}

export function useSaveEmployment(id: number) {
  const refresh = useProfileRefresh(id);
  return useMutation({
    mutationFn: (body: EmploymentDetailsBody) =>
      api.put('/employee_management/updateED', { body, schema: saveEmploymentResponseSchema }),
    onSuccess: () => refresh(),
  });
}
