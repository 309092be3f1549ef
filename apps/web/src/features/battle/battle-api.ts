import type { QueryClient } from '@tanstack/react-query';
import type { BattleResultDto } from '@rol/protocol/battle-dto';
import type { PlayerInfoDto } from '@rol/protocol/player-dto';
import {
  battleCompleteRoute,
  battleGiveUpRoute,
  battleHitRoute,
  battleMovesEmptyGetRoute,
  battleMovesSublistGetRoute,
  battlePrecalculateRoute,
  battleRemoveConsumableRoute,
  battleSkipRoute,
} from '@rol/protocol/battle-routes';
import { api } from '../../api/api.ts';
import { failureText } from '../../api/error-text.ts';
import { patchPlayer, positionFields, reloadPlayer } from '../../api/player-cache.ts';
import { playerInfoKey } from '../../api/player-info.ts';
import { i18n } from '../../i18n/instance.ts';
import type { BattleCalls } from './battle-controller.ts';

/** The controller's calls through the page's API client (§7 Battle). */
export const battleCalls: BattleCalls = {
  status: () => api.call(battleMovesEmptyGetRoute),
  movesFrom: (offset) => api.call(battleMovesSublistGetRoute, { body: { offset } }),
  hit: (attackerId, defenderId) => api.call(battleHitRoute, { body: { attackerId, defenderId } }),
  precalculate: (attackerId, defenderId) => api.call(battlePrecalculateRoute, { body: { attackerId, defenderId } }),
  skip: () => api.call(battleSkipRoute),
  giveUp: () => api.call(battleGiveUpRoute),
  useConsumable: (id, targetCreatureId) => api.call(battleRemoveConsumableRoute, { body: { id, targetCreatureId } }),
  complete: () => api.call(battleCompleteRoute),
};

/** A failed call as the player reads it, in the current language (§8). */
export function battleFailure(error: unknown): string {
  return failureText(error, i18n.language === 'en' ? 'en' : 'ru', i18n.t);
}

/**
 * Leaves a settled battle: the cached player takes the result (no battle, balances, level, the road
 * position, the heroes' health), so the start sequence goes back to the road; then a fresh fetch.
 */
export async function leaveBattle(client: QueryClient, result: BattleResultDto | null): Promise<void> {
  if (result) {
    const health = new Map(result.creatures.map((c) => [c.creatureId, c]));
    const creatures = (client.getQueryData<PlayerInfoDto | null>(playerInfoKey)?.player.creatures ?? []).map((c) => {
      const after = health.get(c.id);
      return after ? { ...c, health: after.health, maxHealth: after.maxHealth } : c;
    });
    patchPlayer(client, {
      ...result.balances,
      battleId: null,
      level: result.level,
      currentExp: result.currentExp,
      maxExp: result.maxExp,
      ...positionFields(result.position),
      creatures,
    });
  }
  await reloadPlayer(client).catch(() => undefined);
}
