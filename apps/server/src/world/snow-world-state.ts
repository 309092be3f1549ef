import { runningCampaignTypes } from '@rol/rules/economy/campaigns';
import { eq, sql } from 'drizzle-orm';
import type { SnowPlaceDto, SnowWorldDto } from '@rol/protocol/snow-world-routes';
import { buildingEffects } from '@rol/rules/clans/clan-buildings';
import {
  SNOW_WORLD,
  snowDoneBit,
  snowPlaces,
  snowStatus,
  snowVisitSteps,
  snowWorldOpen,
  type SnowPlace,
} from '@rol/rules/world/snow-world';
import type { DbOrTx } from '../db/database.ts';
import { preparedSql } from '../db/prepared-query.ts';
import { playerSnowWorlds, type PlayerSnowWorldRow } from '../db/schema/player-snow-worlds.ts';
import type { PlayerRow } from '../db/schema/players.ts';

/** The SNOW_WORLD building's level (resolved at now) of the player's clan: 0 outside a clan. */
const snowBuildingLevelOf = preparedSql(
  'clan_snow_world_level_of',
  sql`select coalesce(max(b.level + case when b.upgrade_ends_at <= ${sql.placeholder('now')}::timestamptz then 1 else 0 end), 0) as level
    from clan_members m join clan_buildings b on b.clan_id = m.clan_id and b.type = 'SNOW_WORLD'
    where m.player_id = ${sql.placeholder('playerId')}::int`,
);

/** The pressure the clan's SNOW_WORLD building gives (rules `clan-buildings`): extra steps per visit. */
export async function clanSnowPressure(db: DbOrTx, playerId: number, now: Date): Promise<number> {
  const [row] = await snowBuildingLevelOf(db, { playerId, now: now.toISOString() });
  return buildingEffects({ SNOW_WORLD: Number(row?.level ?? 0) }).snowWorldHours;
}

export async function findSnowVisit(db: DbOrTx, playerId: number): Promise<PlayerSnowWorldRow | null> {
  const [row] = await db.select().from(playerSnowWorlds).where(eq(playerSnowWorlds.playerId, playerId));
  return row ?? null;
}

export const visitStatus = (row: PlayerSnowWorldRow | null, nowMs: number) =>
  snowStatus(row && { returnsAtMs: row.returnsAt?.getTime() ?? null }, nowMs);

export const visitPlaces = (row: PlayerSnowWorldRow): SnowPlace[] => snowPlaces(row.seed, row.baseStair);

function placeDto(place: SnowPlace, done: number): SnowPlaceDto {
  return {
    stair: place.stair,
    kind: place.kind,
    resource: place.kind === 'RESOURCE' ? place.resource : null,
    amount: place.kind === 'RESOURCE' ? place.amount : null,
    reward: place.kind === 'CHEST' ? place.reward : null,
    guard:
      place.kind === 'MONSTER'
        ? { boss: place.guard.boss, strength: place.guard.strength, members: place.guard.members }
        : null,
    done: (done & snowDoneBit(place.stair)) !== 0,
  };
}

/** The SNOW_WORLD campaign (the snow days) runs: the snow world opens from its campaign level. */
export function snowDaysRunning(nowMs: number): boolean {
  return runningCampaignTypes(nowMs).includes('SNOW_WORLD');
}

/** The window's view of the player's snow world now. */
export function snowWorldDtoOf(
  player: Pick<PlayerRow, 'level'>,
  row: PlayerSnowWorldRow | null,
  clanPressure: number,
  nowMs: number,
): SnowWorldDto {
  const status = visitStatus(row, nowMs);
  const inside = status === 'IN' && row !== null;
  return {
    status,
    open: snowWorldOpen(player.level, clanPressure, snowDaysRunning(nowMs)),
    unlockLevel: SNOW_WORLD.unlockLevel,
    visitSteps: snowVisitSteps(clanPressure),
    stair: inside ? row.stair : 0,
    stairs: SNOW_WORLD.stairs,
    stepsLeft: inside ? row.stepsLeft : 0,
    stepsTotal: inside ? row.stepsTotal : 0,
    returnsAt: status === 'RETURNING' ? (row?.returnsAt?.getTime() ?? null) : null,
    places: inside ? visitPlaces(row).map((p) => placeDto(p, row.done)) : [],
  };
}
