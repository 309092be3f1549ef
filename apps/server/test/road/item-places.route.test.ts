import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArtifactItemDto, BackpackDto } from '@rol/protocol/hero-dto';
import { MARKERS_MAX_COUNT } from '@rol/protocol/marker-routes';
import { RUNES } from '@rol/rules/content/runes';
import { guardCoordinate, stairOfCoordinate } from '@rol/rules/road/coordinates';
import { artifactItems } from '../../src/db/schema/artifact-items.ts';
import { playerMarkers } from '../../src/db/schema/player-markers.ts';
import { attack, battleRow, guardOf, setSquadLevel } from '../battle/battle-test-kit.ts';
import { expectRefusal } from '../envelope.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { findPlace, placePlayerAt } from './road-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const FIFTY = 50;

describe('GET /api/artifactPlace/:id/take', () => {
  it('puts the place’s artifact into the storage once (source place:<id>), even under 50 concurrent takes', async () => {
    const me = await t.guest();
    const place = findPlace(t, 'ARTIFACT');
    if (place.payload.type !== 'ARTIFACT') throw new Error('not an artifact place');
    await placePlayerAt(t, me, place.posY);
    const answers = await Promise.all(
      Array.from({ length: FIFTY }, () => t.get(`/api/artifactPlace/${place.id}/take`, { token: me.token })),
    );
    expect(answers.filter((a) => a.statusCode >= 500).map((a) => a.body)).toEqual([]);
    const ok = answers.filter((a) => a.statusCode === 200);
    expect(ok).toHaveLength(1);
    for (const a of answers.filter((x) => x.statusCode !== 200)) expectRefusal(a, 409, 'PLACE_ALREADY_TAKEN');
    const body = ok[0]!.json<{ place: { taken: boolean }; artifact: ArtifactItemDto }>();
    expect(body.place.taken).toBe(true);
    expect(body.artifact).toMatchObject({
      artifactId: place.payload.artifactId,
      level: place.payload.level,
      creatureId: null,
    });
    const rows = await t.db.select().from(artifactItems).where(eq(artifactItems.playerId, me.playerId));
    expect(rows.map((r) => [r.artifactId, r.source])).toEqual([
      [place.payload.artifactId, `place:${place.id}`],
    ]);
  });

  it('refuses another type of place and a place out of reach', async () => {
    const me = await t.guest();
    const resource = findPlace(t, 'RESOURCE');
    await placePlayerAt(t, me, resource.posY);
    expectRefusal(
      await t.get(`/api/artifactPlace/${resource.id}/take`, { token: me.token }),
      400,
      'PLACE_WRONG_TYPE',
    );
    const far = findPlace(t, 'ARTIFACT', () => true, 300);
    expectRefusal(
      await t.get(`/api/artifactPlace/${far.id}/take`, { token: me.token }),
      400,
      'PLACE_NOT_IN_REACH',
    );
  });
});

describe('GET /api/consumablePlace/:id/take', () => {
  it('puts the consumables into the backpack once', async () => {
    const me = await t.guest();
    const place = findPlace(t, 'CONSUMABLE');
    if (place.payload.type !== 'CONSUMABLE') throw new Error('not a consumable place');
    const { consumableId } = place.payload;
    await placePlayerAt(t, me, place.posY);
    const res = await t.get(`/api/consumablePlace/${place.id}/take`, { token: me.token });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ consumableId: string; count: number; backpack: BackpackDto }>();
    expect(body).toMatchObject({ consumableId: place.payload.consumableId, count: place.payload.count });
    expect(body.backpack.items).toContainEqual(
      expect.objectContaining({ consumableId: place.payload.consumableId, count: place.payload.count }),
    );
    expectRefusal(
      await t.get(`/api/consumablePlace/${place.id}/take`, { token: me.token }),
      409,
      'PLACE_ALREADY_TAKEN',
    );
    const again = (await t.get('/api/backpack/get', { token: me.token })).json<BackpackDto>();
    expect(again.items.find((i) => i.consumableId === consumableId)?.count).toBe(place.payload.count);
  });
});

describe('GET /api/runePlace/:id/take', () => {
  it('makes the rune a player marker, carried into the next battle and used up there', async () => {
    const me = await t.guest();
    const place = findPlace(t, 'RUNE');
    if (place.payload.type !== 'RUNE') throw new Error('not a rune place');
    await placePlayerAt(t, me, place.posY);
    const res = await t.get(`/api/runePlace/${place.id}/take`, { token: me.token });
    expect(res.statusCode, res.body).toBe(200);
    const marker = `rune:${place.payload.runeId}:${place.id}`;
    expect(res.json<{ runeId: string; playerMarkers: { playerMarker: string }[] }>()).toMatchObject({
      runeId: place.payload.runeId,
      playerMarkers: [{ playerMarker: marker }],
    });
    expectRefusal(
      await t.get(`/api/runePlace/${place.id}/take`, { token: me.token }),
      409,
      'PLACE_ALREADY_TAKEN',
    );

    await setSquadLevel(t, me.playerId, 40);
    const stair = stairOfCoordinate(place.posY) + 1;
    await placePlayerAt(t, me, guardCoordinate(stair) - 50);
    const status = await attack(t, me, guardOf(stair));
    const row = await battleRow(t, status.battle.id);
    const runeEffects = RUNES[place.payload.runeId].effects;
    for (const hero of row.setup.teams[0])
      expect(hero.abilities).toEqual(expect.arrayContaining([...runeEffects]));
    const markers = await t.db.select().from(playerMarkers).where(eq(playerMarkers.playerId, me.playerId));
    expect(markers.map((m) => m.marker)).not.toContain(marker);
  });

  it(`refuses a rune when the markers are full (MARKER_LIMIT, the place stays), and marker/add cannot forge runes`, async () => {
    const me = await t.guest();
    const place = findPlace(t, 'RUNE', () => true, 20);
    await placePlayerAt(t, me, place.posY);
    const now = new Date(t.clock());
    await t.db.insert(playerMarkers).values(
      Array.from({ length: MARKERS_MAX_COUNT }, (_, i) => ({
        playerId: me.playerId,
        marker: `flag_${i}`,
        createdAt: now,
      })),
    );
    expectRefusal(await t.get(`/api/runePlace/${place.id}/take`, { token: me.token }), 400, 'MARKER_LIMIT');
    expect((await t.post('/api/marker/remove', { marker: 'flag_0' }, { token: me.token })).statusCode).toBe(
      200,
    );
    expect((await t.get(`/api/runePlace/${place.id}/take`, { token: me.token })).statusCode).toBe(200);
    expectRefusal(
      await t.post('/api/marker/add', { marker: 'rune:rune_of_strength:1' }, { token: me.token }),
      400,
      'MARKER_INVALID',
    );
  });
});
