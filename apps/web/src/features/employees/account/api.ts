/**
 * The profile's account block queries (spec 7 "Not visible paths": user-account fetch by employee,
 * create-user-account submission). The fetch sits under employeeKeys.detail(id), so every profile
 * refresh includes it; creating an account refreshes the profile, the account lists and approvers.
 */
import { type AccountCreate, employeeAccountSchema } from '@sahod/shared';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { approverKeys } from '../../approvers/api';
import { useCreateAccount } from '../../userAccounts/api';
import { employeeKeys } from '../queryKeys';

export function employeeAccountQuery(employeeId: number) {
  return queryOptions({
    queryKey: employeeKeys.account(employeeId),
    queryFn: () =>
      api.get('/employee_management/fetchUserAccount', {
        query: { UID: employeeId },
        schema: employeeAccountSchema,
      }),
  });
}

/** POST /useraccounts/create with the employee linked; the form shows failures and stays open. */
export function useCreateEmployeeAccount(employeeId: number) {
  const queryClient = useQueryClient();
  const create = useCreateAccount();
  return async (body: AccountCreate) => {
    const account = await create.mutateAsync({ ...body, employee_id: employeeId });
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: employeeKeys.detail(employeeId) }),
      queryClient.invalidateQueries({ queryKey: approverKeys.all }),
    ]);
    return account;
  };
}
