import { MONSTERS, type MonsterId } from '../content/monsters.ts';
import { classStatsAtLevel } from '../content/warrior-classes.ts';
import type { BattleSetup, BattleState, CombatantInit } from '../battle/battle-types.ts';
import { heroCombatant, type HeroLoadout } from '../battle/combatants.ts';
import { MAX_SQUAD } from '../battle/mob-battle.ts';
import { withClanBonuses, type ClanBattleBonuses } from './clan-battle-bonuses.ts';
import { RAID_OPTIONS, type RaidDifficulty } from './clan-raids.ts';

/**
 * The raid boss of each difficulty: a boss monster of `level` whose attack and defence are its
 * class's at that level times the factors (it fights a whole squad alone). Its health is the raid's:
 * shared by the clan, each member's battle starting from what the others left.
 */
export const RAID_BOSSES: Record<RaidDifficulty, { monsterId: MonsterId; level: number; attackFactor: number; defenceFactor: number }> = {
  EASY: { monsterId: 'wolf_king', level: 14, attackFactor: 2.5, defenceFactor: 1.5 },
  NORMAL: { monsterId: 'zmey_gorynych', level: 20, attackFactor: 2.5, defenceFactor: 1.5 },
  HARD: { monsterId: 'baba_yaga', level: 36, attackFactor: 2.5, defenceFactor: 1.5 },
  EXTREME: { monsterId: 'frost_king', level: 50, attackFactor: 2.5, defenceFactor: 1.5 },
};

/** A raid battle ends after this many rounds (the boss then wins): each battle is one sortie. */
export const RAID_BATTLE_MAX_ROUNDS = 12;

/** The boss's creature id in a raid battle (heroes are positive). */
export const RAID_BOSS_ID = -1;

/** The boss as a combatant with the raid's full health, entering with `health` left. */
export function raidBossCombatant(difficulty: RaidDifficulty, health: number): CombatantInit {
  const boss = RAID_BOSSES[difficulty];
  const monster = MONSTERS[boss.monsterId];
  const stats = classStatsAtLevel(monster.warriorClass, boss.level);
  return {
    id: RAID_BOSS_ID,
    imageId: monster.imageId,
    warriorClass: monster.warriorClass,
    monsterId: boss.monsterId,
    level: boss.level,
    attack: Math.round(stats.attack * boss.attackFactor),
    defence: Math.round(stats.defence * boss.defenceFactor),
    health: RAID_OPTIONS[difficulty].bossHealth,
    startHealth: health,
    abilities: monster.abilities,
  };
}

export type RaidSetupError = 'EMPTY_SQUAD' | 'SQUAD_TOO_LARGE' | 'BOSS_FALLEN';

/**
 * A MULTI battle (§3): the member's squad (team 0, with their road health and the clan's battle
 * bonuses) against the clan's raid boss at its shared health (team 1, AI). No reward of its own: the
 * raid's pool is shared by damage when the raid is settled.
 */
export function raidBattleSetup(params: {
  difficulty: RaidDifficulty;
  bossHealth: number;
  squad: readonly { loadout: HeroLoadout; health: number }[];
  bonuses: ClanBattleBonuses;
}): BattleSetup | { error: RaidSetupError } {
  const { squad, bonuses } = params;
  if (squad.length === 0) return { error: 'EMPTY_SQUAD' };
  if (squad.length > MAX_SQUAD) return { error: 'SQUAD_TOO_LARGE' };
  if (params.bossHealth <= 0) return { error: 'BOSS_FALLEN' };
  return {
    kind: 'MULTI',
    placeId: null,
    teams: [
      squad.map((h) => withClanBonuses({ ...heroCombatant(h.loadout), startHealth: h.health }, bonuses)),
      [raidBossCombatant(params.difficulty, params.bossHealth)],
    ],
    controllers: ['player', 'ai'],
    consumables: [],
    rewards: {
      winnerReward: { gold: 0, experience: 0, items: [] },
      looserPenalty: { gold: 0, experience: 0, items: [] },
      healthPenalty: 0,
    },
    maxRounds: RAID_BATTLE_MAX_ROUNDS,
  };
}

/** The damage a raid battle dealt the boss: its health at the start less its health now (never below 0). */
export function raidBattleDamage(setup: BattleSetup, state: BattleState): number {
  const start = setup.teams[1].find((c) => c.id === RAID_BOSS_ID);
  const boss = state.creatures.find((c) => c.id === RAID_BOSS_ID);
  if (!start || !boss) return 0;
  const before = start.startHealth ?? start.health;
  return Math.max(0, Math.round(before - Math.max(0, boss.health)));
}
