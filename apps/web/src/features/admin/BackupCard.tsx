/**
 * Scheduled backups in the Admin Panel (issue 25 §1): the schedule, the next run and the last
 * result; a failed backup shows in red with the server's message.
 */
import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import { backupStatusSchema, formatManilaDateTime } from '@sahod/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { ADMIN_TEXT } from './texts';

export function BackupCard() {
  const { data } = useQuery({
    queryKey: ['admin', 'backup'],
    queryFn: () => api.get('/admin/backup', { schema: backupStatusSchema }),
    refetchInterval: 60_000,
  });
  if (!data) return null;
  const last = data.last;
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs">
        <Title order={4}>{ADMIN_TEXT.backupTitle}</Title>
        <Text size="sm">
          {data.schedule && data.nextRun
            ? ADMIN_TEXT.backupSchedule(
                data.schedule,
                formatManilaDateTime(data.nextRun),
                data.keep,
                data.dir,
              )
            : ADMIN_TEXT.backupOff}
        </Text>
        {!last && (
          <Text size="sm" c="dimmed">
            {ADMIN_TEXT.backupNone}
          </Text>
        )}
        {last?.status === 'ok' && (
          <Alert color="green" title={ADMIN_TEXT.backupOk}>
            {ADMIN_TEXT.backupOkLine(
              formatManilaDateTime(last.finishedAt ?? last.startedAt ?? ''),
              last.file ?? '',
              last.size ?? 0,
            )}
          </Alert>
        )}
        {last?.status === 'running' && (
          <Alert color="blue">{ADMIN_TEXT.backupRunning(formatManilaDateTime(last.startedAt ?? ''))}</Alert>
        )}
        {last?.status === 'failed' && (
          <Alert color="red" title={ADMIN_TEXT.backupFailed}>
            {ADMIN_TEXT.backupFailedLine(
              formatManilaDateTime(last.finishedAt ?? last.startedAt ?? ''),
              last.message ?? '',
            )}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
