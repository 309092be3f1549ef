import { PLACE_LANES, ROAD_WIDTH } from '@rol/rules/road/coordinates';
import { SWAY_PX } from '../../game/road/road-geometry.ts';

/** Half the biggest place box the road layer shows (road-painter's `placeBoxSize('BIG')`: 84 + 6). */
const PLACE_HALF_BOX = 45;
/** The right column's reach into the HUD from its right edge: a 44 px button, its 2 px ring, 8 px padding. */
export const SHOP_COLUMN_PX = 54;

/** The farthest right a place's box reaches, in reference pixels: the outer lane swayed right. */
export const PLACE_REACH = Math.max(...PLACE_LANES) + SWAY_PX + PLACE_HALF_BOX;

/**
 * Whether the shop buttons fold into one menu button in the HUD's top bar: when a column of them
 * at the right edge of a HUD `hudWidth` CSS pixels wide would stand over places of the road (the
 * road is drawn across the stage's width, so its places grow with it and the column does not), or
 * when the HUD is too low for a column of `buttons` buttons.
 */
export function shopsFolded(hudWidth: number, hudHeight = Number.POSITIVE_INFINITY, buttons = 0): boolean {
  if (hudWidth - SHOP_COLUMN_PX < (PLACE_REACH * hudWidth) / ROAD_WIDTH) return true;
  return hudHeight < HUD_FRAME_PX + buttons * SHOP_BUTTON_STEP_PX;
}

/** One button of the column and the gap below it. */
export const SHOP_BUTTON_STEP_PX = 54;
/**
 * The HUD's height that is not the column's: the top bar above it and the chat, mail and squad row
 * below. A column taller than what is left folds too, rather than running under the bottom row.
 */
export const HUD_FRAME_PX = 210;
