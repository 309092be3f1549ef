import { describe, expect, it } from 'vitest';
import { applyBattleAction } from '../battle/apply-action.ts';
import { sampleSquad } from '../../test/sample-squad.ts';
import { canAct } from '../battle/effective-stats.ts';
import { startBattle } from '../battle/start-battle.ts';
import { clanBattleBonuses, NO_CLAN_BONUSES, withClanBonuses } from './clan-battle-bonuses.ts';
import { RAID_BATTLE_MAX_ROUNDS, RAID_BOSS_ID, raidBattleDamage, raidBattleSetup } from './clan-raid-boss.ts';
import { RAID_DIFFICULTIES, RAID_OPTIONS, type RaidDifficulty } from './clan-raids.ts';

/** One raid battle played to its end, every hero hitting the boss: the damage dealt. */
function playRaid(difficulty: RaidDifficulty, level: number, seed: number, bossHealth = RAID_OPTIONS[difficulty].bossHealth) {
  const squad = sampleSquad(6, level).map((loadout) => ({ loadout, health: 10_000 }));
  const setup = raidBattleSetup({ difficulty, bossHealth, squad, bonuses: NO_CLAN_BONUSES });
  if ('error' in setup) throw new Error(setup.error);
  let { state, rng } = startBattle(setup, seed);
  while (state.status === 'IN_PROGRESS') {
    const attacker = state.creatures.find((c) => c.team === 0 && canAct(c));
    const step = applyBattleAction(state, attacker ? { type: 'hit', attackerId: attacker.id, defenderId: RAID_BOSS_ID } : { type: 'skip' }, rng);
    if ('error' in step) throw new Error(step.error);
    ({ state, rng } = step);
  }
  return { damage: raidBattleDamage(setup, state), state };
}

describe('raid battles', () => {
  it('a MULTI battle: the squad against the boss at the shared health, no reward of its own, a fixed number of rounds', () => {
    const squad = sampleSquad(3, 15).map((loadout) => ({ loadout, health: 50 }));
    const setup = raidBattleSetup({ difficulty: 'EASY', bossHealth: 1234, squad, bonuses: NO_CLAN_BONUSES });
    if ('error' in setup) throw new Error(setup.error);
    expect(setup.kind).toBe('MULTI');
    expect(setup.maxRounds).toBe(RAID_BATTLE_MAX_ROUNDS);
    expect(setup.teams[0].map((c) => c.startHealth)).toEqual([50, 50, 50]);
    expect(setup.teams[1]).toHaveLength(1);
    expect(setup.teams[1][0]).toMatchObject({ id: RAID_BOSS_ID, health: RAID_OPTIONS.EASY.bossHealth, startHealth: 1234 });
    expect(setup.rewards.winnerReward).toEqual({ gold: 0, experience: 0, items: [] });
    const { state } = startBattle(setup, 3);
    expect(state.creatures.find((c) => c.id === RAID_BOSS_ID)?.health).toBe(1234);
    expect(raidBattleDamage(setup, state)).toBe(0);
    expect(raidBattleSetup({ difficulty: 'EASY', bossHealth: 0, squad, bonuses: NO_CLAN_BONUSES })).toEqual({ error: 'BOSS_FALLEN' });
    expect(raidBattleSetup({ difficulty: 'EASY', bossHealth: 10, squad: [], bonuses: NO_CLAN_BONUSES })).toEqual({ error: 'EMPTY_SQUAD' });
  });

  it('damage never exceeds the health the boss entered with', () => {
    const { damage, state } = playRaid('EASY', 40, 5, 300);
    expect(damage).toBe(300);
    expect(state.winnerTeam).toBe(0);
  });

  it('balance: a squad of the opening level takes a sortie-sized bite of each boss (tens of battles per raid)', () => {
    const levels: Record<RaidDifficulty, number> = { EASY: 15, NORMAL: 25, HARD: 40, EXTREME: 70 };
    for (const difficulty of RAID_DIFFICULTIES) {
      const damages = [1, 2, 3, 4, 5].map((seed) => playRaid(difficulty, levels[difficulty], seed).damage);
      const mean = damages.reduce((a, b) => a + b, 0) / damages.length;
      const battles = RAID_OPTIONS[difficulty].bossHealth / mean;
      expect(battles, `${difficulty}: ${damages.join(', ')}`).toBeGreaterThan(10);
      expect(battles, `${difficulty}: ${damages.join(', ')}`).toBeLessThan(200);
    }
  });
});

describe('clan battle bonuses', () => {
  it('the shield and the hall raise attack, defence and health by their per cents', () => {
    const bonuses = clanBattleBonuses(2, { ATTACK: 3, DEFENCE: 1, HEALTH: 2 });
    expect(bonuses).toEqual({ attackPercent: 6, defencePercent: 2, healthPercent: 12 });
    const hero = { id: 1, imageId: 'h', warriorClass: 'human' as const, level: 5, attack: 100, defence: 50, health: 200, startHealth: 150, abilities: [] };
    expect(withClanBonuses(hero, bonuses)).toMatchObject({ attack: 106, defence: 51, health: 224, startHealth: 168 });
    expect(withClanBonuses(hero, NO_CLAN_BONUSES)).toBe(hero);
    const { startHealth: _, ...full } = hero;
    expect(withClanBonuses(full, bonuses).startHealth).toBeUndefined();
  });
});
