import { gameBus } from '../../events/game-events.ts';
import { waitPlayback } from '../../events/wait-playback.ts';
import { battleStore, initialBattleState } from '../../stores/battle-store.ts';
import { playerStore } from '../../stores/player-store.ts';
import { battleCalls, battleFailure } from './battle-api.ts';
import { BattleController } from './battle-controller.ts';

/**
 * The controller of the battle now showing. It outlives the swap from the battle loading scene to
 * the battle scene (their panels remount); a new battle starts a new one.
 */
let active: BattleController | null = null;
let offTap: (() => void) | null = null;

export function startBattleSession(): BattleController {
  endBattleSession();
  battleStore.setState(initialBattleState);
  const controller = new BattleController({
    calls: battleCalls,
    store: battleStore,
    heroes: () => playerStore.getState().info?.player.creatures ?? [],
    waitPlayback,
    failure: battleFailure,
  });
  offTap = gameBus.on('battle:creature-tap', ({ id }) => controller.tapCreature(id));
  active = controller;
  return controller;
}

export function battleSession(): BattleController | null {
  return active;
}

export function endBattleSession(): void {
  offTap?.();
  offTap = null;
  active?.dispose();
  active = null;
  battleStore.setState(initialBattleState);
}
