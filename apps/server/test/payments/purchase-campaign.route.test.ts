import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledger } from '../../src/db/schema/ledger.ts';
import type { BankDto } from '@rol/protocol/payment-routes';
import { gemPackOf, packWheelTickets } from '@rol/rules/content/gem-packs';
import { moscowTimeToUtc } from '@rol/rules/world/server-time';
import { grantPayment, refundPayment } from '../../src/payments/payment-records.ts';
import { balanceOf, ledgerMismatches } from '../ledger-check.ts';
import { createTestApp, testClock, type TestApp } from '../test-app.ts';

// Sunday 19 January 2025, 10:00 Moscow time: the GEMS_PLUS_50 campaign runs Monday and Tuesday.
const clock = testClock(moscowTimeToUtc(2025, 1, 19, 10));
const setClock = (ms: number) => clock.advance(ms - clock());
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

let paymentNumber = 0;
const pay = async (playerId: number, token: string, pack: string) => {
  paymentNumber += 1;
  const transactionId = `campaign-test-${paymentNumber}`;
  await t.db.transaction((tx) =>
    grantPayment(tx, {
      playerId,
      provider: 'ok',
      transactionId,
      pack: gemPackOf(pack)!,
      amount: 100,
      currency: 'OK',
      now: new Date(t.clock()),
    }),
  );
  const res = await t.post('/api/bank/take', undefined, { token });
  expect(res.statusCode, res.body).toBe(200);
  return { transactionId, ...res.json<{ taken: number; balances: Record<string, number> }>() };
};
const bank = async (token: string) => (await t.get('/api/bank/get', { token })).json<BankDto>();

describe('what a pack earns besides its emeralds', () => {
  it('credits the pack’s wheel tickets through the ledger, shown on the pack, taken back at a refund', async () => {
    const me = await t.guest();
    const packs = (await bank(me.token)).packs;
    expect(packs.find((p) => p.id === 'gems_650')).toMatchObject({ wheelTickets: 15, campaignBonus: 0 });
    const tickets = await balanceOf(t.db, me.playerId, 'tickets');
    const paid = await pay(me.playerId, me.token, 'gems_650');
    expect(paid.taken).toBe(650);
    expect(paid.balances.tickets).toBe(tickets + packWheelTickets(650));
    expect(await balanceOf(t.db, me.playerId, 'tickets')).toBe(tickets + 15);
    await refundPayment(t.db, { provider: 'ok', transactionId: paid.transactionId, now: new Date(t.clock()) });
    expect(await balanceOf(t.db, me.playerId, 'tickets')).toBe(tickets);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('adds 50 % emeralds to a pack bought while GEMS_PLUS_50 runs, and only then', async () => {
    const me = await t.guest();
    const gems = await balanceOf(t.db, me.playerId, 'mithril');
    expect((await pay(me.playerId, me.token, 'gems_110')).taken).toBe(110);
    setClock(moscowTimeToUtc(2025, 1, 20, 9));
    expect((await bank(me.token)).packs.find((p) => p.id === 'gems_110')).toMatchObject({ campaignBonus: 55 });
    const during = await pay(me.playerId, me.token, 'gems_110');
    expect(during.taken).toBe(165);
    expect(await balanceOf(t.db, me.playerId, 'mithril')).toBe(gems + 110 + 165);
    // A payment made during the run and taken after it keeps the bonus.
    await t.db.transaction((tx) =>
      grantPayment(tx, {
        playerId: me.playerId,
        provider: 'ok',
        transactionId: 'campaign-test-late',
        pack: gemPackOf('gems_50')!,
        amount: 100,
        currency: 'OK',
        now: new Date(t.clock()),
      }),
    );
    setClock(moscowTimeToUtc(2025, 1, 22, 0));
    expect((await t.post('/api/bank/take', undefined, { token: me.token })).json<{ taken: number }>().taken).toBe(75);
    expect((await bank(me.token)).packs.every((p) => p.campaignBonus === 0)).toBe(true);
    expect((await pay(me.playerId, me.token, 'gems_110')).taken).toBe(110);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });
});

describe('the pack sale (§4: 12:00–15:00 Moscow time)', () => {
  it('shows the coming sale, then credits its pack’s extra emeralds through the ledger while it runs', async () => {
    // Wednesday 22 January 2025: the 110-emerald pack is on sale at +50 %.
    setClock(moscowTimeToUtc(2025, 1, 22, 11));
    const me = await t.guest();
    const before = await bank(me.token);
    expect(before.sale).toEqual({
      packId: 'gems_110',
      percent: 50,
      extraGems: 55,
      startsAt: moscowTimeToUtc(2025, 1, 22, 12),
      endsAt: moscowTimeToUtc(2025, 1, 22, 15),
      running: false,
    });
    expect(before.packs.every((p) => p.saleBonus === 0)).toBe(true);
    expect((await pay(me.playerId, me.token, 'gems_110')).taken).toBe(110);

    setClock(moscowTimeToUtc(2025, 1, 22, 13));
    const during = await bank(me.token);
    expect(during.sale).toMatchObject({ packId: 'gems_110', running: true });
    expect(during.packs.filter((p) => p.saleBonus > 0).map((p) => [p.id, p.saleBonus])).toEqual([['gems_110', 55]]);
    const info = await t.get('/api/player/info/current', { token: me.token });
    expect(info.json<{ sale: unknown }>().sale).toEqual(during.sale);
    const gems = await balanceOf(t.db, me.playerId, 'mithril');
    expect((await pay(me.playerId, me.token, 'gems_110')).taken).toBe(165);
    // Another pack bought meanwhile is not on sale.
    expect((await pay(me.playerId, me.token, 'gems_50')).taken).toBe(50);
    expect(await balanceOf(t.db, me.playerId, 'mithril')).toBe(gems + 165 + 50);
    const [row] = await t.db
      .select()
      .from(ledger)
      .where(and(eq(ledger.playerId, me.playerId), eq(ledger.reason, 'pack-sale')));
    expect(row).toMatchObject({ resource: 'mithril', delta: 55 });

    // At 15:00 the sale is over; Thursday's is the next one.
    setClock(moscowTimeToUtc(2025, 1, 22, 15));
    expect((await bank(me.token)).sale).toMatchObject({ packId: 'gems_1400', running: false });
    expect((await pay(me.playerId, me.token, 'gems_110')).taken).toBe(110);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });
});
