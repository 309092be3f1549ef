import { describe, expect, it } from 'vitest';
import type { CreatureDto } from '@rol/protocol/player-dto';
import { heroLevelUpCost } from '@rol/rules/heroes/hero-level';
import {
  cardHeroes,
  exchangeGain,
  groupPrice,
  levelUpProblem,
  pickExchange,
  squadIds,
  toggleGroup,
  toggleSquad,
} from './profile-rules.ts';

function hero(id: number, patch: Partial<CreatureDto> = {}): CreatureDto {
  return {
    id,
    playerId: 1,
    imageId: 'hero_human_m',
    warriorClass: 'human',
    tier: 'usual',
    faction: 'none',
    gender: 'male',
    level: 1,
    rank: 1,
    rankCap: 5,
    canRankUp: true,
    rankNext: null,
    rankBlocked: null,
    arkCards: 0,
    own: false,
    attack: 10,
    defence: 5,
    health: 50,
    maxHealth: 50,
    bonus: { attack: 0, defence: 0, health: 0 },
    immortality: 0,
    weight: 1,
    combative: true,
    temporal: false,
    slotsCount: 2,
    amuletSlots: 1,
    inSquad: false,
    slot: null,
    artifacts: [],
    skills: [],
    effects: [],
    forcesV2: [],
    steps: [],
    ...patch,
  };
}

describe('squad', () => {
  it('lists the squad in slot order', () => {
    expect(
      squadIds([hero(1, { inSquad: true, slot: 2 }), hero(2), hero(3, { inSquad: true, slot: 0 })]),
    ).toEqual([3, 1]);
  });

  it('toggles a hero in at the end and out again', () => {
    expect(toggleSquad([3, 1], 2)).toEqual({ ok: true, ids: [3, 1, 2] });
    expect(toggleSquad([3, 1], 3)).toEqual({ ok: true, ids: [1] });
  });

  it('refuses a seventh hero and an empty squad (§9)', () => {
    expect(toggleSquad([1, 2, 3, 4, 5, 6], 7)).toEqual({ ok: false, error: 'SQUAD_FULL' });
    expect(toggleSquad([1], 1)).toEqual({ ok: false, error: 'SQUAD_EMPTY' });
  });
});

describe('group upgrade', () => {
  it('chooses at most 6 heroes (§9)', () => {
    let ids: number[] = [];
    for (let id = 1; id <= 6; id += 1) {
      const next = toggleGroup(ids, id);
      if (!next.ok) throw new Error('refused');
      ids = next.ids;
    }
    expect(toggleGroup(ids, 7)).toEqual({ ok: false, error: 'GROUP_TOO_LARGE' });
    expect(toggleGroup(ids, 3)).toEqual({ ok: true, ids: [1, 2, 4, 5, 6] });
  });

  it('sums the price of one level for each chosen hero', () => {
    const heroes = [hero(1, { level: 1 }), hero(2, { level: 4 }), hero(3, { level: 9 })];
    expect(groupPrice(heroes, [1, 2])).toEqual({
      GOLD: (heroLevelUpCost(1).GOLD ?? 0) + (heroLevelUpCost(4).GOLD ?? 0),
    });
    expect(groupPrice(heroes, [])).toEqual({});
  });

  it('keeps a hero at the player level out', () => {
    expect(levelUpProblem({ level: 5 }, 5)).toBe('HERO_LEVEL_MAX');
    expect(levelUpProblem({ level: 4 }, 5)).toBeNull();
  });
});

describe('hero exchange', () => {
  it('picks the donor, then the receiver; a second tap takes a choice back', () => {
    let choice = pickExchange({ donorId: null, receiverId: null }, 4);
    expect(choice).toEqual({ donorId: 4, receiverId: null });
    choice = pickExchange(choice, 9);
    expect(choice).toEqual({ donorId: 4, receiverId: 9 });
    expect(pickExchange(choice, 9)).toEqual({ donorId: 4, receiverId: null });
    expect(pickExchange(choice, 4)).toEqual({ donorId: 9, receiverId: null });
    expect(pickExchange(choice, 5)).toEqual({ donorId: 4, receiverId: 5 });
  });

  it('shows a quarter of the donor’s stats, nothing for an unknown class', () => {
    const gain = exchangeGain(hero(1, { level: 10, rank: 3 }));
    expect(gain.attack).toBeGreaterThan(0);
    expect(gain.health).toBeGreaterThan(gain.attack);
    expect(exchangeGain(hero(1, { warriorClass: 'nobody' }))).toEqual({ attack: 0, defence: 0, health: 0 });
  });
});

describe('cards', () => {
  const running = [
    {
      id: 1,
      creatureId: 1,
      kind: 'force' as const,
      forceId: 'human_valor',
      toRank: 1,
      startedAt: 0,
      doneAt: 5000,
      speedUpPrice: 1,
    },
  ];

  it('offer a finishing card only to heroes of its tier with a running step', () => {
    const heroes = [
      hero(1, { steps: running }),
      hero(2),
      hero(3, { warriorClass: 'dragon', tier: 'legendary', steps: running }),
    ];
    expect(cardHeroes('mouse', heroes, 1000).map((h) => h.id)).toEqual([1]);
    expect(cardHeroes('snake', heroes, 1000).map((h) => h.id)).toEqual([3]);
    expect(cardHeroes('mouse', heroes, 6000)).toEqual([]);
    expect(cardHeroes('evolution', heroes, 1000).map((h) => h.id)).toEqual([1, 3]);
  });

  it('offer the Ark card to rankable heroes without one', () => {
    const heroes = [hero(1), hero(2, { arkCards: 1 }), hero(3, { warriorClass: 'titan' })];
    expect(cardHeroes('ark', heroes, 0).map((h) => h.id)).toEqual([1]);
  });
});
