import type { CardType } from '@rol/rules/heroes/cards';
import type { CreatureDto } from '@rol/protocol/player-dto';
import type { ResourceAmounts } from '@rol/rules/content/resources';
import { isWarriorClass } from '@rol/rules/content/warrior-classes';
import { suitableHeroes } from '@rol/rules/heroes/cards';
import { exchangeBonus } from '@rol/rules/heroes/hero-exchange';
import { checkHeroLevelUp, groupUpgradeCost, MAX_GROUP_UPGRADE } from '@rol/rules/heroes/hero-level';
import { checkSquad, MAX_SQUAD } from '@rol/rules/heroes/squad';

export { MAX_GROUP_UPGRADE, MAX_SQUAD };

type SquadHero = Pick<CreatureDto, 'id' | 'inSquad' | 'slot'>;

/** The squad's hero ids in battle order (slot 0 first). */
export function squadIds(creatures: readonly SquadHero[]): number[] {
  return creatures
    .filter((c) => c.inSquad)
    .sort((a, b) => (a.slot ?? Number.MAX_SAFE_INTEGER) - (b.slot ?? Number.MAX_SAFE_INTEGER) || a.id - b.id)
    .map((c) => c.id);
}

/**
 * The squad after the in-squad toggle of hero `id`: out when in, otherwise in at the end. A squad
 * over 6 or left empty is refused with the §8 code the server would answer (SQUAD_FULL, SQUAD_EMPTY).
 */
export function toggleSquad(
  squad: readonly number[],
  id: number,
): { ok: true; ids: number[] } | { ok: false; error: 'SQUAD_FULL' | 'SQUAD_EMPTY' | 'SQUAD_DUPLICATE' } {
  const ids = squad.includes(id) ? squad.filter((x) => x !== id) : [...squad, id];
  const error = checkSquad(ids);
  return error ? { ok: false, error } : { ok: true, ids };
}

/** The group upgrade's choice after tapping hero `id`: at most 6 (§9), otherwise GROUP_TOO_LARGE. */
export function toggleGroup(
  selected: readonly number[],
  id: number,
): { ok: true; ids: number[] } | { ok: false; error: 'GROUP_TOO_LARGE' } {
  if (selected.includes(id)) return { ok: true, ids: selected.filter((x) => x !== id) };
  if (selected.length >= MAX_GROUP_UPGRADE) return { ok: false, error: 'GROUP_TOO_LARGE' };
  return { ok: true, ids: [...selected, id] };
}

/** The total price of raising each chosen hero one level. */
export function groupPrice(
  creatures: readonly Pick<CreatureDto, 'id' | 'level'>[],
  selected: readonly number[],
): ResourceAmounts {
  const levels = selected.flatMap((id) => {
    const hero = creatures.find((c) => c.id === id);
    return hero ? [hero.level] : [];
  });
  return groupUpgradeCost(levels);
}

/** HERO_LEVEL_MAX when the hero is at the player's level already (it cannot be chosen), else null. */
export function levelUpProblem(
  creature: Pick<CreatureDto, 'level'>,
  playerLevel: number,
): 'HERO_LEVEL_MAX' | null {
  return checkHeroLevelUp(creature.level, playerLevel);
}

/** What the receiver gains from the donor in a hero exchange (25 %, §9); zeros for an unknown class. */
export function exchangeGain(donor: Pick<CreatureDto, 'warriorClass' | 'level' | 'rank' | 'bonus'>): {
  attack: number;
  defence: number;
  health: number;
} {
  if (!isWarriorClass(donor.warriorClass)) return { attack: 0, defence: 0, health: 0 };
  return exchangeBonus({
    warriorClass: donor.warriorClass,
    level: donor.level,
    rank: donor.rank,
    bonus: donor.bonus,
  });
}

/** The exchange's choice after tapping hero `id`: the donor first, then the receiver; a tap on a chosen one takes it back. */
export function pickExchange(
  choice: { donorId: number | null; receiverId: number | null },
  id: number,
): { donorId: number | null; receiverId: number | null } {
  if (choice.donorId === id) return { donorId: choice.receiverId, receiverId: null };
  if (choice.receiverId === id) return { ...choice, receiverId: null };
  if (choice.donorId === null) return { donorId: id, receiverId: choice.receiverId };
  return { donorId: choice.donorId, receiverId: id };
}

/**
 * For each card: the heroes it can be used on now (rules `suitableHeroes`: a finishing card only on
 * a hero of its tiers with a running step, an Ark card on a rankable hero without one).
 */
export function cardHeroes(card: CardType, creatures: readonly CreatureDto[], nowMs: number): CreatureDto[] {
  const known = creatures.flatMap((c) =>
    isWarriorClass(c.warriorClass)
      ? [
          {
            hero: c,
            warriorClass: c.warriorClass,
            arkCards: c.arkCards,
            hasRunningStep: c.steps.some((s) => s.doneAt > nowMs),
          },
        ]
      : [],
  );
  return suitableHeroes(card, known).map((k) => k.hero);
}
