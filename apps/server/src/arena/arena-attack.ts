import { randomInt } from 'node:crypto';
import type { BattleStatusDto } from '@rol/protocol/battle-dto';
import { arenaBattleSetup, arenaFighterRanks } from '@rol/rules/arena/arena-battle';
import { leagueDefOf } from '@rol/rules/arena/leagues';
import { mayAttack } from '@rol/rules/arena/opponents';
import { attackCost } from '@rol/rules/arena/tries';
import { withClanBonuses } from '@rol/rules/clans/clan-battle-bonuses';
import type { BattleSetup } from '@rol/rules/battle/battle-types';
import { battleSquadOf } from '../battle/battle-squad.ts';
import { battleStatusOf } from '../battle/battle-status.ts';
import { together } from '../db/together.ts';
import { clanBattleBonusesOf } from '../clan-standing/clan-bonuses.ts';
import { settleReadSteps } from '../heroes/settle-steps.ts';
import { loadHeroRows } from '../heroes/hero-rows-query.ts';
import type { AppContext } from '../http/app-context.ts';
import { ApiError } from '../http/api-error.ts';
import { applyLedger } from '../ledger/apply-ledger.ts';
import { inPlayerTransaction, type ActingPlayer } from '../http/acting-player.ts';
import { assertArenaOpen, ensureStanding } from './arena-standing.ts';
import { storeSquadPower } from '../heroes/squad-power.ts';
import { settleDailyRewards } from './daily-rewards.ts';
import { findStanding, standingsTotal, updateStanding } from './standing-queries.ts';
import { openBattle } from '../battle/open-battle.ts';
import { recordArenaAttack } from './attack-queries.ts';

/**
 * `battle/arena/attack`: an ARENA battle against `opponentId`, seen at `position`. One transaction
 * with the attacker's row locked. The defender's row is only read: their snapshot is copied into the
 * battle's setup, so nothing they do later changes this battle, and the standings move only when the
 * battle is completed (`arenaBattleOutcome`), under both standings' row locks. The day's free tries
 * first, then tickets through the ledger (NOT_ENOUGH_TICKETS).
 */
export async function attackInArena(
  ctx: AppContext,
  who: ActingPlayer,
  opponentId: number,
  seenPosition: number,
): Promise<BattleStatusDto> {
  const nowMs = ctx.clock();
  const now = new Date(nowMs);
  return inPlayerTransaction(ctx.db, who, async (tx, player) => {
    assertArenaOpen(player);
    if (player.battleId !== null) throw new ApiError('BATTLE_IN_PROGRESS', { battleId: player.battleId });
    if (opponentId === player.id) throw new ApiError('ARENA_SELF_ATTACK');
    // What the attack reads does not depend on one another: one round trip.
    const [heroes, mine, defender, bonuses, ladderSize] = await together(
      loadHeroRows(tx, player.id),
      findStanding(tx, player.id),
      findStanding(tx, opponentId),
      // The clan's shield and hall of fame raise the squad's stats (rules `withClanBonuses`).
      clanBattleBonusesOf(tx, player.id, now),
      standingsTotal(tx),
    );
    if (!heroes) throw new ApiError('UNAUTHORIZED');
    const joined = await ensureStanding(tx, player, heroes, now, mine);
    const { standing } = await settleDailyRewards(tx, joined, now);
    if (!defender) throw new ApiError('ARENA_OPPONENT_NOT_FOUND', { opponentId });
    // A first visit joins the ladder at its bottom: the size is then read again.
    const total = mine ? ladderSize : await standingsTotal(tx);
    if (defender.position !== seenPosition || !mayAttack(standing.position, defender.position, total))
      throw new ApiError('ARENA_OPPONENT_STALE', { opponentId, position: defender.position });
    if (defender.defence.length === 0) throw new ApiError('ARENA_NO_DEFENCE', { opponentId });
    const squad = battleSquadOf(heroes, nowMs);
    const cost = attackCost({ day: standing.triesDay, used: standing.triesUsed }, nowMs);
    // The heroes' finished steps, the tickets and the day's tries: independent writes, together.
    await together(
      settleReadSteps(tx, player.id, heroes.extras.steps, nowMs),
      cost.tickets > 0
        ? applyLedger(tx, {
            playerId: player.id,
            resource: 'tickets',
            delta: -cost.tickets,
            reason: 'arena-attack',
            reference: `arena:${opponentId}`,
            now,
          })
        : Promise.resolve(),
      updateStanding(tx, player.id, { triesDay: cost.next.day, triesUsed: cost.next.used }),
    );
    const loadouts = squad.map((h) => h.loadout);
    const built = arenaBattleSetup({
      squad: loadouts,
      defence: defender.defence,
      winGold: leagueDefOf(standing.position).winGold,
    });
    if ('error' in built) throw new Error(`arena battle set-up refused: ${built.error}`);
    const healthOf = new Map(squad.map((h) => [h.row.id, h.health]));
    const setup: BattleSetup = {
      ...built,
      teams: [
        built.teams[0].map((c) =>
          withClanBonuses({ ...c, startHealth: healthOf.get(c.id) ?? c.health }, bonuses),
        ),
        built.teams[1],
      ],
    };
    const seed = randomInt(0, 2 ** 32);
    const { row, moves } = await openBattle(tx, {
      playerId: player.id,
      kind: 'ARENA',
      placeId: null,
      setup,
      seed,
      now,
    });
    const ranks = arenaFighterRanks(loadouts, defender.defence);
    await together(
      recordArenaAttack(tx, {
        battleId: row.id,
        attackerId: player.id,
        defenderId: opponentId,
        ranks,
        createdAt: now,
      }),
      storeSquadPower(tx, player.id, heroes, now),
    );
    return battleStatusOf(row, moves, ranks);
  });
}
