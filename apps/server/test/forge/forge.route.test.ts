import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatureDto } from '@rol/protocol/player-dto';
import { REFORGE_SHARE } from '@rol/rules/content/artifacts';
import { artifactStatPoints, FORGE_DAILY_LIMIT, reforgeBonus } from '@rol/rules/heroes/forge';
import { nextServerDayAt } from '@rol/rules/server-day';
import { artifactItems } from '../../src/db/schema/artifact-items.ts';
import { creatures } from '../../src/db/schema/creatures.ts';
import { grantArtifact, heroIds, setHero, setPlayer } from '../artifacts/item-test-kit.ts';
import { expectRefusal } from '../envelope.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const reforge = (token: string, artifactId: number, creatureId: number) =>
  t.post('/api/forge/reforge', { artifactId, creatureId }, { token });
const forge = async (token: string) => {
  const res = await t.get('/api/forge/get', { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ countToday: number; limit: number }>();
};
const heroRow = async (id: number) => (await t.db.select().from(creatures).where(eq(creatures.id, id)))[0];

describe('GET /api/forge/get and POST /api/forge/reforge', () => {
  it('melts the artifact down and gives the hero 25 % of its power', async () => {
    const me = await t.guest();
    const [hero] = await heroIds(t, me.playerId);
    expect(await forge(me.token)).toEqual({ countToday: 0, limit: FORGE_DAILY_LIMIT });
    const item = await grantArtifact(t, me.playerId, 'hero_armour', 4);
    const before = await heroRow(hero!);
    const res = await reforge(me.token, item, hero!);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ creature: CreatureDto; forge: { countToday: number; limit: number } }>();
    const bonus = reforgeBonus('hero_armour', 4);
    const power = artifactStatPoints('hero_armour', 4);
    expect(bonus).toEqual({
      attack: Math.floor(power.attack * REFORGE_SHARE),
      defence: Math.floor(power.defence * REFORGE_SHARE),
      health: Math.floor(power.health * REFORGE_SHARE),
    });
    expect(bonus.attack + bonus.defence).toBeGreaterThan(0);
    expect(body.creature.bonus).toEqual(bonus);
    expect(body.creature.attack).toBeGreaterThan(0);
    expect(body.forge).toEqual({ countToday: 1, limit: FORGE_DAILY_LIMIT });
    const after = await heroRow(hero!);
    expect([after?.bonusAttack, after?.bonusDefence, after?.bonusHealth]).toEqual([
      (before?.bonusAttack ?? 0) + bonus.attack,
      (before?.bonusDefence ?? 0) + bonus.defence,
      (before?.bonusHealth ?? 0) + bonus.health,
    ]);
    expect(await t.db.select().from(artifactItems).where(eq(artifactItems.id, item))).toEqual([]);
    expectRefusal(await reforge(me.token, item, hero!), 404, 'ARTIFACT_NOT_FOUND');
    expect(await forge(me.token)).toEqual({ countToday: 1, limit: FORGE_DAILY_LIMIT });
  });

  it('reforges an artifact a hero holds (it leaves the holder) for another hero', async () => {
    const me = await t.guest();
    const [a, b] = await heroIds(t, me.playerId);
    const item = await grantArtifact(t, me.playerId, 'life_ring', 2);
    expect(
      (await t.post('/api/artifact/give', { artifactId: item, creatureId: a }, { token: me.token }))
        .statusCode,
    ).toBe(200);
    const res = await reforge(me.token, item, b!);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ creature: CreatureDto }>().creature.bonus.health).toBe(
      reforgeBonus('life_ring', 2).health,
    );
    const list = await t.get('/api/artifact/list', { token: me.token });
    expect(list.json<{ artifacts: unknown[] }>().artifacts).toEqual([]);
  });

  it(`is tired after ${FORGE_DAILY_LIMIT} reforges a day, rested the next UTC day`, async () => {
    const me = await t.guest();
    const [hero] = await heroIds(t, me.playerId);
    for (let i = 1; i <= FORGE_DAILY_LIMIT; i += 1) {
      const res = await reforge(me.token, await grantArtifact(t, me.playerId, 'bronze_sword'), hero!);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<{ forge: { countToday: number } }>().forge.countToday).toBe(i);
    }
    const spare = await grantArtifact(t, me.playerId, 'bronze_sword');
    const tired = expectRefusal(await reforge(me.token, spare, hero!), 400, 'BLACKSMITH_TIRED');
    expect(tired.details).toEqual({ limit: FORGE_DAILY_LIMIT });
    expect(
      (await t.get('/api/artifact/list', { token: me.token }))
        .json<{ artifacts: { id: number }[] }>()
        .artifacts.map((a) => a.id),
    ).toEqual([spare]);
    expect(await forge(me.token)).toEqual({ countToday: FORGE_DAILY_LIMIT, limit: FORGE_DAILY_LIMIT });

    // The blacksmith rests until 00:00 Moscow time (21:00 UTC), the next server day.
    t.clock.advance(nextServerDayAt(t.clock()) - 1000 - t.clock());
    expect(new Date(t.clock()).getUTCHours()).toBe(20);
    expect(await forge(me.token)).toEqual({ countToday: FORGE_DAILY_LIMIT, limit: FORGE_DAILY_LIMIT });
    t.clock.advance(1000);
    expect(await forge(me.token)).toEqual({ countToday: 0, limit: FORGE_DAILY_LIMIT });
    const rested = await reforge(me.token, spare, hero!);
    expect(rested.statusCode, rested.body).toBe(200);
    expect(rested.json<{ forge: { countToday: number } }>().forge.countToday).toBe(1);
  });

  it('refuses temporal artifacts and heroes, other players’ things and a player in battle', async () => {
    const me = await t.guest();
    const other = await t.guest();
    const [a, b] = await heroIds(t, me.playerId);
    const [theirs] = await heroIds(t, other.playerId);
    expectRefusal(
      await reforge(me.token, await grantArtifact(t, me.playerId, 'trial_sword'), a!),
      400,
      'SLOT_UNAVAILABLE',
    );
    await setHero(t, b!, { temporal: true });
    const item = await grantArtifact(t, me.playerId, 'bronze_sword');
    expectRefusal(await reforge(me.token, item, b!), 400, 'SLOT_UNAVAILABLE');
    expectRefusal(await reforge(me.token, item, theirs!), 404, 'CREATURE_NOT_FOUND');
    expectRefusal(
      await reforge(me.token, await grantArtifact(t, other.playerId, 'bronze_sword'), a!),
      404,
      'ARTIFACT_NOT_FOUND',
    );
    await setPlayer(t, me.playerId, { battleId: 424_242 });
    expectRefusal(await reforge(me.token, item, a!), 409, 'PLAYER_IN_BATTLE');
    await setPlayer(t, me.playerId, { battleId: null });
    expect(await forge(me.token)).toEqual({ countToday: 0, limit: FORGE_DAILY_LIMIT });
    expectRefusal(
      await t.post('/api/forge/reforge', { artifactId: 0, creatureId: a }, { token: me.token }),
      400,
      'VALIDATION_FAILED',
    );
  });
});
