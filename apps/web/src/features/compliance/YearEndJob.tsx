/**
 * BIR 2316 for everyone (ZIP) and the alphalist as jobs (issue 28): the card's start button, the
 * job's progress (done / total, time left) and, when it is done, the file. The last job started for
 * the company and year is remembered in this browser, so leaving the screen and coming back shows it.
 */
import { Button, Group, Stack } from '@mantine/core';
import { jobStartedSchema } from '@sahod/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../api/client';
import { notifyFailure } from '../../components/notify';
import { isLive, jobQuery, useRememberedJob } from '../jobs/api';
import { JobFileButton } from '../jobs/JobFileButton';
import { JobProgress } from '../jobs/JobProgress';
import { YEAR_END_TEXT } from './yearEndTexts';

type Kind = 'bir2316' | 'alphalist';

export function startYearEndJob(kind: Kind, companyId: string, year: string) {
  return api.post(`/compliance/${kind}/jobs`, {
    body: { company_id: Number(companyId), year: Number(year) },
    schema: jobStartedSchema,
  });
}

export function YearEndJob({
  kind,
  companyId,
  year,
  label,
}: {
  kind: Kind;
  companyId: string;
  year: string;
  /** The start button's label (the job card's title too). */
  label: string;
}) {
  const queryClient = useQueryClient();
  const [jobId, setJobId] = useRememberedJob(`${kind}.${companyId}.${year}`);
  const job = useQuery({ ...jobQuery(jobId ?? 0), enabled: jobId !== null });
  const start = useMutation({
    mutationFn: () => startYearEndJob(kind, companyId, year),
    onSuccess: (started) => setJobId(started.job_id),
    onError: (error) => notifyFailure(error, 'Request failed'),
  });
  const ended = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: ['compliance', 'files', companyId] });
  }, [queryClient, companyId]);
  const live = jobId !== null && isLive(job.data);
  return (
    <Stack gap="xs">
      <Group>
        <Button size="xs" loading={start.isPending} disabled={live} onClick={() => start.mutate()}>
          {label}
        </Button>
        {jobId !== null && (
          <JobFileButton
            jobId={jobId}
            label={YEAR_END_TEXT.downloadFile}
            fallbackName={kind === 'bir2316' ? `BIR2316_${year}.zip` : `${year}1604C.DAT`}
          />
        )}
      </Group>
      {jobId !== null && (
        <JobProgress jobId={jobId} title={label} onEnded={ended} onClose={() => setJobId(null)} />
      )}
    </Stack>
  );
}
