/** A job's result file (issue 28): a download button once the job is done and has one; 'File expired' once removed. */
import { Button, Text } from '@mantine/core';
import { JOBS_SCREEN_TEXT } from '@sahod/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { apiBlob } from '../../api/client';
import { notifyFailure } from '../../components/notify';
import { saveBlob } from '../employees/sections/documents/saveBlob';
import { jobQuery } from './api';

/** Saves GET /api/jobs/:id/file under its own name. */
export async function downloadJobFile(jobId: number, fallbackName: string): Promise<void> {
  const { blob, filename } = await apiBlob(`/jobs/${jobId}/file`);
  saveBlob(blob, filename ?? fallbackName);
}

export function JobFileButton({
  jobId,
  label,
  fallbackName,
}: {
  jobId: number;
  label: string;
  fallbackName: string;
}) {
  const job = useQuery(jobQuery(jobId));
  const [busy, setBusy] = useState(false);
  if (job.data?.state === 'done' && job.data.file_expired)
    return (
      <Text size="sm" c="dimmed">
        {JOBS_SCREEN_TEXT.fileExpired}
      </Text>
    );
  if (job.data?.state !== 'done' || !job.data.has_file) return null;
  return (
    <Button
      size="xs"
      loading={busy}
      onClick={async () => {
        setBusy(true);
        try {
          await downloadJobFile(jobId, fallbackName);
        } catch (error) {
          notifyFailure(error, 'Request failed');
        } finally {
          setBusy(false);
        }
      }}
    >
      {label}
    </Button>
  );
}
