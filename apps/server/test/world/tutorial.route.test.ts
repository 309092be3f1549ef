import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlayerInfoDto } from '@rol/protocol/player-dto';
import type { TutorialDto } from '@rol/protocol/task-dto';
import { guardCoordinate } from '@rol/rules/road/coordinates';
import { attack, fightToEnd, setSquadLevel } from '../battle/battle-test-kit.ts';
import { expectRefusal } from '../envelope.ts';
import { heroIds, setBalance } from '../heroes/hero-test-kit.ts';
import { ensure, findPlace, moveTo, placePlayerAt } from '../road/road-test-kit.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { tutorial: true } });
});
afterAll(() => t.close());

async function tutorialOf(token: string): Promise<TutorialDto> {
  const info = (await t.get('/api/player/info', { token })).json<PlayerInfoDto>();
  const res = await t.get('/api/tutorial/get', { token });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toEqual(info.player.tutorial);
  return info.player.tutorial;
}

const buyCard = (token: string) => t.post('/api/shop/card/buy', { card: 'snake' }, { token });

describe('the first-steps tutorial', () => {
  it('is stored on the server step by step and blocks the shops until finished', async () => {
    const fresh = await t.guest(null);
    expect(await tutorialOf(fresh.token)).toEqual({ done: [], next: 'CHOOSE_CHARACTER', finished: false });
    expect((await t.post('/api/player/character/choose', { characterAndCompanion: 'knight:male:wolf' }, { token: fresh.token })).statusCode).toBeLessThan(300);
    expect((await tutorialOf(fresh.token)).done).toEqual(['CHOOSE_CHARACTER']);

    const me = await t.guest();
    await setBalance(t, me.playerId, 'mithril', 1000);
    expect(await tutorialOf(me.token)).toEqual({ done: ['CHOOSE_CHARACTER'], next: 'WALK', finished: false });
    expectRefusal(await buyCard(me.token), 403, 'TUTORIAL_NOT_FINISHED');
    expectRefusal(await t.post('/api/shop/hero/buy', { tier: 'usual', warriorClass: 'gin' }, { token: me.token }), 403, 'TUTORIAL_NOT_FINISHED');
    expectRefusal(await t.post('/api/shop/hammer/buy', undefined, { token: me.token }), 403, 'TUTORIAL_NOT_FINISHED');

    // Walking.
    await ensure(t, me.token, 0, 500);
    expect((await moveTo(t, me.token, 40, 0)).statusCode).toBe(200);
    expect((await tutorialOf(me.token)).next).toBe('TAKE_RESOURCE');
    // The first battle.
    await setSquadLevel(t, me.playerId, 40);
    await fightToEnd(t, me, await attack(t, me));
    expect((await t.post('/api/battle/complete', undefined, { token: me.token })).statusCode).toBe(200);
    expect((await tutorialOf(me.token)).done).toEqual(['CHOOSE_CHARACTER', 'WALK', 'FIRST_BATTLE']);
    // Taking a resource.
    const resource = findPlace(t, 'RESOURCE', (p) => p.payload.type === 'RESOURCE' && p.payload.resource === 'GOLD', 2);
    await placePlayerAt(t, me, Math.min(resource.posY, guardCoordinate(resource.stair)));
    expect((await t.get(`/api/resourcePlace/${resource.id}/take`, { token: me.token })).statusCode).toBe(200);
    expect((await tutorialOf(me.token)).next).toBe('FIRST_UPGRADE');
    expectRefusal(await buyCard(me.token), 403, 'TUTORIAL_NOT_FINISHED');
    // The first upgrade.
    const [knight] = await heroIds(t, me.playerId);
    await setBalance(t, me.playerId, 'gold', 100_000);
    await setBalance(t, me.playerId, 'crystal', 100_000);
    const up = await t.post('/api/creature/force/upgrade', { creatureId: knight, forceId: 'human_valor' }, { token: me.token });
    expect(up.statusCode, up.body).toBe(200);
    expect(await tutorialOf(me.token)).toEqual({
      done: ['CHOOSE_CHARACTER', 'WALK', 'TAKE_RESOURCE', 'FIRST_BATTLE', 'FIRST_UPGRADE'],
      next: null,
      finished: true,
    });
    expect((await buyCard(me.token)).statusCode).toBe(200);
  });

  it('can be skipped; skipping twice is harmless; a stranger cannot', async () => {
    const me = await t.guest();
    await setBalance(t, me.playerId, 'mithril', 1000);
    expectRefusal(await buyCard(me.token), 403, 'TUTORIAL_NOT_FINISHED');
    const res = await t.post('/api/tutorial/skip', undefined, { token: me.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<TutorialDto>()).toMatchObject({ finished: true, next: null });
    expect((await t.post('/api/tutorial/skip', undefined, { token: me.token })).statusCode).toBe(200);
    expect((await tutorialOf(me.token)).finished).toBe(true);
    expect((await buyCard(me.token)).statusCode).toBe(200);
    expectRefusal(await t.post('/api/tutorial/skip'), 401, 'UNAUTHORIZED');
    expectRefusal(await t.get('/api/tutorial/get'), 401, 'UNAUTHORIZED');
  });
});
