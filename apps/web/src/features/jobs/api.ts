/** Jobs (issue 28 §1): a long operation's state, polled while it runs; the last one is remembered. */
import { type Job, jobSchema } from '@sahod/shared';
import { queryOptions } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { api } from '../../api/client';

export const jobKeys = {
  all: ['jobs'] as const,
  one: (id: number) => ['jobs', id] as const,
};

export const isLive = (job: Pick<Job, 'state'> | undefined) =>
  job?.state === 'queued' || job?.state === 'running';

/** A job, polled every second while it is queued or running. */
export const jobQuery = (id: number) =>
  queryOptions({
    queryKey: jobKeys.one(id),
    queryFn: () => api.get(`/jobs/${id}`, { schema: jobSchema }),
    refetchInterval: (query) => (isLive(query.state.data) ? 1000 : false),
  });

const storageKey = (slot: string) => `sahod.job.${slot}`;

/** The id of the last job started from a screen (kept in this browser), so leaving and coming back shows it. */
export function useRememberedJob(slot: string): [number | null, (id: number | null) => void] {
  const [id, setId] = useState<number | null>(() => {
    const stored = Number(window.localStorage.getItem(storageKey(slot)));
    return Number.isInteger(stored) && stored > 0 ? stored : null;
  });
  const remember = useCallback(
    (next: number | null) => {
      if (next === null) window.localStorage.removeItem(storageKey(slot));
      else window.localStorage.setItem(storageKey(slot), String(next));
      setId(next);
    },
    [slot],
  );
  return [id, remember];
}
