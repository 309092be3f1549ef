import { useState } from 'react';
import { moveId, orderByStored } from '../storage/creature-order.ts';
import { localStore, type CreaturePanel } from '../storage/local-store.ts';

/**
 * The heroes of a panel in the player's own order (kept in local storage per panel), and `move`,
 * which moves one hero a place towards the start (−1) or the end (+1) and stores the new order.
 */
export function useCreatureOrder<T extends { id: number }>(panel: CreaturePanel, creatures: readonly T[]) {
  const [stored, setStored] = useState(() => localStore.creatureOrder(panel));
  const ordered = orderByStored(creatures, stored);
  const move = (id: number, delta: -1 | 1) => {
    const ids = moveId(
      ordered.map((c) => c.id),
      id,
      delta,
    );
    setStored(ids);
    localStore.setCreatureOrder(panel, ids);
  };
  return { ordered, move };
}
