import { useEffect } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { newsCreatureResetRoute, newsRoadResetRoute } from '@rol/protocol/news-routes';
import { api } from './api.ts';
import { patchPlayer } from './player-cache.ts';

/**
 * The road and creature news marks (red dots lit by news of that kind): the window that shows the
 * news clears its mark once it has opened with the mark lit — the manual the road's
 * (`player/news/road/reset`), the heroes window the creatures' (`player/news/creature/reset`).
 * Returns whether the mark was lit when the window opened (so it may still point at the news).
 */
export function useNewsMarkSeen(kind: 'road' | 'creature', lit: boolean | undefined): boolean {
  const client = useQueryClient();
  const reset = useMutation({
    mutationFn: () => api.call(kind === 'road' ? newsRoadResetRoute : newsCreatureResetRoute),
    onSuccess: (flags) => patchPlayer(client, flags),
  });
  const { mutate, isIdle } = reset;
  useEffect(() => {
    if (lit === true && isIdle) mutate();
  }, [lit, isIdle, mutate]);
  return !isIdle || lit === true;
}
