/**
 * The login screen's server status indicator (spec 4): /ping every 3 s; online on success; after a
 * failure that follows online, 'reconnecting' for 3 s, then offline; otherwise offline.
 */
import { pingResponseParser } from '@sahod/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useReducer } from 'react';
import { api } from '../api/client';
import { queryKeys } from '../api/queryKeys';

export const SERVER_POLL_MS = 3000;
export const RECONNECTING_MS = 3000;

export type ServerStatus = 'online' | 'reconnecting' | 'offline';
export type ServerStatusEvent = 'pingSucceeded' | 'pingFailed' | 'reconnectWindowEnded';

export function nextServerStatus(current: ServerStatus, event: ServerStatusEvent): ServerStatus {
  switch (event) {
    case 'pingSucceeded':
      return 'online';
    case 'pingFailed':
      // A failure while reconnecting keeps the window already running; it does not restart it.
      return current === 'offline' ? 'offline' : 'reconnecting';
    case 'reconnectWindowEnded':
      return current === 'reconnecting' ? 'offline' : current;
  }
}

export function useServerStatus(): ServerStatus {
  const [status, dispatch] = useReducer(nextServerStatus, 'offline');
  const ping = useQuery({
    queryKey: queryKeys.ping,
    queryFn: () => api.get('/ping', { quiet: true, schema: pingResponseParser }),
    refetchInterval: SERVER_POLL_MS,
    refetchIntervalInBackground: true,
    // The indicator must see every answer, including repeats of a failure.
    networkMode: 'always',
    gcTime: 0,
  });

  useEffect(() => {
    if (ping.dataUpdatedAt > 0) dispatch('pingSucceeded');
  }, [ping.dataUpdatedAt]);

  useEffect(() => {
    if (ping.errorUpdatedAt > 0) dispatch('pingFailed');
  }, [ping.errorUpdatedAt]);

  useEffect(() => {
    if (status !== 'reconnecting') return;
    const timer = setTimeout(() => dispatch('reconnectWindowEnded'), RECONNECTING_MS);
    return () => clearTimeout(timer);
  }, [status]);

  return status;
}
