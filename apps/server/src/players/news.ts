import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/database.ts';
import { players, type PlayerRow } from '../db/schema/players.ts';

export type NewsFlag = 'roadNews' | 'creatureNews' | 'haveNewNotification';

const flagsOf = (p: Pick<PlayerRow, NewsFlag>) => ({
  roadNews: p.roadNews,
  creatureNews: p.creatureNews,
  haveNewNotification: p.haveNewNotification,
});

/** Sets one news flag (true: a red dot appears; false: the player has seen it) and answers all three. */
export async function setNewsFlag(db: DbOrTx, params: { playerId: number; flag: NewsFlag; value: boolean }) {
  const [row] = await db
    .update(players)
    .set({ [params.flag]: params.value })
    .where(eq(players.id, params.playerId))
    .returning({
      roadNews: players.roadNews,
      creatureNews: players.creatureNews,
      haveNewNotification: players.haveNewNotification,
    });
  if (!row) throw new Error(`player ${params.playerId} vanished`);
  return flagsOf(row);
}
