/**
 * My Sahod Leave (issue 24 §2): the employee's balances per leave type, their leave applications
 * with status (cancel while For Approval), filing, and the ledger of grants, accruals, uses and
 * adjustments. Phone first: cards in one column, two or more on a desktop.
 */
import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { ME_LEAVE_TEXT, MSG } from '@sahod/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useConfirm } from '../../components/useConfirm';
import { ApplicationTrail } from '../applications/ApplicationTrail';
import { meLeaveOptionsQuery, meLeaveQuery, useCancelLeave } from './api';
import { LeaveFormModal } from './LeaveFormModal';
import { APPROVAL_COLORS, hm, MeQueryState } from './MeQueryState';

const KIND_LABEL: Record<string, string> = {
  grant: 'Grant',
  accrual: 'Accrual',
  usage: 'Used',
  adjustment: 'Adjustment',
  reversal: 'Returned',
};

const days = (n: number) => `${n > 0 ? '+' : ''}${n} ${Math.abs(n) === 1 ? 'day' : 'days'}`;

export function MeLeavePage() {
  const leave = useQuery(meLeaveQuery);
  const options = useQuery({ ...meLeaveOptionsQuery, enabled: leave.isSuccess });
  const [filing, setFiling] = useState(false);
  const cancel = useCancelLeave();
  const confirm = useConfirm();

  if (!leave.data) {
    return (
      <Stack gap="md" pb={72}>
        <Title order={2}>{ME_LEAVE_TEXT.leave}</Title>
        <MeQueryState error={leave.error} />
      </Stack>
    );
  }
  const { balances, ledger, applications } = leave.data;
  return (
    <Stack gap="lg" pb={72}>
      <Group justify="space-between" wrap="nowrap">
        <Title order={2}>{ME_LEAVE_TEXT.leave}</Title>
        <Button onClick={() => setFiling(true)}>{ME_LEAVE_TEXT.fileLeave}</Button>
      </Group>

      <section aria-label={ME_LEAVE_TEXT.balances}>
        <Title order={3} size="h4" mb="xs">
          {ME_LEAVE_TEXT.balances}
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          {balances.map((b) => (
            <Card key={b.application_type_id} withBorder padding="sm" data-testid="leave-balance">
              <Text size="sm" c="dimmed">
                {b.application_type}
              </Text>
              <Text fw={700} size="xl">
                {b.balance}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </section>

      <section aria-label={ME_LEAVE_TEXT.myApplications}>
        <Title order={3} size="h4" mb="xs">
          {ME_LEAVE_TEXT.myApplications}
        </Title>
        {applications.length === 0 && <Text c="dimmed">{MSG.noRecords}</Text>}
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
          {applications.map((a) => (
            <Card key={a.log_no} withBorder padding="sm" data-testid="my-application">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <div>
                  <Text fw={600}>{a.application_type}</Text>
                  <Text size="sm">
                    {a.effective_date} · {hm(a.start_time)}-{hm(a.end_time)}
                  </Text>
                  <Text size="sm" c="dimmed" lineClamp={2}>
                    {a.particulars}
                  </Text>
                  {a.decision_remarks && <Text size="sm">Remarks: {a.decision_remarks}</Text>}
                  <ApplicationTrail logNo={a.log_no} compact />
                </div>
                <Stack gap={6} align="flex-end" style={{ flexShrink: 0 }}>
                  <Badge
                    color={APPROVAL_COLORS[a.approval_status] ?? 'gray'}
                    style={{ flexShrink: 0, overflow: 'visible' }}
                    maw="none"
                  >
                    {a.approval_status}
                  </Badge>
                  {a.approval_status === 'For Approval' && (
                    <Button
                      size="xs"
                      variant="light"
                      color="red"
                      loading={cancel.pending}
                      onClick={async () => {
                        if (await confirm({ message: MSG.deleteConfirm })) await cancel.run(a.log_no);
                      }}
                    >
                      {ME_LEAVE_TEXT.cancel}
                    </Button>
                  )}
                </Stack>
              </Group>
            </Card>
          ))}
        </SimpleGrid>
      </section>

      <section aria-label={ME_LEAVE_TEXT.ledger}>
        <Title order={3} size="h4" mb="xs">
          {ME_LEAVE_TEXT.ledger}
        </Title>
        <Stack gap={4}>
          {ledger.map((row) => (
            <Group
              key={row.log_no}
              justify="space-between"
              wrap="nowrap"
              py={6}
              style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
            >
              <div>
                <Text size="sm" fw={500}>
                  {KIND_LABEL[row.kind] ?? row.kind} · {row.application_type}
                </Text>
                <Text size="xs" c="dimmed">
                  {row.created_at.slice(0, 10)} · {row.reason}
                </Text>
              </div>
              <Text size="sm" fw={600} c={row.days < 0 ? 'red.9' : undefined}>
                {days(row.days)}
              </Text>
            </Group>
          ))}
        </Stack>
      </section>
      <LeaveFormModal opened={filing} onClose={() => setFiling(false)} options={options.data} />
    </Stack>
  );
}
