import type { PlayerInfoDto } from '@rol/protocol/player-dto';
import type { SceneStartRequest, SceneTransition } from '../events/game-events.ts';

export interface StartChoice {
  request: SceneStartRequest;
  /** Logged when the choice departs from §2 for now. */
  note: string | null;
}

/**
 * §2 after loading: a player with a battleId goes to the battle (through the battle loading scene,
 * which resumes it), a player with heroes to the road (`firstStart` on the first road of the page),
 * anyone else to character selection. `openingDue`: the story's opening plays before the road.
 * `snowWalking`: the player walks the snow world, whose scene takes the road's place (after a snow
 * monster's battle too). `inArena`: the player visits the arena, whose scene likewise takes the
 * road's place (after an arena battle too).
 */
export function chooseStartScene(
  info: PlayerInfoDto | null,
  firstRoad: boolean,
  transition: SceneTransition,
  openingDue = false,
  snowWalking = false,
  inArena = false,
): StartChoice {
  if (info === null || info.player.creatures.length === 0) {
    return { request: { key: 'CharacterSelection', transition }, note: null };
  }
  if (info.player.battleId !== null) return { request: { key: 'BattleLoading', transition }, note: null };
  // The story's opening (part 1) plays before a new player's first road (docs/story-and-scenes.md).
  if (openingDue) return { request: { key: 'Cutscene', data: { part: 1 }, transition }, note: null };
  if (snowWalking) return { request: { key: 'SnowWorld', transition }, note: null };
  if (inArena) return { request: { key: 'Arena', transition }, note: null };
  return { request: { key: 'Road', data: { firstStart: firstRoad }, transition }, note: null };
}
