/**
 * My Sahod Approvals (issue 24 §2, approvers only): the applications waiting for the employee's
 * decision; approve or reject with remarks (the Applications Approval rules, on the server).
 */
import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { APP_TEXT, type ApplicationRow, DELEGATION_TEXT, ME_LEAVE_TEXT } from '@sahod/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ApplicationTrail } from '../applications/ApplicationTrail';
import { MyDelegationSection } from '../delegation/MyDelegationSection';
import { meApprovalsQuery, useDecideMine } from './api';
import { hm, MeQueryState } from './MeQueryState';

function ApprovalCard({ row }: { row: ApplicationRow }) {
  const [remarks, setRemarks] = useState('');
  const decide = useDecideMine();
  const run = (decision: 'approve' | 'reject') => decide.run({ log_no: row.log_no, decision, remarks });
  return (
    <Card withBorder padding="sm" data-testid="approval-card">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div>
            <Text fw={600}>{row.employee_name}</Text>
            <Text size="sm">{row.application_type}</Text>
          </div>
          <Badge color="yellow">{row.approval_status}</Badge>
        </Group>
        {row.waiting_for && (
          <Text size="sm" c="blue" data-testid="waiting-for">
            {DELEGATION_TEXT.forApprover} {row.waiting_for}
          </Text>
        )}
        <Text size="sm">
          {row.effective_date} · {hm(row.start_time)}-{hm(row.end_time)}
        </Text>
        <Text size="sm" c="dimmed">
          {row.particulars}
        </Text>
        <ApplicationTrail logNo={row.log_no} compact />
        {row.remaining_credits !== null && row.remaining_credits !== undefined && (
          <Text size="sm">
            {APP_TEXT.remainingCredits}: {row.remaining_credits}
          </Text>
        )}
        {row.credit_note && (
          <Text size="xs" c="dimmed">
            {row.credit_note}
          </Text>
        )}
        <Textarea
          label="Remarks"
          value={remarks}
          onChange={(e) => setRemarks(e.currentTarget.value)}
          autosize
          minRows={1}
        />
        <Group grow>
          <Button color="red" variant="light" loading={decide.pending} onClick={() => run('reject')}>
            {APP_TEXT.reject}
          </Button>
          <Button color="green" loading={decide.pending} onClick={() => run('approve')}>
            {APP_TEXT.approve}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

export function MeApprovalsPage() {
  const approvals = useQuery(meApprovalsQuery);
  return (
    <Stack gap="md" pb={72}>
      <Title order={2}>{ME_LEAVE_TEXT.approvals}</Title>
      {approvals.data && <MyDelegationSection />}
      {!approvals.data ? (
        <MeQueryState error={approvals.error} />
      ) : approvals.data.length === 0 ? (
        <Text c="dimmed">{ME_LEAVE_TEXT.nothingToApprove}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2, lg: 3 }} spacing="sm">
          {approvals.data.map((row) => (
            <ApprovalCard key={row.log_no} row={row} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
