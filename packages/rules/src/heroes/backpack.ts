import { CONSUMABLES, isConsumableId, type ConsumableKind } from '../content/consumables.ts';
import { UNLOCKS } from '../unlocks.ts';

/** The backpack's slot rows: elixirs, and scrolls (resurrection items sit with the scrolls). */
export const BACKPACK_SLOT_KINDS = ['elixir', 'scroll'] as const;
export type BackpackSlotKind = (typeof BACKPACK_SLOT_KINDS)[number];

export const ELIXIR_SLOTS = 3;
export const SCROLL_SLOTS = 3;

/** How many slots a row has, the consumable kinds it takes, and the stair it opens at (§9). */
export const BACKPACK_SLOTS = {
  elixir: { count: ELIXIR_SLOTS, kinds: ['elixir'], fromStair: UNLOCKS.elixirSettingsStair },
  scroll: { count: SCROLL_SLOTS, kinds: ['scroll', 'resurrection'], fromStair: UNLOCKS.backpackStair },
} as const satisfies Record<
  BackpackSlotKind,
  { count: number; kinds: readonly ConsumableKind[]; fromStair: number }
>;

export function isBackpackSlotKind(value: string): value is BackpackSlotKind {
  return (BACKPACK_SLOT_KINDS as readonly string[]).includes(value);
}

/**
 * Why `slots` (consumable ids, null for an empty slot) cannot be the `kind` row now, or null:
 * STAIR_REQUIRED before the row opens (elixir settings from stair 25, the backpack from stair 1);
 * CONSUMABLE_SLOT_INVALID for more slots than the row has, an unknown id, a consumable of another
 * kind, or the same consumable twice.
 */
export function checkSlots(
  kind: BackpackSlotKind,
  slots: readonly (string | null)[],
  progressStair: number,
): 'STAIR_REQUIRED' | 'CONSUMABLE_SLOT_INVALID' | null {
  const row = BACKPACK_SLOTS[kind];
  if (progressStair < row.fromStair) return 'STAIR_REQUIRED';
  if (slots.length > row.count) return 'CONSUMABLE_SLOT_INVALID';
  const filled = slots.filter((s): s is string => s !== null);
  const kinds: readonly ConsumableKind[] = row.kinds;
  if (filled.some((id) => !isConsumableId(id) || !kinds.includes(CONSUMABLES[id].kind)))
    return 'CONSUMABLE_SLOT_INVALID';
  if (new Set(filled).size !== filled.length) return 'CONSUMABLE_SLOT_INVALID';
  return null;
}
