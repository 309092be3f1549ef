import { DEFAULT_REWARD_MINUTE } from '@rol/rules/arena/reward-time';
import { UNLOCKS } from '@rol/rules/unlocks';
import type { Tx } from '../db/database.ts';
import type { ArenaStandingRow } from '../db/schema/arena-standings.ts';
import type { PlayerRow } from '../db/schema/players.ts';
import type { HeroRows } from '../heroes/hero-rows-query.ts';
import { ApiError } from '../http/api-error.ts';
import { squadSnapshot } from './defence-snapshot.ts';
import { findStanding, joinLadder } from './standing-queries.ts';

/** Moscow, the server's zone, until the player's browser tells theirs (reward-time/set). */
const DEFAULT_UTC_OFFSET = 180;

/** ARENA_NOT_OPENED below the arena's level (§9). */
export function assertArenaOpen(player: PlayerRow): void {
  if (player.level < UNLOCKS.arenaLevel)
    throw new ApiError('ARENA_NOT_OPENED', { level: UNLOCKS.arenaLevel, playerLevel: player.level });
}

/** The player's standing; a player new to the arena joins at the bottom with the current squad as defence. */
export async function ensureStanding(
  tx: Tx,
  player: PlayerRow,
  heroes: HeroRows,
  now: Date,
  /** The player's standing when the caller has read it already (null: none yet). */
  known?: ArenaStandingRow | null,
): Promise<ArenaStandingRow> {
  const found = known === undefined ? await findStanding(tx, player.id) : known;
  if (found) return found;
  return joinLadder(tx, {
    playerId: player.id,
    defence: squadSnapshot(heroes, now.getTime()),
    rewardMinute: DEFAULT_REWARD_MINUTE,
    utcOffset: DEFAULT_UTC_OFFSET,
    now,
  });
}
