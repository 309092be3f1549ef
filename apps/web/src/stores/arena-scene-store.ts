import { createStore } from 'zustand/vanilla';
import type { ArenaInfoDto, ArenaOpponentDto } from '@rol/protocol/arena-routes';

/** What the arena scene draws: the player's seat and the opponents on offer with their squads. */
export interface ArenaSceneState {
  standing: ArenaInfoDto['standing'];
  opponents: readonly ArenaOpponentDto[];
  /**
   * The player is in the arena: the start sequence shows its scene instead of the road, and again
   * after an arena battle. Set by the road's arena button (and by leaving an arena battle), cleared
   * by the arena's road button.
   */
  visiting: boolean;
}

/** Filled by the arena feature from its calls; the Arena scene only draws it. */
export const arenaSceneStore = createStore<ArenaSceneState>()(() => ({
  standing: null,
  opponents: [],
  visiting: false,
}));
