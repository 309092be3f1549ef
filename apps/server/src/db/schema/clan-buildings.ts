import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { BuildingType } from '@rol/rules/clans/clan-buildings';
import { clans } from './clans.ts';

/** A clan's building: its completed level and a running upgrade's end (PROCESSING until then). */
export const clanBuildings = pgTable(
  'clan_buildings',
  {
    clanId: integer('clan_id')
      .notNull()
      .references(() => clans.id, { onDelete: 'cascade' }),
    type: text('type').$type<BuildingType>().notNull(),
    level: integer('level').notNull().default(0),
    upgradeEndsAt: timestamp('upgrade_ends_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [primaryKey({ columns: [t.clanId, t.type] })],
);

export type ClanBuildingRow = typeof clanBuildings.$inferSelect;
