import type { BattleResultDto } from '@rol/protocol/battle-dto';
import type { Tx } from '../db/database.ts';
import { creditRewardItems } from '../backpack/battle-consumables.ts';
import type { BattleRow } from '../db/schema/battles.ts';
import type { AppContext } from '../http/app-context.ts';
import { ApiError } from '../http/api-error.ts';
import { applyLedger } from '../ledger/apply-ledger.ts';
import { heroMaxHealth } from '../heroes/creature-dto.ts';
import type { HeroState } from '../heroes/hero-state.ts';
import { storeCreaturesHealth } from '../heroes/health.ts';
import type { ActingPlayer } from '../http/acting-player.ts';
import { balancesOf } from '../ledger/balances.ts';
import { markBattleSettled } from './battle-queries.ts';
import { storeBattleOutcome } from './battle-outcome.ts';
import { experienceWithClanBonus } from '../clan-standing/clan-bonuses.ts';
import { creditExperience } from './battle-experience.ts';
import { experienceWithBoosters } from '../economy/boosters.ts';
import { withCurrentBattle } from './current-battle.ts';
import { battleKindOutcomeOf } from './battle-kind-outcomes.ts';
import { recordGameEvent } from '../progress/record-game-event.ts';
import { defeatPenalty, healthAfterDefeat } from '@rol/rules/battle/defeat-penalty';
import { together } from '../db/together.ts';

/**
 * The heroes keep the health they ended the battle with (at most their road maximum now, with their
 * forces and artifacts), minus the health penalty on a loss; recovery (+1/min) counts from now.
 */
async function carryHeroHealth(tx: Tx, battle: BattleRow, heroStates: HeroState[], won: boolean, now: Date) {
  const penalty = won ? 0 : battle.engineState.rewards.healthPenalty;
  const heroes = new Map(heroStates.map((h) => [h.row.id, h]));
  const out: BattleResultDto['creatures'] = [];
  for (const c of battle.engineState.creatures) {
    const hero = c.team === 0 ? heroes.get(c.id) : undefined;
    if (!hero) continue;
    const { row } = hero;
    const maxHealth = heroMaxHealth(hero);
    const health = healthAfterDefeat(c.health, maxHealth, penalty);
    out.push({ creatureId: row.id, health, maxHealth });
  }
  await storeCreaturesHealth(tx, { playerId: battle.playerId, heroes: out, now });
  return out;
}

/**
 * `battle/complete` (§4 Battle): settles the COMPLETED battle exactly once in one transaction — the
 * player's row is locked and the battle's `settled_at` is set with a compare-and-set, so concurrent
 * calls credit once (the others find no battle). A win: the guard defeated (the road opens to the
 * next blocker), winnerReward's gold through the ledger, its items into the backpack and the
 * artifact storage, its experience with level-ups and their §9 unlocks. A loss: the place
 * battle-lost, looserPenalty's gold (as far as the balance goes) and healthPenalty. The heroes'
 * health is carried back, and `players.battle_id` clears.
 */
export async function completeBattle(ctx: AppContext, who: ActingPlayer): Promise<BattleResultDto> {
  return withCurrentBattle(ctx, who, async ({ tx, player, battle, now }) => {
    const playerId = player.id;
    if (battle.state !== 'COMPLETED') throw new ApiError('BATTLE_NOT_COMPLETED', { battleId: battle.id });
    const kindOutcome = battleKindOutcomeOf(battle.kind);
    const { split } = kindOutcome;
    // Settled once; the statement also reads what multiplies a win's experience (clan, boosters). A
    // split outcome's locks (the arena's pair of standings) go out right after it, in its round trip.
    const [settled, locked] = await together(
      markBattleSettled(tx, battle, now),
      split ? split.lock(tx, battle) : Promise.resolve(null),
    );
    if (!settled) throw new ApiError('BATTLE_NOT_FOUND');
    const won = battle.winnerTeam === 0;
    if (kindOutcome.inTurn) await kindOutcome.inTurn(tx, battle, won, now);
    if (split && !split.withClosing) await split.apply(tx, battle, locked, won, now);
    const { winnerReward, looserPenalty } = battle.engineState.rewards;
    const reference = `battle:${battle.id}`;
    // The clan's EXPERIENCE building adds its bonus to a win's experience.
    const clanExperience = won
      ? experienceWithClanBonus(settled.clanExperienceLevel, winnerReward.experience)
      : 0;
    // The experience booster and a running set multiply it (economy/boosters).
    const experience = experienceWithBoosters(settled.boosters, clanExperience, now);
    const levels = creditExperience(player, experience);
    // The battle closes (battle_id cleared, experience credited) with the position, in one statement;
    // a split outcome applied with the closing (the arena's ladder) goes out together with it.
    const closing = { battleId: null, level: levels.level, currentExp: levels.currentExp };
    const [{ player: current, position, heroes }] = await together(
      storeBattleOutcome(tx, { player, placeId: battle.placeId, won, now, closing }),
      split?.withClosing ? split.apply(tx, battle, locked, won, now) : Promise.resolve(),
    );
    const penaltyGold = won
      ? 0
      : defeatPenalty({ penaltyGold: looserPenalty.gold, healthPenalty: 0, gold: current.gold }).gold;
    const goldDelta = won ? winnerReward.gold : -penaltyGold;
    // The health, the gold, the items and the task's progress do not depend on one another: their
    // statements go out together (one round trip). The ledger's balance after the entry: the lock
    // holds the row, so it is the player's gold now.
    const [creatures, gold] = await together(
      carryHeroHealth(tx, battle, heroes, won, now),
      goldDelta === 0
        ? Promise.resolve(current.gold)
        : applyLedger(tx, {
            playerId,
            resource: 'gold',
            delta: goldDelta,
            reason: won ? 'battle-win' : 'battle-loss',
            reference,
            now,
          }),
      won
        ? creditRewardItems(tx, { playerId, items: winnerReward.items, reference, now })
        : Promise.resolve(),
      // An arena win counts as ARENA_WON (the arena's outcome above), not as a road battle won.
      won && battle.kind !== 'ARENA'
        ? recordGameEvent(
            tx,
            { playerId, tutorialSteps: player.tutorialSteps },
            'BATTLE_WON',
            1,
            now.getTime(),
          )
        : Promise.resolve(),
    );
    return {
      battleId: battle.id,
      placeId: battle.placeId,
      won,
      reward: won ? { ...winnerReward, experience } : { gold: 0, experience: 0, items: [] },
      penalty: { gold: penaltyGold, healthPerHero: won ? 0 : battle.engineState.rewards.healthPenalty },
      balances: balancesOf({ ...current, gold }),
      level: levels.level,
      currentExp: levels.currentExp,
      maxExp: levels.maxExp,
      levelsGained: levels.levelsGained,
      unlocks: levels.unlocks,
      creatures,
      position,
    };
  });
}
