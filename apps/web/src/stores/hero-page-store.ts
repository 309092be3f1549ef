import { createStore } from 'zustand/vanilla';

/** Which hero the hero page (and the creature scene behind it) shows; null when none is open. */
export const heroPageStore = createStore<{ creatureId: number | null }>()(() => ({ creatureId: null }));
