import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoadPositionDto } from '@rol/protocol/place-dto';
import { portalInfoRoute, portalOfferGetRoute } from '@rol/protocol/place-routes';
import { placeIdOf } from '@rol/rules/road/road-place';
import { portalOfStair } from '../../src/road/portal-places.ts';
import { expectRefusal } from '../envelope.ts';
import { balanceOf, ledgerMismatches } from '../ledger-check.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { findPlace, moveTo, placePlayerAt } from './road-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const portal = (stair: number) => {
  const p = portalOfStair(t.app.config.worldSeed, stair);
  if (!p) throw new Error(`no portal on ${stair}`);
  return p;
};
const positionIn = (res: { json<T>(): T }) => res.json<{ position: RoadPositionDto }>().position;

describe('POST /api/turn/:id/use and /api/turn/back/:id', () => {
  it('follows a turn to its target, with a new context, and comes back to the turn', async () => {
    const guest = await t.guest();
    const turn = findPlace(t, 'TURN');
    if (turn.payload.type !== 'TURN') throw new Error('not a turn');
    const start = await placePlayerAt(t, guest, turn.posY);
    expectRefusal(
      await t.post(`/api/turn/back/${turn.id}`, undefined, { token: guest.token }),
      400,
      'TURN_NOT_USED',
    );
    const used = await t.post(`/api/turn/${turn.id}/use`, undefined, { token: guest.token });
    expect(used.statusCode, used.body).toBe(200);
    const moved = positionIn(used);
    expect(moved).toMatchObject({
      coordinate: turn.payload.targetCoordinate,
      contextId: start.contextId + 1,
    });
    expect(used.json()).toMatchObject({ place: { id: turn.id, used: true } });
    expectRefusal(await moveTo(t, guest.token, moved.coordinate - 1, start.contextId), 409, 'CONTEXT_STALE');
    const back = await t.post(`/api/turn/back/${turn.id}`, undefined, { token: guest.token });
    expect(positionIn(back)).toMatchObject({ coordinate: turn.posY, contextId: start.contextId + 2 });
    expectRefusal(
      await t.post(`/api/turn/back/${turn.id}`, undefined, { token: guest.token }),
      400,
      'TURN_NOT_USED',
    );
  });

  it('refuses a turn out of reach or of another type', async () => {
    const guest = await t.guest();
    const turn = findPlace(t, 'TURN', (p) => p.stair > 3);
    await placePlayerAt(t, guest, turn.posY - 150);
    expectRefusal(
      await t.post(`/api/turn/${turn.id}/use`, undefined, { token: guest.token }),
      400,
      'PLACE_NOT_IN_REACH',
    );
    expectRefusal(
      await t.post(`/api/turn/${placeIdOf(2, 0)}/use`, undefined, { token: guest.token }),
      400,
      'PLACE_WRONG_TYPE',
    );
    expectRefusal(
      await t.post(`/api/turn/x/use`, undefined, { token: guest.token }),
      400,
      'VALIDATION_FAILED',
    );
  });
});

describe('portals and teleports', () => {
  it('offers the day’s discount, applies it once, moves the player and records both portals', async () => {
    const guest = await t.guest();
    const from = portal(50);
    const to = portal(25);
    await placePlayerAt(t, guest, from.posY);
    const offer = portalOfferGetRoute.response.parse(
      (await t.get('/api/portal/offer/get', { token: guest.token })).json(),
    );
    expect(offer.offer).toMatchObject({ discount: 50, used: false, chosenPortalId: null });
    const info = portalInfoRoute.response.parse(
      (await t.get(`/api/portal/${from.id}/info`, { token: guest.token })).json(),
    );
    expect(info).toMatchObject({
      placeId: from.id,
      stair: 50,
      targetStairs: [25],
      price: { MITHRIL: 5 },
      discount: null,
    });

    expectRefusal(
      await t.get('/api/portal/mark/discount/chosen', {
        token: guest.token,
        query: { discount: 10, portalId: from.id },
      }),
      400,
      'PORTAL_DISCOUNT_INVALID',
    );
    const chosen = await t.get('/api/portal/mark/discount/chosen', {
      token: guest.token,
      query: { discount: 50, portalId: from.id },
    });
    expect(chosen.json()).toMatchObject({ discount: 50, discountedPrice: { MITHRIL: 3 } });

    const mithril = await balanceOf(t.db, guest.playerId, 'mithril');
    const used = await t.post(`/api/portal/${from.id}/use`, { discount: 50 }, { token: guest.token });
    expect(used.statusCode, used.body).toBe(200);
    expect(used.json()).toMatchObject({
      paid: { MITHRIL: 3 },
      balances: { mithril: mithril - 3 },
      position: { coordinate: to.posY, stair: 25 },
    });
    expect(await balanceOf(t.db, guest.playerId, 'mithril')).toBe(mithril - 3);

    const targets = await t.get(`/api/teleport/${to.id}/get`, { token: guest.token });
    expect(targets.json()).toEqual({
      placeId: to.id,
      targets: [{ placeId: from.id, stair: 50, posY: from.posY }],
    });
    expectRefusal(
      await t.post(`/api/portal/${to.id}/use`, undefined, { token: guest.token }),
      400,
      'PORTAL_TARGET_INVALID',
    );
    const teleported = await t.post(`/api/teleport/${to.id}/use/${from.id}`, undefined, {
      token: guest.token,
    });
    expect(positionIn(teleported)).toMatchObject({ coordinate: from.posY, stair: 50 });
    expectRefusal(
      await t.post(`/api/teleport/${from.id}/use/${portal(75).id}`, undefined, { token: guest.token }),
      400,
      'TELEPORT_TARGET_INVALID',
    );
    expectRefusal(
      await t.post(`/api/portal/${from.id}/use`, { discount: 50 }, { token: guest.token }),
      400,
      'PORTAL_DISCOUNT_INVALID',
    );
    expectRefusal(
      await t.post(`/api/portal/${from.id}/use`, { targetStair: 24 }, { token: guest.token }),
      400,
      'PORTAL_TARGET_INVALID',
    );
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('charges the full price without a discount and refuses without gems', async () => {
    const guest = await t.guest();
    const from = portal(50);
    await placePlayerAt(t, guest, from.posY);
    const mithril = await balanceOf(t.db, guest.playerId, 'mithril');
    for (let paid = 5; paid <= mithril; paid += 5) {
      const res = await t.post(
        `/api/portal/${from.id}/use`,
        { targetStair: '25' },
        { token: guest.token, form: true },
      );
      expect(res.json()).toMatchObject({ paid: { MITHRIL: 5 } });
      await t.post(`/api/teleport/${portal(25).id}/use/${from.id}`, undefined, { token: guest.token });
    }
    expectRefusal(
      await t.post(`/api/portal/${from.id}/use`, undefined, { token: guest.token }),
      400,
      'NOT_ENOUGH_GEMS',
    );
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('refuses a portal out of reach, non-portals and unknown ids', async () => {
    const guest = await t.guest();
    await placePlayerAt(t, guest, 100);
    expectRefusal(
      await t.post(`/api/portal/${portal(50).id}/use`, undefined, { token: guest.token }),
      400,
      'PLACE_NOT_IN_REACH',
    );
    expectRefusal(
      await t.get(`/api/portal/${placeIdOf(2, 0)}/info`, { token: guest.token }),
      400,
      'PLACE_WRONG_TYPE',
    );
    expectRefusal(await t.get(`/api/teleport/5/get`, { token: guest.token }), 404, 'PLACE_NOT_FOUND');
    expectRefusal(
      await t.get('/api/portal/mark/discount/chosen', { token: guest.token, query: { discount: 50 } }),
      400,
      'VALIDATION_FAILED',
    );
  });
});

describe('POST /api/customPlace/scenario/marker', () => {
  it('sets a marker the place offers, once', async () => {
    const guest = await t.guest();
    const shrine = findPlace(t, 'CUSTOM_PLACE', (p) => p.index > 0);
    await placePlayerAt(t, guest, shrine.posY);
    const set = () =>
      t.post(
        '/api/customPlace/scenario/marker',
        { placeId: shrine.id, marker: 'visited' },
        { token: guest.token },
      );
    expect((await set()).json()).toMatchObject({
      place: { id: shrine.id, markers: ['visited'], used: true },
    });
    expect((await set()).json()).toMatchObject({ place: { markers: ['visited'] } });
    expectRefusal(
      await t.post(
        '/api/customPlace/scenario/marker',
        { placeId: shrine.id, marker: 'other' },
        { token: guest.token },
      ),
      400,
      'MARKER_INVALID',
    );
    expectRefusal(
      await t.post('/api/customPlace/scenario/marker', { placeId: shrine.id }, { token: guest.token }),
      400,
      'VALIDATION_FAILED',
    );
  });
});
