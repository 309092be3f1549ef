import { boolean, index, integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
import type { FighterRank } from '@rol/rules/arena/arena-battle';
import { battles } from './battles.ts';
import { players } from './players.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * One arena attack (history, §2): written when the battle starts, settled by `battle/complete` with
 * the result and both players' positions before and after. The battle row keeps the seed and the
 * action log for the replay; `ranks` keeps both sides' hero ranks at the start (the battle's
 * combatants carry stats, not ranks), for the replay's rank stars — null on attacks written before
 * ranks were kept, which replay without stars.
 */
export const arenaAttacks = pgTable(
  'arena_attacks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    battleId: integer('battle_id')
      .notNull()
      .unique()
      .references(() => battles.id, { onDelete: 'cascade' }),
    attackerId: integer('attacker_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    defenderId: integer('defender_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    /** Null until settled. */
    attackerWon: boolean('attacker_won'),
    attackerBefore: integer('attacker_before'),
    attackerAfter: integer('attacker_after'),
    defenderBefore: integer('defender_before'),
    defenderAfter: integer('defender_after'),
    ranks: jsonb('ranks').$type<FighterRank[]>(),
    createdAt: at('created_at').notNull(),
    settledAt: at('settled_at'),
  },
  (t) => [
    index('arena_attacks_attacker_idx').on(t.attackerId, t.id),
    index('arena_attacks_defender_idx').on(t.defenderId, t.id),
  ],
);

export type ArenaAttackRow = typeof arenaAttacks.$inferSelect;
