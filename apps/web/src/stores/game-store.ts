import { create } from 'zustand';
import type { LoadingType } from '../loading/loading-progress.ts';
import type { SceneKey } from '../events/game-events.ts';

interface GameState {
  /** Phaser's Boot scene has run (the game chunk arrived). */
  bootStarted: boolean;
  /** Phaser loader progress, 0..100. */
  loadPercent: number;
  /** The Load scene has finished (assets and fonts ready). */
  assetsLoaded: boolean;
  loadingType: LoadingType | null;
  activeScene: SceneKey | null;
  gameStarted: boolean;
  /** The loading screen's shown percent, for the unload log. */
  shownPercent: number;
}

export const useGameStore = create<GameState>()(() => ({
  bootStarted: false,
  loadPercent: 0,
  assetsLoaded: false,
  loadingType: null,
  activeScene: null,
  gameStarted: false,
  shownPercent: 0,
}));
