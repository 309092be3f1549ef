import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefusal } from '../envelope.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { auditOf, staffMember } from './staff-kit.ts';

/** Login-as: a marked session of the player, actions attributed to the moderator, and back. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const tokenOf = (res: { headers: Record<string, unknown> }) => res.headers.jsession as string;

describe('logging in as a player', () => {
  it('acts as the player, attributes actions to the moderator, and returns without a password', async () => {
    const mod = await staffMember(t, 'MODERATOR');
    const player = await t.guest();
    const enter = await t.post(`/api/tech/player/enter/${player.playerId}`, undefined, { token: mod.token });
    expect(enter.statusCode, enter.body).toBe(200);
    expect(enter.json()).toEqual({ playerId: player.playerId });
    const asPlayer = tokenOf(enter);
    expect(asPlayer).toMatch(/^[\w-]{43}$/);
    expect(asPlayer).not.toBe(mod.token);

    // The moderator's own session has ended; the new one is the player's, marked as login-as.
    expectRefusal(await t.get('/api/player/info/current', { token: mod.token }), 401, 'UNAUTHORIZED');
    expect((await t.get('/api/player/info/current', { token: asPlayer })).json().player.id).toBe(
      player.playerId,
    );
    expect((await t.get('/api/tech/me', { token: asPlayer })).json()).toMatchObject({
      accessLevel: 'TRIAL',
      permissions: [],
      actingAs: { moderatorId: mod.playerId },
    });

    // No chaining: the staff tools are closed in a login-as session.
    expectRefusal(
      await t.post(`/api/tech/player/enter/${player.playerId}`, undefined, { token: asPlayer }),
      403,
      'ACTING_AS_PLAYER',
    );
    expectRefusal(
      await t.get('/api/tech/player/find', { token: asPlayer, query: { q: 'a' } }),
      403,
      'ACTING_AS_PLAYER',
    );

    expect((await t.post('/api/player/ui/switch', undefined, { token: asPlayer })).statusCode).toBe(200);
    const actAs = (await auditOf(t, player.playerId)).filter((a) => a.action === 'ACT_AS');
    expect(actAs.map((a) => [a.actorId, a.details])).toEqual([
      [mod.playerId, { route: '/api/player/ui/switch' }],
    ]);
    // Reads and refusals are not actions.
    await t.post('/api/player/set/quality/NOPE', undefined, { token: asPlayer });
    expect((await auditOf(t, player.playerId)).filter((a) => a.action === 'ACT_AS')).toHaveLength(1);

    const exit = await t.post('/api/tech/player/exit', undefined, { token: asPlayer });
    expect(exit.statusCode, exit.body).toBe(200);
    expect(exit.json()).toEqual({ playerId: mod.playerId });
    const back = tokenOf(exit);
    expect((await t.get('/api/tech/me', { token: back })).json()).toMatchObject({
      accessLevel: 'MODERATOR',
      actingAs: null,
    });
    expectRefusal(await t.get('/api/player/info/current', { token: asPlayer }), 401, 'UNAUTHORIZED');
    expect((await auditOf(t, player.playerId)).map((a) => a.action)).toEqual(['ENTER', 'ACT_AS', 'EXIT']);
    // The player's own session was never touched.
    expect((await t.get('/api/player/info/current', { token: player.token })).statusCode).toBe(200);
  });

  it('exit outside a login-as session is NOT_ACTING_AS', async () => {
    const player = await t.guest();
    expectRefusal(
      await t.post('/api/tech/player/exit', undefined, { token: player.token }),
      400,
      'NOT_ACTING_AS',
    );
    expectRefusal(await t.post('/api/tech/player/exit'), 401, 'UNAUTHORIZED');
  });

  it('cannot reach a higher level: an admin in a moderator’s skin has no staff tools', async () => {
    const admin = await staffMember(t, 'ADMIN');
    const mod = await staffMember(t, 'MODERATOR');
    const other = await staffMember(t, 'MODERATOR');
    const player = await t.guest();
    expectRefusal(
      await t.post(`/api/tech/player/enter/${admin.playerId}`, undefined, { token: mod.token }),
      403,
      'STAFF_RANK_TOO_LOW',
    );
    expectRefusal(
      await t.post(`/api/tech/player/enter/${other.playerId}`, undefined, { token: mod.token }),
      403,
      'STAFF_RANK_TOO_LOW',
    );
    expectRefusal(
      await t.post(`/api/tech/player/enter/${mod.playerId}`, undefined, { token: mod.token }),
      400,
      'BAN_SELF',
    );
    expectRefusal(
      await t.post('/api/tech/player/enter/2000000000', undefined, { token: mod.token }),
      404,
      'NOT_FOUND',
    );
    expectRefusal(
      await t.post('/api/tech/player/enter/0', undefined, { token: mod.token }),
      400,
      'VALIDATION_FAILED',
    );

    const enter = await t.post(`/api/tech/player/enter/${mod.playerId}`, undefined, { token: admin.token });
    expect(enter.statusCode).toBe(200);
    const asMod = tokenOf(enter);
    const good = { scope: 'GAME', reason: 'FLOOD', duration: '1h' };
    expectRefusal(
      await t.post(`/api/tech/player/${player.playerId}/ban`, good, { token: asMod }),
      403,
      'ACTING_AS_PLAYER',
    );
    expectRefusal(
      await t.post(`/api/tech/player/enter/${player.playerId}`, undefined, { token: asMod }),
      403,
      'ACTING_AS_PLAYER',
    );
    expectRefusal(await t.get('/api/tech/audit', { token: asMod }), 403, 'ACTING_AS_PLAYER');
  });

  it('is refused to guests and players', async () => {
    const player = await staffMember(t, 'PLAYER');
    const guest = await t.guest();
    expectRefusal(
      await t.post(`/api/tech/player/enter/${guest.playerId}`, undefined, { token: player.token }),
      403,
      'FORBIDDEN',
    );
    expectRefusal(
      await t.post(`/api/tech/player/enter/${player.playerId}`, undefined, { token: guest.token }),
      403,
      'FORBIDDEN',
    );
  });
});
