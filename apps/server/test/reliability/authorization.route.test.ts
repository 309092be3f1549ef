import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BattleStatusDto } from '@rol/protocol/battle-dto';
import { players } from '../../src/db/schema/players.ts';
import { grantArtifact, heroIds } from '../artifacts/item-test-kit.ts';
import { fabricateFoughtAttack } from '../arena/arena-fabricate.ts';
import { arenaPlayer, openArena } from '../arena/arena-test-kit.ts';
import { attack, nextBlow, setSquadLevel } from '../battle/battle-test-kit.ts';
import { expectRefusal } from '../envelope.ts';
import { findPlace, placePlayerAt } from '../road/road-test-kit.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { paramNames, pathWith, PROTOCOL_ROUTES } from './protocol-routes.ts';

/**
 * Authorization sweep: every 'player' route refuses a missing or dead session with 401;
 * a guest cannot do what needs an account; a player cannot act on another player's battle, chat
 * messages, notifications, mail or private rooms, nor watch their road battles (arena battles are
 * public: anyone signed in may watch them). (Places have no owner: each player has their own
 * state of every place, so taking "someone else's" place takes one's own.)
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const withParams = (path: string) =>
  pathWith({ path } as never, Object.fromEntries(paramNames({ path } as never).map((n) => [n, '1'])));

describe('every player route without a session', () => {
  const playerRoutes = PROTOCOL_ROUTES.filter((r) => r.auth === 'player');
  it.each(playerRoutes.map((r) => [r.method, r.path] as const))('%s %s → 401', async (method, path) => {
    const url = withParams(path);
    const call = (token?: string) =>
      method === 'GET' ? t.get(url, { token: token ?? null }) : t.post(url, {}, { token: token ?? null });
    expectRefusal(await call(), 401, 'UNAUTHORIZED');
    expectRefusal(await call('0'.repeat(64)), 401, 'UNAUTHORIZED');
  });

  it('includes the sweep of every player route', () => {
    expect(playerRoutes.length).toBeGreaterThan(50);
  });
});

describe('a session that was logged out', () => {
  it('is refused everywhere afterwards', async () => {
    const guest = await t.player('logged_out_1');
    expect((await t.post('/api/security/logout', undefined, { token: guest.token })).statusCode).toBeLessThan(400);
    expectRefusal(await t.get('/api/player/info/current', { token: guest.token }), 401, 'UNAUTHORIZED');
    expectRefusal(await t.post('/api/battle/place/attack', { placeId: 16 }, { token: guest.token }), 401, 'UNAUTHORIZED');
  });
});

describe('a guest', () => {
  it('cannot change a password it does not have, nor chat below level 10', async () => {
    const guest = await t.guest();
    expectRefusal(
      await t.post('/api/security/password/set', { passwordCurrent: 'x', passwordNew: 'secret-456' }, { token: guest.token }),
      403,
      'FORBIDDEN',
    );
    const chat = await t.post('/api/chat/main/send', { text: 'hi' }, { token: guest.token });
    expect(chat.statusCode).toBeGreaterThanOrEqual(400);
    expect(chat.json<{ error: string }>().error).toBe('CHAT_LEVEL_REQUIRED');
  });
});

describe('a player acting on another player’s things', () => {
  it('cannot hit, skip, give up or complete another player’s battle', async () => {
    const owner = await t.guest();
    const intruder = await t.guest();
    await setSquadLevel(t, owner.playerId, 5);
    const status: BattleStatusDto = await attack(t, owner);
    const blow = nextBlow(status);
    expect(blow).not.toBeNull();
    for (const res of [
      await t.post('/api/battle/v2/hit', blow, { token: intruder.token }),
      await t.post('/api/battle/skip', undefined, { token: intruder.token }),
      await t.post('/api/battle/v2/giveUpBattle', undefined, { token: intruder.token }),
      await t.post('/api/battle/complete', undefined, { token: intruder.token }),
    ])
      expectRefusal(res, 404, 'BATTLE_NOT_FOUND');
    const mine = await t.post('/api/battle/v2/hit', blow, { token: owner.token });
    expect(mine.statusCode, mine.body).toBe(200);
  });

  it('may watch anyone’s settled arena battle (they are public), never another player’s road battle', async () => {
    const [a, b, watcher] = [await arenaPlayer(t), await arenaPlayer(t), await t.guest()];
    await openArena(t, a);
    await openArena(t, b);
    const fought = await fabricateFoughtAttack(t, b.playerId, a.playerId, true);
    expect((await t.post('/api/battle/complete', undefined, { token: b.token })).statusCode).toBe(200);
    const seen = await t.get(`/api/arena/replay/${fought}`, { token: watcher.token });
    expect(seen.statusCode, seen.body).toBe(200);
    const listed = await t.get(`/api/arena/battles/${a.playerId}`, { token: watcher.token });
    expect(listed.json<{ items: { battleId: number }[] }>().items.map((i) => i.battleId)).toEqual([fought]);
    const road = await attack(t, a);
    expectRefusal(await t.get(`/api/arena/replay/${road.battle.id}`, { token: watcher.token }), 404, 'NOT_FOUND');
  });

  it('cannot delete another player’s chat message, nor read or write another pair’s private room', async () => {
    const [a, b, c] = [await t.guest(), await t.guest(), await t.guest()];
    await t.db.update(players).set({ level: 10 }).where(eq(players.id, a.playerId));
    await t.db.update(players).set({ level: 10 }).where(eq(players.id, c.playerId));
    const sent = await t.post('/api/chat/main/send', { text: 'mine' }, { token: a.token });
    expect(sent.statusCode, sent.body).toBe(200);
    const id = sent.json<{ id: number }>().id;
    expectRefusal(await t.post(`/api/chat/main/message/${id}/delete`, undefined, { token: c.token }), 403, 'FORBIDDEN');
    // "private-<b>" read by c is c's room with b, never a and b's: a's message there is not visible.
    await t.post(`/api/chat/private-${b.playerId}/send`, { text: 'secret' }, { token: a.token });
    const seen = await t.get(`/api/chat/private-${b.playerId}/list`, { token: c.token });
    expect(seen.body).not.toContain('secret');
  });

  it('cannot read another pair’s mail, nor remove another player’s notifications', async () => {
    const [a, b, c] = [await t.guest(), await t.guest(), await t.guest()];
    await t.post(`/api/mail/dialog/${b.playerId}/send`, { text: 'for b only' }, { token: a.token });
    const asC = await t.get(`/api/mail/dialog/${b.playerId}/list`, { token: c.token });
    expect(asC.body).not.toContain('for b only');
    const inboxC = await t.get('/api/mail/list', { token: c.token });
    expect(inboxC.body).not.toContain('for b only');
    const support = await t.get(`/api/mail/dialog/${a.playerId}/list`, { token: c.token, query: { support: true } });
    expect(support.statusCode).toBeLessThan(500);
    expect(support.body).not.toContain('for b only');
    const removed = await t.post('/api/player/notif/remove/1', undefined, { token: c.token });
    expect([400, 403, 404]).toContain(removed.statusCode);
  });

  it('cannot give, take or reforge another player’s artifact, nor give one to another player’s hero', async () => {
    const [owner, intruder] = [await t.guest(), await t.guest()];
    const [ownerHero] = await heroIds(t, owner.playerId);
    const [intruderHero] = await heroIds(t, intruder.playerId);
    const theirs = await grantArtifact(t, owner.playerId, 'bronze_sword');
    const mine = await grantArtifact(t, intruder.playerId, 'bronze_sword');
    const as = { token: intruder.token };
    expectRefusal(
      await t.post('/api/artifact/give', { artifactId: theirs, creatureId: intruderHero }, as),
      404,
      'ARTIFACT_NOT_FOUND',
    );
    expectRefusal(
      await t.post('/api/artifact/give', { artifactId: mine, creatureId: ownerHero }, as),
      404,
      'CREATURE_NOT_FOUND',
    );
    expectRefusal(await t.post('/api/artifact/take', { artifactId: theirs }, as), 404, 'ARTIFACT_NOT_FOUND');
    expectRefusal(
      await t.post('/api/forge/reforge', { artifactId: theirs, creatureId: intruderHero }, as),
      404,
      'ARTIFACT_NOT_FOUND',
    );
    expectRefusal(
      await t.post('/api/forge/reforge', { artifactId: mine, creatureId: ownerHero }, as),
      404,
      'CREATURE_NOT_FOUND',
    );
    const list = await t.get('/api/artifact/list', as);
    expect(list.json<{ artifacts: { id: number }[] }>().artifacts.map((a) => a.id)).toEqual([mine]);
    const given = await t.post(
      '/api/artifact/give',
      { artifactId: theirs, creatureId: ownerHero },
      { token: owner.token },
    );
    expect(given.statusCode, given.body).toBe(200);
  });

  it('takes its own state of a place another player already took', async () => {
    const [a, b] = [await t.guest(), await t.guest()];
    const place = findPlace(t, 'RESOURCE', () => true, 3);
    await placePlayerAt(t, a, place.posY);
    await placePlayerAt(t, b, place.posY);
    expect((await t.get(`/api/resourcePlace/${place.id}/take`, { token: a.token })).statusCode).toBe(200);
    expect((await t.get(`/api/resourcePlace/${place.id}/take`, { token: b.token })).statusCode).toBe(200);
    expectRefusal(await t.get(`/api/resourcePlace/${place.id}/take`, { token: a.token }), 409, 'PLACE_ALREADY_TAKEN');
  });
});

describe('every staff route', () => {
  const staffRoutes = PROTOCOL_ROUTES.filter(
    (r) => (r.path.startsWith('/api/tech/') || r.path.startsWith('/api/dev/')) && r.path !== '/api/tech/me',
  );
  const guarded = staffRoutes.filter((r) => r.path !== '/api/tech/player/exit');

  it.each(guarded.map((r) => [r.method, r.path] as const))(
    '%s %s → 403 for TRIAL and PLAYER',
    async (method, path) => {
      const guest = await t.guest();
      const player = await t.player(`authz_${Math.floor(Math.random() * 1e9)}`);
      const url = pathWith({ path } as never, { id: String(guest.playerId) });
      for (const who of [guest, player]) {
        const res =
          method === 'GET'
            ? await t.get(url, { token: who.token, query: { q: 'a' } })
            : await t.post(
                url,
                { scope: 'GAME', reason: 'FLOOD', duration: '1h', level: 'MODERATOR' },
                { token: who.token },
              );
        expectRefusal(res, 403, 'FORBIDDEN');
      }
    },
  );

  it('covers every staff route but the exit, which needs a login-as session', async () => {
    expect(guarded.length).toBe(staffRoutes.length - 1);
    expect(guarded.length).toBeGreaterThanOrEqual(10);
    const guest = await t.guest();
    expectRefusal(
      await t.post('/api/tech/player/exit', undefined, { token: guest.token }),
      400,
      'NOT_ACTING_AS',
    );
  });

  it('a moderator cannot promote to their rank, read the audit, nor touch an admin; login-as gains no level', async () => {
    const mod = await t.player('authz_warden');
    const admin = await t.player('authz_chief');
    await t.db.update(players).set({ accessLevel: 'MODERATOR' }).where(eq(players.id, mod.playerId));
    await t.db.update(players).set({ accessLevel: 'ADMIN' }).where(eq(players.id, admin.playerId));
    const player = await t.player('authz_plain');
    expectRefusal(
      await t.post(`/api/tech/player/${player.playerId}/role`, { level: 'MODERATOR' }, { token: mod.token }),
      403,
      'ROLE_CHANGE_FORBIDDEN',
    );
    expectRefusal(await t.get('/api/tech/audit', { token: mod.token }), 403, 'FORBIDDEN');
    const ban = { scope: 'GAME', reason: 'FLOOD', duration: '1h' };
    expectRefusal(
      await t.post(`/api/tech/player/${admin.playerId}/ban`, ban, { token: mod.token }),
      403,
      'STAFF_RANK_TOO_LOW',
    );
    expectRefusal(
      await t.post(`/api/tech/player/enter/${admin.playerId}`, undefined, { token: mod.token }),
      403,
      'STAFF_RANK_TOO_LOW',
    );
    // An admin logged in as the moderator is no staff in that session; the moderator's level never rises.
    const enter = await t.post(`/api/tech/player/enter/${mod.playerId}`, undefined, { token: admin.token });
    const asMod = enter.headers.jsession as string;
    expectRefusal(
      await t.post(`/api/tech/player/${player.playerId}/role`, { level: 'MODERATOR' }, { token: asMod }),
      403,
      'ACTING_AS_PLAYER',
    );
    expectRefusal(
      await t.post(`/api/tech/player/enter/${player.playerId}`, undefined, { token: asMod }),
      403,
      'ACTING_AS_PLAYER',
    );
  });
});
