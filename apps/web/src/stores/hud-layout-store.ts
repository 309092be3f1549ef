import { create } from 'zustand';

/**
 * What the road HUD's layout leaves free, for overlays of other features that must not cover its
 * buttons: `bottomRows` is how many CSS pixels the HUD's bottom rows (squad, stair, chat, mail, the
 * community and world buttons) take from the stage's bottom edge up; 0 while no HUD is measured.
 * `menuOpen`: a list the HUD unfolds (the shops menu) is open; notes over the road step aside.
 */
export const hudLayoutStore = create<{ bottomRows: number; menuOpen: boolean }>()(() => ({ bottomRows: 0, menuOpen: false }));
