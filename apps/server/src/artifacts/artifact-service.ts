import { and, eq } from 'drizzle-orm';
import type { ErrorCode } from '@rol/protocol/error-codes';
import type { ArtifactItemDto } from '@rol/protocol/hero-dto';
import type { CreatureDto } from '@rol/protocol/player-dto';
import { checkGiveArtifact, type GiveArtifactError } from '@rol/rules/heroes/artifact-slots';
import { healthAfterMaxChange } from '@rol/rules/heroes/max-health-change';
import { creatures } from '../db/schema/creatures.ts';
import { together } from '../db/together.ts';
import type { DbOrTx } from '../db/database.ts';
import type { ArtifactItemRow } from '../db/schema/artifact-items.ts';
import { toArtifactItemDto } from '../heroes/artifact-item-dto.ts';
import { loadCreatureDtos } from '../heroes/creature-view.ts';
import { heroOf, withHeroAction } from '../heroes/hero-action.ts';
import type { ActingPlayer } from '../http/acting-player.ts';
import type { AppContext } from '../http/app-context.ts';
import { ApiError } from '../http/api-error.ts';
import { findArtifactItem, listHeldArtifacts, setArtifactHolder } from './artifact-queries.ts';

const GIVE_ERRORS: Record<GiveArtifactError, ErrorCode> = {
  SLOT_UNAVAILABLE: 'SLOT_UNAVAILABLE',
  NO_FREE_SLOT: 'NO_FREE_SLOT',
  ALL_SLOTS_FILLED: 'ALL_SLOTS_FILLED',
  ALREADY_HELD: 'ARTIFACT_ALREADY_HELD',
};

/** An item row as the wire sends it; ARTIFACT_NOT_FOUND for an artifact the content does not know. */
export function artifactDtoOf(row: ArtifactItemRow): ArtifactItemDto {
  const dto = toArtifactItemDto(row);
  if (!dto) throw new ApiError('ARTIFACT_NOT_FOUND', { artifactId: row.id });
  return dto;
}

/**
 * `artifact/list`: every artifact the player owns (ones the content no longer knows are left out),
 * from the rows the session's statement read (`artifactItemsSessionReads`).
 */
export function listArtifacts(rows: readonly ArtifactItemRow[]) {
  return { artifacts: rows.map(toArtifactItemDto).filter((a): a is ArtifactItemDto => a !== null) };
}

async function requireItem(db: DbOrTx, playerId: number, itemId: number): Promise<ArtifactItemRow> {
  const item = await findArtifactItem(db, { playerId, itemId });
  if (!item || !toArtifactItemDto(item)) throw new ApiError('ARTIFACT_NOT_FOUND', { artifactId: itemId });
  return item;
}

/** One hero's creatureDto after the action's writes. */
export async function creatureAfter(
  db: DbOrTx,
  playerId: number,
  creatureId: number,
  nowMs: number,
): Promise<CreatureDto> {
  const [dto] = await loadCreatureDtos(db, playerId, nowMs, [creatureId]);
  if (!dto) throw new Error(`creature ${creatureId} vanished`);
  return dto;
}

/**
 * A hero's health after its held artifacts changed (`healthAfterMaxChange`): from its health and
 * maximum before the change to the maximum after; written (with `healthAt` now, so recovery counts
 * from here) only when it differs from what the hero would show. Answers the hero after.
 */
async function settleHealth(
  db: DbOrTx,
  playerId: number,
  before: CreatureDto,
  nowMs: number,
): Promise<CreatureDto> {
  const after = await creatureAfter(db, playerId, before.id, nowMs);
  const health = healthAfterMaxChange(before.health, before.maxHealth, after.maxHealth);
  if (health === after.health) return after;
  await db
    .update(creatures)
    .set({ health, healthAt: new Date(nowMs) })
    .where(and(eq(creatures.playerId, playerId), eq(creatures.id, before.id)));
  return { ...after, health };
}

/**
 * `artifact/give` (a hero action: player row locked, steps completed by now settled, so the rank is
 * today's): the §5 slot rule of the rules (checkGiveArtifact) on the hero's rank and the artifacts it
 * holds; an artifact held by another hero moves from it.
 */
export function giveArtifact(ctx: AppContext, who: ActingPlayer, itemId: number, creatureId: number) {
  return withHeroAction(ctx, who, async (a) => {
    const { tx, nowMs } = a;
    const playerId = a.player.id;
    // Three independent reads, sent together (one round trip); the first refusal in this order wins.
    const [item, creature, held] = await together(
      requireItem(tx, playerId, itemId),
      heroOf(a, creatureId),
      listHeldArtifacts(tx, { playerId, creatureId }),
    );
    const error = checkGiveArtifact({
      creature: { id: creature.id, temporal: creature.temporal, rank: creature.rank },
      held: held.map((h) => ({ instanceId: h.id, artifactId: h.artifactId })),
      artifact: { instanceId: item.id, artifactId: item.artifactId, holderCreatureId: item.creatureId },
    });
    if (error) throw new ApiError(GIVE_ERRORS[error], { artifactId: itemId, creatureId });
    const formerHolderId =
      item.creatureId !== null && item.creatureId !== creatureId ? item.creatureId : null;
    const [before, formerHolder] = await together(
      creatureAfter(tx, playerId, creatureId, nowMs),
      formerHolderId === null ? Promise.resolve(null) : creatureAfter(tx, playerId, formerHolderId, nowMs),
    );
    const moved = await setArtifactHolder(tx, { playerId, itemId, creatureId });
    if (!moved) throw new ApiError('ARTIFACT_NOT_FOUND', { artifactId: itemId });
    // Two different heroes: their health settles together.
    const [creatureNow] = await together(
      settleHealth(tx, playerId, before, nowMs),
      formerHolder ? settleHealth(tx, playerId, formerHolder, nowMs) : Promise.resolve(null),
    );
    return { artifact: artifactDtoOf(moved), creature: creatureNow };
  });
}

/** `artifact/take`: back into the storage; ARTIFACT_NOT_HELD when no hero holds it. */
export function takeArtifact(ctx: AppContext, who: ActingPlayer, itemId: number) {
  return withHeroAction(ctx, who, async ({ tx, nowMs, player }) => {
    const playerId = player.id;
    const item = await requireItem(tx, playerId, itemId);
    const holder = item.creatureId;
    if (holder === null) throw new ApiError('ARTIFACT_NOT_HELD', { artifactId: itemId });
    const before = await creatureAfter(tx, playerId, holder, nowMs);
    const moved = await setArtifactHolder(tx, { playerId, itemId, creatureId: null });
    if (!moved) throw new ApiError('ARTIFACT_NOT_FOUND', { artifactId: itemId });
    return { artifact: artifactDtoOf(moved), creature: await settleHealth(tx, playerId, before, nowMs) };
  });
}
