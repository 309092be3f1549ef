import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/database.ts';
import { preparedQuery } from '../db/prepared-query.ts';
import { players } from '../db/schema/players.ts';
import { backpackFields, backpackRowsFrom, type BackpackRows } from '../backpack/backpack-queries.ts';
import { PLAYERS_ID } from '../heroes/hero-extras-query.ts';
import { jsonValue } from '../db/json-rows.ts';
import type { ClanBattleBonuses } from '@rol/rules/clans/clan-battle-bonuses';
import { CLAN_BATTLE_BONUSES_JSON, clanBattleBonusesFrom } from '../clan-standing/clan-bonuses.ts';
import { BOOSTER_ROWS_JSON, boosterSlotsOf, type BoosterSlots } from '../progress/booster-windows.ts';
import {
  heroRowsFields,
  heroRowsFrom,
  type HeroRows,
  type HeroRowsFieldValues,
} from '../heroes/hero-rows-query.ts';
import { markersFrom, playerMarkersField } from '../players/marker-queries.ts';
import {
  defeatedGuardIds,
  defeatedGuardsAndPlaceStateFrom,
  defeatedGuardsAndPlaceStateParams,
  placeStateField,
  type DefeatedGuardsAndPlaceState,
} from '../road/place-state-queries.ts';

/** Everything `battle/place/attack` reads once it holds the player's lock. */
export interface AttackReads {
  /** The road around the player and their state of the attacked place. */
  road: DefeatedGuardsAndPlaceState;
  /** The heroes with their forces, steps, artifacts and cards. */
  heroes: HeroRows;
  /** The backpack: the battle takes the consumables of its slots. */
  backpack: BackpackRows;
  /** The player's markers: the battle takes the runes among them. */
  markers: string[];
  /** The booster windows (a running one raises the win's experience and the trophy's chance). */
  boosters: BoosterSlots;
  /** What the player's clan adds to the heroes (shield, hall of fame), as the battle starts. */
  clanBonuses: ClanBattleBonuses;
}

const attackReadsOf = preparedQuery('attack_reads', (db, name) =>
  db
    .select({
      defeated: defeatedGuardIds,
      state: placeStateField,
      ...heroRowsFields,
      ...backpackFields,
      markers: playerMarkersField(PLAYERS_ID),
      boosters: sql<unknown>`${BOOSTER_ROWS_JSON(PLAYERS_ID)}`,
      clanBonuses: sql<unknown>`${CLAN_BATTLE_BONUSES_JSON(PLAYERS_ID, sql`${sql.placeholder('now')}::timestamptz`)}`,
    })
    .from(players)
    .where(eq(players.id, sql.placeholder('playerId')))
    .prepare(name),
);

/**
 * The attack's reads in one statement (one round trip, one snapshot taken after the lock), each part
 * read by the same fields and decoded by the same function as its own module's statement. Null when
 * the player does not exist.
 */
export async function loadAttackReads(
  tx: Tx,
  params: Parameters<typeof defeatedGuardsAndPlaceStateParams>[0],
  now: Date,
): Promise<AttackReads | null> {
  const [row] = await attackReadsOf(tx, { ...defeatedGuardsAndPlaceStateParams(params), now: now.toISOString() });
  if (!row) return null;
  return {
    road: defeatedGuardsAndPlaceStateFrom(row),
    heroes: heroRowsFrom(row as HeroRowsFieldValues),
    backpack: backpackRowsFrom(row),
    markers: markersFrom(row.markers),
    boosters: boosterSlotsOf(
      jsonValue<{ slot: string; boosterId: string; startedAt: string; endsAt: string }[]>(row.boosters as string),
    ),
    clanBonuses: clanBattleBonusesFrom(row.clanBonuses),
  };
}
