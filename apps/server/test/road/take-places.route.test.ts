import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balancesDto } from '@rol/protocol/balances-dto';
import { PLACE_REACH } from '@rol/protocol/place-routes';
import { guardCoordinate } from '@rol/rules/road/coordinates';
import { placeIdOf } from '@rol/rules/road/road-place';
import { RESOURCE_OF_KIND } from '../../src/ledger/balances.ts';
import { expectRefusal } from '../envelope.ts';
import { balanceOf, ledgerMismatches } from '../ledger-check.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { findPlace, placePlayerAt } from './road-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const take = (token: string, id: number | string) => t.get(`/api/resourcePlace/${id}/take`, { token });

describe('GET /api/resourcePlace/:id/take', () => {
  it('credits the amount once through the ledger and answers the new balances', async () => {
    const guest = await t.guest();
    const place = findPlace(
      t,
      'RESOURCE',
      (p) => p.payload.type === 'RESOURCE' && p.payload.resource === 'GOLD',
    );
    await placePlayerAt(t, guest, place.posY);
    const before = await balanceOf(t.db, guest.playerId, 'gold');
    const res = await take(guest.token, place.id);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{
      place: { taken: boolean };
      amount: number;
      resource: string;
      balances: unknown;
    }>();
    if (place.payload.type !== 'RESOURCE') throw new Error('not a resource');
    expect(body).toMatchObject({ resource: 'GOLD', amount: place.payload.amount, place: { taken: true } });
    expect(balancesDto.parse(body.balances).gold).toBe(before + place.payload.amount);
    expectRefusal(await take(guest.token, place.id), 409, 'PLACE_ALREADY_TAKEN');
    expect(await balanceOf(t.db, guest.playerId, 'gold')).toBe(before + place.payload.amount);

    const ensured = await t.get('/api/place/v3/ensure', {
      token: guest.token,
      query: { coordFrom: place.posY, coordTo: place.posY },
    });
    expect(ensured.json<{ places: { id: number; taken: boolean }[] }>().places).toContainEqual(
      expect.objectContaining({ id: place.id, taken: true }),
    );
  });

  it('credits once under 50 concurrent identical requests (ledger sum equals balance)', async () => {
    const guest = await t.guest();
    const place = findPlace(t, 'RESOURCE', () => true, 40);
    if (place.payload.type !== 'RESOURCE') throw new Error('not a resource');
    await placePlayerAt(t, guest, place.posY);
    const resource = RESOURCE_OF_KIND[place.payload.resource];
    const before = await balanceOf(t.db, guest.playerId, resource);
    const answers = await Promise.all(Array.from({ length: 50 }, () => take(guest.token, place.id)));
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    expect(await balanceOf(t.db, guest.playerId, resource)).toBe(before + place.payload.amount);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('refuses a place out of reach, behind the blocker, of another type, or not in the world', async () => {
    const guest = await t.guest();
    const far = findPlace(t, 'RESOURCE', (p) => p.posY > 3 * PLACE_REACH, 10);
    await placePlayerAt(t, guest, far.posY - 2 * PLACE_REACH - 5);
    expectRefusal(await take(guest.token, far.id), 400, 'PLACE_NOT_IN_REACH');

    // Standing at an undefeated guard, the resources of the next stair are within PLACE_REACH but beyond it.
    const beyond = findPlace(t, 'RESOURCE', (p) => p.posY - guardCoordinate(p.stair - 1) <= PLACE_REACH, 5);
    const other = await t.guest();
    await placePlayerAt(t, other, guardCoordinate(beyond.stair - 1));
    expectRefusal(await take(other.token, beyond.id), 400, 'PLACE_NOT_IN_REACH');

    expectRefusal(await take(guest.token, placeIdOf(3, 0)), 400, 'PLACE_WRONG_TYPE');
    expectRefusal(await take(guest.token, placeIdOf(3, 15)), 404, 'PLACE_NOT_FOUND');
    expectRefusal(await take(guest.token, 3), 404, 'PLACE_NOT_FOUND');
    expectRefusal(await take(guest.token, 'abc'), 400, 'VALIDATION_FAILED');
    expectRefusal(await take(guest.token, '99999999999'), 400, 'VALIDATION_FAILED');
    expectRefusal(await take('', far.id), 401, 'UNAUTHORIZED');
  });
});

describe('GET /api/skill/place/:id/take', () => {
  it('adds the points to the unspent skill points once', async () => {
    const guest = await t.guest();
    const place = findPlace(t, 'SKILL');
    if (place.payload.type !== 'SKILL') throw new Error('not a skill');
    await placePlayerAt(t, guest, place.posY);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => t.get(`/api/skill/place/${place.id}/take`, { token: guest.token })),
    );
    const ok = answers.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(1);
    expect(ok[0]?.json()).toMatchObject({
      skillType: place.payload.skillType,
      points: place.payload.points,
      skillPoints: { [place.payload.skillType]: place.payload.points },
      place: { id: place.id, taken: true },
    });
    for (const r of answers.filter((a) => a.statusCode !== 200)) expectRefusal(r, 409, 'PLACE_ALREADY_TAKEN');
    const resource = findPlace(t, 'RESOURCE');
    expectRefusal(
      await t.get(`/api/skill/place/${resource.id}/take`, { token: guest.token }),
      400,
      'PLACE_WRONG_TYPE',
    );
  });
});

describe('POST /api/place/gainable/:id/gain', () => {
  it('gives the full capacity first, then what refilled, never twice at once', async () => {
    const guest = await t.guest();
    const place = findPlace(t, 'GAINABLE');
    if (place.payload.type !== 'GAINABLE') throw new Error('not a gainable');
    const { amountPerHour, capacity } = place.payload;
    await placePlayerAt(t, guest, place.posY);
    const gain = () => t.post(`/api/place/gainable/${place.id}/gain`, undefined, { token: guest.token });
    const first = await Promise.all(Array.from({ length: 10 }, gain));
    const ok = first.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(1);
    expect(ok[0]?.json()).toMatchObject({ amount: capacity, place: { gainableAmount: 0 } });
    for (const r of first.filter((a) => a.statusCode !== 200)) expectRefusal(r, 400, 'GAINABLE_EMPTY');
    t.clock.advance(3_600_000);
    const later = await gain();
    expect(later.statusCode, later.body).toBe(200);
    expect(later.json<{ amount: number }>().amount).toBe(amountPerHour);
    expect(await ledgerMismatches(t.db)).toEqual([]);
    const resource = findPlace(t, 'RESOURCE');
    expectRefusal(
      await t.post(`/api/place/gainable/${resource.id}/gain`, undefined, { token: guest.token }),
      400,
      'PLACE_WRONG_TYPE',
    );
  });
});
