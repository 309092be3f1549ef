import { queryOptions } from '@tanstack/react-query';
import { FRONT_VERSION } from '@rol/protocol/game-version';
import type { PlayerInfoDto } from '@rol/protocol/player-dto';
import { sessionExistsRoute } from '@rol/protocol/player-routes';
import { api, session } from './api.ts';
import { PLAYER_INFO_PATH } from './api-client.ts';
import { isApiError } from './api-error.ts';
import { readKeepingPatches } from './player-patches.ts';

/** §4/§9: the player fetch is retried 3 times, then the connection page shows. */
export const PLAYER_INFO_RETRIES = 3;
export const playerInfoKey = ['player', 'info'] as const;

let firstFetch = true;

/**
 * GET /api/player/info/current: `init` marks the first fetch of a page load. A 401 means there is
 * no player yet (a newcomer): the answer is `null`, never an error (§7). A page that holds no
 * session value of its own (only, perhaps, the browser's cookie) asks first whether a session
 * exists, so a newcomer's first visit logs no refused call.
 */
export async function fetchPlayerInfo(): Promise<PlayerInfoDto | null> {
  const init = firstFetch;
  try {
    const held = session.get();
    if (!held.jsession && !held.authorization) {
      const { player } = await api.call(sessionExistsRoute);
      if (!player) return null;
    }
    const info = (await api.request('GET', PLAYER_INFO_PATH, { query: { frontVersion: FRONT_VERSION, init } })) as PlayerInfoDto;
    firstFetch = false;
    return info;
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

export function shouldRetryPlayerInfo(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && (error.code === 'RELOAD' || error.code === 'REDIRECT' || error.code === 'VERSION_OUTDATED')) return false;
  return failureCount < PLAYER_INFO_RETRIES;
}

export const playerInfoQuery = queryOptions({
  queryKey: playerInfoKey,
  queryFn: () => readKeepingPatches(fetchPlayerInfo),
  retry: shouldRetryPlayerInfo,
  staleTime: Number.POSITIVE_INFINITY,
  refetchOnWindowFocus: false,
  refetchOnReconnect: false,
});
