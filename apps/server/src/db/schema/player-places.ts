import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, integer, jsonb, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { players } from './players.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A player's own state of a road place (docs/architecture.md, "Game design baseline"): the place itself comes from the world seed, so a
 * row exists only once the player has done something with it. `place_id` is `stair × 16 + index`, so a
 * stair range is a key range. Taking sets `taken_at` with a conditional upsert: exactly once.
 */
export const playerPlaces = pgTable(
  'player_places',
  {
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    placeId: integer('place_id').notNull(),
    /** A RESOURCE, SKILL (or later ARTIFACT, RUNE, CONSUMABLE) place taken. */
    takenAt: at('taken_at'),
    /** A TURN taken, a PORTAL visited, a SCRIPT or TALKER seen. */
    usedAt: at('used_at'),
    /** A GAINABLE's last gain: it refills from here. */
    gainedAt: at('gained_at'),
    /** The guard was beaten (set by battles): the place no longer blocks. */
    defeated: boolean('defeated').notNull().default(false),
    /** The last battle here was lost (§4 Battle). */
    battleLost: boolean('battle_lost').notNull().default(false),
    /** Scenario markers set on a CUSTOM_PLACE. */
    markers: jsonb('markers').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    /** A TURN in use: the coordinate `turn/back` returns to. */
    turnFrom: doublePrecision('turn_from'),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.placeId] })],
);

export type PlayerPlaceRow = typeof playerPlaces.$inferSelect;
export type NewPlayerPlaceRow = typeof playerPlaces.$inferInsert;
