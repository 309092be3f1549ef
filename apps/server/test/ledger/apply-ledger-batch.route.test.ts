import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tx } from '../../src/db/database.ts';
import { ledger } from '../../src/db/schema/ledger.ts';
import { ApiError } from '../../src/http/api-error.ts';
import { applyLedgerBatch, type BatchEntry } from '../../src/ledger/apply-ledger-batch.ts';
import { SHORTAGE_ERRORS } from '../../src/ledger/resources.ts';
import { balanceOf, ledgerMismatches } from '../ledger-check.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { startingResources: {} } });
});
afterAll(() => t.close());

const batch = (playerId: number, entries: BatchEntry[]) =>
  t.db.transaction((tx: Tx) => applyLedgerBatch(tx, { playerId, entries, now: new Date(t.clock()) }));
const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof ApiError ? error.code : String(error)),
  );
const rowsOf = (playerId: number) =>
  t.db
    .select({
      resource: ledger.resource,
      delta: ledger.delta,
      balanceAfter: ledger.balanceAfter,
      reason: ledger.reason,
      reference: ledger.reference,
    })
    .from(ledger)
    .where(eq(ledger.playerId, playerId))
    .orderBy(ledger.id);

describe('applyLedgerBatch (docs/architecture.md, "Game state")', () => {
  it('applies every entry in one go, each row with the balance after it, in order', async () => {
    const { playerId } = await t.guest();
    const after = await batch(playerId, [
      { resource: 'mithril', delta: 50, reason: 'payment', reference: 'payment:1' },
      { resource: 'gold', delta: 7, reason: 'prize' },
      { resource: 'mithril', delta: 5, reason: 'bonus-status', reference: 'payment:1' },
      { resource: 'bonusPoints', delta: 0, reason: 'nothing' },
      { resource: 'mithril', delta: -20, reason: 'spend' },
    ]);
    expect(after).toEqual({ mithril: 35, gold: 7 });
    expect(await rowsOf(playerId)).toEqual([
      { resource: 'mithril', delta: 50, balanceAfter: 50, reason: 'payment', reference: 'payment:1' },
      { resource: 'gold', delta: 7, balanceAfter: 7, reason: 'prize', reference: null },
      { resource: 'mithril', delta: 5, balanceAfter: 55, reason: 'bonus-status', reference: 'payment:1' },
      { resource: 'mithril', delta: -20, balanceAfter: 35, reason: 'spend', reference: null },
    ]);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('applies nothing when one resource would end below zero, with that resource’s error', async () => {
    const { playerId } = await t.guest();
    await batch(playerId, [{ resource: 'gold', delta: 10, reason: 'prize' }]);
    const code = await codeOf(
      batch(playerId, [
        { resource: 'gold', delta: -5, reason: 'price' },
        { resource: 'mithril', delta: -1, reason: 'price' },
      ]),
    );
    expect(code).toBe('NOT_ENOUGH_GEMS');
    expect(await balanceOf(t.db, playerId, 'gold')).toBe(10);
    expect((await rowsOf(playerId)).length).toBe(1);
    expect(await codeOf(batch(2_000_000_000, [{ resource: 'gold', delta: 1, reason: 'x' }]))).toBe(
      'NOT_FOUND',
    );
  });

  it('never spends the same balance twice under 50 concurrent batches', async () => {
    const { playerId } = await t.guest();
    await batch(playerId, [{ resource: 'crystal', delta: 10, reason: 'prize' }]);
    const codes = await Promise.all(
      Array.from({ length: 50 }, () =>
        codeOf(
          batch(playerId, [
            { resource: 'crystal', delta: -1, reason: 'price' },
            { resource: 'gold', delta: 3, reason: 'goods' },
          ]),
        ),
      ),
    );
    expect(codes.filter((code) => code === null)).toHaveLength(10);
    expect(codes.filter((code) => code !== null)).toEqual(Array(40).fill(SHORTAGE_ERRORS.crystal));
    expect(await balanceOf(t.db, playerId, 'crystal')).toBe(0);
    expect(await balanceOf(t.db, playerId, 'gold')).toBe(30);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });
});
