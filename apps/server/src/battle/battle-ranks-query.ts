import { eq } from 'drizzle-orm';
import type { FighterRank } from '@rol/rules/arena/arena-battle';
import type { DbOrTx } from '../db/database.ts';
import { arenaAttacks } from '../db/schema/arena-attacks.ts';
import type { BattleRow } from '../db/schema/battles.ts';

/**
 * The fighters' ranks a battle's record keeps, for the stars of both sides: an ARENA battle's
 * attack row (written when it began, the defenders' from their squad's snapshot). Undefined for
 * other kinds, and for an arena battle recorded before ranks were kept.
 */
export async function battleRanksOf(db: DbOrTx, battle: BattleRow): Promise<FighterRank[] | undefined> {
  if (battle.engineState.kind !== 'ARENA') return undefined;
  const [row] = await db
    .select({ ranks: arenaAttacks.ranks })
    .from(arenaAttacks)
    .where(eq(arenaAttacks.battleId, battle.id))
    .limit(1);
  return row?.ranks ?? undefined;
}
