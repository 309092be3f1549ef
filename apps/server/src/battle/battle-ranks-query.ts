import { eq, sql } from 'drizzle-orm';
import type { FighterRank } from '@rol/rules/arena/arena-battle';
import type { DbOrTx } from '../db/database.ts';
import { preparedQuery } from '../db/prepared-query.ts';
import { arenaAttacks } from '../db/schema/arena-attacks.ts';
import type { BattleRow } from '../db/schema/battles.ts';

/**
 * The fighters' ranks a battle's record keeps, for the stars of both sides: an ARENA battle's
 * attack row (written when it began, the defenders' from their squad's snapshot). Undefined for
 * other kinds, and for an arena battle recorded before ranks were kept.
 */
export async function battleRanksOf(db: DbOrTx, battle: BattleRow): Promise<FighterRank[] | undefined> {
  if (battle.engineState.kind !== 'ARENA') return undefined;
  const [row] = await ranksOfBattle(db, { battleId: battle.id });
  return row?.ranks ?? undefined;
}

const ranksOfBattle = preparedQuery('arena_ranks_of_battle', (db, name) =>
  db
    .select({ ranks: arenaAttacks.ranks })
    .from(arenaAttacks)
    .where(eq(arenaAttacks.battleId, sql.placeholder('battleId')))
    .limit(1)
    .prepare(name),
);
