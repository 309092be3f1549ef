import { z } from 'zod';
import { idField, textField } from './fields.ts';
import { cardCountsDto, cardEnum, hammerDto } from './hero-dto.ts';
import { balancesDto } from './balances-dto.ts';
import { creatureDto } from './player-dto.ts';
import { defineRoute } from './route.ts';

/**
 * Heroes (§2 profile, creature scene and hero page; §4 forces and ranks over time; §9 caps).
 *
 * Every call acts on the caller's own heroes: another player's or an unknown id is CREATURE_NOT_FOUND.
 * Changing heroes during a battle is PLAYER_IN_BATTLE. Prices go through the ledger: a shortage is
 * the resource's §8 error (NOT_ENOUGH_FUNDS gold, NOT_ENOUGH_RESOURCES crystal/elixir,
 * NOT_ENOUGH_GEMS mithril with the bank offer, NOT_ENOUGH_TOKENS event tokens, …) with
 * details { resource, needed }.
 *
 * Force and rank steps run on magic hammers: 2 at once by default (§9), more with extra hammers
 * bought in the shop. Each step's timer is stored (startedAt, doneAt) and completes by itself once
 * `doneAt` has passed: the rank is applied lazily on the next read or action.
 */

export const creatureIdField = idField;

/** A list of hero ids: a JSON array, or a form field "12,15,18". */
export const creatureIdsField = z.preprocess(
  (v) => (typeof v === 'string' ? (v.trim() === '' ? [] : v.split(',')) : v),
  z.array(creatureIdField).max(60),
);

const forceIdField = textField(64).min(1);

/** What a hero call answers: the hero(es) after it, the hammers and the balances. */
const heroesAnswer = z.object({
  creatures: z.array(creatureDto),
  hammerDto,
  balances: balancesDto,
});

/** The profile's heroes tab and cards tab: every hero, the hammers and the cards held. */
export const creatureListRoute = defineRoute({
  method: 'GET',
  path: '/api/creature/list',
  auth: 'player',
  response: z.object({ creatures: z.array(creatureDto), hammerDto, cardState: cardCountsDto }),
});

/** The hero page: one hero with its forces, artifacts and running steps. */
export const creatureGetRoute = defineRoute({
  method: 'GET',
  path: '/api/creature/:id/get',
  auth: 'player',
  params: z.object({ id: creatureIdField }),
  response: z.object({ creature: creatureDto, hammerDto }),
});

/**
 * Sets the squad: the heroes in battle order (slot 0 first), at most 6 (SQUAD_FULL), no repeats
 * (SQUAD_DUPLICATE), at least one (SQUAD_EMPTY). Every other hero leaves the squad.
 */
export const creatureSquadSetRoute = defineRoute({
  method: 'POST',
  path: '/api/creature/squad/set',
  auth: 'player',
  body: z.object({ creatureIds: creatureIdsField }),
  response: z.object({ creatures: z.array(creatureDto) }),
});

/**
 * Starts the next step of a force: studying (rank 0 → 1) or improving it one rank, up to its max
 * rank. INCOMPATIBLE_FORCE (another class's force, or the hero's rank below the force's learn rank;
 * §9 fixed ranks 2 to 5), FORCE_MAX_RANK, FORCE_UPGRADE_RUNNING (a step of it runs already),
 * HAMMERS_BUSY ("The magic hammers are busy"), a §8 shortage.
 */
export const creatureForceUpgradeRoute = defineRoute({
  method: 'POST',
  path: '/api/creature/force/upgrade',
  auth: 'player',
  body: z.object({ creatureId: creatureIdField, forceId: forceIdField }),
  response: heroesAnswer,
});

/**
 * Starts a rank step on the hero's main class. RANK_UP_FORBIDDEN for the classes that cannot rank
 * up (§9), RANK_MAX at the cap (5, 6, 7 or 8, +2 per Ark card), RANK_UPGRADE_RUNNING, HAMMERS_BUSY,
 * a §8 shortage.
 */
export const creatureRankUpgradeRoute = defineRoute({
  method: 'POST',
  path: '/api/creature/rank/upgrade',
  auth: 'player',
  body: z.object({ creatureId: creatureIdField }),
  response: heroesAnswer,
});

/**
 * Finishes a running step now for gems (the price falls with the remaining time, `speedUpPrice`).
 * UPGRADE_NOT_FOUND when the step is not the caller's or has already finished; two identical
 * requests at once charge once.
 */
export const creatureStepSpeedUpRoute = defineRoute({
  method: 'POST',
  path: '/api/creature/step/speedup',
  auth: 'player',
  body: z.object({ stepId: idField }),
  response: heroesAnswer,
});

/**
 * Uses a card on a hero. Mouse, snake, eagle and elephant finish a running step of a usual,
 * legendary, mythical or supreme hero; evolution one of any hero but the Ark line; ark raises a
 * rankable hero's rank cap by 2 (once per hero). NO_SUITABLE_HEROES_FOR_CARD, CARD_NOT_OWNED,
 * UPGRADE_NOT_FOUND (no running step to finish), ARK_CARD_USED.
 */
export const creatureCardUseRoute = defineRoute({
  method: 'POST',
  path: '/api/creature/card/use',
  auth: 'player',
  body: z.object({ card: cardEnum, creatureId: creatureIdField }),
  response: heroesAnswer.extend({ cardState: cardCountsDto }),
});

/**
 * Group upgrade (§9): raises each listed hero one level for gold, 1 to 6 heroes at once, all or
 * none. GROUP_EMPTY, GROUP_TOO_LARGE, GROUP_DUPLICATE, HERO_LEVEL_MAX (a hero's level never
 * exceeds the player's), a §8 shortage for the sum.
 */
export const creatureLevelUpgradeRoute = defineRoute({
  method: 'POST',
  path: '/api/creature/level/upgrade',
  auth: 'player',
  body: z.object({ creatureIds: creatureIdsField }),
  response: heroesAnswer,
});

/**
 * Hero exchange (§9): the donor leaves the player and the receiver gains 25 % of its attack,
 * defence and health; an Ark donor returns the tokens spent on it. EXCHANGE_SAME_HERO,
 * HERO_NOT_EXCHANGEABLE (the player's own starter hero), artifacts the donor held return to the
 * storage.
 */
export const creatureExchangeRoute = defineRoute({
  method: 'POST',
  path: '/api/creature/exchange',
  auth: 'player',
  body: z.object({ donorId: creatureIdField, receiverId: creatureIdField }),
  response: heroesAnswer,
});
