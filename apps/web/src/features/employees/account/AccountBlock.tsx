/**
 * The profile card's User Account Information block (spec 2 "Employee profile", 6): with view on
 * useraccounts, the linked account's username, name, role, organisation and status; without it a
 * no-access placeholder. An employee without an account gets 'Create User Account' (needs create
 * on useraccounts), opening the account form with the spec 5 defaults and this employee linked.
 */
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { type Account, MSG } from '@sahod/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { usePermissionQuery } from '../../../app/permissions';
import { AccountFormModal } from '../../userAccounts/AccountFormModal';
import { employeeAccountQuery, useCreateEmployeeAccount } from './api';
import { ACCOUNT_BLOCK_TEXT as T } from './texts';

function Detail({ label, value }: { label: string; value: string | null }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" ta="right" style={{ overflowWrap: 'anywhere' }}>
        {value || T.none}
      </Text>
    </Group>
  );
}

function AccountDetails({ account }: { account: Account }) {
  return (
    <Stack gap={4}>
      <Detail label={T.username} value={account.username} />
      <Detail label={T.accountName} value={account.name} />
      <Detail label={T.role} value={account.role} />
      <Detail label={T.company} value={account.company} />
      <Detail label={T.department} value={account.department} />
      <Detail label={T.designation} value={account.designation} />
      <Detail label={T.status} value={account.status ? T.active : T.inactive} />
    </Stack>
  );
}

function AccountContent({ employeeId, canCreate }: { employeeId: number; canCreate: boolean }) {
  const query = useQuery(employeeAccountQuery(employeeId));
  const createAccount = useCreateEmployeeAccount(employeeId);
  const [creating, setCreating] = useState(false);

  if (query.isPending) return <Text size="sm">{MSG.loading}</Text>;
  if (query.isError) {
    return (
      <Text size="sm" c="dimmed">
        {T.loadFailed}
      </Text>
    );
  }
  const { account, defaults } = query.data;
  if (account) return <AccountDetails account={account} />;
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {T.noAccount}
      </Text>
      <Button size="xs" onClick={() => setCreating(true)} disabled={!canCreate}>
        {T.createAccount}
      </Button>
      <AccountFormModal
        opened={creating}
        mode="add"
        account={defaults}
        employeeLocked
        onClose={() => setCreating(false)}
        onCreate={createAccount}
      />
    </Stack>
  );
}

export function AccountBlock({ employeeId }: { employeeId: number }) {
  // Spec 6: seeing account details needs view on useraccounts; creating one needs create.
  const permissions = usePermissionQuery('useraccounts');
  return (
    <Stack gap="xs" data-testid="account-block">
      <Title order={5}>{T.title}</Title>
      {permissions === undefined ? (
        <Text size="sm">{MSG.loading}</Text>
      ) : permissions.view ? (
        <AccountContent employeeId={employeeId} canCreate={permissions.create} />
      ) : (
        <Text size="sm" c="dimmed" role="note">
          {MSG.noPermissionView}
        </Text>
      )}
    </Stack>
  );
}
