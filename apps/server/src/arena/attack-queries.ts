import { eq, sql } from 'drizzle-orm';
import type { FighterRank } from '@rol/rules/arena/arena-battle';
import type { DbOrTx } from '../db/database.ts';
import { encodeRow, placeholdersFor, preparedQuery } from '../db/prepared-query.ts';
import { arenaAttacks } from '../db/schema/arena-attacks.ts';

const attackRecorded = preparedQuery('arena_attack_recorded', (db, name) =>
  db
    .insert(arenaAttacks)
    .values(
      placeholdersFor([
        'battleId',
        'attackerId',
        'defenderId',
        'ranks',
        'createdAt',
      ]) as unknown as typeof arenaAttacks.$inferInsert,
    )
    .prepare(name),
);

/** An attack's row as its battle begins: who attacks whom, and both sides' hero ranks. */
export async function recordArenaAttack(
  db: DbOrTx,
  attack: { battleId: number; attackerId: number; defenderId: number; ranks: FighterRank[]; createdAt: Date },
): Promise<void> {
  await attackRecorded(db, encodeRow(arenaAttacks, attack));
}

const attackSettled = preparedQuery('arena_attack_settled', (db, name) =>
  db
    .update(arenaAttacks)
    .set(
      placeholdersFor([
        'attackerWon',
        'attackerBefore',
        'attackerAfter',
        'defenderBefore',
        'defenderAfter',
        'settledAt',
      ]),
    )
    .where(eq(arenaAttacks.id, sql.placeholder('id')))
    .prepare(name),
);

/** An attack's outcome as its battle completes: who won, and both positions before and after. */
export async function settleArenaAttack(
  db: DbOrTx,
  id: number,
  outcome: {
    attackerWon: boolean;
    attackerBefore: number;
    attackerAfter: number;
    defenderBefore: number;
    defenderAfter: number;
    settledAt: Date;
  },
): Promise<void> {
  await attackSettled(db, { ...encodeRow(arenaAttacks, outcome), id });
}
