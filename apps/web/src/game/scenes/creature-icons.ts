import { creatureIcon } from '../../art/creature-icon.ts';
import type { IconName } from '../../art/icons.ts';
import { playerStore } from '../../stores/player-store.ts';

/** The textures the creature scene draws: the drawing of each of the player's heroes. */
export function creatureSceneIcons(): IconName[] {
  return [...new Set((playerStore.getState().info?.player.creatures ?? []).map((c) => creatureIcon(c)))];
}
