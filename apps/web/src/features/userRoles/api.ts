/** User Roles queries and mutations (spec 7 "Accounts and roles"), with their query keys. */
import {
  MSG,
  messageResponseSchema,
  protectedPermissionsSchema,
  ROLE_MSG,
  type RoleCreate,
  type RoleUpdate,
  rolePermissionRowSchema,
  roleSchema,
  roleWithPermissionsSchema,
} from '@sahod/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { notifyFailure, notifySuccess } from '../../components';
import { accountKeys } from '../userAccounts/api';

export const roleKeys = {
  all: ['userroles'] as const,
  list: () => [...roleKeys.all, 'list'] as const,
  permissions: (roleId: number) => [...roleKeys.all, 'permissions', roleId] as const,
  protected: () => [...roleKeys.all, 'protected'] as const,
};

/** Which role's checkboxes stay ticked so that somebody can always manage roles (server's rule). */
export const protectedPermissionsQuery = queryOptions({
  queryKey: roleKeys.protected(),
  queryFn: () => api.get('/userroles/protected', { schema: protectedPermissionsSchema }),
});

export const rolesQuery = queryOptions({
  queryKey: roleKeys.list(),
  queryFn: () => api.get('/userroles/fetch', { schema: roleSchema.array() }),
});

export function rolePermissionsQuery(roleId: number) {
  return queryOptions({
    queryKey: roleKeys.permissions(roleId),
    queryFn: () =>
      api.get('/userroles/fetchPerms', { query: { id: roleId }, schema: rolePermissionRowSchema.array() }),
  });
}

const reportFailure = (error: unknown) => notifyFailure(error, MSG.unexpected);

export function useCreateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RoleCreate) => api.post('/userroles/create', { body, schema: roleSchema }),
    onSuccess: () => notifySuccess(ROLE_MSG.created),
    // The create dialog shows its own failure and stays open.
    onSettled: () => queryClient.invalidateQueries({ queryKey: roleKeys.all }),
  });
}

export function useUpdateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RoleUpdate) =>
      api.put('/userroles/update', { body, schema: roleWithPermissionsSchema }),
    onSuccess: (saved) => {
      queryClient.setQueryData(roleKeys.permissions(saved.role.role_id), saved.permissions);
      notifySuccess(ROLE_MSG.updated);
    },
    onError: reportFailure,
    // Roles feed the account form's role list too.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: roleKeys.all }),
        queryClient.invalidateQueries({ queryKey: accountKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['auth', 'permissions'] }),
      ]),
  });
}

export function useDeleteRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (roleId: number) =>
      api.delete('/userroles/delete', { query: { role_id: roleId }, schema: messageResponseSchema }),
    onSuccess: (_data, roleId) => {
      // The deleted role's permissions are gone: forget them rather than fetch them again (404).
      queryClient.removeQueries({ queryKey: roleKeys.permissions(roleId) });
      notifySuccess(ROLE_MSG.deleted);
    },
    onError: reportFailure,
    onSettled: (_data, error, roleId) =>
      Promise.all([
        queryClient.invalidateQueries({
          queryKey: roleKeys.all,
          predicate: (query) =>
            error !== null || query.queryKey.join('/') !== roleKeys.permissions(roleId).join('/'),
        }),
        queryClient.invalidateQueries({ queryKey: accountKeys.all }),
      ]),
  });
}
