import { eq } from 'drizzle-orm';
import type { DelayedChestDto } from '@rol/protocol/delayed-chest-routes';
import {
  DELAYED_CHEST_WAIT_MS,
  delayedChestSpeedupPrice,
  drawDelayedChest,
} from '@rol/rules/economy/delayed-chest';
import type { Tx } from '../db/database.ts';
import { playerDelayedChests, type PlayerDelayedChestRow } from '../db/schema/player-delayed-chests.ts';
import type { AppContext } from '../http/app-context.ts';
import { ApiError } from '../http/api-error.ts';
import { assertPromotionsOpen } from '../economy/promotions-gate.ts';
import { inPlayerTransaction, type ActingPlayer } from '../http/acting-player.ts';
import { applyAmounts, balancesOf } from '../ledger/balances.ts';

/** A chest on the clock (the row's chest columns all set). */
type Waiting = PlayerDelayedChestRow & { bundle: string; startedAt: Date; readyAt: Date };

const isWaiting = (row: PlayerDelayedChestRow | undefined): row is Waiting =>
  !!row && row.bundle !== null && row.startedAt !== null && row.readyAt !== null;

function chestDto(row: Waiting, nowMs: number): DelayedChestDto {
  const price = delayedChestSpeedupPrice(row.readyAt.getTime(), nowMs);
  return {
    number: row.taken + 1,
    bundle: row.bundle,
    amounts: row.amounts ?? {},
    startedAt: row.startedAt.getTime(),
    readyAt: row.readyAt.getTime(),
    ready: price === 0,
    speedupPrice: price > 0 ? { MITHRIL: price } : {},
    serverTimeMs: nowMs,
  };
}

async function loadChest(tx: Tx, playerId: number) {
  const [row] = await tx.select().from(playerDelayedChests).where(eq(playerDelayedChests.playerId, playerId));
  return row;
}

async function waitingChest(tx: Tx, playerId: number): Promise<Waiting> {
  const row = await loadChest(tx, playerId);
  if (!isWaiting(row)) throw new ApiError('DELAYED_CHEST_NONE');
  return row;
}

/**
 * `delayed/chest/ensure`: the waiting chest, or a new one put on the clock now with its contents drawn
 * for its number (the player's level picks the band) — under the player's row lock, so concurrent
 * ensures make one chest.
 */
export async function ensureDelayedChest(ctx: AppContext, who: ActingPlayer) {
  const nowMs = ctx.clock();
  return inPlayerTransaction(ctx.db, who, async (tx, player) => {
    assertPromotionsOpen(player);
    const row = await loadChest(tx, player.id);
    if (isWaiting(row)) return { chest: chestDto(row, nowMs), balances: balancesOf(player) };
    const taken = row?.taken ?? 0;
    const bundle = drawDelayedChest(ctx.config.worldSeed, player.id, taken + 1, player.level);
    const next = {
      playerId: player.id,
      taken,
      bundle: bundle.id,
      amounts: bundle.amounts,
      startedAt: new Date(nowMs),
      readyAt: new Date(nowMs + DELAYED_CHEST_WAIT_MS),
    };
    await tx
      .insert(playerDelayedChests)
      .values(next)
      .onConflictDoUpdate({ target: playerDelayedChests.playerId, set: next });
    return { chest: chestDto(next, nowMs), balances: balancesOf(player) };
  });
}

/** `delayed/chest/speedup`: the gems left to wait through the ledger, and the chest opens now. */
export async function speedupDelayedChest(ctx: AppContext, who: ActingPlayer) {
  const nowMs = ctx.clock();
  return inPlayerTransaction(ctx.db, who, async (tx, player) => {
    assertPromotionsOpen(player);
    const row = await waitingChest(tx, player.id);
    const price = delayedChestSpeedupPrice(row.readyAt.getTime(), nowMs);
    if (price === 0) throw new ApiError('DELAYED_CHEST_READY');
    const after = await applyAmounts(tx, {
      playerId: player.id,
      amounts: { MITHRIL: price },
      sign: -1,
      reason: 'delayed-chest-speedup',
      reference: `delayed-chest:${row.taken + 1}`,
      now: new Date(nowMs),
    });
    const readyAt = new Date(nowMs);
    await tx.update(playerDelayedChests).set({ readyAt }).where(eq(playerDelayedChests.playerId, player.id));
    return { chest: chestDto({ ...row, readyAt }, nowMs), balances: balancesOf({ ...player, ...after }) };
  });
}

/** `delayed/chest/take`: the open chest credited through the ledger once; the row waits for the next ensure. */
export async function takeDelayedChest(ctx: AppContext, who: ActingPlayer) {
  const nowMs = ctx.clock();
  return inPlayerTransaction(ctx.db, who, async (tx, player) => {
    assertPromotionsOpen(player);
    const row = await waitingChest(tx, player.id);
    if (row.readyAt.getTime() > nowMs)
      throw new ApiError('DELAYED_CHEST_NOT_READY', { readyAt: row.readyAt.getTime() });
    const after = await applyAmounts(tx, {
      playerId: player.id,
      amounts: row.amounts ?? {},
      sign: 1,
      reason: 'delayed-chest',
      reference: `delayed-chest:${row.taken + 1}`,
      now: new Date(nowMs),
    });
    await tx
      .update(playerDelayedChests)
      .set({ taken: row.taken + 1, bundle: null, amounts: null, startedAt: null, readyAt: null })
      .where(eq(playerDelayedChests.playerId, player.id));
    return { chest: chestDto(row, nowMs), balances: balancesOf({ ...player, ...after }) };
  });
}
