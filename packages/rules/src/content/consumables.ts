import { effect } from './effect-builders.ts';
import type { EffectDef } from './effects.ts';

/** Elixirs and scrolls from the backpack (§2), and resurrection items that work only on the dead (§5). */
export const CONSUMABLE_KINDS = ['elixir', 'scroll', 'resurrection'] as const;
export type ConsumableKind = (typeof CONSUMABLE_KINDS)[number];

/**
 * A single-battle item (§3). `targetTeam` says whose creature may be chosen; `requiresDead` items
 * answer "Creature not dead" on the living, the others "Creature dead" on the dead. Its effects use
 * trigger `onUse`; target `self` means the chosen creature, `ally` the user's living team, `enemy`
 * the other team's living creatures, `all` every living creature.
 */
export interface ConsumableDef {
  kind: ConsumableKind;
  targetTeam: 'own' | 'enemy';
  requiresDead: boolean;
  effects: readonly EffectDef[];
  imageId: string;
}

export const CONSUMABLES = {
  healing_elixir: {
    kind: 'elixir',
    targetTeam: 'own',
    requiresDead: false,
    effects: [effect('heal', 'onUse', 0.35, { op: 'multiply' })],
    imageId: 'elixir_red',
  },
  rage_elixir: {
    kind: 'elixir',
    targetTeam: 'own',
    requiresDead: false,
    effects: [effect('attack', 'onUse', 1.3, { op: 'multiply', duration: 3 })],
    imageId: 'elixir_orange',
  },
  stone_skin_elixir: {
    kind: 'elixir',
    targetTeam: 'own',
    requiresDead: false,
    effects: [effect('defence', 'onUse', 1.4, { op: 'multiply', duration: 3 })],
    imageId: 'elixir_grey',
  },
  fire_scroll: {
    kind: 'scroll',
    targetTeam: 'enemy',
    requiresDead: false,
    effects: [effect('fire', 'onUse', 25, { duration: 2 })],
    imageId: 'scroll_fire',
  },
  ice_scroll: {
    kind: 'scroll',
    targetTeam: 'enemy',
    requiresDead: false,
    effects: [effect('freeze', 'onUse', 0, { duration: 2 })],
    imageId: 'scroll_ice',
  },
  plague_scroll: {
    kind: 'scroll',
    targetTeam: 'enemy',
    requiresDead: false,
    effects: [effect('poison', 'onUse', 6, { duration: 4, target: 'enemy' })],
    imageId: 'scroll_plague',
  },
  blessing_scroll: {
    kind: 'scroll',
    targetTeam: 'own',
    requiresDead: false,
    effects: [effect('attack', 'onUse', 1.15, { op: 'multiply', duration: 3, target: 'ally' })],
    imageId: 'scroll_blessing',
  },
  phoenix_feather: {
    kind: 'resurrection',
    targetTeam: 'own',
    requiresDead: true,
    effects: [effect('resurrection', 'onUse', 0.5)],
    imageId: 'feather_phoenix',
  },
  living_water: {
    kind: 'resurrection',
    targetTeam: 'own',
    requiresDead: true,
    effects: [effect('resurrection', 'onUse', 1)],
    imageId: 'water_living',
  },
} as const satisfies Record<string, ConsumableDef>;

export type ConsumableId = keyof typeof CONSUMABLES;

export function isConsumableId(value: string): value is ConsumableId {
  return Object.hasOwn(CONSUMABLES, value);
}
