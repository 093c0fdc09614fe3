/**
 * Group Details' Approval Reminders (issue 27 §2): each company's 'remind approvers after N working
 * days' (default 2), beside its work week; checked with the shared schema, saved after confirmation.
 */
import { Alert, Button, Group, NumberInput, Paper, Stack, Text } from '@mantine/core';
import {
  MSG,
  REMINDER_MSG,
  REMINDER_TEXT,
  type ReminderSetting,
  reminderSettingWriteSchema,
} from '@sahod/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LoadingText } from '../../app/ModuleGuard';
import { usePermission } from '../../app/permissions';
import { useConfirm } from '../../components/useConfirm';
import { reminderSettingsQuery, useSaveReminderDays } from './api';

function ReminderCard({ row }: { row: ReminderSetting }) {
  const permissions = usePermission();
  const confirm = useConfirm();
  const save = useSaveReminderDays();
  const [days, setDays] = useState<number | string>(row.days);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async () => {
    const parsed = reminderSettingWriteSchema.safeParse({ company_id: row.company_id, days: Number(days) });
    if (!parsed.success || days === '') {
      setProblem(parsed.success ? REMINDER_MSG.days : (parsed.error.issues[0]?.message ?? REMINDER_MSG.days));
      return;
    }
    setProblem(null);
    if (await confirm({ message: MSG.saveConfirm })) await save.run(parsed.data);
  };
  return (
    <Paper withBorder radius="md" p="md" data-testid={`reminders-${row.company_id}`}>
      <Stack gap="xs">
        <Text fw={600}>{row.company}</Text>
        {problem && <Alert color="red">{problem}</Alert>}
        <Group align="flex-end" gap="sm">
          <NumberInput
            label={REMINDER_TEXT.label}
            value={days}
            onChange={setDays}
            min={1}
            max={60}
            allowDecimal={false}
            disabled={!permissions.update}
            w={340}
          />
          {permissions.update && (
            <Button onClick={() => void submit()} loading={save.pending} disabled={Number(days) === row.days}>
              {REMINDER_TEXT.save}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

export function ApprovalRemindersSection() {
  const { data, isPending } = useQuery(reminderSettingsQuery);
  return (
    <Stack gap="sm" mt="md">
      <Text size="sm" c="dimmed">
        {REMINDER_TEXT.note}
      </Text>
      {isPending ? (
        <LoadingText />
      ) : (
        (data ?? []).map((row) => <ReminderCard key={`${row.company_id}-${row.days}`} row={row} />)
      )}
    </Stack>
  );
}
