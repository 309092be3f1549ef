import { eq, sql } from 'drizzle-orm';
import type { Db } from '../src/db/database.ts';
import { ledger } from '../src/db/schema/ledger.ts';
import { players } from '../src/db/schema/players.ts';
import { RESOURCE_COLUMNS, RESOURCES } from '../src/ledger/resources.ts';

/** Every (player, resource) where the ledger's sum differs from the balance (docs/architecture.md, "Game state": must be none). */
export async function ledgerMismatches(db: Db): Promise<string[]> {
  const balances = await db.select().from(players);
  const sums = await db
    .select({ playerId: ledger.playerId, resource: ledger.resource, sum: sql<string>`sum(${ledger.delta})` })
    .from(ledger)
    .groupBy(ledger.playerId, ledger.resource);
  const mismatches: string[] = [];
  for (const player of balances) {
    for (const resource of RESOURCES) {
      const sum = Number(sums.find((s) => s.playerId === player.id && s.resource === resource)?.sum ?? 0);
      if (sum !== player[resource])
        mismatches.push(`player ${player.id} ${resource}: balance ${player[resource]}, ledger ${sum}`);
    }
  }
  return mismatches;
}

export async function balanceOf(
  db: Db,
  playerId: number,
  resource: keyof typeof RESOURCE_COLUMNS,
): Promise<number> {
  const [row] = await db
    .select({ value: RESOURCE_COLUMNS[resource] })
    .from(players)
    .where(eq(players.id, playerId));
  return row?.value ?? Number.NaN;
}
