import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, isNotNull } from 'drizzle-orm';
import { arenaAttacks } from '../../src/db/schema/arena-attacks.ts';
import { ledgerMismatches } from '../ledger-check.ts';
import type { TestPlayer } from '../battle/battle-test-kit.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { allPositions, arenaPlayer, openArena, positionOf } from './arena-test-kit.ts';
import { fabricateFoughtAttack } from './arena-fabricate.ts';

let t: TestApp;
const ladder: TestPlayer[] = [];
beforeAll(async () => {
  t = await createTestApp();
  for (let i = 0; i < 51; i += 1) {
    const p = await arenaPlayer(t);
    await openArena(t, p);
    ladder.push(p);
  }
}, 300_000);
afterAll(() => t.close());

const complete = (who: TestPlayer) => t.post('/api/battle/complete', undefined, { token: who.token });
const isPermutation = (positions: number[]) => positions.every((p, i) => p === i + 1);

describe('arena standings under concurrent outcomes', () => {
  it('50 concurrent wins against one defender keep a permutation and move the defender once per win above', async () => {
    const [defender, ...attackers] = ladder;
    for (const a of attackers) await fabricateFoughtAttack(t, a.playerId, defender!.playerId, true);
    const answers = await Promise.all(attackers.map((a) => complete(a)));
    expect(answers.map((r) => r.statusCode)).toEqual(attackers.map(() => 200));
    expect(isPermutation(await allPositions(t))).toBe(true);
    const settled = await t.db
      .select()
      .from(arenaAttacks)
      .where(eq(arenaAttacks.defenderId, defender!.playerId));
    expect(settled.filter((s) => s.settledAt !== null)).toHaveLength(50);
    // Each settled win either swapped (the defender stood above) or moved nothing.
    for (const s of settled) {
      if (s.defenderBefore! < s.attackerBefore!)
        expect([s.attackerAfter, s.defenderAfter]).toEqual([s.defenderBefore, s.attackerBefore]);
      else expect([s.attackerAfter, s.defenderAfter]).toEqual([s.attackerBefore, s.defenderBefore]);
    }
    expect(await positionOf(t, defender!.playerId)).toBeGreaterThan(1);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  }, 300_000);

  it('any batches of concurrent outcomes (defenders attacking while attacked) leave a permutation', async () => {
    const n = 12;
    const players = ladder.slice(0, n);
    const batch = fc
      .uniqueArray(fc.record({ attacker: fc.nat(n - 1), defender: fc.nat(n - 1), won: fc.boolean() }), {
        selector: (o) => o.attacker,
        maxLength: n,
      })
      .map((list) => list.filter((o) => o.attacker !== o.defender));
    await fc.assert(
      fc.asyncProperty(fc.array(batch, { minLength: 1, maxLength: 3 }), async (batches) => {
        for (const outcomes of batches) {
          for (const o of outcomes)
            await fabricateFoughtAttack(
              t,
              players[o.attacker]!.playerId,
              players[o.defender]!.playerId,
              o.won,
            );
          const answers = await Promise.all(outcomes.map((o) => complete(players[o.attacker]!)));
          expect(answers.map((r) => r.statusCode)).toEqual(outcomes.map(() => 200));
          expect(isPermutation(await allPositions(t))).toBe(true);
        }
      }),
      { numRuns: 6 },
    );
    const all = await t.db.select().from(arenaAttacks).where(isNotNull(arenaAttacks.settledAt));
    expect(all.length).toBeGreaterThanOrEqual(50);
  }, 300_000);
});
