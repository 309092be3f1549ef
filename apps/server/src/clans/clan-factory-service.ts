import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { rollFactoryGift } from '@rol/rules/clans/clan-factory';
import { contributionOf } from '@rol/rules/clans/clan-treasury';
import { seedRng } from '@rol/rules/random/prng';
import { nextServerDayAt, serverDay } from '@rol/rules/server-day';
import { clanFactoryGifts } from '../db/schema/clan-factory-gifts.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import { applyLedger } from '../ledger/apply-ledger.ts';
import { applyClanLedger } from '../ledger/clan-ledger.ts';
import type { ActingPlayer } from '../http/acting-player.ts';
import { balancesOf } from '../ledger/balances.ts';
import { clanAction, readMyClan } from './clan-context.ts';
import { clanError } from './clan-errors.ts';
import { logClanEvent } from './clan-log-queries.ts';
import { addContribution, lockClan } from '../clan-standing/clan-queries.ts';
import { clanStatOf } from './clan-view.ts';
import type { AppContext } from '../http/app-context.ts';

const giftOf = (row: { kind: 'GEARS' | 'RESOURCE'; resource: string; amount: number }) => ({
  kind: row.kind,
  resource: row.resource,
  amount: row.amount,
});

export async function getFactoryGift(app: AppContext, playerId: number) {
  const { state } = await readMyClan(app, playerId);
  const day = serverDay(state.nowMs);
  const [taken] = await app.db
    .select()
    .from(clanFactoryGifts)
    .where(and(eq(clanFactoryGifts.playerId, playerId), eq(clanFactoryGifts.day, day)));
  const factoryLevel = state.levels.GEAR_FACTORY;
  return {
    factoryLevel,
    available: factoryLevel > 0 && !taken,
    gift: taken ? giftOf(taken) : null,
    nextAt: nextServerDayAt(state.nowMs),
  };
}

/**
 * Today's gift, once per member and server (Moscow) day (the row's primary key): rolled from a fresh seed
 * that is stored with the result; gears go into the treasury (the member's contribution), a
 * resource to the member, each through its ledger.
 */
export function takeFactoryGift(app: AppContext, acting: ActingPlayer) {
  return clanAction(app, acting, 'TAKE_GIFT', async ({ tx, player, now, state }) => {
    const level = state.levels.GEAR_FACTORY;
    if (level === 0) throw clanError('CLAN_FACTORY_MISSING');
    const clanId = state.clan.id;
    const day = serverDay(now.getTime());
    const seed = randomInt(0, 2 ** 31);
    const { gift, rng } = rollFactoryGift(seedRng(seed), level);
    const resource = gift.kind === 'GEARS' ? 'gears' : gift.resource;
    try {
      await tx.insert(clanFactoryGifts).values({
        playerId: player.id,
        day,
        clanId,
        seed,
        rng: [...rng],
        kind: gift.kind,
        resource,
        amount: gift.amount,
        createdAt: now,
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw clanError('CLAN_GIFT_TAKEN');
      throw error;
    }
    const reference = `factory:${day}`;
    let balances = balancesOf(player);
    if (gift.kind === 'GEARS') {
      await applyClanLedger(tx, { clanId, resource: 'gears', delta: gift.amount, reason: 'factory-gears', playerId: player.id, reference, now });
      await addContribution(tx, player.id, contributionOf('gears', gift.amount));
      await logClanEvent(tx, { clanId, event: 'COLLECTED_GEARS', actorId: player.id, data: { amount: gift.amount }, now });
    } else {
      const after = await applyLedger(tx, { playerId: player.id, resource: gift.resource, delta: gift.amount, reason: 'clan-factory', reference, now });
      balances = { ...balances, [gift.resource]: after };
    }
    const clan = await lockClan(tx, clanId);
    return { gift: giftOf({ kind: gift.kind, resource, amount: gift.amount }), clanStat: clanStatOf(clan!), balances };
  });
}
