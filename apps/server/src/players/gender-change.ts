import { and, eq, ne, sql } from 'drizzle-orm';
import { GENDER_CHANGE_PRICE_GEMS } from '@rol/protocol/player-routes';
import type { Gender } from '@rol/rules/content/starters';
import { creatures } from '../db/schema/creatures.ts';
import { players, type PlayerRow } from '../db/schema/players.ts';
import type { AppContext } from '../http/app-context.ts';
import { applyLedger } from '../ledger/apply-ledger.ts';
import { findPlayerById } from './player-queries.ts';
import { characterImageId } from './starter-squad.ts';

/**
 * Settings → gender. The first change is free (§9); each later one costs GENDER_CHANGE_PRICE_GEMS
 * mithril through the ledger (NOT_ENOUGH_GEMS rolls it back). Choosing the gender the player already
 * has changes and costs nothing, so two identical requests at once charge once: the second UPDATE
 * waits for the first's row lock and then finds nothing to change. The player's own hero follows.
 */
export async function changeGender(ctx: AppContext, playerId: number, gender: Gender): Promise<PlayerRow> {
  const now = new Date(ctx.clock());
  return ctx.db.transaction(async (tx) => {
    const [changed] = await tx
      .update(players)
      .set({ gender, genderChanges: sql`${players.genderChanges} + 1` })
      .where(and(eq(players.id, playerId), ne(players.gender, gender)))
      .returning({ genderChanges: players.genderChanges });
    if (changed) {
      if (changed.genderChanges > 1) {
        await applyLedger(tx, {
          playerId,
          resource: 'mithril',
          delta: -GENDER_CHANGE_PRICE_GEMS,
          reason: 'gender-change',
          reference: `gender-change:${changed.genderChanges}`,
          now,
        });
      }
      const own = await tx
        .select({ id: creatures.id, characterId: creatures.characterId })
        .from(creatures)
        .where(and(eq(creatures.playerId, playerId), sql`${creatures.characterId} is not null`));
      for (const hero of own) {
        const imageId = characterImageId(hero.characterId ?? '', gender);
        if (imageId) await tx.update(creatures).set({ gender, imageId }).where(eq(creatures.id, hero.id));
      }
    }
    const player = await findPlayerById(tx, playerId);
    if (!player) throw new Error(`player ${playerId} vanished`);
    return player;
  });
}
