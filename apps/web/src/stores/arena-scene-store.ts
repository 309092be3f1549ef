import { createStore } from 'zustand/vanilla';
import type { ArenaInfoDto, ArenaOpponentDto } from '@rol/protocol/arena-routes';

/** What the arena scene draws: the player's seat and the opponents on offer with their squads. */
export interface ArenaSceneState {
  standing: ArenaInfoDto['standing'];
  opponents: readonly ArenaOpponentDto[];
}

/** Filled by the arena feature from its calls; the Arena scene only draws it. */
export const arenaSceneStore = createStore<ArenaSceneState>()(() => ({ standing: null, opponents: [] }));
