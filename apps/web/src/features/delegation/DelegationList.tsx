/** Delegations as cards (phone first): who for whom, the dates, the state, and End while not ended. */
import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { DELEGATION_TEXT, type Delegation } from '@sahod/shared';
import { useConfirm } from '../../components/useConfirm';

const COLOR = { Running: 'green', Upcoming: 'blue', Ended: 'gray' } as const;
const STATE_TEXT = {
  Running: DELEGATION_TEXT.running,
  Upcoming: DELEGATION_TEXT.upcoming,
  Ended: DELEGATION_TEXT.ended,
} as const;

export function DelegationList({
  rows,
  showApprover,
  onEnd,
  canEnd,
}: {
  rows: readonly Delegation[];
  showApprover: boolean;
  onEnd: (id: number) => Promise<boolean>;
  canEnd: boolean;
}) {
  const confirm = useConfirm();
  if (rows.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {DELEGATION_TEXT.none}
      </Text>
    );
  return (
    <Stack gap="xs">
      {rows.map((d) => (
        <Card key={d.id} withBorder padding="xs" data-testid="delegation-row">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <div>
              <Text size="sm" fw={600}>
                {showApprover ? `${d.approver} → ${d.delegate}` : d.delegate}
              </Text>
              <Text size="sm" c="dimmed">
                {d.date_from === d.date_to ? d.date_from : `${d.date_from} – ${d.date_to}`}
              </Text>
            </div>
            <Group gap="xs" wrap="nowrap">
              <Badge color={COLOR[d.state]}>{STATE_TEXT[d.state]}</Badge>
              {canEnd && d.state !== 'Ended' && (
                <Button
                  size="compact-sm"
                  variant="light"
                  color="red"
                  onClick={async () => {
                    if (await confirm({ message: DELEGATION_TEXT.endConfirm })) await onEnd(d.id);
                  }}
                >
                  {DELEGATION_TEXT.end}
                </Button>
              )}
            </Group>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
