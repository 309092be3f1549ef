import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { playerInfoQuery } from '../api/player-info.ts';

/**
 * The server's clock (ms) as the player info last told it, moved on by the time passed since;
 * ticks every `tickMs`. Timers shown to the player (health, mines, the daily reward) count with it.
 */
export function useServerNow(tickMs = 1000): number {
  const { data: info, dataUpdatedAt } = useQuery(playerInfoQuery);
  const base = info?.serverTimeMs ?? 0;
  const [now, setNow] = useState(base);
  useEffect(() => {
    const update = () => setNow(base + (Date.now() - (dataUpdatedAt || Date.now())));
    update();
    const timer = setInterval(update, tickMs);
    return () => clearInterval(timer);
  }, [base, dataUpdatedAt, tickMs]);
  return now;
}
