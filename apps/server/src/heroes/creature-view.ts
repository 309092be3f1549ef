import type { HammerDto } from '@rol/protocol/hero-dto';
import type { CreatureDto } from '@rol/protocol/player-dto';
import { isCardType, type CardType } from '@rol/rules/heroes/cards';
import { hammerCount } from '@rol/rules/heroes/hammers';
import type { DbOrTx } from '../db/database.ts';
import type { CreatureRow } from '../db/schema/creatures.ts';
import { toCreatureDto } from './creature-dto.ts';
import type { HeroExtras } from './hero-extras-query.ts';
import { loadHeroRows } from './hero-rows-query.ts';
import { heroStates, runningStepCount, type HeroState } from './hero-state.ts';

export type CardCounts = Partial<Record<CardType, number>>;

/** The heroes (all, or those of `creatureIds` in that order), the hammers and the cards of a player. */
export interface HeroView {
  creatures: CreatureDto[];
  hammerDto: HammerDto;
  cardState: CardCounts;
}

/** §3 hammerDto: steps running now against the magic hammers (2 plus the extra ones bought). */
export function hammerDtoOf(extras: Pick<HeroExtras, 'steps' | 'extraHammers'>, nowMs: number): HammerDto {
  return { currenCount: runningStepCount(extras.steps, nowMs), maxCount: hammerCount(extras.extraHammers) };
}

/** §3 cardState: the cards the player holds, by type (none held: absent). */
export function cardStateOf(extras: Pick<HeroExtras, 'cards'>): CardCounts {
  const out: CardCounts = {};
  for (const { card, count } of extras.cards) if (isCardType(card) && count > 0) out[card] = count;
  return out;
}

/**
 * Pure: the view from rows already loaded (player info loads the creature rows itself). Completed
 * steps count as applied (see hero-state.ts), so a view never shows a step that is over.
 */
export function heroViewOf(
  rows: readonly CreatureRow[],
  extras: HeroExtras,
  nowMs: number,
  creatureIds?: readonly number[],
): HeroView {
  const picked = creatureIds
    ? creatureIds.map((id) => rows.find((r) => r.id === id)).filter((r): r is CreatureRow => r !== undefined)
    : rows;
  return {
    creatures: heroStates(picked, extras, nowMs).map((hero) => toCreatureDto(hero, nowMs)),
    hammerDto: hammerDtoOf(extras, nowMs),
    cardState: cardStateOf(extras),
  };
}

const NO_EXTRAS: HeroExtras = { forces: [], steps: [], artifacts: [], cards: [], extraHammers: 0 };

/**
 * Every hero of the player as it stands at `nowMs` (completed steps applied in memory), squad first
 * by slot: what battles and health build on. One statement (hero-rows-query.ts).
 */
export async function loadHeroStates(db: DbOrTx, playerId: number, nowMs: number): Promise<HeroState[]> {
  const read = await loadHeroRows(db, playerId);
  if (!read || read.rows.length === 0) return [];
  return heroStates(read.rows, read.extras, nowMs);
}

/**
 * The hero view of a player in one statement (the creature rows with their forces, steps, held
 * artifacts and cards). `creatureIds` picks heroes (unknown or another player's ids are left out).
 * Reads only: works on `db` or inside a transaction (`tx`), e.g. after an action's writes.
 */
export async function loadHeroView(
  db: DbOrTx,
  playerId: number,
  nowMs: number,
  creatureIds?: readonly number[],
): Promise<HeroView> {
  const read = await loadHeroRows(db, playerId);
  return heroViewOf(read?.rows ?? [], read?.extras ?? NO_EXTRAS, nowMs, creatureIds);
}

/** `creatureDto`s of a player's heroes (all, or `creatureIds` in that order) at `nowMs`. */
export async function loadCreatureDtos(
  db: DbOrTx,
  playerId: number,
  nowMs: number,
  creatureIds?: readonly number[],
): Promise<CreatureDto[]> {
  return (await loadHeroView(db, playerId, nowMs, creatureIds)).creatures;
}
