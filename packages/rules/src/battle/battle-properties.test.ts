import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ARTIFACTS, type ArtifactId } from '../content/artifacts.ts';
import { CONSUMABLES, type ConsumableId } from '../content/consumables.ts';
import { FORCES, forcesOfClass } from '../content/forces.ts';
import { SKILL_TYPES } from '../content/skills.ts';
import { WARRIOR_CLASSES, type WarriorClass } from '../content/warrior-classes.ts';
import { placeById } from '../road/places-in-range.ts';
import { placeIdOf } from '../road/road-place.ts';
import type { RngState } from '../random/prng.ts';
import { applyBattleAction } from './apply-action.ts';
import type { BattleAction, BattleMove, BattleSetup, BattleState } from './battle-types.ts';
import type { HeroLoadout } from './combatants.ts';
import { canAct } from './effective-stats.ts';
import { mobBattleSetup } from './mob-battle.ts';
import { replay } from './replay.ts';
import { startBattle } from './start-battle.ts';

const CLASSES = Object.keys(WARRIOR_CLASSES) as WarriorClass[];
const ARTIFACT_IDS = Object.keys(ARTIFACTS) as ArtifactId[];
const CONSUMABLE_IDS = Object.keys(CONSUMABLES) as ConsumableId[];
const BLOWS = new Set<BattleMove['kind']>(['hit', 'critical', 'block', 'miss', 'shadow', 'hammer']);

const heroArb = (id: number): fc.Arbitrary<HeroLoadout> =>
  fc
    .record({
      cls: fc.constantFrom(...CLASSES),
      level: fc.integer({ min: 1, max: 60 }),
      rank: fc.integer({ min: 1, max: 6 }),
      forcePicks: fc.array(fc.nat(), { maxLength: 3 }),
      forceRank: fc.integer({ min: 1, max: 15 }),
      artifacts: fc.array(
        fc.record({ artifactId: fc.constantFrom(...ARTIFACT_IDS), level: fc.integer({ min: 1, max: 12 }) }),
        { maxLength: 3 },
      ),
      skills: fc.array(
        fc.record({
          skillType: fc.constantFrom(...SKILL_TYPES),
          valueCurrent: fc.integer({ min: 0, max: 20 }),
        }),
        { maxLength: 2 },
      ),
    })
    .map(({ cls, level, rank, forcePicks, forceRank, artifacts, skills }) => {
      const own = forcesOfClass(cls);
      const forces = [
        ...new Set(forcePicks.map((p) => own[p % own.length]).filter((f) => f !== undefined)),
      ].map((forceId) => ({
        forceId,
        rank: Math.min(forceRank, FORCES[forceId].maxRank),
      }));
      return {
        id,
        warriorClass: cls,
        imageId: 'x',
        level,
        rank,
        forces,
        artifacts,
        skills: skills.map((s) => ({ ...s, valueTotal: s.valueCurrent })),
      };
    });

const battleArb = fc
  .record({
    squadSize: fc.integer({ min: 1, max: 6 }),
    stair: fc.integer({ min: 1, max: 400 }),
    worldSeed: fc.nat(),
    seed: fc.nat(),
    consumables: fc.array(fc.constantFrom(...CONSUMABLE_IDS), { maxLength: 4 }),
  })
  .chain((b) =>
    fc.record({
      b: fc.constant(b),
      squad: fc.tuple(...Array.from({ length: b.squadSize }, (_, i) => heroArb(i + 1))),
      script: fc.array(fc.tuple(fc.integer({ min: 0, max: 11 }), fc.nat(), fc.nat()), { maxLength: 120 }),
    }),
  )
  .map(({ b, squad, script }) => {
    const place = placeById(b.worldSeed, placeIdOf(b.stair, 0));
    if (!place) throw new Error('no guard');
    const setup = mobBattleSetup({
      place,
      squad,
      consumables: b.consumables.map((consumableId, i) => ({ id: 1000 + i, consumableId })),
      seed: b.seed,
    });
    if ('error' in setup) throw new Error(setup.error);
    return { setup, seed: b.seed, script };
  });

/** Turns a scripted choice into an action against the current state: mostly sensible, sometimes bad. */
function actionFor(state: BattleState, [kind, x, y]: [number, number, number]): BattleAction {
  const ready = state.creatures.filter((c) => c.team === 0 && canAct(c));
  const enemies = state.creatures.filter((c) => c.team === 1 && c.health > 0);
  if (kind <= 7 && ready.length > 0 && enemies.length > 0) {
    return {
      type: 'hit',
      attackerId: ready[x % ready.length]!.id,
      defenderId: enemies[y % enemies.length]!.id,
    };
  }
  if (kind === 8 && state.consumables.length > 0) {
    const all = state.creatures;
    return {
      type: 'consumable',
      consumableId: state.consumables[x % state.consumables.length]!.id,
      targetCreatureId: all[y % all.length]!.id,
    };
  }
  if (kind === 9) {
    const all = state.creatures;
    return { type: 'hit', attackerId: all[x % all.length]!.id, defenderId: all[y % all.length]!.id };
  }
  return { type: 'skip' };
}

/** Plays a whole battle, checking the invariants at every step; returns the accepted actions. */
function play(setup: BattleSetup, seed: number, script: [number, number, number][]) {
  const start = startBattle(setup, seed);
  let state = start.state;
  let rng: RngState = start.rng;
  const moves = [...start.moves];
  const log: BattleAction[] = [];
  checkStep(setup, null, start.state, start.moves);
  let steps = 0;
  const bound = state.maxRounds * 14 + script.length + 10;
  while (state.status === 'IN_PROGRESS') {
    steps += 1;
    expect(steps).toBeLessThan(bound);
    const action = actionFor(state, script[steps - 1] ?? [10, 0, 0]);
    const result = applyBattleAction(state, action, rng);
    if ('error' in result) continue;
    checkStep(setup, state, result.state, result.moves);
    log.push(action);
    moves.push(...result.moves);
    ({ state, rng } = result);
  }
  return { state, rng, moves, log };
}

/**
 * Invariants of one step: integer health within bounds (the living at 1 or more), consecutive move
 * indices, no blow from a frozen creature, resurrection only on the dead (both followed through the moves).
 */
function checkStep(
  setup: BattleSetup,
  before: BattleState | null,
  after: BattleState,
  moves: BattleMove[],
): void {
  const first = before?.moveCount ?? 0;
  moves.forEach((m, i) => expect(m.index).toBe(first + i));
  expect(after.moveCount).toBe(first + moves.length);
  for (const c of after.creatures) {
    expect(Number.isInteger(c.health)).toBe(true);
    expect(c.health).toBeLessThanOrEqual(c.maxHealth);
    if (c.health > 0) expect(c.health).toBeGreaterThanOrEqual(1);
  }
  const health = new Map<number, number>();
  const frozen = new Map<number, number>();
  const source = before ?? startBattle({ ...setup, controllers: ['player', 'player'] }, 0).state;
  for (const c of source.creatures) {
    health.set(c.id, before ? c.health : c.maxHealth);
    frozen.set(
      c.id,
      before ? Math.max(0, ...c.effects.filter((e) => e.kind === 'freeze').map((e) => e.movesRemain)) : 0,
    );
  }
  for (const m of moves) {
    if (m.kind === 'round') for (const [id, f] of frozen) frozen.set(id, Math.max(0, f - 1));
    if (BLOWS.has(m.kind) && m.sourceId !== null) {
      expect(frozen.get(m.sourceId) ?? 0).toBe(0);
      expect(health.get(m.sourceId) ?? 0).toBeGreaterThan(0);
    }
    if (m.kind === 'freeze' && m.targetId !== null)
      frozen.set(m.targetId, Math.max(frozen.get(m.targetId) ?? 0, m.movesRemain ?? 0));
    if (m.kind === 'resurrection' && m.targetId !== null)
      expect(health.get(m.targetId) ?? 1).toBeLessThanOrEqual(0);
    if ((m.kind === 'death' || m.kind === 'resurrection') && m.targetId !== null) frozen.set(m.targetId, 0);
    if (m.targetId !== null && m.healthAfter !== null) health.set(m.targetId, m.healthAfter);
  }
  for (const c of after.creatures) expect(health.get(c.id)).toBe(c.health);
}

describe('battle engine properties (fast-check)', () => {
  it('every battle terminates, keeps its invariants, and replays exactly from its seed and log', () => {
    fc.assert(
      fc.property(battleArb, ({ setup, seed, script }) => {
        const played = play(setup, seed, script);
        expect(played.state.status).toBe('COMPLETED');
        expect(played.state.winnerTeam === 0 || played.state.winnerTeam === 1).toBe(true);
        const again = replay(setup, played.log, seed);
        if ('error' in again) throw new Error(again.error);
        expect(again.state).toEqual(played.state);
        expect(again.moves).toEqual(played.moves);
        expect(again.rng).toEqual(played.rng);
        expect(JSON.parse(JSON.stringify(again.state))).toEqual(again.state);
      }),
      { numRuns: 120 },
    );
  }, 60_000);

  it('an AI-only battle plays itself out inside startBattle', () => {
    fc.assert(
      fc.property(battleArb, ({ setup, seed }) => {
        const { state } = startBattle({ ...setup, controllers: ['ai', 'ai'] }, seed);
        expect(state.status).toBe('COMPLETED');
        expect(state.round).toBeLessThanOrEqual(state.maxRounds);
      }),
      { numRuns: 60 },
    );
  }, 30_000);
});
