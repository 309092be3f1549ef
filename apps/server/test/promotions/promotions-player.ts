import { eq } from 'drizzle-orm';
import { PROMOTIONS_LEVEL } from '@rol/rules/economy/promotions-gate';
import { players } from '../../src/db/schema/players.ts';
import type { TestApp } from '../test-app.ts';

/**
 * A guest raised to `level` (the promotions' level unless told): the free promotions (wheel, chests,
 * campaign gifts) refuse a player below it, so their tests start from a player who may take them.
 */
export async function promotionsGuest(t: TestApp, level: number = PROMOTIONS_LEVEL) {
  const me = await t.guest();
  await t.db.update(players).set({ level }).where(eq(players.id, me.playerId));
  return me;
}
