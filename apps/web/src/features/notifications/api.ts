/** The bell's notifications and this device's Web Push subscription. */
import { messageResponseSchema, notificationListSchema, pushKeySchema } from '@sahod/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';

export const notificationKeys = {
  all: ['notifications'] as const,
  list: () => [...notificationKeys.all, 'list'] as const,
};

/** How often the bell looks for new notices (a push, when allowed, tells the phone sooner). */
export const BELL_REFRESH_MS = 30_000;

export const notificationsQuery = queryOptions({
  queryKey: notificationKeys.list(),
  queryFn: () => api.get('/me/notifications', { quiet: true, schema: notificationListSchema }),
  refetchInterval: BELL_REFRESH_MS,
});

export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids?: number[]) =>
      api.post('/me/notifications/read', { body: ids ? { ids } : {}, schema: messageResponseSchema }),
    onSettled: () => client.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

export const pushKey = () => api.get('/me/push/key', { schema: pushKeySchema });
export const savePushSubscription = (subscription: PushSubscriptionJSON) =>
  api.post('/me/push/subscribe', { body: subscription, schema: messageResponseSchema });
export const removePushSubscription = (endpoint: string) =>
  api.post('/me/push/unsubscribe', { body: { endpoint }, schema: messageResponseSchema });
