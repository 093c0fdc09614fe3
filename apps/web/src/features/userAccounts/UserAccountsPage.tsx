/**
 * User Accounts (spec 2 "Settings and admin"): the accounts table with Create New, Edit and Delete
 * (typed 'DELETE {username}'), and the account modal. Create New needs create, Edit update,
 * Delete delete (spec 6); the server checks them as well.
 */
import { Button, Group, Stack, Title } from '@mantine/core';
import { ACCOUNT_MSG, type Account } from '@sahod/shared';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { usePermission } from '../../app/permissions';
import { useCurrentUser } from '../../app/sessionQueries';
import { DataTable, useConfirm } from '../../components';
import { SESSIONS_TEXT } from '../sessions/SessionsList';
import { UserSessionsModal } from '../sessions/UserSessionsModal';
import { AccountFormModal } from './AccountFormModal';
import {
  accountQuery,
  accountsQuery,
  useCreateAccount,
  useDeleteAccount,
  useResetTwoFactor,
  useUpdateAccount,
} from './api';
import { ACCOUNTS_TEXT } from './texts';

/** What a table row shows: display names instead of ids, status as Active/Inactive. */
export interface AccountRow extends Record<string, unknown> {
  user_id: number;
  username: string;
  name: string;
  role: string;
  employee: string;
  company: string;
  department: string;
  designation: string;
  status: string;
  approval_status: string;
}

export function toAccountRow(account: Account): AccountRow {
  return {
    user_id: account.user_id,
    username: account.username,
    name: account.name,
    role: account.role,
    employee:
      account.employee_id === null
        ? ''
        : `${account.employee_code ?? ''} ${account.employee_name ?? ''}`.trim(),
    company: account.company ?? '',
    department: account.department ?? '',
    designation: account.designation ?? '',
    status: account.status ? 'Active' : 'Inactive',
    approval_status: account.approval_status,
  };
}

const COLUMNS = [
  'username',
  'name',
  'role',
  'employee',
  'company',
  'department',
  'designation',
  'status',
  'approval_status',
] as const;

/** The edit modal opens once fetchUser answers, so it always starts from the stored account. */
function EditAccountModal({
  userId,
  isOwnAccount,
  onClose,
}: {
  userId: number;
  isOwnAccount: boolean;
  onClose: () => void;
}) {
  const account = useQuery(accountQuery(userId)).data;
  const update = useUpdateAccount();
  const resetTwoFactor = useResetTwoFactor();
  const confirm = useConfirm();
  if (!account) return null;
  // Never one's own two-factor through this screen (the server refuses it too).
  const reset = isOwnAccount ? null : (
    <Group justify="flex-start" mt="md">
      <Button
        variant="light"
        color="orange"
        loading={resetTwoFactor.isPending}
        onClick={async () => {
          if (await confirm({ message: ACCOUNTS_TEXT.resetTwoFactorConfirm(account.username ?? '') }))
            resetTwoFactor.mutate(userId);
        }}
      >
        {ACCOUNTS_TEXT.resetTwoFactor}
      </Button>
    </Group>
  );
  return (
    <AccountFormModal
      opened
      mode="edit"
      account={account}
      isOwnAccount={isOwnAccount}
      onClose={onClose}
      onUpdate={(body) => update.mutateAsync(body)}
      extra={reset}
    />
  );
}

export function UserAccountsPage() {
  const permissions = usePermission();
  const currentUser = useCurrentUser();
  const accounts = useQuery(accountsQuery);
  const create = useCreateAccount();
  const remove = useDeleteAccount();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<number | null>(null);
  const [signIns, setSignIns] = useState<{ userId: number; username: string } | null>(null);

  const rows = useMemo(() => (accounts.data ?? []).map(toAccountRow), [accounts.data]);
  const onEdit = useCallback((row: AccountRow) => setEditing(row.user_id), []);
  const onDelete = useCallback((row: AccountRow) => remove.mutateAsync(row.user_id), [remove.mutateAsync]);
  const editingUsername = rows.find((r) => r.user_id === editing)?.username;

  return (
    <Stack gap="md">
      <Title order={2}>{ACCOUNTS_TEXT.title}</Title>
      <DataTable<AccountRow>
        label={ACCOUNTS_TEXT.tableLabel}
        data={rows}
        columns={COLUMNS}
        loading={accounts.isPending}
        getRowId={(row) => String(row.user_id)}
        onEdit={onEdit}
        onDelete={onDelete}
        canEdit={permissions.update}
        canDelete={permissions.delete}
        typedDeleteField="username"
        extraActions={(row) => (
          <Button
            size="xs"
            variant="default"
            onClick={() => setSignIns({ userId: row.user_id, username: row.username })}
          >
            {SESSIONS_TEXT.rowAction}
          </Button>
        )}
        deleteBlockedReason={(row) =>
          currentUser !== null && row.username === currentUser.username ? ACCOUNT_MSG.cannotDeleteSelf : null
        }
        toolbar={
          <Button onClick={() => setCreating(true)} disabled={!permissions.create}>
            {ACCOUNTS_TEXT.createNew}
          </Button>
        }
      />
      <AccountFormModal
        opened={creating}
        mode="add"
        onClose={() => setCreating(false)}
        onCreate={(body) => create.mutateAsync(body)}
      />
      {editing !== null && (
        <EditAccountModal
          key={editing}
          userId={editing}
          isOwnAccount={editingUsername !== undefined && editingUsername === currentUser?.username}
          onClose={() => setEditing(null)}
        />
      )}
      {signIns !== null && (
        <UserSessionsModal
          key={signIns.userId}
          userId={signIns.userId}
          username={signIns.username}
          canEnd={permissions.update}
          onClose={() => setSignIns(null)}
        />
      )}
    </Stack>
  );
}
