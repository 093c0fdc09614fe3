/**
 * User Accounts queries and mutations (spec 7 "Accounts and roles"), with their query keys. Every
 * write refreshes the account list and the lists the form reads.
 */
import {
  ACCOUNT_MSG,
  type AccountCreate,
  type AccountUpdate,
  accountSchema,
  assignableRoleSchema,
  type DropdownItem,
  dropdownItemsSchema,
  linkableEmployeeSchema,
  MSG,
  messageResponseSchema,
  TWO_FACTOR_MSG,
} from '@sahod/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { notifyFailure, notifySuccess, type SelectOption } from '../../components';

export const accountKeys = {
  all: ['useraccounts'] as const,
  list: () => [...accountKeys.all, 'list'] as const,
  one: (userId: number) => [...accountKeys.all, 'one', userId] as const,
  roles: () => [...accountKeys.all, 'roles'] as const,
  employees: () => [...accountKeys.all, 'employees'] as const,
  dropdown: (dd: 'company' | 'department' | 'designation', parent: string) =>
    ['dropdown', dd, parent] as const,
};

export const accountsQuery = queryOptions({
  queryKey: accountKeys.list(),
  queryFn: () => api.get('/useraccounts/fetch', { schema: accountSchema.array() }),
});

export function accountQuery(userId: number) {
  return queryOptions({
    queryKey: accountKeys.one(userId),
    queryFn: () => api.get('/useraccounts/fetchUser', { query: { UID: userId }, schema: accountSchema }),
  });
}

export const roleOptionsQuery = queryOptions({
  queryKey: accountKeys.roles(),
  queryFn: () => api.get('/useraccounts/fetchRoles', { schema: assignableRoleSchema.array() }),
});

export const linkableEmployeesQuery = queryOptions({
  queryKey: accountKeys.employees(),
  queryFn: () => api.get('/useraccounts/fetchEmployees', { schema: linkableEmployeeSchema.array() }),
});

/** Spec 3 "Dropdown item": the empty first option is the select's own "none", so it is dropped. */
export function toOptions(items: readonly DropdownItem[]): SelectOption[] {
  return items
    .filter((item) => item.code !== null && item.code !== '')
    .map((item) => ({ value: String(item.code), label: item.name }));
}

/**
 * One list of the organisation cascade. Department and designation load only once their parent is
 * chosen (spec 4 "Cascading dropdowns").
 */
export function useOrganisationOptions(dd: 'company' | 'department' | 'designation', parent = '') {
  const needsParent = dd !== 'company';
  return useQuery({
    queryKey: accountKeys.dropdown(dd, parent),
    queryFn: () =>
      api.get('/dropdown/dropdown_handler', {
        query: { DD: dd, ...(needsParent ? { UID: parent } : {}) },
        schema: dropdownItemsSchema,
      }),
    enabled: !needsParent || parent !== '',
    select: toOptions,
    staleTime: 60_000,
  });
}

const reportFailure = (error: unknown) => notifyFailure(error, MSG.unexpected);

function useAccountMutation<T, R>(call: (input: T) => Promise<R>, success: string, quietFailure = false) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => notifySuccess(success),
    // The form shows its own failures inline and stays open; table actions alert.
    onError: quietFailure ? undefined : reportFailure,
    // Accounts decide which role holds the last administrators (the User Roles screen's locks).
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: accountKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['userroles', 'protected'] }),
      ]),
  });
}

export function useCreateAccount() {
  return useAccountMutation(
    (body: AccountCreate) => api.post('/useraccounts/create', { body, schema: accountSchema }),
    ACCOUNT_MSG.created,
    true,
  );
}

export function useUpdateAccount() {
  return useAccountMutation(
    (body: AccountUpdate) => api.put('/useraccounts/update', { body, schema: accountSchema }),
    ACCOUNT_MSG.updated,
    true,
  );
}

export function useDeleteAccount() {
  return useAccountMutation(
    (userId: number) =>
      api.delete('/useraccounts/delete', { query: { user_id: userId }, schema: messageResponseSchema }),
    ACCOUNT_MSG.deleted,
  );
}

/** Resets another user's two-factor sign-in (issue 25 §2); they enrol again. */
export function useResetTwoFactor() {
  return useAccountMutation(
    (userId: number) =>
      api.post('/useraccounts/two-factor/reset', {
        body: { user_id: userId },
        schema: messageResponseSchema,
      }),
    TWO_FACTOR_MSG.reset,
  );
}
