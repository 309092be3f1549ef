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
import { heroViewOf, loadCreatureDtos } from '../heroes/creature-view.ts';
import { storeSquadAfter, withHeroAction, type HeroAction } from '../heroes/hero-action.ts';
import { loadHeroRows, type HeroRows } from '../heroes/hero-rows-query.ts';
import type { ActingPlayer } from '../http/acting-player.ts';
import type { AppContext } from '../http/app-context.ts';
import { ApiError } from '../http/api-error.ts';
import { findArtifactItem, setArtifactHolder } from './artifact-queries.ts';

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

/** A hero's creatureDto among `heroes`. */
function heroDtoIn(heroes: HeroRows, creatureId: number, nowMs: number): CreatureDto {
  const [dto] = heroViewOf(heroes.rows, heroes.extras, nowMs, [creatureId]).creatures;
  if (!dto) throw new Error(`creature ${creatureId} vanished`);
  return dto;
}

/**
 * The heroes as moving `item` to the hero `creatureId` (null: to the storage) leaves them. Only the
 * held artifacts change, so the heroes read before the move give the heroes after it in memory.
 */
function heroesWithHolder(heroes: HeroRows, item: ArtifactItemRow, creatureId: number | null): HeroRows {
  const others = heroes.extras.artifacts.filter((held) => held.id !== item.id);
  const artifacts =
    creatureId === null
      ? others
      : [...others, { id: item.id, artifactId: item.artifactId, level: item.level, creatureId }].sort(
          (a, b) => a.id - b.id,
        );
  return { rows: heroes.rows, extras: { ...heroes.extras, artifacts } };
}

/**
 * A hero's health after its held artifacts changed (`healthAfterMaxChange`): from its health and
 * maximum before the change to the maximum after. The hero as it answers, and its write (with
 * `healthAt` now, so recovery counts from here), only when the health differs from what the hero
 * would show.
 */
function settledHealth(
  tx: DbOrTx,
  playerId: number,
  creatureId: number,
  heroes: { before: HeroRows; after: HeroRows },
  nowMs: number,
): { creature: CreatureDto; write: Promise<unknown> | null } {
  const before = heroDtoIn(heroes.before, creatureId, nowMs);
  const after = heroDtoIn(heroes.after, creatureId, nowMs);
  const health = healthAfterMaxChange(before.health, before.maxHealth, after.maxHealth);
  if (health === after.health) return { creature: after, write: null };
  const write = tx
    .update(creatures)
    .set({ health, healthAt: new Date(nowMs) })
    .where(and(eq(creatures.playerId, playerId), eq(creatures.id, before.id)))
    .execute();
  return { creature: { ...after, health }, write };
}

/**
 * The writes of an artifact's move, sent together: the item's holder, the heroes' health and the
 * squad's strength (from the heroes changed in memory). ARTIFACT_NOT_FOUND when the item's row is
 * gone; the transaction then rolls back the other writes.
 */
async function writeMove(
  a: HeroAction,
  item: ArtifactItemRow,
  creatureId: number | null,
  healthWrites: (Promise<unknown> | null)[],
  heroesAfter: HeroRows,
): Promise<ArtifactItemRow> {
  const playerId = a.player.id;
  const [moved] = await together(
    setArtifactHolder(a.tx, { playerId, itemId: item.id, creatureId }),
    storeSquadAfter(a, heroesAfter),
    ...healthWrites.map((write) => write ?? Promise.resolve(null)),
  );
  if (!moved) throw new ApiError('ARTIFACT_NOT_FOUND', { artifactId: item.id });
  return moved;
}

/**
 * `artifact/give` (a hero action: player row locked, steps completed by now settled, so the rank is
 * today's): the §5 slot rule of the rules (checkGiveArtifact) on the hero's rank and the artifacts it
 * holds; an artifact held by another hero moves from it. The item and the heroes are read together,
 * the heroes after the move computed from them, and the writes sent together (5 round trips).
 */
export function giveArtifact(ctx: AppContext, who: ActingPlayer, itemId: number, creatureId: number) {
  return withHeroAction(ctx, who, async (a) => {
    const { tx, nowMs } = a;
    const playerId = a.player.id;
    // Two independent reads, sent together; the first refusal in this order wins.
    const [item, heroes] = await together(requireItem(tx, playerId, itemId), heroRowsOf(tx, playerId));
    const creature = heroes.rows.find((row) => row.id === creatureId);
    if (!creature) throw new ApiError('CREATURE_NOT_FOUND', { creatureId });
    const error = checkGiveArtifact({
      creature: { id: creature.id, temporal: creature.temporal, rank: creature.rank },
      held: heroes.extras.artifacts
        .filter((held) => held.creatureId === creatureId)
        .map((h) => ({ instanceId: h.id, artifactId: h.artifactId })),
      artifact: { instanceId: item.id, artifactId: item.artifactId, holderCreatureId: item.creatureId },
    });
    if (error) throw new ApiError(GIVE_ERRORS[error], { artifactId: itemId, creatureId });
    const formerHolderId =
      item.creatureId !== null && item.creatureId !== creatureId ? item.creatureId : null;
    const moved = { before: heroes, after: heroesWithHolder(heroes, item, creatureId) };
    const receiver = settledHealth(tx, playerId, creatureId, moved, nowMs);
    const former = formerHolderId === null ? null : settledHealth(tx, playerId, formerHolderId, moved, nowMs);
    const row = await writeMove(a, item, creatureId, [receiver.write, former?.write ?? null], moved.after);
    return { artifact: artifactDtoOf(row), creature: receiver.creature };
  });
}

/** `artifact/take`: back into the storage; ARTIFACT_NOT_HELD when no hero holds it. */
export function takeArtifact(ctx: AppContext, who: ActingPlayer, itemId: number) {
  return withHeroAction(ctx, who, async (a) => {
    const { tx, nowMs } = a;
    const playerId = a.player.id;
    const [item, heroes] = await together(requireItem(tx, playerId, itemId), heroRowsOf(tx, playerId));
    const holder = item.creatureId;
    if (holder === null) throw new ApiError('ARTIFACT_NOT_HELD', { artifactId: itemId });
    const moved = { before: heroes, after: heroesWithHolder(heroes, item, null) };
    const settled = settledHealth(tx, playerId, holder, moved, nowMs);
    const row = await writeMove(a, item, null, [settled.write], moved.after);
    return { artifact: artifactDtoOf(row), creature: settled.creature };
  });
}

/** The player's heroes (the player's row is locked, so it exists). */
async function heroRowsOf(tx: DbOrTx, playerId: number): Promise<HeroRows> {
  const heroes = await loadHeroRows(tx, playerId);
  if (!heroes) throw new Error(`player ${playerId} vanished`);
  return heroes;
}
