import { eq } from 'drizzle-orm';
import { players } from '../src/db/schema/players.ts';
import type { TestApp } from './test-app.ts';

/** A registered test player: its session token, id and name. */
export interface RaisedPlayer {
  token: string;
  playerId: number;
  name: string;
}

const counters = new Map<string, number>();

/**
 * Registers a player named `<prefix>_<pid>_<n>` and writes `set` into its row (a level, an access
 * level, a ban): the state a test starts from, set directly rather than played towards.
 */
export async function raisedPlayer(
  t: TestApp,
  prefix: string,
  set: Partial<typeof players.$inferInsert>,
): Promise<RaisedPlayer> {
  const count = (counters.get(prefix) ?? 0) + 1;
  counters.set(prefix, count);
  const name = `${prefix}_${process.pid % 1000}_${count}`;
  const { token, playerId } = await t.player(name);
  await t.db.update(players).set(set).where(eq(players.id, playerId));
  return { token, playerId, name };
}
