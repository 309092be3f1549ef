import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArtifactItemDto } from '@rol/protocol/hero-dto';
import { artifactSlotsCount } from '@rol/rules/heroes/artifact-slots';
import { reforgeBonus } from '@rol/rules/heroes/forge';
import { eq } from 'drizzle-orm';
import { ratingParams } from '../../src/db/schema/rating-params.ts';
import { upgradeSteps } from '../../src/db/schema/upgrade-steps.ts';
import { loadHeroRows } from '../../src/heroes/hero-rows-query.ts';
import { squadPowerOf } from '../../src/heroes/squad-power.ts';
import { expectRefusal } from '../envelope.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import {
  giveArtifact,
  grantArtifact,
  heroIds,
  setHero,
  setPlayer,
  type HeroAnswer,
  takeArtifact,
} from './item-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const list = async (token: string) => {
  const res = await t.get('/api/artifact/list', { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ artifacts: ArtifactItemDto[] }>().artifacts;
};
const ok = async (res: { statusCode: number; body: string; json<T>(): T }) => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json<HeroAnswer>();
};

describe('GET /api/artifact/list', () => {
  it('lists the player’s own artifacts, held and stored, with amulet, vip, temporal and the reforge bonus', async () => {
    const me = await t.guest();
    const other = await t.guest();
    expect(await list(me.token)).toEqual([]);
    const sword = await grantArtifact(t, me.playerId, 'bronze_sword', 3);
    await grantArtifact(t, me.playerId, 'gorgon_eye');
    await grantArtifact(t, me.playerId, 'vip_aegis');
    await grantArtifact(t, me.playerId, 'trial_sword');
    await grantArtifact(t, other.playerId, 'rune_blade');
    const items = await list(me.token);
    expect(items.map((a) => a.artifactId)).toEqual([
      'bronze_sword',
      'gorgon_eye',
      'vip_aegis',
      'trial_sword',
    ]);
    expect(items[0]).toEqual({
      id: sword,
      artifactId: 'bronze_sword',
      effectType: 'attack',
      level: 3,
      amulet: false,
      vip: false,
      temporal: false,
      creatureId: null,
      reforgeBonus: reforgeBonus('bronze_sword', 3),
    });
    expect(items.map((a) => [a.amulet, a.vip, a.temporal])).toEqual([
      [false, false, false],
      [true, false, false],
      [false, true, false],
      [false, false, true],
    ]);
  });
});

describe('POST /api/artifact/give and /api/artifact/take', () => {
  it('gives an artifact to a hero (its attack grows) and takes it back', async () => {
    const me = await t.guest();
    const [hero] = await heroIds(t, me.playerId);
    const sword = await grantArtifact(t, me.playerId, 'rune_blade', 5);
    const before = (await t.get('/api/player/info/current', { token: me.token })).json<{
      player: { creatures: { id: number; attack: number }[] };
    }>();
    const attackBefore = before.player.creatures.find((c) => c.id === hero)?.attack ?? NaN;
    const given = await ok(await giveArtifact(t, me.token, sword, hero!));
    expect(given.artifact).toMatchObject({ id: sword, creatureId: hero });
    expect(given.creature.id).toBe(hero);
    expect(given.creature.artifacts.map((a) => a.id)).toEqual([sword]);
    expect(given.creature.attack).toBeGreaterThan(attackBefore);
    expect((await list(me.token))[0]?.creatureId).toBe(hero);

    const taken = await ok(await takeArtifact(t, me.token, sword));
    expect(taken.artifact.creatureId).toBeNull();
    expect(taken.creature.artifacts).toEqual([]);
    expect(taken.creature.attack).toBe(attackBefore);
    expectRefusal(await takeArtifact(t, me.token, sword), 400, 'ARTIFACT_NOT_HELD');
  });

  it('fills the artifact slots of the hero’s rank (ALL_SLOTS_FILLED) and its one amulet slot (NO_FREE_SLOT)', async () => {
    const me = await t.guest();
    const [hero] = await heroIds(t, me.playerId);
    const slots = artifactSlotsCount(1);
    for (let i = 0; i < slots; i += 1)
      await ok(await giveArtifact(t, me.token, await grantArtifact(t, me.playerId, 'bronze_sword'), hero!));
    const extra = await grantArtifact(t, me.playerId, 'wooden_shield');
    expectRefusal(await giveArtifact(t, me.token, extra, hero!), 400, 'ALL_SLOTS_FILLED');
    // Amulets have their own slot: the full artifact slots do not stop the first amulet.
    await ok(await giveArtifact(t, me.token, await grantArtifact(t, me.playerId, 'gorgon_eye'), hero!));
    expectRefusal(
      await giveArtifact(t, me.token, await grantArtifact(t, me.playerId, 'witch_amulet'), hero!),
      400,
      'NO_FREE_SLOT',
    );
    // A higher rank has more slots: rank 3 holds one more.
    await setHero(t, hero!, { rank: 3 });
    expect(artifactSlotsCount(3)).toBe(slots + 1);
    await ok(await giveArtifact(t, me.token, extra, hero!));
  });

  it('counts a rank step completed by now (lazily) for the slots', async () => {
    const me = await t.guest();
    const [hero] = await heroIds(t, me.playerId);
    for (let i = 0; i < artifactSlotsCount(1); i += 1)
      await ok(await giveArtifact(t, me.token, await grantArtifact(t, me.playerId, 'bronze_sword'), hero!));
    const extra = await grantArtifact(t, me.playerId, 'bronze_sword');
    expectRefusal(await giveArtifact(t, me.token, extra, hero!), 400, 'ALL_SLOTS_FILLED');
    const now = t.clock();
    await t.db.insert(upgradeSteps).values({
      playerId: me.playerId,
      creatureId: hero!,
      kind: 'rank',
      target: 'rank',
      toRank: 3,
      startedAt: new Date(now - 120_000),
      doneAt: new Date(now - 60_000),
    });
    await ok(await giveArtifact(t, me.token, extra, hero!));
  });

  it('moves an artifact from another hero: the holder’s slots do not count, the receiver’s do', async () => {
    const me = await t.guest();
    const [a, b] = await heroIds(t, me.playerId);
    const full = artifactSlotsCount(1);
    const onA: number[] = [];
    for (let i = 0; i < full; i += 1) {
      const id = await grantArtifact(t, me.playerId, 'bronze_sword');
      await ok(await giveArtifact(t, me.token, id, a!));
      onA.push(id);
    }
    const moved = await ok(await giveArtifact(t, me.token, onA[0]!, b!));
    expect(moved.artifact.creatureId).toBe(b);
    expect(moved.creature.artifacts.map((x) => x.id)).toEqual([onA[0]]);
    expect((await list(me.token)).filter((x) => x.creatureId === a).map((x) => x.id)).toEqual([onA[1]]);
    // b fills up; then a move from a to b is refused for b's slots.
    await ok(await giveArtifact(t, me.token, await grantArtifact(t, me.playerId, 'bronze_sword'), b!));
    expectRefusal(await giveArtifact(t, me.token, onA[1]!, b!), 400, 'ALL_SLOTS_FILLED');
    expectRefusal(await giveArtifact(t, me.token, onA[1]!, a!), 400, 'ARTIFACT_ALREADY_HELD');
  });

  it('refuses temporal artifacts and temporal heroes (SLOT_UNAVAILABLE)', async () => {
    const me = await t.guest();
    const [a, b] = await heroIds(t, me.playerId);
    expectRefusal(
      await giveArtifact(t, me.token, await grantArtifact(t, me.playerId, 'trial_sword'), a!),
      400,
      'SLOT_UNAVAILABLE',
    );
    await setHero(t, b!, { temporal: true });
    expectRefusal(
      await giveArtifact(t, me.token, await grantArtifact(t, me.playerId, 'bronze_sword'), b!),
      400,
      'SLOT_UNAVAILABLE',
    );
  });

  it('refuses unknown and other players’ artifacts and heroes, and any change during a battle', async () => {
    const me = await t.guest();
    const other = await t.guest();
    const [mine] = await heroIds(t, me.playerId);
    const [theirs] = await heroIds(t, other.playerId);
    const myItem = await grantArtifact(t, me.playerId, 'bronze_sword');
    const theirItem = await grantArtifact(t, other.playerId, 'bronze_sword');
    expectRefusal(await giveArtifact(t, me.token, 999_999, mine!), 404, 'ARTIFACT_NOT_FOUND');
    expectRefusal(await giveArtifact(t, me.token, theirItem, mine!), 404, 'ARTIFACT_NOT_FOUND');
    expectRefusal(await giveArtifact(t, me.token, myItem, theirs!), 404, 'CREATURE_NOT_FOUND');
    expectRefusal(await takeArtifact(t, me.token, theirItem), 404, 'ARTIFACT_NOT_FOUND');
    await ok(await giveArtifact(t, other.token, theirItem, theirs!));
    expectRefusal(await takeArtifact(t, me.token, theirItem), 404, 'ARTIFACT_NOT_FOUND');
    expect((await list(other.token))[0]?.creatureId).toBe(theirs);

    await setPlayer(t, me.playerId, { battleId: 123_456 });
    expectRefusal(await giveArtifact(t, me.token, myItem, mine!), 409, 'PLAYER_IN_BATTLE');
    expectRefusal(await takeArtifact(t, me.token, myItem), 409, 'PLAYER_IN_BATTLE');
    await setPlayer(t, me.playerId, { battleId: null });
  });

  it('validates its input', async () => {
    const me = await t.guest();
    expectRefusal(
      await t.post('/api/artifact/give', { artifactId: 'x' }, { token: me.token }),
      400,
      'VALIDATION_FAILED',
    );
    expectRefusal(await t.post('/api/artifact/take', {}, { token: me.token }), 400, 'VALIDATION_FAILED');
    expectRefusal(await t.get('/api/artifact/list'), 401, 'UNAUTHORIZED');
  });
});

describe('what a move stores besides the holder', () => {
  // The move computes the heroes after it in memory; what it stores must be what a fresh read gives.
  const storedPower = async (playerId: number) =>
    (await t.db.select().from(ratingParams).where(eq(ratingParams.playerId, playerId)))[0]?.power;
  const recounted = async (playerId: number) =>
    squadPowerOf((await loadHeroRows(t.db, playerId))!, t.clock());

  it('stores the squad’s strength as a give, a move between heroes and a take leave it', async () => {
    const me = await t.guest();
    const [a, b] = await heroIds(t, me.playerId);
    // Both in the squad, so the blade counts wherever it is held.
    await setHero(t, a!, { inSquad: true, slot: 0 });
    await setHero(t, b!, { inSquad: true, slot: 1 });
    const blade = await grantArtifact(t, me.playerId, 'rune_blade', 5);
    const powerBefore = await recounted(me.playerId);
    await ok(await giveArtifact(t, me.token, blade, a!));
    expect(await storedPower(me.playerId)).toBe(await recounted(me.playerId));
    expect(await storedPower(me.playerId)).toBeGreaterThan(powerBefore);
    await ok(await giveArtifact(t, me.token, blade, b!));
    expect(await storedPower(me.playerId)).toBe(await recounted(me.playerId));
    await ok(await takeArtifact(t, me.token, blade));
    expect(await storedPower(me.playerId)).toBe(powerBefore);
  });

  it('caps the former holder’s health under its lower maximum when an artifact moves away from it', async () => {
    const me = await t.guest();
    const [a, b] = await heroIds(t, me.playerId);
    const ring = await grantArtifact(t, me.playerId, 'life_ring', 5);
    const heroes = async () =>
      (await t.get('/api/player/info/current', { token: me.token })).json<{
        player: { creatures: { id: number; health: number; maxHealth: number }[] };
      }>().player.creatures;
    const withRing = (await ok(await giveArtifact(t, me.token, ring, a!))).creature;
    expect(withRing.health).toBe(withRing.maxHealth);
    const moved = await ok(await giveArtifact(t, me.token, ring, b!));
    expect(moved.creature.id).toBe(b);
    const formerHolder = (await heroes()).find((c) => c.id === a)!;
    expect(formerHolder.maxHealth).toBeLessThan(withRing.maxHealth);
    expect(formerHolder.health).toBe(formerHolder.maxHealth);
  });
});

describe('a hero’s health when its maximum changes with an artifact', () => {
  it('a rise arrives as health too; taking the artifact back caps the health under the old maximum', async () => {
    const me = await t.guest();
    const [hero] = await heroIds(t, me.playerId);
    const ring = await grantArtifact(t, me.playerId, 'life_ring', 5);
    const creature = async () =>
      (await t.get('/api/player/info/current', { token: me.token }))
        .json<{ player: { creatures: { id: number; health: number; maxHealth: number }[] } }>()
        .player.creatures.find((c) => c.id === hero)!;
    const full = await creature();
    // Wounded just now: 20 health missing.
    await setHero(t, hero!, { health: full.maxHealth - 20, healthAt: new Date(t.clock()) });
    const given = await ok(await giveArtifact(t, me.token, ring, hero!));
    const rise = given.creature.maxHealth - full.maxHealth;
    expect(rise).toBeGreaterThan(0);
    expect(given.creature.health).toBe(given.creature.maxHealth - 20);
    expect(await creature()).toMatchObject({
      health: given.creature.maxHealth - 20,
      maxHealth: given.creature.maxHealth,
    });
    const taken = await ok(await takeArtifact(t, me.token, ring));
    expect(taken.creature).toMatchObject({ maxHealth: full.maxHealth, health: full.maxHealth - 20 });
  });
});
