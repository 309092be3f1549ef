import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationListRoute, notificationRemoveRoute, notificationResetRoute } from '@rol/protocol/notification-routes';
import { api } from '../../api/api.ts';
import { patchPlayer } from '../../api/player-cache.ts';

/** The key the realtime bridge refreshes when a notification arrives live. */
export const NOTIFICATIONS_KEY = ['notifications'] as const;

export function useNotifications() {
  return useInfiniteQuery({
    queryKey: NOTIFICATIONS_KEY,
    initialPageParam: 0,
    queryFn: ({ pageParam }) => api.call(notificationListRoute, { query: { page: pageParam } }),
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    retry: false,
  });
}

export function useNotificationActions() {
  const client = useQueryClient();
  const remove = useMutation({
    mutationFn: (id: number) => api.call(notificationRemoveRoute, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
  const reset = useMutation({
    mutationFn: () => api.call(notificationResetRoute),
    onSuccess: (flags) => patchPlayer(client, flags),
  });
  return { remove, reset };
}
