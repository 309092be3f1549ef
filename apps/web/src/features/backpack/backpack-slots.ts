import type { BackpackDto } from '@rol/protocol/hero-dto';
import { BACKPACK_SLOTS, type BackpackSlotKind } from '@rol/rules/heroes/backpack';

export type BackpackItem = BackpackDto['items'][number];

export interface SlotView {
  index: number;
  consumableId: string | null;
  /** How many of the slotted item the backpack holds (0: the slot waits for more). */
  held: number;
}

/** The slots of a row as stored, each with the backpack's count of its item. */
export function slotViews(backpack: BackpackDto, kind: BackpackSlotKind): SlotView[] {
  const slots = kind === 'elixir' ? backpack.elixirSlots : backpack.scrollSlots;
  const count = Math.max(slots.length, BACKPACK_SLOTS[kind].count);
  return Array.from({ length: count }, (_, index) => {
    const consumableId = slots[index] ?? null;
    const held =
      consumableId === null ? 0 : (backpack.items.find((i) => i.consumableId === consumableId)?.count ?? 0);
    return { index, consumableId, held };
  });
}

/**
 * The items that may go into slot `index` of a row: held (count > 0), of a kind the row takes
 * (elixirs; scrolls and resurrection items), and not already in another slot of the row (the
 * server refuses repeats).
 */
export function fittingItems(backpack: BackpackDto, kind: BackpackSlotKind, index: number): BackpackItem[] {
  const kinds: readonly string[] = BACKPACK_SLOTS[kind].kinds;
  const others = slotViews(backpack, kind)
    .filter((slot) => slot.index !== index)
    .map((slot) => slot.consumableId);
  return backpack.items.filter(
    (item) => item.count > 0 && kinds.includes(item.kind) && !others.includes(item.consumableId),
  );
}

/** The row to send after putting `consumableId` (null: emptying) into slot `index`. */
export function withSlot(
  backpack: BackpackDto,
  kind: BackpackSlotKind,
  index: number,
  consumableId: string | null,
): (string | null)[] {
  return slotViews(backpack, kind).map((slot) => (slot.index === index ? consumableId : slot.consumableId));
}
