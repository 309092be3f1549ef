import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { playerInfoQuery } from '../../api/player-info.ts';
import { useGameStore } from '../../stores/game-store.ts';
import { useWindowStore } from '../../stores/window-store.ts';

/**
 * Pops the offers window up when the player info holds an offer whose window was not seen yet, as
 * soon as the player is on the road with no window open; the window marks what it shows seen, so
 * each offer pops up once.
 */
export function useOfferPopup(): void {
  const { data: info } = useQuery(playerInfoQuery);
  const onRoad = useGameStore((s) => s.activeScene === 'Road');
  const idle = useWindowStore((s) => s.stack.length === 0);
  useEffect(() => {
    if (!info || !onRoad || !idle || info.player.ban !== null) return;
    if (info.player.offers.some((offer) => !offer.seen)) useWindowStore.getState().open('offers');
  }, [info, onRoad, idle]);
}
