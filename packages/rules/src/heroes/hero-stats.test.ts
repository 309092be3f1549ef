import { describe, expect, it } from 'vitest';
import { heroCombatant, type HeroLoadout } from '../battle/combatants.ts';
import { startBattle } from '../battle/start-battle.ts';
import { effectiveAttack, effectiveDefence } from '../battle/effective-stats.ts';
import { heroDisplayStats } from './hero-stats.ts';

const base: HeroLoadout = {
  id: 1,
  warriorClass: 'human',
  imageId: 'hero_knight_m',
  level: 5,
  rank: 2,
  forces: [],
  artifacts: [],
  skills: [],
};

/** The hero's stats in a real battle against a harmless dummy, for comparison. */
function inBattle(hero: HeroLoadout): { attack: number; defence: number; maxHealth: number } {
  const dummy = { ...heroCombatant({ ...base, id: 2 }), abilities: [] };
  const { state } = startBattle(
    {
      kind: 'MOB',
      placeId: null,
      teams: [[heroCombatant(hero)], [dummy]],
      controllers: ['player', 'player'],
      consumables: [],
      rewards: {
        winnerReward: { gold: 0, experience: 0, items: [] },
        looserPenalty: { gold: 0, experience: 0, items: [] },
        healthPenalty: 0,
      },
    },
    1,
  );
  const c = state.creatures.find((x) => x.id === hero.id);
  if (!c) throw new Error('no creature');
  return { attack: effectiveAttack(state, c), defence: effectiveDefence(state, c), maxHealth: c.maxHealth };
}

describe('hero page stats', () => {
  it('is the combatant’s base stats for a hero without effects', () => {
    const c = heroCombatant(base);
    expect(heroDisplayStats(base)).toEqual({
      attack: c.attack,
      defence: c.defence,
      health: c.health,
      maxHealth: c.health,
    });
  });

  it('rises when an attack artifact is added', () => {
    const before = heroDisplayStats(base);
    const armed = { ...base, artifacts: [{ artifactId: 'bronze_sword' as const, level: 3 }] };
    const after = heroDisplayStats(armed);
    expect(after.attack).toBeGreaterThan(before.attack);
    expect(after.defence).toBe(before.defence);
    expect(after.attack).toBe(Math.round(inBattle(armed).attack));
  });

  it('applies forces, percentage effects and health effects as a battle starts', () => {
    const hero: HeroLoadout = {
      ...base,
      rank: 4,
      forces: [
        { forceId: 'human_valor', rank: 3 },
        { forceId: 'human_rally', rank: 2 },
      ],
      artifacts: [
        { artifactId: 'life_ring', level: 4 },
        { artifactId: 'koschey_egg', level: 2 },
        { artifactId: 'warrior_belt', level: 5 },
      ],
    };
    const shown = heroDisplayStats(hero);
    const battle = inBattle(hero);
    expect(shown.attack).toBe(Math.round(battle.attack));
    expect(shown.defence).toBe(Math.round(battle.defence));
    expect(shown.maxHealth).toBe(battle.maxHealth);
    expect(shown.maxHealth).toBeGreaterThan(shown.health);
    expect(shown.health).toBe(heroCombatant(hero).health);
  });
});
