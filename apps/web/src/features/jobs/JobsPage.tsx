/**
 * Settings > Jobs (issue 28): the long operations the user started (administrators: everyone's),
 * newest first: kind, who, when, progress (done / total, time left), state, the result or error,
 * and the result file when one waits on the job ('File expired' once the retention sweep removed
 * it). E-mail payslips is listed too, its progress counted from the e-mail queue by the server.
 * Refreshes every 2 s while any job is queued or running.
 */
import { Anchor, Progress, Stack, Table, Text, Title } from '@mantine/core';
import {
  formatManilaDateTime,
  JOB_KIND_LABEL,
  JOB_TEXT,
  JOBS_SCREEN_TEXT,
  type JobListItem,
  jobListItemSchema,
  jobSecondsLeft,
} from '@sahod/shared';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api, apiBlob } from '../../api/client';
import { notifyFailure } from '../../components/notify';
import { saveBlob } from '../employees/sections/documents/saveBlob';
import { isLive, jobKeys } from './api';

const STATE_COLOR = { queued: 'gray', running: 'blue', done: 'green', failed: 'red' } as const;

const outcome = (job: JobListItem): string => {
  if (job.state === 'failed') return job.error ?? '';
  if (job.result && typeof job.result.message === 'string') return job.result.message;
  return job.error ?? '';
};

async function download(job: JobListItem) {
  try {
    const { blob, filename } = await apiBlob(`/jobs/${job.id}/file`);
    saveBlob(blob, filename ?? `job-${job.id}`);
  } catch (error) {
    notifyFailure(error, 'Request failed');
  }
}

/** The time left at the rate so far, once there is a rate. */
function TimeLeft({ job }: { job: JobListItem }) {
  const left = jobSecondsLeft(job, Date.now());
  if (left === null) return null;
  return (
    <Text size="xs" c="dimmed">
      {JOB_TEXT.timeLeft(left)}
    </Text>
  );
}

export function JobsPage() {
  // all=1: an administrator sees everyone's jobs; the server answers anyone else with their own.
  const jobs = useQuery({
    queryKey: [...jobKeys.all, 'list'],
    queryFn: () => api.get('/jobs', { query: { all: '1' }, schema: z.array(jobListItemSchema) }),
    refetchInterval: (query) => (query.state.data?.some(isLive) ? 2_000 : false),
  });
  const rows = jobs.data ?? [];
  return (
    <Stack gap="md">
      <Title order={2}>{JOBS_SCREEN_TEXT.title}</Title>
      <Text>{JOBS_SCREEN_TEXT.intro}</Text>
      {jobs.data && rows.length === 0 && <Text c="dimmed">{JOBS_SCREEN_TEXT.empty}</Text>}
      {rows.length > 0 && (
        <Table.ScrollContainer minWidth={900}>
          <Table striped withTableBorder aria-label={JOBS_SCREEN_TEXT.title}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Job</Table.Th>
                <Table.Th>Started by</Table.Th>
                <Table.Th>Started</Table.Th>
                <Table.Th>Progress</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Result</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((job) => (
                <Table.Tr key={job.id}>
                  <Table.Td>{JOB_KIND_LABEL[job.kind] ?? job.kind}</Table.Td>
                  <Table.Td>{job.created_by_name ?? JOBS_SCREEN_TEXT.server}</Table.Td>
                  <Table.Td>{formatManilaDateTime(job.created_at)}</Table.Td>
                  <Table.Td miw={140}>
                    <Stack gap={2}>
                      <Progress
                        value={job.total > 0 ? (job.done / job.total) * 100 : 0}
                        animated={isLive(job)}
                        color={job.state === 'failed' ? 'red' : undefined}
                        aria-label={`Job ${job.id} progress`}
                      />
                      <Text size="xs">
                        {job.done} / {job.total}
                      </Text>
                      {isLive(job) && <TimeLeft job={job} />}
                    </Stack>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" fw={600} c={STATE_COLOR[job.state]} style={{ whiteSpace: 'nowrap' }}>
                      {JOB_TEXT[job.state]}
                    </Text>
                    {job.attempts > 1 && <Text size="xs">Tries: {job.attempts}</Text>}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" c={job.state === 'failed' ? 'red' : undefined}>
                      {outcome(job)}
                    </Text>
                    {job.has_file && (
                      <Anchor component="button" size="sm" onClick={() => void download(job)}>
                        {JOBS_SCREEN_TEXT.download}
                      </Anchor>
                    )}
                    {job.file_expired && (
                      <Text size="sm" c="dimmed">
                        {JOBS_SCREEN_TEXT.fileExpired}
                      </Text>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
