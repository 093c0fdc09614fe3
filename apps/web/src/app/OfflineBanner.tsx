/**
 * 'You are offline' (issue 24 §3): shown while the device has no connection. The screens already
 * opened and the last payslip viewed still open from the service worker's cache.
 */
import { Alert } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';

export const OFFLINE_TEXT = {
  title: 'You are offline',
  body: 'Showing what this phone saved. Changes need a connection.',
} as const;

export function OfflineBanner() {
  const { online } = useNetwork();
  if (online) return null;
  return (
    <Alert color="yellow" title={OFFLINE_TEXT.title} mb="sm" role="status">
      {OFFLINE_TEXT.body}
    </Alert>
  );
}
