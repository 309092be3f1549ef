import { create } from 'zustand';
import type { SceneKey } from '../events/game-events.ts';

/** Which loading screen the start shows. */
export type LoadingType = 'newPlayer' | 'road' | 'battle';

interface GameState {
  /** Phaser's Boot scene has run (the game chunk arrived). */
  bootStarted: boolean;
  /** Boot progress, 0..100 (100 once the Load scene has finished). */
  loadPercent: number;
  /** The Load scene has finished (the procedural textures and the fonts are ready). */
  assetsLoaded: boolean;
  loadingType: LoadingType | null;
  activeScene: SceneKey | null;
  gameStarted: boolean;
  /** The loading screen's shown percent, for the unload log. */
  shownPercent: number;
  /** The BootFix scene has taken over: it repairs and reloads, nothing else shows. */
  bootFix: boolean;
}

export const useGameStore = create<GameState>()(() => ({
  bootStarted: false,
  loadPercent: 0,
  assetsLoaded: false,
  loadingType: null,
  activeScene: null,
  gameStarted: false,
  shownPercent: 0,
  bootFix: false,
}));
