import { useEffect, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { playerInfoQuery } from '../api/player-info.ts';
import { computeDisplayLayout, type DisplayLayout } from '../display/display-layout.ts';
import { softwareRenderer } from '../display/renderer-probe.ts';
import { heapLimitMb, useViewport } from '../display/viewport-watcher.ts';
import { gameBus } from '../events/game-events.ts';

/** The display layout for the viewport and the player's quality; Phaser hears of every change. */
export function useDisplayLayout(): DisplayLayout {
  const viewport = useViewport();
  const { data } = useQuery(playerInfoQuery);
  const quality = data?.quality ?? 'AUTO';
  const layout = useMemo(() => computeDisplayLayout(viewport, quality, heapLimitMb(), softwareRenderer()), [viewport, quality]);
  useEffect(() => {
    gameBus.emit('display:layout', layout);
  }, [layout]);
  return layout;
}
