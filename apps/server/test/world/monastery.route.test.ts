import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MonasteryDto } from '@rol/protocol/monastery-routes';
import { MONASTERY, retrainRefund } from '@rol/rules/world/monastery';
import { creatureForces } from '../../src/db/schema/creature-forces.ts';
import { players } from '../../src/db/schema/players.ts';
import { expectRefusal } from '../envelope.ts';
import { heroIds, setBalance } from '../heroes/hero-test-kit.ts';
import { balanceOf, ledgerMismatches } from '../ledger-check.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function pilgrim(bestVictoryStair: number = MONASTERY.openStair) {
  const who = await t.guest();
  await t.db.update(players).set({ bestVictoryStair }).where(eq(players.id, who.playerId));
  const [knight] = await heroIds(t, who.playerId);
  if (knight === undefined) throw new Error('no hero');
  return { ...who, knight };
}

const retrain = (token: string, body: unknown) => t.post('/api/monastery/retrain', body, { token });

describe('the monastery', () => {
  it('makes a hero forget a force and gives back half its cost through the ledger', async () => {
    const me = await pilgrim();
    await t.db.insert(creatureForces).values({ creatureId: me.knight, playerId: me.playerId, forceId: 'human_valor', rank: 3 });
    const view = await t.get('/api/monastery/get', { token: me.token });
    expect(view.statusCode, view.body).toBe(200);
    const offer = view.json<MonasteryDto>();
    expect(offer).toMatchObject({ open: true, refundPercent: MONASTERY.refundPercent });
    const refund = retrainRefund('human_valor', 3);
    expect(offer.heroes.find((h) => h.creatureId === me.knight)?.forces).toEqual([
      { forceId: 'human_valor', rank: 3, refund, running: false },
    ]);
    const gold = await balanceOf(t.db, me.playerId, 'gold');
    const res = await retrain(me.token, { creatureId: me.knight, forceId: 'human_valor' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ creatureId: me.knight, forceId: 'human_valor', refund });
    expect(await balanceOf(t.db, me.playerId, 'gold')).toBe(gold + (refund.GOLD ?? 0));
    const left = await t.db
      .select()
      .from(creatureForces)
      .where(and(eq(creatureForces.creatureId, me.knight), eq(creatureForces.forceId, 'human_valor')));
    expect(left).toEqual([]);
    expectRefusal(await retrain(me.token, { creatureId: me.knight, forceId: 'human_valor' }), 400, 'MONASTERY_FORCE_NOT_STUDIED');
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('refunds once under concurrency', async () => {
    const me = await pilgrim();
    await t.db.insert(creatureForces).values({ creatureId: me.knight, playerId: me.playerId, forceId: 'human_valor', rank: 2 });
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => retrain(me.token, { creatureId: me.knight, forceId: 'human_valor' })),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of answers.filter((x) => x.statusCode !== 200)) expectRefusal(r, 400, 'MONASTERY_FORCE_NOT_STUDIED');
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('is closed before the nun, never touches a running step or a stranger, refuses bad input', async () => {
    const early = await pilgrim(MONASTERY.openStair - 1);
    expect((await t.get('/api/monastery/get', { token: early.token })).json<MonasteryDto>().open).toBe(false);
    const closed = expectRefusal(await retrain(early.token, { creatureId: early.knight, forceId: 'human_valor' }), 403, 'MONASTERY_CLOSED');
    expect(closed.details).toMatchObject({ stair: MONASTERY.openStair });

    const me = await pilgrim();
    const other = await pilgrim();
    expectRefusal(await retrain(me.token, { creatureId: other.knight, forceId: 'human_valor' }), 404, 'CREATURE_NOT_FOUND');
    await setBalance(t, me.playerId, 'gold', 100_000);
    await setBalance(t, me.playerId, 'crystal', 100_000);
    const up = await t.post('/api/creature/force/upgrade', { creatureId: me.knight, forceId: 'human_valor' }, { token: me.token });
    expect(up.statusCode, up.body).toBe(200);
    expectRefusal(await retrain(me.token, { creatureId: me.knight, forceId: 'human_valor' }), 400, 'MONASTERY_FORCE_NOT_STUDIED');
    await t.db.insert(creatureForces).values({ creatureId: me.knight, playerId: me.playerId, forceId: 'human_valor', rank: 1 });
    expectRefusal(await retrain(me.token, { creatureId: me.knight, forceId: 'human_valor' }), 400, 'FORCE_UPGRADE_RUNNING');

    for (const body of [{}, { creatureId: 'x', forceId: 'human_valor' }, { creatureId: me.knight }, { creatureId: me.knight, forceId: 'x'.repeat(65) }])
      expectRefusal(await retrain(me.token, body), 400, 'VALIDATION_FAILED');
    expectRefusal(await retrain(me.token, { creatureId: me.knight, forceId: 'no_such_force' }), 400, 'MONASTERY_FORCE_NOT_STUDIED');
    expectRefusal(await t.get('/api/monastery/get'), 401, 'UNAUTHORIZED');
    expectRefusal(await t.post('/api/monastery/retrain', { creatureId: 1, forceId: 'human_valor' }), 401, 'UNAUTHORIZED');
  });
});
