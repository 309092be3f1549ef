import type { PlayerDto } from '@rol/protocol/player-dto';
import { UNLOCKS } from '@rol/rules/unlocks';

/**
 * The rate prompt asks once, when the player has seen enough of the game to judge it: from the
 * level the forum opens (where the review is written), never again once `metaData.rated` is set.
 */
export const RATE_PROMPT_LEVEL = UNLOCKS.forumLevel;

export function shouldAskToRate(player: Pick<PlayerDto, 'level' | 'metaData'>): boolean {
  return player.level >= RATE_PROMPT_LEVEL && player.metaData['rated'] !== true;
}
