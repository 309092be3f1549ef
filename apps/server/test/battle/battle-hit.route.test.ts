import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BattleStatusDto, HitPreviewDto } from '@rol/protocol/battle-dto';
import { expectRefusal } from '../envelope.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { attack, battleRow, nextBlow, setSquadLevel } from './battle-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const hit = (token: string, attackerId: unknown, defenderId: unknown) =>
  t.post('/api/battle/v2/hit', { attackerId, defenderId }, { token });

async function strongGuestInBattle() {
  const guest = await t.guest();
  await setSquadLevel(t, guest.playerId, 40);
  const status = await attack(t, guest);
  const heroes = status.battle.creatures.filter((c) => c.team === 0);
  const monsters = status.battle.creatures.filter((c) => c.team === 1);
  return { guest, status, heroes, monsters };
}

describe('POST /api/battle/v2/hit', () => {
  it('applies a valid blow and lets the monsters answer within the same call', async () => {
    const { guest, status } = await strongGuestInBattle();
    const blow = nextBlow(status);
    if (!blow) throw new Error('no blow');
    const res = await hit(guest.token, blow.attackerId, blow.defenderId);
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json<BattleStatusDto>();
    expect(after.moves.length).toBeGreaterThan(0);
    expect(after.moves[0]?.index).toBe(status.offset);
    expect(after.offset).toBe(status.offset + after.moves.length);
    expect(after.moves.some((m) => m.sourceId === blow.attackerId)).toBe(true);
    if (after.battleState === 'IN_PROGRESS') expect(after.turningTeam).toBe(0);
    const row = await battleRow(t, status.battle.id);
    expect(row.actions).toEqual([{ type: 'hit', ...blow }]);
    expect(row.version).toBe(1);
  });

  it('rejects blows of monsters, on allies, by unknown or spent creatures, with clear codes', async () => {
    const { guest, status, heroes, monsters } = await strongGuestInBattle();
    const [hero, other] = heroes;
    const [monster] = monsters;
    if (!hero || !other || !monster) throw new Error('two heroes and a monster expected');
    expectRefusal(await hit(guest.token, monster.id, hero.id), 400, 'NOT_YOUR_CREATURE');
    expectRefusal(await hit(guest.token, hero.id, other.id), 400, 'INVALID_TARGET');
    expectRefusal(await hit(guest.token, 999_999, monster.id), 404, 'CREATURE_NOT_FOUND');
    expectRefusal(await hit(guest.token, hero.id, -99), 404, 'CREATURE_NOT_FOUND');
    const first = await hit(guest.token, hero.id, monster.id);
    expect(first.statusCode, first.body).toBe(200);
    const after = first.json<BattleStatusDto>();
    if (after.battleState === 'COMPLETED') {
      expectRefusal(await hit(guest.token, other.id, monster.id), 409, 'BATTLE_COMPLETED');
      return;
    }
    const target = after.battle.creatures.find((c) => c.team === 1 && c.health > 0);
    if (!target) throw new Error('a living monster expected');
    expectRefusal(await hit(guest.token, hero.id, target.id), 400, 'CREATURE_ALREADY_ACTED');
    const dead = after.battle.creatures.find((c) => c.team === 1 && c.health <= 0);
    if (dead) expectRefusal(await hit(guest.token, other.id, dead.id), 400, 'CREATURE_DEAD');
    expect((await battleRow(t, status.battle.id)).actions).toHaveLength(1);
  });

  it('refuses bad input and calls without a session', async () => {
    const { guest, heroes, monsters } = await strongGuestInBattle();
    const [hero] = heroes;
    const [monster] = monsters;
    if (!hero || !monster) throw new Error('creatures expected');
    for (const [a, d] of [
      [undefined, monster.id],
      ['x', monster.id],
      [hero.id, 1.5],
      [2 ** 31, monster.id],
      [hero.id, -(2 ** 31) - 5],
    ])
      expectRefusal(await hit(guest.token, a, d), 400, 'VALIDATION_FAILED');
    expectRefusal(
      await t.post('/api/battle/v2/hit', { attackerId: hero.id, defenderId: monster.id }),
      401,
      'UNAUTHORIZED',
    );
  });

  it("never touches another player's battle", async () => {
    const { guest, status, heroes, monsters } = await strongGuestInBattle();
    const stranger = await t.guest();
    const [hero] = heroes;
    const [monster] = monsters;
    if (!hero || !monster) throw new Error('creatures expected');
    expectRefusal(await hit(stranger.token, hero.id, monster.id), 404, 'BATTLE_NOT_FOUND');
    expectRefusal(
      await t.post('/api/battle/complete', undefined, { token: stranger.token }),
      404,
      'BATTLE_NOT_FOUND',
    );
    const strangerBattle = await attack(t, stranger);
    // The stranger's heroes are not in this battle, and this battle's heroes not in theirs.
    expectRefusal(await hit(stranger.token, hero.id, monster.id), 404, 'CREATURE_NOT_FOUND');
    expect(strangerBattle.battle.id).not.toBe(status.battle.id);
    expect((await battleRow(t, status.battle.id)).version).toBe(0);
    expect(
      (await t.post('/api/battle/v2/ask', undefined, { token: guest.token })).json<BattleStatusDto>().battle
        .id,
    ).toBe(status.battle.id);
  });

  it('applies only one of two identical hits sent at once', async () => {
    const { guest, status } = await strongGuestInBattle();
    const blow = nextBlow(status);
    if (!blow) throw new Error('no blow');
    const answers = await Promise.all([0, 1].map(() => hit(guest.token, blow.attackerId, blow.defenderId)));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes[0], answers.map((a) => a.body).join('\n')).toBe(200);
    expect(codes[1]).toBeGreaterThanOrEqual(400);
    expect(codes[1]).toBeLessThan(500);
    const row = await battleRow(t, status.battle.id);
    expect(row.actions).toHaveLength(1);
    expect(row.version).toBe(1);
  });
});

describe('one player, calls at once', () => {
  it('applies five skips sent at once one after the other: each sees the ones before', async () => {
    const { guest, status } = await strongGuestInBattle();
    const answers = await Promise.all(
      [0, 1, 2, 3, 4].map(() => t.post('/api/battle/skip', undefined, { token: guest.token })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const row = await battleRow(t, status.battle.id);
    expect(row.actions).toEqual(Array.from({ length: 5 }, () => ({ type: 'skip' })));
    expect(row.version).toBe(5);
  });
});

describe('skip, precalculate, removeConsumable', () => {
  it('skips the turn: the monsters play', async () => {
    const guest = await t.guest();
    const status = await attack(t, guest);
    const res = await t.post('/api/battle/skip', undefined, { token: guest.token });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json<BattleStatusDto>();
    expect(after.moves[0]).toMatchObject({ kind: 'skip', index: status.offset });
    expect((await battleRow(t, status.battle.id)).actions).toEqual([{ type: 'skip' }]);
  });

  it('previews a blow and changes nothing', async () => {
    const { guest, status, heroes, monsters } = await strongGuestInBattle();
    const [hero, other] = heroes;
    const [monster] = monsters;
    if (!hero || !other || !monster) throw new Error('creatures expected');
    const before = await battleRow(t, status.battle.id);
    const res = await t.post(
      '/api/battle/precalculate',
      { attackerId: hero.id, defenderId: monster.id },
      { token: guest.token },
    );
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json<HitPreviewDto>();
    expect(preview).toMatchObject({ attackerId: hero.id, defenderId: monster.id });
    expect(preview.damageMax).toBeGreaterThanOrEqual(preview.damageMin);
    const pre = (a: number, d: number) =>
      t.post('/api/battle/precalculate', { attackerId: a, defenderId: d }, { token: guest.token });
    expectRefusal(await pre(hero.id, other.id), 400, 'INVALID_TARGET');
    expectRefusal(await pre(hero.id, 12345), 404, 'CREATURE_NOT_FOUND');
    expectRefusal(
      await t.post('/api/battle/precalculate', { attackerId: hero.id }, { token: guest.token }),
      400,
      'VALIDATION_FAILED',
    );
    expect(await battleRow(t, status.battle.id)).toEqual(before);
  });

  it('has no consumables until the backpack arrives', async () => {
    const { guest, heroes } = await strongGuestInBattle();
    const remove = (body: unknown) => t.post('/api/battle/v2/removeConsumable', body, { token: guest.token });
    expectRefusal(await remove({ id: 1, targetCreatureId: heroes[0]?.id }), 404, 'CONSUMABLE_NOT_FOUND');
    expectRefusal(await remove({ id: 'a', targetCreatureId: 1 }), 400, 'VALIDATION_FAILED');
    expectRefusal(await remove({}), 400, 'VALIDATION_FAILED');
  });
});
