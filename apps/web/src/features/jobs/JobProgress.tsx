/**
 * A job's progress card (issue 28 §1): its state, a progress bar with done / total and the time
 * left while it runs; when it ends, its result message (or error) until closed.
 */
import { Alert, Button, Card, Group, Progress, Stack, Text } from '@mantine/core';
import { JOB_TEXT, type Job, jobSecondsLeft } from '@sahod/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { isLive, jobQuery } from './api';

const resultMessage = (job: Job) =>
  job.result && typeof job.result === 'object' && 'message' in job.result ? String(job.result.message) : null;

export function JobProgress({
  jobId,
  title,
  onEnded,
  onClose,
}: {
  jobId: number;
  title: string;
  /** Called once when this screen sees the job end (refetch what it changed). */
  onEnded?: (job: Job) => void;
  onClose: () => void;
}) {
  const job = useQuery(jobQuery(jobId));
  const data = job.data;
  const ended = useRef<number | null>(null);
  useEffect(() => {
    if (data && !isLive(data) && ended.current !== data.id) {
      ended.current = data.id;
      onEnded?.(data);
    }
  }, [data, onEnded]);
  if (job.isError) return null;
  if (!data) return null;
  const live = isLive(data);
  const left = live ? jobSecondsLeft(data, Date.now()) : null;
  const percent = data.total > 0 ? (data.done / data.total) * 100 : 0;
  return (
    <Card withBorder padding="md" aria-label={title}>
      <Stack gap="xs">
        <Group justify="space-between">
          <Text fw={700}>
            {title}: {JOB_TEXT[data.state]}
          </Text>
          {!live && (
            <Button variant="subtle" size="xs" onClick={onClose}>
              Close
            </Button>
          )}
        </Group>
        {live && (
          <>
            <Progress value={percent} animated aria-label={`${title} progress`} />
            <Group justify="space-between">
              <Text size="sm">
                {data.done} / {data.total}
              </Text>
              {left !== null && (
                <Text size="sm" c="dimmed">
                  {JOB_TEXT.timeLeft(left)}
                </Text>
              )}
            </Group>
          </>
        )}
        {data.state === 'done' && resultMessage(data) && <Text c="green.8">{resultMessage(data)}</Text>}
        {data.state === 'failed' && data.error && (
          <Alert color="red" variant="light">
            {data.error}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
