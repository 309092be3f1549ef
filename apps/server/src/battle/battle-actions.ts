import type { BattleStatusDto, HitPreviewDto } from '@rol/protocol/battle-dto';
import { applyBattleAction } from '@rol/rules/battle/apply-action';
import type { BattleAction } from '@rol/rules/battle/battle-types';
import { precalculate } from '@rol/rules/battle/precalculate';
import { spendBattleConsumable } from '../backpack/battle-consumables.ts';
import type { AppContext } from '../http/app-context.ts';
import { ApiError } from '../http/api-error.ts';
import type { ActingPlayer } from '../http/acting-player.ts';
import { saveBattleStep } from './battle-queries.ts';
import { battleRanksOf } from './battle-ranks-query.ts';
import { BATTLE_ERROR_CODES, battleStatusOf } from './battle-status.ts';
import { readCurrentBattle, withCurrentBattle } from './current-battle.ts';

/**
 * One player action on the current battle (hit, skip, consumable, give up): the engine validates
 * and resolves it — the monsters' AI answers within the same step — and the step is stored with a
 * compare-and-set on the battle's version, appended to the action log. The answer carries the
 * step's moves. A consumable used leaves the backpack in the same transaction.
 */
export async function playBattleAction(
  ctx: AppContext,
  who: ActingPlayer,
  action: BattleAction,
): Promise<BattleStatusDto> {
  return withCurrentBattle(ctx, who, async ({ tx, player, battle, now }) => {
    if (battle.state === 'COMPLETED') throw new ApiError('BATTLE_COMPLETED', { battleId: battle.id });
    const step = applyBattleAction(battle.engineState, action, battle.rng);
    if ('error' in step) throw new ApiError(BATTLE_ERROR_CODES[step.error], { battleId: battle.id });
    if (action.type === 'consumable')
      await spendBattleConsumable(tx, {
        playerId: player.id,
        state: battle.engineState,
        battleConsumableId: action.consumableId,
      });
    const saved = await saveBattleStep(tx, battle, {
      state: step.state.status,
      actions: [...battle.actions, action],
      engineState: step.state,
      rng: step.rng,
      moves: [...battle.moves, ...step.moves],
      winnerTeam: step.state.winnerTeam,
      updatedAt: now,
    });
    if (!saved) throw new ApiError('CONFLICT', { battleId: battle.id });
    return battleStatusOf(saved, step.moves, await battleRanksOf(tx, saved), player.lang);
  });
}

/** The current battle's status with the moves from `offset` (none when `offset` is null). */
export async function getBattleStatus(
  ctx: AppContext,
  player: { id: number; lang: 'RU' | 'EN' },
  offset: number | null,
): Promise<BattleStatusDto> {
  const battle = await readCurrentBattle(ctx, player.id);
  const moves = offset === null ? [] : battle.moves.slice(offset);
  return battleStatusOf(battle, moves, await battleRanksOf(ctx.db, battle), player.lang);
}

/** `battle/precalculate`: a preview of one blow on the current battle; nothing is written. */
export async function precalculateBlow(
  ctx: AppContext,
  playerId: number,
  attackerId: number,
  defenderId: number,
): Promise<HitPreviewDto> {
  const battle = await readCurrentBattle(ctx, playerId);
  const result = precalculate(battle.engineState, attackerId, defenderId);
  if ('error' in result) throw new ApiError(BATTLE_ERROR_CODES[result.error], { battleId: battle.id });
  return { attackerId, defenderId, ...result.preview };
}
