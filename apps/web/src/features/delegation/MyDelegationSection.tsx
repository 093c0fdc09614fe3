/**
 * My Sahod Approvals' 'Delegate while away' (issue 27 §2), at the top of the page (phone first):
 * whose place the approver takes today, their delegations that have not ended, and the form behind
 * the 'Delegate while away' button.
 */
import { Button, Collapse, Group, Paper, Stack, Text } from '@mantine/core';
import { DELEGATION_TEXT } from '@sahod/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { myDelegationsQuery, useCreateMyDelegation, useEndMyDelegation } from './api';
import { DelegateForm } from './DelegateForm';
import { DelegationList } from './DelegationList';

export function MyDelegationSection() {
  const mine = useQuery(myDelegationsQuery);
  const create = useCreateMyDelegation();
  const end = useEndMyDelegation();
  const [open, setOpen] = useState(false);
  if (!mine.data) return null;
  const { delegations, delegates, acting_for } = mine.data;
  const live = delegations.filter((d) => d.state !== 'Ended');
  return (
    <Paper withBorder radius="md" p="sm" data-testid="my-delegation">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600}>{DELEGATION_TEXT.title}</Text>
          <Button size="compact-sm" variant={open ? 'default' : 'light'} onClick={() => setOpen((o) => !o)}>
            {open ? DELEGATION_TEXT.close : DELEGATION_TEXT.title}
          </Button>
        </Group>
        {acting_for.length > 0 && (
          <Text size="sm" data-testid="acting-for">
            {DELEGATION_TEXT.actingFor}:{' '}
            {acting_for.map((d) => `${d.approver} (${d.date_from} – ${d.date_to})`).join(', ')}
          </Text>
        )}
        {(live.length > 0 || open) && (
          <DelegationList rows={live} showApprover={false} onEnd={end.run} canEnd />
        )}
        <Collapse expanded={open}>
          <Stack gap="xs" pt={4}>
            <Text size="sm" c="dimmed">
              {DELEGATION_TEXT.note}
            </Text>
            <DelegateForm
              delegates={delegates}
              onSubmit={async (body) => {
                const ok = await create.run(body);
                if (ok) setOpen(false);
                return ok;
              }}
              pending={create.pending}
            />
          </Stack>
        </Collapse>
      </Stack>
    </Paper>
  );
}
