import type { BattleState, RewardItem } from '@rol/rules/battle/battle-types';
import { isArtifactId } from '@rol/rules/content/artifacts';
import { isConsumableId, type ConsumableId } from '@rol/rules/content/consumables';
import type { Tx } from '../db/database.ts';
import { ApiError } from '../http/api-error.ts';
import { insertArtifactItem } from '../artifacts/artifact-queries.ts';
import { addBackpackItem, takeBackpackItem, type BackpackRows } from './backpack-queries.ts';

/**
 * The consumables a new battle takes from the backpack (its rows as read in the battle's
 * transaction): one per filled slot (elixir slots, then scroll slots) whose item the backpack still
 * holds, numbered 1, 2, … (the id `removeConsumable` names). Nothing leaves the backpack until the
 * item is used.
 */
export function battleConsumablesOf({
  items,
  slots,
}: BackpackRows): { id: number; consumableId: ConsumableId }[] {
  const held = new Set(items.map((i) => i.consumableId));
  const picked = [...slots.elixirSlots, ...slots.scrollSlots].filter(
    (id): id is ConsumableId => id !== null && isConsumableId(id) && held.has(id),
  );
  return [...new Set(picked)].map((consumableId, i) => ({ id: i + 1, consumableId }));
}

/**
 * A battle consumable was used (in the battle action's transaction): its item leaves the backpack
 * with a conditional decrement; CONSUMABLE_NOT_FOUND (the action rolls back) when it is gone.
 */
export async function spendBattleConsumable(
  tx: Tx,
  params: { playerId: number; state: BattleState; battleConsumableId: number },
): Promise<void> {
  const item = params.state.consumables.find((c) => c.id === params.battleConsumableId);
  const taken =
    item && (await takeBackpackItem(tx, { playerId: params.playerId, consumableId: item.consumableId }));
  if (!taken) throw new ApiError('CONSUMABLE_NOT_FOUND', { id: params.battleConsumableId });
}

/**
 * Credits a won battle's reward items (in `battle/complete`'s transaction, which settles a battle
 * once): consumables join the backpack, artifacts the storage (source `battle:<id>`).
 */
export async function creditRewardItems(
  tx: Tx,
  params: { playerId: number; items: readonly RewardItem[]; reference: string; now: Date },
): Promise<void> {
  for (const item of params.items) {
    if (item.count <= 0) continue;
    if (item.kind === 'consumable' && isConsumableId(item.id))
      await addBackpackItem(tx, { playerId: params.playerId, consumableId: item.id, count: item.count });
    if (item.kind === 'artifact' && isArtifactId(item.id))
      for (let i = 0; i < item.count; i += 1)
        await insertArtifactItem(tx, {
          playerId: params.playerId,
          artifactId: item.id,
          level: 1,
          source: params.reference,
          acquiredAt: params.now,
        });
  }
}
