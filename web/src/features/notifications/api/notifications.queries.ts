import { ZNotificationsResponse } from '@mp/contracts/notifications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export const notificationKeys = {
  all: ['notifications'] as const,
  list: (merchantId: number) => [...notificationKeys.all, 'list', merchantId] as const,
};

export const notificationsQuery = (merchantId: number) =>
  queryOptions({
    queryKey: notificationKeys.list(merchantId),
    queryFn: () => apiGet('/Notification/GetNotifications', ZNotificationsResponse),
    // Shown once per visit: a refetch must not bring the dialog back with other content.
    staleTime: Infinity,
    retry: false,
    // Notifications are a courtesy: when the call fails the portal shows nothing, not an error modal.
    meta: { handlesErrors: true },
  });

/** Asked only when the notifications flag is on (spec 1 §7). */
export const useNotifications = (merchantId: number, enabled: boolean) =>
  useQuery({ ...notificationsQuery(merchantId), enabled });
