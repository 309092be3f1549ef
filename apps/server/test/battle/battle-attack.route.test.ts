import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BattleStatusDto } from '@rol/protocol/battle-dto';
import { creatures } from '../../src/db/schema/creatures.ts';
import { players } from '../../src/db/schema/players.ts';
import { BATTLE_SCENARIOS } from '@rol/rules/content/battle-scenarios';
import { expectRefusal } from '../envelope.ts';
import { setBalance } from '../heroes/hero-test-kit.ts';
import { moveTo } from '../road/road-test-kit.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { attack, battleRow, guardOf, heroesOf } from './battle-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const STATUS_CALLS = ['/api/battle/v2/moves/empty/get', '/api/battle/v2/ask'] as const;

describe('POST /api/battle/place/attack', () => {
  it('starts a MOB battle against the next blocker with the squad as it is now', async () => {
    const guest = await t.guest();
    const heroes = await heroesOf(t, guest.playerId);
    const status = await attack(t, guest);
    expect(status).toMatchObject({
      battleState: 'IN_PROGRESS',
      ask: 'CHOOSE_HIT',
      turningTeam: 0,
      processing: false,
      consumables: [],
      // The guard of stair 1 (the first story part's stair) opens with its story line, in the guest's English.
      scenarioMessage: BATTLE_SCENARIOS.story_part_1.en,
      battleBonus: 0,
      chestBonus: 0,
      battle: { kind: 'MOB', placeId: guardOf(1), winnerTeam: null },
    });
    const ids = status.battle.creatures.map((c) => c.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(
      status.battle.creatures
        .filter((c) => c.team === 0)
        .map((c) => c.id)
        .sort(),
    ).toEqual(heroes.map((h) => h.id).sort());
    expect(status.battle.creatures.filter((c) => c.team === 1).every((c) => c.id < 0)).toBe(true);
    expect(status.offset).toBe(status.moves.length);
    const [player] = await t.db.select().from(players).where(eq(players.id, guest.playerId));
    expect(player?.battleId).toBe(status.battle.id);
    const info = await t.get('/api/player/info', { token: guest.token });
    expect(info.json<{ player: { battleId: number } }>().player.battleId).toBe(status.battle.id);
    // The road waits for the battle.
    expectRefusal(await moveTo(t, guest.token, 10, player?.contextId ?? 0), 409, 'PLAYER_IN_BATTLE');
    // One battle at a time.
    const again = await t.post('/api/battle/place/attack', { placeId: guardOf(1) }, { token: guest.token });
    expect(expectRefusal(again, 409, 'BATTLE_IN_PROGRESS').details).toMatchObject({
      battleId: status.battle.id,
    });
  });

  it('enters wounded heroes with their recovered health and leaves the dead out', async () => {
    const guest = await t.guest();
    const [first, second] = await heroesOf(t, guest.playerId);
    if (!first || !second) throw new Error('a guest has two heroes');
    const now = new Date(t.clock() - 5 * 60_000);
    await t.db.update(creatures).set({ health: 3, healthAt: now }).where(eq(creatures.id, first.id));
    await t.db
      .update(creatures)
      .set({ health: 0, healthAt: new Date(t.clock()) })
      .where(eq(creatures.id, second.id));
    const status = await attack(t, guest);
    const squad = status.battle.creatures.filter((c) => c.team === 0);
    expect(squad.map((c) => c.id)).toEqual([first.id]);
    expect(squad[0]?.health).toBe(3 + 5);
  });

  it('refuses without a session, bad input, unknown places, places without a guard and guards out of reach', async () => {
    const guest = await t.guest();
    expectRefusal(await t.post('/api/battle/place/attack', { placeId: guardOf(1) }), 401, 'UNAUTHORIZED');
    for (const body of [{}, { placeId: 'x' }, { placeId: -1 }, { placeId: 2 ** 31 }, { placeId: 1.5 }])
      expectRefusal(
        await t.post('/api/battle/place/attack', body, { token: guest.token }),
        400,
        'VALIDATION_FAILED',
      );
    const post = (placeId: number) => t.post('/api/battle/place/attack', { placeId }, { token: guest.token });
    expectRefusal(await post(5), 404, 'PLACE_NOT_FOUND');
    expectRefusal(await post(guardOf(1) + 2), 400, 'PLACE_NOT_A_BATTLE');
    expectRefusal(await post(guardOf(2)), 400, 'PLACE_NOT_IN_REACH');
    expectRefusal(await post(guardOf(500)), 400, 'PLACE_NOT_IN_REACH');
    // Form-encoded bodies work too.
    const form = await t.post(
      '/api/battle/place/attack',
      { placeId: String(guardOf(1)) },
      { token: guest.token, form: true },
    );
    expect(form.statusCode, form.body).toBe(200);
  });

  it('needs a living squad', async () => {
    const empty = await t.guest();
    await t.db
      .update(creatures)
      .set({ inSquad: false, slot: null })
      .where(eq(creatures.playerId, empty.playerId));
    const refusedEmpty = await t.post(
      '/api/battle/place/attack',
      { placeId: guardOf(1) },
      { token: empty.token },
    );
    expectRefusal(refusedEmpty, 400, 'SQUAD_EMPTY');
    const dead = await t.guest();
    await t.db
      .update(creatures)
      .set({ health: 0, healthAt: new Date(t.clock()) })
      .where(eq(creatures.playerId, dead.playerId));
    const refusedDead = await t.post(
      '/api/battle/place/attack',
      { placeId: guardOf(1) },
      { token: dead.token },
    );
    expectRefusal(refusedDead, 400, 'SQUAD_DEAD');
    // A minute later the heroes have recovered 1 health and may fight.
    t.clock.advance(60_000);
    await attack(t, dead);
  });
});

describe('story lines and the boosters in the battle status (§3)', () => {
  it('the story stair guard speaks the player\'s language in every status', async () => {
    const guest = await t.guest();
    expect((await t.post('/api/player/lang/switch/RU', {}, { token: guest.token })).statusCode).toBe(200);
    const status = await attack(t, guest);
    expect(status.scenarioMessage).toBe(BATTLE_SCENARIOS.story_part_1.ru);
    const again = await t.post('/api/battle/v2/moves/empty/get', {}, { token: guest.token });
    expect(again.json<BattleStatusDto>().scenarioMessage).toBe(BATTLE_SCENARIOS.story_part_1.ru);
  });

  it('battleBonus and chestBonus are what the boosters running at the start add, in percent', async () => {
    const guest = await t.guest();
    await setBalance(t, guest.playerId, 'mithril', 1_000);
    for (const boosterId of ['experience', 'platinum'])
      expect((await t.post('/api/booster/activate', { boosterId }, { token: guest.token })).statusCode).toBe(200);
    const status = await attack(t, guest);
    // +100 % from the booster and +400 % from platinum; platinum makes the trophy twice as likely.
    expect(status).toMatchObject({ battleBonus: 500, chestBonus: 100 });
  });
});

describe('battle status, moves and reloading', () => {
  it('answers BATTLE_NOT_FOUND without a battle and 401 without a session', async () => {
    const guest = await t.guest();
    for (const path of [
      ...STATUS_CALLS,
      '/api/battle/skip',
      '/api/battle/complete',
      '/api/battle/v2/giveUpBattle',
    ]) {
      expectRefusal(await t.post(path, undefined, { token: guest.token }), 404, 'BATTLE_NOT_FOUND');
      expectRefusal(await t.post(path), 401, 'UNAUTHORIZED');
    }
    const sublist = await t.post('/api/battle/v2/moves/sublist/get', { offset: 0 }, { token: guest.token });
    expectRefusal(sublist, 404, 'BATTLE_NOT_FOUND');
  });

  it('resumes a battle after a reload: the status, then every move from any offset', async () => {
    const guest = await t.guest();
    const started = await attack(t, guest);
    const hit = await t.post('/api/battle/skip', undefined, { token: guest.token });
    expect(hit.statusCode, hit.body).toBe(200);
    const afterSkip = hit.json<BattleStatusDto>();
    const all = [...started.moves, ...afterSkip.moves];
    for (const path of STATUS_CALLS) {
      const res = await t.post(path, undefined, { token: guest.token });
      expect(res.statusCode, res.body).toBe(200);
      const status = res.json<BattleStatusDto>();
      expect(status.moves).toEqual([]);
      expect(status.offset).toBe(all.length);
      expect(status.battle).toEqual(afterSkip.battle);
    }
    const sublist = (offset: unknown) =>
      t.post('/api/battle/v2/moves/sublist/get', { offset }, { token: guest.token });
    const whole = (await sublist(0)).json<BattleStatusDto>();
    expect(whole.moves).toEqual(all);
    expect(whole.moves.map((m) => m.index)).toEqual(all.map((_, i) => i));
    expect((await sublist(started.offset)).json<BattleStatusDto>().moves).toEqual(afterSkip.moves);
    expect((await sublist(all.length + 50)).json<BattleStatusDto>().moves).toEqual([]);
    expectRefusal(await sublist(-1), 400, 'VALIDATION_FAILED');
    expectRefusal(await sublist('a'), 400, 'VALIDATION_FAILED');
    expect((await battleRow(t, started.battle.id)).moves).toEqual(all);
  });
});

describe('POST /api/battle/arena/attack', () => {
  it('is not opened below level 8 (the arena itself: test/arena)', async () => {
    const guest = await t.guest();
    const low = expectRefusal(
      await t.post('/api/battle/arena/attack', { opponentId: 1, position: 1 }, { token: guest.token }),
      400,
      'ARENA_NOT_OPENED',
    );
    expect(low.details).toMatchObject({ level: 8 });
    expectRefusal(await t.post('/api/battle/arena/attack'), 401, 'UNAUTHORIZED');
  });
});
