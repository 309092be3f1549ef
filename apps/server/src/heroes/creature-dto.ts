import type { ForceDto, UpgradeStepDto } from '@rol/protocol/hero-dto';
import type { CreatureDto } from '@rol/protocol/player-dto';
import { heroCombatant } from '@rol/rules/battle/combatants';
import { toCreature } from '@rol/rules/battle/start-battle';
import { FORCES, forcesOfClass } from '@rol/rules/content/forces';
import { canRankUp, rankCapOf, WARRIOR_CLASSES } from '@rol/rules/content/warrior-classes';
import { AMULET_SLOTS, artifactSlotsCount } from '@rol/rules/heroes/artifact-slots';
import { heroDisplayStats } from '@rol/rules/heroes/hero-stats';
import { forceStep, rankStep, remainingSeconds, speedUpPrice } from '@rol/rules/heroes/upgrade-steps';
import { recoveredHealth } from './health-recovery.ts';
import { toArtifactItemDto } from './artifact-item-dto.ts';
import type { HeroStep } from './hero-extras-query.ts';
import { heroClassOf, heroLoadout } from './hero-loadout.ts';
import type { HeroState } from './hero-state.ts';

export function toUpgradeStepDto(step: HeroStep, nowMs: number): UpgradeStepDto {
  return {
    id: step.id,
    creatureId: step.creatureId,
    kind: step.kind,
    forceId: step.kind === 'force' ? step.target : null,
    toRank: step.toRank,
    startedAt: step.startedAt,
    doneAt: step.doneAt,
    speedUpPrice: speedUpPrice(remainingSeconds(step.doneAt, nowMs)),
  };
}

/** Every force of the hero's class, studied or not, with its next step or why there is none. */
function forcesOf(hero: HeroState): ForceDto[] {
  const warriorClass = heroClassOf(hero.row);
  return forcesOfClass(warriorClass).map((forceId) => {
    const rank = hero.forces.get(forceId) ?? 0;
    const running = hero.running.some((s) => s.kind === 'force' && s.target === forceId);
    const plan = forceStep({ warriorClass, rank: hero.row.rank }, forceId, rank);
    const base = {
      forceId,
      warriorClass,
      rank,
      maxRank: FORCES[forceId].maxRank,
      learnRank: FORCES[forceId].learnRank,
    };
    if (running) return { ...base, next: null, blocked: 'FORCE_UPGRADE_RUNNING' as const };
    if (!plan.ok) return { ...base, next: null, blocked: plan.error };
    return { ...base, next: { toRank: plan.toRank, seconds: plan.seconds, cost: plan.cost }, blocked: null };
  });
}

function rankOfferOf(hero: HeroState): Pick<CreatureDto, 'rankNext' | 'rankBlocked'> {
  const warriorClass = heroClassOf(hero.row);
  const plan = rankStep({ warriorClass, rank: hero.row.rank, arkCards: hero.row.arkCards });
  if (!plan.ok && plan.error === 'RANK_UP_FORBIDDEN') return { rankNext: null, rankBlocked: plan.error };
  if (hero.running.some((s) => s.kind === 'rank')) return { rankNext: null, rankBlocked: 'RANK_UPGRADE_RUNNING' };
  if (!plan.ok) return { rankNext: null, rankBlocked: plan.error };
  return { rankNext: { toRank: plan.toRank, seconds: plan.seconds, cost: plan.cost }, rankBlocked: null };
}

/**
 * A hero's road health maximum: what a battle starts it at alone — class, level, rank, bonus and its
 * own passive force and artifact effects (the hero page's maxHealth). Recovery (+1/min) runs up to it.
 */
export function heroMaxHealth(hero: HeroState): number {
  return heroDisplayStats(heroLoadout(hero)).maxHealth;
}

/**
 * §3 Creature as the hero page shows it at `nowMs`: stats from the rules' `heroDisplayStats` (the
 * same loadout the battle gets), health recovered lazily up to that maximum.
 */
export function toCreatureDto(hero: HeroState, nowMs: number): CreatureDto {
  const { row } = hero;
  const warriorClass = heroClassOf(row);
  const loadout = heroLoadout(hero);
  const stats = heroDisplayStats(loadout);
  const init = heroCombatant(loadout);
  const health = recoveredHealth(row, stats.maxHealth, nowMs, hero.set);
  return {
    id: row.id,
    playerId: row.playerId,
    imageId: row.imageId,
    warriorClass: row.warriorClass,
    tier: WARRIOR_CLASSES[warriorClass].tier,
    faction: WARRIOR_CLASSES[warriorClass].faction,
    gender: row.gender,
    level: row.level,
    rank: row.rank,
    rankCap: rankCapOf(warriorClass, row.arkCards),
    canRankUp: canRankUp(warriorClass),
    ...rankOfferOf(hero),
    arkCards: row.arkCards,
    own: row.characterId !== null,
    attack: stats.attack,
    defence: stats.defence,
    health: health.health,
    maxHealth: health.maxHealth,
    bonus: { attack: row.bonusAttack, defence: row.bonusDefence, health: row.bonusHealth },
    immortality: toCreature(init, 0, [[init], []]).immortality,
    weight: 1,
    combative: true,
    temporal: row.temporal,
    slotsCount: artifactSlotsCount(row.rank),
    amuletSlots: AMULET_SLOTS,
    inSquad: row.inSquad,
    slot: row.slot,
    artifacts: hero.artifacts.map(toArtifactItemDto).filter((a) => a !== null),
    skills: [],
    effects: [],
    forcesV2: forcesOf(hero),
    steps: hero.running.map((s) => toUpgradeStepDto(s, nowMs)),
  };
}
