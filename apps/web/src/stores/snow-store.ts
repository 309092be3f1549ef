import { createStore } from 'zustand/vanilla';
import type { SnowWorldDto } from '@rol/protocol/snow-world-routes';

export interface SnowState {
  /** The snow world as the server last answered it (the scene draws it). */
  world: SnowWorldDto | null;
  /**
   * The player walks the snow world: the start sequence shows its scene instead of the road (and
   * again after a snow monster's battle). Set by entering or walking on, cleared by going back.
   */
  walking: boolean;
}

export const snowStore = createStore<SnowState>(() => ({ world: null, walking: false }));
