import { eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/database.ts';
import { encodeRow, placeholdersFor, preparedByKeys, preparedQuery } from '../../src/db/prepared-query.ts';
import { playerPlaces } from '../../src/db/schema/player-places.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

const placeStateOf = preparedQuery('test_place_state_of', (db, name) =>
  db
    .select()
    .from(playerPlaces)
    .where(eq(playerPlaces.placeId, sql.placeholder('placeId')))
    .prepare(name),
);

const upsertPlace = preparedByKeys('test_upsert_place', (db, name, keys) =>
  db
    .insert(playerPlaces)
    .values({
      ...(placeholdersFor(keys) as { updatedAt: SQL }),
      playerId: sql.placeholder('playerId'),
      placeId: sql.placeholder('placeId'),
    })
    .onConflictDoUpdate({ target: [playerPlaces.playerId, playerPlaces.placeId], set: placeholdersFor(keys) })
    .returning()
    .prepare(name),
);

let t: TestApp;
let db: Db;
let playerId = 0;
beforeAll(async () => {
  t = await createTestApp();
  db = t.db;
  playerId = (await t.guest()).playerId;
});
afterAll(() => t.close());

const at = new Date('2026-01-02T03:04:05.678Z');
const write = (target: Parameters<typeof upsertPlace>[0], placeId: number, patch: Record<string, unknown>) =>
  upsertPlace(target, Object.keys(patch), { ...encodeRow(playerPlaces, patch), playerId, placeId });

describe('preparedQuery', () => {
  it('runs on the database and inside a transaction, seeing the transaction’s own writes', async () => {
    await db.transaction(async (tx) => {
      await write(tx, 101, { updatedAt: at, markers: ['a'] });
      expect((await placeStateOf(tx, { placeId: 101 }))[0]?.markers).toEqual(['a']);
      // The same statement outside the transaction does not see the uncommitted row.
      expect(await placeStateOf(db, { placeId: 101 })).toEqual([]);
    });
    expect((await placeStateOf(db, { placeId: 101 }))[0]?.updatedAt).toEqual(at);
  });

  it('rolls back with its transaction', async () => {
    await expect(
      db.transaction(async (tx) => {
        await write(tx, 102, { updatedAt: at });
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    expect(await placeStateOf(db, { placeId: 102 })).toEqual([]);
  });

  it('writes nulls, timestamps and JSON through each column’s encoder, one statement per set of keys', async () => {
    await write(db, 103, { updatedAt: at, takenAt: at, markers: ['x', 'y'], turnFrom: 12.5 });
    await write(db, 103, { updatedAt: at, takenAt: null, markers: [] });
    const [row] = await placeStateOf(db, { placeId: 103 });
    expect(row).toMatchObject({ takenAt: null, markers: [], turnFrom: 12.5, updatedAt: at });
  });
});
