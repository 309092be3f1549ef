import { z } from 'zod';
import { resourceAmountsDto } from './place-dto.ts';

/**
 * Heroes: what the profile, the hero page, the forge, the backpack and the shops read.
 * Every timer travels as epoch milliseconds computed from stored timestamps (docs/architecture.md, "Game state"); the client
 * counts down from `serverTimeMs`.
 */

export const CARD_TYPES = ['elephant', 'snake', 'eagle', 'mouse', 'ark', 'evolution'] as const;
export const cardEnum = z.enum(CARD_TYPES);
/** How many cards of each type the player holds (§3 cardState). */
export const cardCountsDto = z.partialRecord(cardEnum, z.number().int());

/** §3 hammerDto (field name as the spec spells it): running steps and magic hammers. */
export const hammerDto = z.object({ currenCount: z.number().int(), maxCount: z.number().int() });
export type HammerDto = z.infer<typeof hammerDto>;

/** The next step of a force or of the rank: what it costs and how long it takes. */
export const stepOfferDto = z.object({
  toRank: z.number().int(),
  seconds: z.number().int(),
  cost: resourceAmountsDto,
});

/** A running force or rank step on a magic hammer. `doneAt` passed: the step is complete. */
export const upgradeStepDto = z.object({
  id: z.number().int(),
  creatureId: z.number().int(),
  kind: z.enum(['force', 'rank']),
  /** The force being studied or improved; null for a rank step. */
  forceId: z.string().nullable(),
  toRank: z.number().int(),
  startedAt: z.number().int(),
  doneAt: z.number().int(),
  /** Gems to finish it now (0 when done). */
  speedUpPrice: z.number().int(),
});
export type UpgradeStepDto = z.infer<typeof upgradeStepDto>;

/**
 * A force of a hero (§3 forcesV2, each with its warriorClass): every force of the hero's class is
 * listed, studied (rank ≥ 1) or not (rank 0). `next` is the next step, or null with `blocked` saying
 * why (INCOMPATIBLE_FORCE: the hero's rank is below `learnRank`; FORCE_MAX_RANK: at `maxRank`;
 * FORCE_UPGRADE_RUNNING: a step of it runs now).
 */
export const forceDto = z.object({
  forceId: z.string(),
  warriorClass: z.string(),
  rank: z.number().int(),
  maxRank: z.number().int(),
  learnRank: z.number().int(),
  next: stepOfferDto.nullable(),
  blocked: z.enum(['INCOMPATIBLE_FORCE', 'FORCE_MAX_RANK', 'FORCE_UPGRADE_RUNNING']).nullable(),
});
export type ForceDto = z.infer<typeof forceDto>;

/** An artifact the player owns (§3 Artifact), lying in the storage (`creatureId` null) or held. */
export const artifactItemDto = z.object({
  id: z.number().int(),
  artifactId: z.string(),
  effectType: z.string(),
  level: z.number().int(),
  /** §5 amulet: the effect is not attack, defence, attack_defence or health. */
  amulet: z.boolean(),
  vip: z.boolean(),
  temporal: z.boolean(),
  creatureId: z.number().int().nullable(),
  /** Stat points a reforge gives the chosen hero (25 %, §9). */
  reforgeBonus: z.object({ attack: z.number(), defence: z.number(), health: z.number() }),
});
export type ArtifactItemDto = z.infer<typeof artifactItemDto>;

export const statBonusDto = z.object({ attack: z.number(), defence: z.number(), health: z.number() });

/** A consumable in the backpack. */
export const backpackItemDto = z.object({
  consumableId: z.string(),
  kind: z.enum(['elixir', 'scroll', 'resurrection']),
  count: z.number().int(),
});

/**
 * The backpack (§2, from stair 1) and its battle slots: elixir slots (settings from stair 25, §9)
 * and scroll slots (scrolls and resurrection items). A battle takes one of each slotted item the
 * backpack still holds; an item used in battle leaves the backpack.
 */
export const backpackDto = z.object({
  items: z.array(backpackItemDto),
  elixirSlots: z.array(z.string().nullable()),
  scrollSlots: z.array(z.string().nullable()),
  elixirSettingsOpen: z.boolean(),
  elixirSettingsStair: z.number().int(),
});
export type BackpackDto = z.infer<typeof backpackDto>;

/** The forge (smithy): reforges done today against the daily limit ("The blacksmith is tired"). */
export const forgeDto = z.object({ countToday: z.number().int(), limit: z.number().int() });

export const heroOfferDto = z.object({ warriorClass: z.string(), faction: z.string(), imageId: z.string() });

/** One tab of the hero shop: usual, legendary (stair 30), mythical (100), supreme (500), ark. */
export const heroShopTabDto = z.object({
  tier: z.enum(['usual', 'legendary', 'mythical', 'supreme', 'ark']),
  open: z.boolean(),
  fromStair: z.number().int(),
  /** The price of the next hero (it grows with the number of heroes owned). */
  price: resourceAmountsDto,
  offers: z.array(heroOfferDto),
});

export const heroShopDto = z.object({
  tabs: z.array(heroShopTabDto),
  ownedHeroes: z.number().int(),
  maxHeroes: z.number().int(),
});

/** Goods of the shop: cards, magic hammers, consumables, each with its price. */
export const goodsDto = z.object({
  cards: z.array(z.object({ card: cardEnum, price: resourceAmountsDto })),
  hammer: z.object({ price: resourceAmountsDto.nullable(), owned: z.number().int(), max: z.number().int() }),
  consumables: z.array(z.object({ consumableId: z.string(), kind: z.string(), price: resourceAmountsDto })),
});
