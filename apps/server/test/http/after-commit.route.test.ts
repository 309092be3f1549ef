import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { defineRoute } from '@rol/protocol/route';
import { players } from '../../src/db/schema/players.ts';
import { ApiError } from '../../src/http/api-error.ts';
import { apiRoute } from '../../src/http/api-route.ts';
import type { LockedPlayer } from '../../src/http/acting-player.ts';
import { expectRefusal } from '../envelope.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

const renameRoute = defineRoute({ method: 'POST', path: '/test/after-commit/rename', auth: 'player' });
const failRoute = defineRoute({ method: 'POST', path: '/test/after-commit/fail', auth: 'player' });
const readRoute = defineRoute({ method: 'GET', path: '/test/after-commit/read', auth: 'player' });

/** What each queued task saw: the player's nickname read outside the action's transaction. */
const seen: string[] = [];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    extend: (app) => {
      const nicknameOf = async (playerId: number) => {
        const [row] = await app.db
          .select({ nickname: players.nickname })
          .from(players)
          .where(eq(players.id, playerId));
        return row?.nickname ?? '';
      };
      apiRoute(app, renameRoute, { locksPlayer: true })(async ({ acting, afterCommit }) => {
        const { tx, player } = acting as LockedPlayer;
        await tx.update(players).set({ nickname: 'Renamed' }).where(eq(players.id, player.id));
        afterCommit(async () => {
          seen.push(await nicknameOf(player.id));
        });
        return { ok: true };
      });
      apiRoute(app, failRoute, { locksPlayer: true })(async ({ acting, afterCommit }) => {
        const { tx, player } = acting as LockedPlayer;
        await tx.update(players).set({ nickname: 'Never' }).where(eq(players.id, player.id));
        afterCommit(async () => {
          seen.push('ran after a refusal');
        });
        throw new ApiError('NOT_FOUND');
      });
      apiRoute(
        app,
        readRoute,
      )(async ({ player, afterCommit }) => {
        afterCommit(async () => {
          seen.push(`read by ${player.nickname}`);
        });
        return { ok: true };
      });
    },
  });
});
afterAll(() => t.close());

describe('afterCommit', () => {
  it("runs an action route's task once its transaction is committed, before the answer", async () => {
    const { token } = await t.guest();
    seen.length = 0;
    const res = await t.post(renameRoute.path, {}, { token });
    expect(res.statusCode, res.body).toBe(200);
    // Read outside the transaction, on another connection of the pool.
    expect(seen).toEqual(['Renamed']);
  });

  it('never runs the task of an action that was refused, whose writes rolled back', async () => {
    const { token, playerId } = await t.guest();
    seen.length = 0;
    expectRefusal(await t.post(failRoute.path, {}, { token }), 404, 'NOT_FOUND');
    expect(seen).toEqual([]);
    const [row] = await t.db
      .select({ nickname: players.nickname })
      .from(players)
      .where(eq(players.id, playerId));
    expect(row?.nickname).not.toBe('Never');
  });

  it('runs the task of a route without a transaction after its handler', async () => {
    const { token, playerId } = await t.guest();
    const [row] = await t.db
      .select({ nickname: players.nickname })
      .from(players)
      .where(eq(players.id, playerId));
    seen.length = 0;
    expect((await t.get(readRoute.path, { token })).statusCode).toBe(200);
    expect(seen).toEqual([`read by ${row?.nickname}`]);
  });
});
