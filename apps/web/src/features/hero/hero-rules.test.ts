import { describe, expect, it } from 'vitest';
import type { ArtifactItemDto, ForceDto, UpgradeStepDto } from '@rol/protocol/hero-dto';
import {
  anyStepEnded,
  finishingCards,
  forceAction,
  forcesByTab,
  giveProblem,
  liveSpeedUpPrice,
  runningSteps,
  slotUse,
  stepOfForce,
  storageArtifacts,
} from './hero-rules.ts';

const force = (forceId: string, rank: number, next = true): ForceDto => ({
  forceId,
  warriorClass: 'human',
  rank,
  maxRank: 5,
  learnRank: 1,
  next: next ? { toRank: rank + 1, seconds: 600, cost: { GOLD: 200 } } : null,
  blocked: next ? null : 'FORCE_MAX_RANK',
});

const step = (id: number, doneAt: number, forceId: string | null = 'a'): UpgradeStepDto => ({
  id,
  creatureId: 1,
  kind: forceId === null ? 'rank' : 'force',
  forceId,
  toRank: 2,
  startedAt: 0,
  doneAt,
  speedUpPrice: 3,
});

const artifact = (id: number, patch: Partial<ArtifactItemDto> = {}): ArtifactItemDto => ({
  id,
  artifactId: 'bronze_sword',
  effectType: 'attack',
  level: 1,
  amulet: false,
  vip: false,
  temporal: false,
  creatureId: null,
  reforgeBonus: { attack: 1, defence: 0, health: 0 },
  ...patch,
});

const hero = (held: ArtifactItemDto[], patch: { temporal?: boolean; slotsCount?: number } = {}) => ({
  id: 7,
  temporal: patch.temporal ?? false,
  artifacts: held,
  slotsCount: patch.slotsCount ?? 2,
  amuletSlots: 1,
});

describe('force tabs', () => {
  it('split studied forces from those to study, keeping their order', () => {
    const tabs = forcesByTab([force('a', 0), force('b', 2), force('c', 1), force('d', 0)]);
    expect(tabs.studied.map((f) => f.forceId)).toEqual(['b', 'c']);
    expect(tabs.toStudy.map((f) => f.forceId)).toEqual(['a', 'd']);
  });

  it('study a force at rank 0, improve one above, nothing without a next step', () => {
    expect(forceAction(force('a', 0))).toBe('study');
    expect(forceAction(force('a', 3))).toBe('improve');
    expect(forceAction(force('a', 5, false))).toBeNull();
  });
});

describe('running steps', () => {
  it('list the steps still running, the first to end on top', () => {
    const steps = [step(1, 5000), step(2, 900), step(3, 3000)];
    expect(runningSteps(steps, 1000).map((s) => s.id)).toEqual([3, 1]);
    expect(anyStepEnded(steps, 1000)).toBe(true);
    expect(anyStepEnded(steps, 800)).toBe(false);
  });

  it('find the step of a force', () => {
    expect(stepOfForce([step(1, 10, null), step(2, 10, 'x')], 'x')?.id).toBe(2);
    expect(stepOfForce([step(1, 10, null)], 'x')).toBeUndefined();
  });

  it('price a speed-up from the time left: falling, at least 1 gem, 0 when done', () => {
    const doneAt = 3_600_000;
    const early = liveSpeedUpPrice({ doneAt }, 0);
    const late = liveSpeedUpPrice({ doneAt }, doneAt - 10_000);
    expect(early).toBeGreaterThan(late);
    expect(late).toBe(1);
    expect(liveSpeedUpPrice({ doneAt }, doneAt)).toBe(0);
  });
});

describe('artifacts', () => {
  it('count artifact and amulet slots apart', () => {
    expect(slotUse(hero([artifact(1), artifact(2, { amulet: true })]))).toEqual({
      artifacts: 1,
      artifactSlots: 2,
      amulets: 1,
      amuletSlots: 1,
    });
  });

  it('explain why an artifact cannot be given (§5)', () => {
    expect(giveProblem(artifact(1, { temporal: true }), hero([]))).toBe('SLOT_UNAVAILABLE');
    expect(giveProblem(artifact(1), hero([], { temporal: true }))).toBe('SLOT_UNAVAILABLE');
    expect(giveProblem(artifact(3, { amulet: true }), hero([artifact(2, { amulet: true })]))).toBe(
      'NO_FREE_SLOT',
    );
    expect(giveProblem(artifact(3), hero([artifact(1), artifact(2)]))).toBe('ALL_SLOTS_FILLED');
    expect(giveProblem(artifact(3), hero([artifact(1)]))).toBeNull();
    expect(giveProblem(artifact(3, { amulet: true }), hero([artifact(1), artifact(2)]))).toBeNull();
  });

  it('offer the storage only, weapons before amulets, the strongest first', () => {
    const list = storageArtifacts([
      artifact(1, { level: 2 }),
      artifact(2, { creatureId: 9 }),
      artifact(3, { amulet: true, level: 9 }),
      artifact(4, { level: 5 }),
    ]);
    expect(list.map((a) => a.id)).toEqual([4, 1, 3]);
  });
});

describe('finishing cards', () => {
  it('offer the held cards that work on the hero’s tier', () => {
    const cards = { mouse: 2, snake: 1, evolution: 1, ark: 3 };
    expect(finishingCards({ warriorClass: 'human', arkCards: 0 }, cards)).toEqual([
      { card: 'mouse', count: 2 },
      { card: 'evolution', count: 1 },
    ]);
    expect(finishingCards({ warriorClass: 'dragon', arkCards: 0 }, { mouse: 1 })).toEqual([]);
    expect(finishingCards({ warriorClass: 'nobody', arkCards: 0 }, cards)).toEqual([]);
  });
});
