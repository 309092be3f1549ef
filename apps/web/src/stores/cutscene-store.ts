import { createStore } from 'zustand/vanilla';

/** Where a cutscene was asked from: the start of the page (the opening) or the road. */
export type CutsceneOrigin = 'start' | 'road';

export interface CutsceneState {
  /** The story part playing (1..10), null when none is. */
  part: number | null;
  /** The panel shown, 0-based (one panel per line of the part's text). */
  panel: number;
  origin: CutsceneOrigin;
  /** Parts finished or skipped on this page (the server's markers may still be on their way). */
  finished: readonly number[];
}

/** The cutscene playing: the cutscene feature (React) drives it, the Cutscene scene draws it. */
export const cutsceneStore = createStore<CutsceneState>()(() => ({ part: null, panel: 0, origin: 'road', finished: [] }));
