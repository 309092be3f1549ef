import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENDER_CHANGE_PRICE_GEMS } from '@rol/protocol/player-routes';
import { playerDto } from '@rol/protocol/player-dto';
import type { Tx } from '../../src/db/database.ts';
import { applyLedger } from '../../src/ledger/apply-ledger.ts';
import { expectRefusal } from '../envelope.ts';
import { balanceOf, ledgerMismatches } from '../ledger-check.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const choose = (token: string, body: unknown) => t.post('/api/player/character/choose', body, { token });
const setGender = (token: string, gender: unknown) => t.post('/api/player/gender/set', { gender }, { token });
const credit = (playerId: number, delta: number) =>
  t.db.transaction((tx: Tx) =>
    applyLedger(tx, {
      playerId,
      resource: 'mithril',
      delta,
      reason: 'test-credit',
      now: new Date(t.clock()),
    }),
  );

describe('POST /api/player/character/choose', () => {
  it('creates the first squad for a player without heroes, once', async () => {
    const guest = await t.guest(null);
    const res = await choose(guest.token, { characterAndCompanion: 'ranger:female:golem' });
    expect(res.statusCode).toBe(200);
    const player = playerDto.parse(res.json());
    expect(player).toMatchObject({ id: guest.playerId, gender: 'female' });
    expect(player.creatures.map((c) => [c.imageId, c.slot])).toEqual([
      ['hero_ranger_f', 0],
      ['companion_golem', 1],
    ]);
    expectRefusal(
      await choose(guest.token, { characterAndCompanion: 'knight:male:wolf' }),
      409,
      'CHARACTER_ALREADY_CHOSEN',
    );
  });

  it('refuses bad input and a missing session', async () => {
    const guest = await t.guest(null);
    expectRefusal(await choose(guest.token, {}), 400, 'VALIDATION_FAILED');
    expectRefusal(await choose(guest.token, { characterAndCompanion: 3 }), 400, 'VALIDATION_FAILED');
    expectRefusal(
      await choose(guest.token, { characterAndCompanion: 'x'.repeat(101) }),
      400,
      'VALIDATION_FAILED',
    );
    expectRefusal(
      await choose(guest.token, { characterAndCompanion: 'knight:male:dragon' }),
      400,
      'CHARACTER_INVALID',
    );
    expectRefusal(await choose(guest.token, { characterAndCompanion: '' }), 400, 'CHARACTER_INVALID');
    expectRefusal(
      await t.post('/api/player/character/choose', { characterAndCompanion: 'knight:male:wolf' }),
      401,
      'UNAUTHORIZED',
    );
  });

  it('lets exactly one of two concurrent choices win', async () => {
    const guest = await t.guest(null);
    const results = await Promise.all([
      choose(guest.token, { characterAndCompanion: 'knight:male:wolf' }),
      choose(guest.token, { characterAndCompanion: 'sorcerer:female:dryad' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const player = playerDto.parse((await t.get('/api/player/current', { token: guest.token })).json());
    expect(player.creatures).toHaveLength(2);
  });
});

describe('POST /api/player/gender/set', () => {
  it('makes the first change free and charges mithril for later ones', async () => {
    const guest = await t.guest('knight:male:wolf');
    const metaOf = async () =>
      playerDto.parse((await t.get('/api/player/current', { token: guest.token })).json()).metaData;
    expect(await metaOf()).toEqual({ genderChanges: 0 });
    const first = await setGender(guest.token, 'female');
    expect(first.json()).toEqual({ gender: 'female', mithril: 10 });
    expect(await metaOf()).toEqual({ genderChanges: 1 });
    const hero = playerDto.parse((await t.get('/api/player/current', { token: guest.token })).json())
      .creatures[0];
    expect(hero).toMatchObject({ gender: 'female', imageId: 'hero_knight_f' });
    // Choosing the current gender changes and costs nothing.
    expect((await setGender(guest.token, 'female')).json()).toEqual({ gender: 'female', mithril: 10 });
    const poor = expectRefusal(await setGender(guest.token, 'male'), 400, 'NOT_ENOUGH_GEMS');
    expect(poor.details).toEqual({ resource: 'mithril', needed: GENDER_CHANGE_PRICE_GEMS });
    expect((await t.get('/api/player/current', { token: guest.token })).json()).toMatchObject({
      gender: 'female',
    });
    await credit(guest.playerId, 100);
    expect((await setGender(guest.token, 'male')).json()).toEqual({
      gender: 'male',
      mithril: 110 - GENDER_CHANGE_PRICE_GEMS,
    });
  });

  it('charges once for two identical concurrent changes', async () => {
    const guest = await t.guest('sorcerer:male:dryad');
    await setGender(guest.token, 'female');
    await credit(guest.playerId, 200);
    const results = await Promise.all([setGender(guest.token, 'male'), setGender(guest.token, 'male')]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await balanceOf(t.db, guest.playerId, 'mithril')).toBe(210 - GENDER_CHANGE_PRICE_GEMS);
  });

  it('refuses bad input and a missing session', async () => {
    const guest = await t.guest();
    expectRefusal(await setGender(guest.token, 'other'), 400, 'VALIDATION_FAILED');
    expectRefusal(await setGender(guest.token, undefined), 400, 'VALIDATION_FAILED');
    expectRefusal(await setGender(guest.token, 1), 400, 'VALIDATION_FAILED');
    expectRefusal(await t.post('/api/player/gender/set', { gender: 'male' }), 401, 'UNAUTHORIZED');
  });

  it('keeps the ledger equal to the balances', async () => {
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });
});
