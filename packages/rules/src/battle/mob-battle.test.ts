import { describe, expect, it } from 'vitest';
import { guardReward } from '../content/monster-curve.ts';
import { placeById } from '../road/places-in-range.ts';
import { placeIdOf, type RoadPlace } from '../road/road-place.ts';
import { sampleSquad } from '../../test/sample-squad.ts';
import { heroCombatant } from './combatants.ts';
import { MAX_SQUAD, mobBattleSetup, mobRewards } from './mob-battle.ts';
import { startBattle } from './start-battle.ts';

function guardPlace(stair: number): RoadPlace {
  const place = placeById(9, placeIdOf(stair, 0));
  if (!place) throw new Error('no guard');
  return place;
}

describe('MOB battles from road places', () => {
  it('puts the squad against the place’s guard with rewards from the curve', () => {
    const place = guardPlace(12);
    const setup = mobBattleSetup({
      place,
      squad: sampleSquad(3, 4),
      seed: 1,
      consumables: [{ id: 5, consumableId: 'healing_elixir' }],
    });
    if ('error' in setup) throw new Error(setup.error);
    expect(setup.kind).toBe('MOB');
    expect(setup.placeId).toBe(place.id);
    expect(setup.teams[0]).toHaveLength(3);
    expect(setup.teams[1]).toHaveLength(place.guard?.members.length ?? -1);
    expect(setup.teams[1].every((m) => m.id < 0)).toBe(true);
    expect(setup.consumables).toEqual([{ id: 5, consumableId: 'healing_elixir', team: 0 }]);
    expect(setup.rewards.winnerReward.gold).toBe(guardReward(12).gold);
    expect(setup.rewards.healthPenalty).toBeGreaterThan(0);
    const { state } = startBattle(setup, 1);
    expect(state.status).toBe('IN_PROGRESS');
  });

  it('refuses an empty squad, more than 6 heroes, duplicates and unguarded places', () => {
    const place = guardPlace(3);
    expect(mobBattleSetup({ place, squad: [], seed: 1 })).toEqual({ error: 'EMPTY_SQUAD' });
    expect(mobBattleSetup({ place, squad: sampleSquad(MAX_SQUAD + 1, 1), seed: 1 })).toEqual({
      error: 'SQUAD_TOO_LARGE',
    });
    const [a] = sampleSquad(1, 1);
    expect(mobBattleSetup({ place, squad: [a!, a!], seed: 1 })).toEqual({ error: 'DUPLICATE_CREATURE' });
    expect(mobBattleSetup({ place: { ...place, guard: null }, squad: [a!], seed: 1 })).toEqual({
      error: 'NO_GUARD',
    });
  });

  it('draws rewards reproducibly; bosses pay more and sometimes drop artifacts', () => {
    expect(mobRewards(30, true, 4)).toEqual(mobRewards(30, true, 4));
    expect(mobRewards(30, true, 4).winnerReward.gold).toBeGreaterThan(
      mobRewards(31, false, 4).winnerReward.gold,
    );
    const drops = Array.from(
      { length: 200 },
      (_, seed) => mobRewards(40, true, seed).winnerReward.items,
    ).flat();
    expect(drops.some((d) => d.kind === 'artifact')).toBe(true);
  });

  it('turns a hero’s level, rank, forces, artifacts and skills into battle numbers', () => {
    const plain = heroCombatant({
      id: 1,
      warriorClass: 'human',
      imageId: 'x',
      level: 1,
      rank: 1,
      forces: [],
      artifacts: [],
      skills: [],
    });
    const geared = heroCombatant({
      id: 1,
      warriorClass: 'human',
      imageId: 'x',
      level: 1,
      rank: 3,
      forces: [{ forceId: 'human_valor', rank: 2 }],
      artifacts: [{ artifactId: 'gorgon_eye', level: 1 }],
      skills: [{ skillType: 'attack', valueCurrent: 4, valueTotal: 4 }],
    });
    expect(plain).toMatchObject({ attack: 12, defence: 8, health: 60, abilities: [] });
    expect(geared.attack).toBe(Math.round(12 * 1.2));
    expect(geared.abilities.map((e) => e.kind).sort()).toEqual(['attack', 'attack', 'freeze']);
  });
});

describe('the trophy chance with a set running', () => {
  it('a chest bonus only ever adds trophies, and the bonus rides with the rewards', () => {
    let plain = 0;
    let boosted = 0;
    for (let seed = 1; seed <= 400; seed += 1) {
      const a = mobRewards(12, false, seed);
      const b = mobRewards(12, false, seed, { battle: 500, chest: 100 });
      if (a.winnerReward.items.length > 0) {
        plain += 1;
        expect(b.winnerReward.items.length).toBe(1);
      }
      if (b.winnerReward.items.length > 0) boosted += 1;
      expect(a.bonus).toBeUndefined();
      expect(b.bonus).toEqual({ battle: 500, chest: 100 });
    }
    // Twice as likely: about 15 % and 30 % of 400 battles.
    expect(plain).toBeGreaterThan(30);
    expect(boosted).toBeGreaterThan(plain * 1.5);
  });
});
