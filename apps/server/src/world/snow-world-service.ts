import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { SnowWorldDto } from '@rol/protocol/snow-world-routes';
import type { ResourceAmounts } from '@rol/rules/content/resources';
import {
  hoursUntil,
  SNOW_RETURN_MS,
  SNOW_WORLD,
  snowDoneBit,
  snowStepRefusal,
  snowVisitSteps,
  snowWorldOpen,
} from '@rol/rules/world/snow-world';
import type { Tx } from '../db/database.ts';
import { playerSnowWorlds, type PlayerSnowWorldRow } from '../db/schema/player-snow-worlds.ts';
import type { PlayerRow } from '../db/schema/players.ts';
import type { AppContext } from '../http/app-context.ts';
import { ApiError } from '../http/api-error.ts';
import { inPlayerTransaction, type ActingPlayer } from '../http/acting-player.ts';
import { applyAmounts, balancesOf } from '../ledger/balances.ts';
import { recordGameEvent } from '../progress/record-game-event.ts';
import { assertTutorialAllows } from '../progress/tutorial-service.ts';
import { clanSnowPressure, findSnowVisit, snowDaysRunning, snowWorldDtoOf, visitPlaces, visitStatus } from './snow-world-state.ts';

/** Within one player transaction: the visit, the clan's pressure and the answer built from them. */
export async function snowContext(tx: Tx, player: PlayerRow, now: Date) {
  const row = await findSnowVisit(tx, player.id);
  const pressure = await clanSnowPressure(tx, player.id, now);
  return { row, pressure, dto: (r: PlayerSnowWorldRow | null) => snowWorldDtoOf(player, r, pressure, now.getTime()) };
}

/** The visit the hero is in now, or SNOW_WORLD_NOT_IN; no snow action while a battle runs. */
export function visitInside(player: PlayerRow, row: PlayerSnowWorldRow | null, nowMs: number): PlayerSnowWorldRow {
  if (!row || visitStatus(row, nowMs) !== 'IN') throw new ApiError('SNOW_WORLD_NOT_IN');
  if (player.battleId !== null) throw new ApiError('PLAYER_IN_BATTLE', { battleId: player.battleId });
  return row;
}

/**
 * One step spent (every snow action costs one); the last one sends the hero home unless a battle is
 * starting with it (then the battle's end does, `settleSnowBattle`).
 */
export function stepSpent(row: PlayerSnowWorldRow, now: Date, battleStarting = false): Partial<PlayerSnowWorldRow> {
  const stepsLeft = Math.max(0, row.stepsLeft - SNOW_WORLD.stepCost);
  const home = stepsLeft === 0 && !battleStarting;
  return { stepsLeft, updatedAt: now, ...(home ? { returnsAt: new Date(now.getTime() + SNOW_RETURN_MS) } : {}) };
}

export async function updateVisit(tx: Tx, playerId: number, set: Partial<PlayerSnowWorldRow>): Promise<PlayerSnowWorldRow> {
  const [row] = await tx.update(playerSnowWorlds).set(set).where(eq(playerSnowWorlds.playerId, playerId)).returning();
  if (!row) throw new Error(`snow visit of ${playerId} vanished`);
  return row;
}

export async function getSnowWorld(ctx: AppContext, who: ActingPlayer): Promise<SnowWorldDto> {
  const now = new Date(ctx.clock());
  return inPlayerTransaction(ctx.db, who, async (tx, player) => {
    const { row, dto } = await snowContext(tx, player, now);
    return dto(row);
  });
}

/** `snowWorld/enter`: a new visit from stair 1 with the base steps and the clan's pressure. */
export async function enterSnowWorld(ctx: AppContext, who: ActingPlayer): Promise<SnowWorldDto> {
  const now = new Date(ctx.clock());
  return inPlayerTransaction(ctx.db, who, async (tx, player) => {
    assertTutorialAllows(player, 'snow-world');
    const { row, pressure, dto } = await snowContext(tx, player, now);
    const status = visitStatus(row, now.getTime());
    if (status === 'IN') return dto(row);
    if (status === 'RETURNING' && row?.returnsAt)
      throw new ApiError('SNOW_WORLD_LOW_PRESSURE', {
        hours: hoursUntil(row.returnsAt.getTime(), now.getTime()),
        returnsAt: row.returnsAt.getTime(),
      });
    if (!snowWorldOpen(player.level, pressure, snowDaysRunning(now.getTime()))) throw new ApiError('SNOW_WORLD_LOCKED', { level: SNOW_WORLD.unlockLevel });
    const steps = snowVisitSteps(pressure);
    const visit = {
      visit: (row?.visit ?? 0) + 1,
      seed: randomInt(0, 2 ** 32),
      baseStair: Math.max(1, player.bestVictoryStair),
      stair: 1,
      stepsLeft: steps,
      stepsTotal: steps,
      done: 0,
      returnsAt: null,
      enteredAt: now,
      updatedAt: now,
    };
    const [entered] = await tx
      .insert(playerSnowWorlds)
      .values({ playerId: player.id, ...visit })
      .onConflictDoUpdate({ target: playerSnowWorlds.playerId, set: visit })
      .returning();
    return dto(entered ?? null);
  });
}

/** `snowWorld/step`: one stair up, never past a monster not beaten. */
export async function stepInSnowWorld(ctx: AppContext, who: ActingPlayer, toStair: number): Promise<SnowWorldDto> {
  const now = new Date(ctx.clock());
  return inPlayerTransaction(ctx.db, who, async (tx, player) => {
    const { row, dto } = await snowContext(tx, player, now);
    const visit = visitInside(player, row, now.getTime());
    const refusal = snowStepRefusal(visitPlaces(visit), visit, toStair);
    if (refusal) throw new ApiError(refusal, { stair: visit.stair, toStair });
    return dto(await updateVisit(tx, player.id, { ...stepSpent(visit, now), stair: toStair }));
  });
}

/** `snowWorld/take`: the resource or chest of the hero's stair, through the ledger, for one step. */
export async function takeInSnowWorld(ctx: AppContext, who: ActingPlayer, stair: number) {
  const now = new Date(ctx.clock());
  return inPlayerTransaction(ctx.db, who, async (tx, player) => {
    const { row, dto } = await snowContext(tx, player, now);
    const visit = visitInside(player, row, now.getTime());
    const place = visitPlaces(visit)[stair - 1];
    if (stair !== visit.stair || !place || place.kind === 'MONSTER')
      throw new ApiError('SNOW_PLACE_NOT_HERE', { stair, heroStair: visit.stair });
    if ((visit.done & snowDoneBit(stair)) !== 0) throw new ApiError('SNOW_PLACE_DONE', { stair });
    const gained: ResourceAmounts = place.kind === 'RESOURCE' ? { [place.resource]: place.amount } : place.reward;
    const after = await applyAmounts(tx, {
      playerId: player.id,
      amounts: gained,
      sign: 1,
      reason: 'snow-world',
      reference: `snow:${visit.visit}:${stair}`,
      now,
    });
    await recordGameEvent(tx, { playerId: player.id, tutorialSteps: player.tutorialSteps }, 'RESOURCE_TAKEN', 1, now.getTime());
    const updated = await updateVisit(tx, player.id, { ...stepSpent(visit, now), done: visit.done | snowDoneBit(stair) });
    return { snowWorld: dto(updated), gained, balances: balancesOf({ ...player, ...after }) };
  });
}

/** `snowWorld/leave`: the hero walks home before the steps run out; the return takes as long. */
export async function leaveSnowWorld(ctx: AppContext, who: ActingPlayer): Promise<SnowWorldDto> {
  const now = new Date(ctx.clock());
  return inPlayerTransaction(ctx.db, who, async (tx, player) => {
    const { row, dto } = await snowContext(tx, player, now);
    const visit = visitInside(player, row, now.getTime());
    return dto(await updateVisit(tx, player.id, { returnsAt: new Date(now.getTime() + SNOW_RETURN_MS), updatedAt: now, stair: visit.stair }));
  });
}
