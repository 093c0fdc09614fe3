/**
 * Backups in the Admin Panel (issue 25 §1): the schedule, the next run and the last result; a
 * failed backup shows in red with the server's message. Back up now (issue 28) queues a backup job;
 * its progress shows here, also after leaving the screen, and for a scheduled backup while it runs.
 */
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { backupStatusSchema, formatManilaDateTime, jobStartedSchema } from '@sahod/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../api/client';
import { usePermission } from '../../app/permissions';
import { notifyFailure } from '../../components/notify';
import { useRememberedJob } from '../jobs/api';
import { JobProgress } from '../jobs/JobProgress';
import { ADMIN_TEXT } from './texts';

const backupKey = ['admin', 'backup'] as const;

export function BackupCard() {
  const { update } = usePermission();
  const queryClient = useQueryClient();
  const { data } = useQuery({
    queryKey: backupKey,
    queryFn: () => api.get('/admin/backup', { schema: backupStatusSchema }),
    // Every 5 s while a backup runs (its job's progress polls on its own), else every minute.
    refetchInterval: (query) => (query.state.data?.job_id ? 5_000 : 60_000),
  });
  const [remembered, remember] = useRememberedJob('backup');
  const refresh = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: backupKey }),
    [queryClient],
  );
  const start = useMutation({
    mutationFn: () => api.post('/admin/backup', { schema: jobStartedSchema }),
    onSuccess: (started) => {
      remember(started.job_id);
      refresh();
    },
    // 409: a backup is already running; the card then shows that one's progress.
    onError: (error) => {
      notifyFailure(error, 'Request failed');
      refresh();
    },
  });
  if (!data) return null;
  const last = data.last;
  const jobId = data.job_id ?? remembered;
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={4}>{ADMIN_TEXT.backupTitle}</Title>
          {update && (
            <Button
              size="xs"
              onClick={() => start.mutate()}
              loading={start.isPending}
              disabled={data.job_id !== null}
            >
              {ADMIN_TEXT.backupNow}
            </Button>
          )}
        </Group>
        {jobId !== null && (
          <JobProgress
            key={jobId}
            jobId={jobId}
            title={ADMIN_TEXT.backupTitle}
            onEnded={refresh}
            onClose={() => remember(null)}
          />
        )}
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
        {last?.status === 'running' && jobId === null && (
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
