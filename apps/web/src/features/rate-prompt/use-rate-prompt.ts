import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { playerInfoQuery } from '../../api/player-info.ts';
import { useGameStore } from '../../stores/game-store.ts';
import { useWindowStore } from '../../stores/window-store.ts';
import { shouldAskToRate } from './rate-prompt-rules.ts';

/** Opens the rate prompt once, on the road with no other window open, when the rules say so. */
export function useRatePrompt(): void {
  const { data: info } = useQuery(playerInfoQuery);
  const onRoad = useGameStore((s) => s.activeScene === 'Road');
  const idle = useWindowStore((s) => s.stack.length === 0);
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current || !info || !onRoad || !idle || info.player.ban !== null) return;
    if (!shouldAskToRate(info.player)) return;
    asked.current = true;
    useWindowStore.getState().open('rate-prompt');
  }, [info, onRoad, idle]);
}
