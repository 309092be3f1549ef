import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { mailBlockListRoute, mailBlockRoute, mailUnblockRoute } from '@rol/protocol/mail-routes';
import { api } from '../api/api.ts';

/**
 * The player's block list (§2 "black list", §4 "block and unblock others in mail"), shared by chat
 * (messages of blocked players are hidden) and mail (the list, block and unblock).
 */
export const blockListKey = ['mail', 'blocks'] as const;

export const blockListQuery = queryOptions({
  queryKey: blockListKey,
  queryFn: () => api.call(mailBlockListRoute),
  staleTime: 60_000,
});

const NONE: ReadonlySet<number> = new Set();
const toIds = (answer: { players: readonly { playerId: number }[] }): ReadonlySet<number> => new Set(answer.players.map((p) => p.playerId));

/** The ids of the players the reader has blocked (empty until the list arrives). */
export function useBlockedIds(): ReadonlySet<number> {
  const { data } = useQuery({ ...blockListQuery, select: toIds });
  return data ?? NONE;
}

/** Block or unblock a player; the list is refetched after either. */
export function useBlockToggle() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ playerId, block }: { playerId: number; block: boolean }) =>
      api.call(block ? mailBlockRoute : mailUnblockRoute, { params: { id: playerId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: blockListKey }),
  });
}
