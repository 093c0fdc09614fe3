/**
 * My Sahod Approvals' 'Delegate while away' (issue 27 §2): the approver's own delegations and the
 * form; and whose place they take today, when they are someone's delegate.
 */
import { Paper, Stack, Text, Title } from '@mantine/core';
import { DELEGATION_TEXT } from '@sahod/shared';
import { useQuery } from '@tanstack/react-query';
import { myDelegationsQuery, useCreateMyDelegation, useEndMyDelegation } from './api';
import { DelegateForm } from './DelegateForm';
import { DelegationList } from './DelegationList';

export function MyDelegationSection() {
  const mine = useQuery(myDelegationsQuery);
  const create = useCreateMyDelegation();
  const end = useEndMyDelegation();
  if (!mine.data) return null;
  const { delegations, delegates, acting_for } = mine.data;
  return (
    <Paper withBorder radius="md" p="sm" data-testid="my-delegation">
      <Stack gap="sm">
        <Title order={4}>{DELEGATION_TEXT.title}</Title>
        <Text size="sm" c="dimmed">
          {DELEGATION_TEXT.note}
        </Text>
        {acting_for.length > 0 && (
          <Text size="sm" data-testid="acting-for">
            {DELEGATION_TEXT.actingFor}:{' '}
            {acting_for.map((d) => `${d.approver} (${d.date_from} – ${d.date_to})`).join(', ')}
          </Text>
        )}
        <DelegationList rows={delegations} showApprover={false} onEnd={end.run} canEnd />
        <DelegateForm delegates={delegates} onSubmit={create.run} pending={create.pending} />
      </Stack>
    </Paper>
  );
}
