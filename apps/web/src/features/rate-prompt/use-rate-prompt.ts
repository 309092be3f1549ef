import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { playerInfoQuery } from '../../api/player-info.ts';
import { useGameStore } from '../../stores/game-store.ts';
import { useWindowStore } from '../../stores/window-store.ts';
import { shouldAskToRate } from './rate-prompt-rules.ts';

/**
 * Opens the rate prompt at a happy moment: after a level-up seen in this session (from the prompt's
 * level on, never once answered), as soon as the player is back on the road with no window open.
 */
export function useRatePrompt(): void {
  const { data: info } = useQuery(playerInfoQuery);
  const onRoad = useGameStore((s) => s.activeScene === 'Road');
  const idle = useWindowStore((s) => s.stack.length === 0);
  const seenLevel = useRef<number | null>(null);
  const pending = useRef(false);
  useEffect(() => {
    if (!info) return;
    const { level } = info.player;
    if (seenLevel.current !== null && level > seenLevel.current && shouldAskToRate(info.player)) pending.current = true;
    seenLevel.current = level;
    if (!pending.current || !onRoad || !idle || info.player.ban !== null) return;
    pending.current = false;
    useWindowStore.getState().open('rate-prompt');
  }, [info, onRoad, idle]);
}
