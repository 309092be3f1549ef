import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BattleResultDto, BattleStatusDto } from '@rol/protocol/battle-dto';
import type { BackpackDto } from '@rol/protocol/hero-dto';
import { ELIXIR_SLOTS, SCROLL_SLOTS } from '@rol/rules/heroes/backpack';
import { UNLOCKS } from '@rol/rules/unlocks';
import { artifactItems } from '../../src/db/schema/artifact-items.ts';
import { backpackItems } from '../../src/db/schema/backpack-items.ts';
import { battles } from '../../src/db/schema/battles.ts';
import { grantConsumable, setPlayer } from '../artifacts/item-test-kit.ts';
import { attack, battleRow, fightToEnd, setSquadLevel, type TestPlayer } from '../battle/battle-test-kit.ts';
import { expectRefusal } from '../envelope.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const backpack = async (token: string) => {
  const res = await t.get('/api/backpack/get', { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<BackpackDto>();
};
const setSlots = (token: string, kind: 'elixir' | 'scroll', slots: unknown, form = false) =>
  t.post('/api/backpack/slots/set', { kind, slots }, { token, form });
const countOf = (b: BackpackDto, id: string) => b.items.find((i) => i.consumableId === id)?.count ?? 0;

describe('GET /api/backpack/get', () => {
  it('answers the held items and both slot rows; elixir settings open at stair 25', async () => {
    const me = await t.guest();
    expect(await backpack(me.token)).toEqual({
      items: [],
      elixirSlots: Array(ELIXIR_SLOTS).fill(null),
      scrollSlots: Array(SCROLL_SLOTS).fill(null),
      elixirSettingsOpen: false,
      elixirSettingsStair: UNLOCKS.elixirSettingsStair,
    });
    await grantConsumable(t, me.playerId, 'fire_scroll', 2);
    await grantConsumable(t, me.playerId, 'phoenix_feather');
    await setPlayer(t, me.playerId, { bestVictoryStair: 25 });
    const b = await backpack(me.token);
    expect(b.items).toEqual([
      { consumableId: 'fire_scroll', kind: 'scroll', count: 2 },
      { consumableId: 'phoenix_feather', kind: 'resurrection', count: 1 },
    ]);
    expect(b.elixirSettingsOpen).toBe(true);
  });
});

describe('POST /api/backpack/slots/set', () => {
  it('sets the scroll row from stair 1 (scrolls and resurrection items; null or "" empties a slot)', async () => {
    const me = await t.guest();
    const res = await setSlots(me.token, 'scroll', ['fire_scroll', null, 'living_water']);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<BackpackDto>().scrollSlots).toEqual(['fire_scroll', null, 'living_water']);
    const form = await setSlots(me.token, 'scroll', 'ice_scroll,,phoenix_feather', true);
    expect(form.statusCode, form.body).toBe(200);
    expect((await backpack(me.token)).scrollSlots).toEqual(['ice_scroll', null, 'phoenix_feather']);
  });

  it('refuses elixir settings below stair 25 with STAIR_REQUIRED and details.stair, allows them from 25', async () => {
    const me = await t.guest();
    await setPlayer(t, me.playerId, { stair: 24, bestVictoryStair: 23 });
    const refused = expectRefusal(
      await setSlots(me.token, 'elixir', ['healing_elixir']),
      400,
      'STAIR_REQUIRED',
    );
    expect(refused.details).toEqual({ stair: UNLOCKS.elixirSettingsStair });
    await setPlayer(t, me.playerId, { stair: 25 });
    const res = await setSlots(me.token, 'elixir', ['healing_elixir', 'rage_elixir']);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<BackpackDto>().elixirSlots).toEqual(['healing_elixir', 'rage_elixir', null]);
  });

  it('refuses a wrong kind, an unknown item, a repeat and too many slots (CONSUMABLE_SLOT_INVALID)', async () => {
    const me = await t.guest();
    await setPlayer(t, me.playerId, { bestVictoryStair: 30 });
    for (const [kind, slots] of [
      ['scroll', ['healing_elixir']],
      ['elixir', ['fire_scroll']],
      ['scroll', ['no_such_item']],
      ['scroll', ['fire_scroll', 'fire_scroll']],
      ['scroll', ['fire_scroll', 'ice_scroll', 'plague_scroll', 'blessing_scroll']],
    ] as const)
      expectRefusal(await setSlots(me.token, kind, slots), 400, 'CONSUMABLE_SLOT_INVALID');
    expectRefusal(await setSlots(me.token, 'scroll' as const, 'x'.repeat(65)), 400, 'VALIDATION_FAILED');
    expect((await backpack(me.token)).scrollSlots).toEqual([null, null, null]);
  });
});

async function battleWith(who: TestPlayer): Promise<BattleStatusDto> {
  await setSquadLevel(t, who.playerId, 40);
  return attack(t, who);
}

describe('consumables in battle', () => {
  it('takes one consumable per filled slot whose item is held; a used one leaves the backpack', async () => {
    const me = await t.guest();
    await setPlayer(t, me.playerId, { bestVictoryStair: 25 });
    await grantConsumable(t, me.playerId, 'healing_elixir', 2);
    await grantConsumable(t, me.playerId, 'phoenix_feather', 1);
    expect((await setSlots(me.token, 'elixir', ['healing_elixir', 'rage_elixir'])).statusCode).toBe(200);
    expect((await setSlots(me.token, 'scroll', ['fire_scroll', 'phoenix_feather'])).statusCode).toBe(200);
    await setPlayer(t, me.playerId, { bestVictoryStair: 0 });

    const status = await battleWith(me);
    expect(status.consumables).toEqual([
      { id: 1, consumableId: 'healing_elixir' },
      { id: 2, consumableId: 'phoenix_feather' },
    ]);
    const hero = status.battle.creatures.find((c) => c.team === 0)!;
    const use = (id: number, targetCreatureId = hero.id) =>
      t.post('/api/battle/v2/removeConsumable', { id, targetCreatureId }, { token: me.token });

    // Resurrection only on the dead: the engine refuses, the backpack keeps the feather.
    expectRefusal(await use(2), 400, 'CREATURE_NOT_DEAD');
    expect(countOf(await backpack(me.token), 'phoenix_feather')).toBe(1);

    const used = await use(1);
    expect(used.statusCode, used.body).toBe(200);
    expect(used.json<BattleStatusDto>().consumables).toEqual([{ id: 2, consumableId: 'phoenix_feather' }]);
    expect(used.json<BattleStatusDto>().moves.some((m) => m.kind === 'consumable')).toBe(true);
    expect(countOf(await backpack(me.token), 'healing_elixir')).toBe(1);
    expectRefusal(await use(1), 404, 'CONSUMABLE_NOT_FOUND');
    expect(countOf(await backpack(me.token), 'healing_elixir')).toBe(1);
  });

  it('refuses a battle consumable whose item left the backpack meanwhile (CONSUMABLE_NOT_FOUND, nothing applied)', async () => {
    const me = await t.guest();
    await grantConsumable(t, me.playerId, 'blessing_scroll', 1);
    expect((await setSlots(me.token, 'scroll', ['blessing_scroll'])).statusCode).toBe(200);
    const status = await battleWith(me);
    expect(status.consumables).toEqual([{ id: 1, consumableId: 'blessing_scroll' }]);
    await t.db.update(backpackItems).set({ count: 0 }).where(eq(backpackItems.playerId, me.playerId));
    const hero = status.battle.creatures.find((c) => c.team === 0)!;
    const before = await battleRow(t, status.battle.id);
    expectRefusal(
      await t.post(
        '/api/battle/v2/removeConsumable',
        { id: 1, targetCreatureId: hero.id },
        { token: me.token },
      ),
      404,
      'CONSUMABLE_NOT_FOUND',
    );
    const after = await battleRow(t, status.battle.id);
    expect(after.version).toBe(before.version);
    expect(after.engineState.consumables).toHaveLength(1);
  });

  it('credits a won battle’s reward items once (backpack and artifact storage)', async () => {
    const me = await t.guest();
    const { status } = await fightToEnd(t, me, await battleWith(me));
    expect(status.battle.winnerTeam).toBe(0);
    const row = await battleRow(t, status.battle.id);
    const items = [
      { kind: 'consumable' as const, id: 'living_water' as const, count: 2 },
      { kind: 'artifact' as const, id: 'knight_sword' as const, count: 1 },
    ];
    const engineState = {
      ...row.engineState,
      rewards: {
        ...row.engineState.rewards,
        winnerReward: { ...row.engineState.rewards.winnerReward, items },
      },
    };
    await t.db.update(battles).set({ engineState }).where(eq(battles.id, row.id));
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => t.post('/api/battle/complete', undefined, { token: me.token })),
    );
    expect(answers.filter((a) => a.statusCode >= 500)).toEqual([]);
    const done = answers.filter((a) => a.statusCode === 200);
    expect(done).toHaveLength(1);
    expect(done[0]!.json<BattleResultDto>().reward.items).toEqual(items);
    expect(countOf(await backpack(me.token), 'living_water')).toBe(2);
    const stored = await t.db.select().from(artifactItems).where(eq(artifactItems.playerId, me.playerId));
    expect(stored.map((a) => [a.artifactId, a.source, a.creatureId])).toEqual([
      ['knight_sword', `battle:${row.id}`, null],
    ]);
  });
});
