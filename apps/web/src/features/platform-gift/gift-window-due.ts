import type { SceneKey } from '../../events/game-events.ts';

/**
 * Whether the platform gift's window opens now. The gift is accepted at start, before the player is
 * fetched; its window waits until the player is in the game: on the road (a newcomer has chosen a
 * hero and seen the opening story), with no other window open over it. Never over the character
 * selection, the loading screen or a battle.
 */
export function giftWindowDue(gift: unknown, scene: SceneKey | null, windowsOpen: number): boolean {
  return gift !== null && scene === 'Road' && windowsOpen === 0;
}
