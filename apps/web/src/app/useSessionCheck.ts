/**
 * Spec 4: while logged in, every 5 seconds a server check runs; when it fails the alert
 * 'Disconnected from server, log in again.' is shown, the token removed and the user sent to /.
 * The check also carries scheduled maintenance, shown with a live countdown (MaintenanceNotice).
 */
import { MSG } from '@sahod/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { notifyError } from '../components/notify';
import { useMaintenanceNotice } from './MaintenanceNotice';
import { clearToken, getToken, useToken } from './session';
import { SESSION_CHECK_MS, verifyQuery } from './sessionQueries';

export function useSessionCheck(): void {
  const token = useToken();
  const navigate = useNavigate();
  const check = useQuery({
    ...verifyQuery,
    enabled: token !== null,
    refetchInterval: SESSION_CHECK_MS,
    refetchIntervalInBackground: true,
    networkMode: 'always',
  });

  useMaintenanceNotice(check.data?.maintenance, check.dataUpdatedAt);

  useEffect(() => {
    if (check.errorUpdatedAt === 0 || getToken() === null) return;
    // A phone without a connection stays signed in ('You are offline', issue 24 §3): only a
    // server that cannot be reached while the device is online ends the session (spec 4).
    if (typeof navigator !== 'undefined' && navigator.onLine === false) return;
    notifyError(MSG.disconnected);
    clearToken();
    navigate('/', { replace: true });
  }, [check.errorUpdatedAt, navigate]);
}
