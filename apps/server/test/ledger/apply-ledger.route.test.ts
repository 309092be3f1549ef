import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tx } from '../../src/db/database.ts';
import { ledger } from '../../src/db/schema/ledger.ts';
import { ApiError } from '../../src/http/api-error.ts';
import { applyLedger, type LedgerEntry } from '../../src/ledger/apply-ledger.ts';
import { RESOURCES, SHORTAGE_ERRORS } from '../../src/ledger/resources.ts';
import { balanceOf, ledgerMismatches } from '../ledger-check.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

let t: TestApp;
let playerId = 0;
beforeAll(async () => {
  t = await createTestApp({ config: { startingResources: {} } });
  playerId = (await t.guest()).playerId;
});
afterAll(() => t.close());

const apply = (entry: Omit<LedgerEntry, 'now' | 'reason'> & { reason?: string }) =>
  t.db.transaction((tx: Tx) => applyLedger(tx, { reason: 'test', now: new Date(t.clock()), ...entry }));
const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof ApiError ? error.code : String(error)),
  );

describe('applyLedger (docs/architecture.md, "Game state")', () => {
  it('credits and debits every resource, refusing to go below zero with its §8 error', async () => {
    for (const resource of RESOURCES) {
      expect(await apply({ playerId, resource, delta: 7 })).toBe(7);
      expect(await apply({ playerId, resource, delta: -7, reference: 'ref-1' })).toBe(0);
      expect(await codeOf(apply({ playerId, resource, delta: -1 }))).toBe(SHORTAGE_ERRORS[resource]);
      expect(await balanceOf(t.db, playerId, resource)).toBe(0);
    }
    expect(SHORTAGE_ERRORS.mithril).toBe('NOT_ENOUGH_GEMS');
    expect(SHORTAGE_ERRORS.gold).toBe('NOT_ENOUGH_FUNDS');
  });

  it('appends one row per change with the balance after it', async () => {
    await apply({ playerId, resource: 'gold', delta: 50, reason: 'quest', reference: 'q-1' });
    const rows = await t.db.select().from(ledger).orderBy(ledger.id);
    expect(rows.at(-1)).toMatchObject({
      playerId,
      resource: 'gold',
      delta: 50,
      balanceAfter: 50,
      reason: 'quest',
      reference: 'q-1',
    });
  });

  it('never spends the same gems twice under concurrency', async () => {
    await apply({ playerId, resource: 'mithril', delta: 10 });
    const results = await Promise.all(
      Array.from({ length: 5 }, () => codeOf(apply({ playerId, resource: 'mithril', delta: -4 }))),
    );
    expect(results.filter((r) => r === null)).toHaveLength(2);
    expect(results.filter((r) => r === 'NOT_ENOUGH_GEMS')).toHaveLength(3);
    expect(await balanceOf(t.db, playerId, 'mithril')).toBe(2);
  });

  it('rolls back with the transaction it runs in', async () => {
    const before = await balanceOf(t.db, playerId, 'gold');
    const failed = t.db.transaction(async (tx: Tx) => {
      await applyLedger(tx, {
        playerId,
        resource: 'gold',
        delta: 100,
        reason: 'test',
        now: new Date(t.clock()),
      });
      await applyLedger(tx, {
        playerId,
        resource: 'crystal',
        delta: -1,
        reason: 'test',
        now: new Date(t.clock()),
      });
    });
    expect(await codeOf(failed)).toBe('NOT_ENOUGH_RESOURCES');
    expect(await balanceOf(t.db, playerId, 'gold')).toBe(before);
  });

  it('refuses unknown players and fractional deltas', async () => {
    expect(await codeOf(apply({ playerId: 999_999, resource: 'gold', delta: 1 }))).toBe('NOT_FOUND');
    expect(await codeOf(apply({ playerId, resource: 'gold', delta: 0.5 }))).toContain('integer');
  });

  it('keeps every ledger sum equal to its balance', async () => {
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });
});
