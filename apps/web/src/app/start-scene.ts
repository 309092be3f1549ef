import type { PlayerInfoDto } from '@rol/protocol/player-dto';
import type { SceneStartRequest, SceneTransition } from '../events/game-events.ts';

export interface StartChoice {
  request: SceneStartRequest;
  /** Logged when the choice departs from §2 for now. */
  note: string | null;
}

/**
 * §2 after loading: a player with a battleId goes to the battle scene, a player with heroes to
 * the road (`firstStart` on the first road of the page), anyone else to character selection.
 * The battle scene arrives with a later issue: until then such a player goes to the road.
 */
export function chooseStartScene(info: PlayerInfoDto | null, firstRoad: boolean, transition: SceneTransition): StartChoice {
  if (info === null || info.player.creatures.length === 0) {
    return { request: { key: 'CharacterSelection', transition }, note: null };
  }
  const note =
    info.player.battleId !== null ? `player ${info.player.id} has battle ${info.player.battleId}; the battle scene is not built yet, showing the road` : null;
  return { request: { key: 'Road', data: { firstStart: firstRoad }, transition }, note };
}
