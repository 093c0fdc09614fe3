/**
 * Approver Assignment's 'Delegate while away' (issue 27 §2): every approver's delegations; with
 * update, HR sets one for any approver and ends any.
 */
import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { DELEGATION_TEXT } from '@sahod/shared';
import { useQuery } from '@tanstack/react-query';
import { usePermission } from '../../app/permissions';
import { allDelegationsQuery, useCreateDelegation, useEndDelegation } from './api';
import { DelegateForm } from './DelegateForm';
import { DelegationList } from './DelegationList';

export function HrDelegationSection() {
  const permissions = usePermission();
  const list = useQuery(allDelegationsQuery);
  const create = useCreateDelegation();
  const end = useEndDelegation();
  if (!list.data) return null;
  return (
    <Paper withBorder radius="md" p="md" data-testid="hr-delegation">
      <Stack gap="sm">
        <Title order={3}>{DELEGATION_TEXT.title}</Title>
        <Text size="sm" c="dimmed">
          {DELEGATION_TEXT.hrNote}
        </Text>
        <SimpleGrid cols={{ base: 1, md: permissions.update ? 2 : 1 }} spacing="md">
          <DelegationList
            rows={list.data.delegations}
            showApprover
            onEnd={end.run}
            canEnd={permissions.update}
          />
          {permissions.update && (
            <DelegateForm
              approvers={list.data.approvers}
              delegates={list.data.approvers}
              onSubmit={create.run}
              pending={create.pending}
            />
          )}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
