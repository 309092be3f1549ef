import { eq } from 'drizzle-orm';
import { arenaBattleSetup } from '@rol/rules/arena/arena-battle';
import { startBattle } from '@rol/rules/battle/start-battle';
import { insertBattle } from '../../src/battle/battle-queries.ts';
import { arenaAttacks } from '../../src/db/schema/arena-attacks.ts';
import { arenaStandings } from '../../src/db/schema/arena-standings.ts';
import { players } from '../../src/db/schema/players.ts';
import type { TestApp } from '../test-app.ts';

/**
 * An ARENA battle of `attackerId` on `defenderId` already fought to `won`, waiting for
 * `battle/complete` (as if the attack had been made when the defender was in reach): lets tests
 * settle many outcomes at once through the real complete call.
 */
export async function fabricateFoughtAttack(
  t: TestApp,
  attackerId: number,
  defenderId: number,
  won: boolean,
): Promise<number> {
  const [a] = await t.db.select().from(arenaStandings).where(eq(arenaStandings.playerId, attackerId));
  const [d] = await t.db.select().from(arenaStandings).where(eq(arenaStandings.playerId, defenderId));
  if (!a || !d) throw new Error('both must stand on the ladder');
  const setup = arenaBattleSetup({ squad: a.defence, defence: d.defence, winGold: 10 });
  if ('error' in setup) throw new Error(setup.error);
  const start = startBattle(setup, 7);
  const now = new Date(t.clock());
  const row = await insertBattle(t.db, {
    playerId: attackerId,
    kind: 'ARENA',
    placeId: null,
    state: 'COMPLETED',
    setup,
    seed: 7,
    engineState: { ...start.state, status: 'COMPLETED', winnerTeam: won ? 0 : 1 },
    rng: start.rng,
    moves: start.moves,
    winnerTeam: won ? 0 : 1,
    createdAt: now,
    updatedAt: now,
  });
  await t.db.insert(arenaAttacks).values({ battleId: row.id, attackerId, defenderId, createdAt: now });
  await t.db.update(players).set({ battleId: row.id }).where(eq(players.id, attackerId));
  return row.id;
}
