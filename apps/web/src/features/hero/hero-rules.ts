import type { ArtifactItemDto, ForceDto, UpgradeStepDto } from '@rol/protocol/hero-dto';
import type { CreatureDto } from '@rol/protocol/player-dto';
import { isWarriorClass } from '@rol/rules/content/warrior-classes';
import { CARD_TYPES, cardSuits, isFinishingCard, type CardType } from '@rol/rules/heroes/cards';
import { remainingSeconds, speedUpPrice } from '@rol/rules/heroes/upgrade-steps';

/** The hero page's force tabs (§2 "hero page with forces tabs"): by state. */
export const FORCE_TABS = ['studied', 'toStudy'] as const;
export type ForceTab = (typeof FORCE_TABS)[number];

/** Studied forces (rank ≥ 1) and those still to study, each in the class table's order. */
export function forcesByTab(forces: readonly ForceDto[]): Record<ForceTab, ForceDto[]> {
  return {
    studied: forces.filter((f) => f.rank >= 1),
    toStudy: forces.filter((f) => f.rank < 1),
  };
}

/** What the force's button does: study it (rank 0), improve it, or nothing (see `blocked`). */
export function forceAction(force: Pick<ForceDto, 'rank' | 'next'>): 'study' | 'improve' | null {
  if (force.next === null) return null;
  return force.rank < 1 ? 'study' : 'improve';
}

/** Steps still running at `nowMs`, the one ending first on top. */
export function runningSteps(steps: readonly UpgradeStepDto[], nowMs: number): UpgradeStepDto[] {
  return steps.filter((s) => s.doneAt > nowMs).sort((a, b) => a.doneAt - b.doneAt || a.id - b.id);
}

/** True when a step the page shows as running has ended by `nowMs` (time to fetch the hero again). */
export function anyStepEnded(steps: readonly UpgradeStepDto[], nowMs: number): boolean {
  return steps.some((s) => s.doneAt <= nowMs);
}

/** The running step of a force, if any. */
export function stepOfForce(steps: readonly UpgradeStepDto[], forceId: string): UpgradeStepDto | undefined {
  return steps.find((s) => s.kind === 'force' && s.forceId === forceId);
}

/**
 * Gems to finish a step now, falling with the time left (the rules' own price from the remaining
 * time, so the button counts down with the timer; the server charges its own price at the moment).
 */
export function liveSpeedUpPrice(step: Pick<UpgradeStepDto, 'doneAt'>, nowMs: number): number {
  return speedUpPrice(remainingSeconds(step.doneAt, nowMs));
}

/** Artifact and amulet slots in use on the hero, against what it has. */
export function slotUse(creature: Pick<CreatureDto, 'artifacts' | 'slotsCount' | 'amuletSlots'>): {
  artifacts: number;
  artifactSlots: number;
  amulets: number;
  amuletSlots: number;
} {
  const amulets = creature.artifacts.filter((a) => a.amulet).length;
  return {
    artifacts: creature.artifacts.length - amulets,
    artifactSlots: creature.slotsCount,
    amulets,
    amuletSlots: creature.amuletSlots,
  };
}

export type GiveProblem = 'SLOT_UNAVAILABLE' | 'NO_FREE_SLOT' | 'ALL_SLOTS_FILLED';

/**
 * Why `artifact` cannot be given to `creature` as far as the page can tell (§5: not temporal, a free
 * slot not counting the hero that holds it now), or null. The server decides; this only explains a
 * disabled choice in the picker with the same §8 texts.
 */
export function giveProblem(
  artifact: Pick<ArtifactItemDto, 'temporal' | 'amulet' | 'creatureId'>,
  creature: Pick<CreatureDto, 'id' | 'temporal' | 'artifacts' | 'slotsCount' | 'amuletSlots'>,
): GiveProblem | null {
  if (creature.temporal || artifact.temporal) return 'SLOT_UNAVAILABLE';
  const use = slotUse(creature);
  if (artifact.amulet) return use.amulets >= use.amuletSlots ? 'NO_FREE_SLOT' : null;
  return use.artifacts >= use.artifactSlots ? 'ALL_SLOTS_FILLED' : null;
}

/**
 * What the "give artifact" picker lists: the artifacts lying in the storage (not held by any hero),
 * the strongest first.
 */
export function storageArtifacts(artifacts: readonly ArtifactItemDto[]): ArtifactItemDto[] {
  return artifacts
    .filter((a) => a.creatureId === null)
    .sort((a, b) => Number(a.amulet) - Number(b.amulet) || b.level - a.level || a.id - b.id);
}

/**
 * The cards that can finish this hero's running step now (§4 "finished at once with a card"): the
 * finishing cards the player holds that work on the hero's tier, with their counts.
 */
export function finishingCards(
  creature: Pick<CreatureDto, 'warriorClass' | 'arkCards'>,
  cardState: Partial<Record<CardType, number>>,
): { card: CardType; count: number }[] {
  const { warriorClass } = creature;
  if (!isWarriorClass(warriorClass)) return [];
  return CARD_TYPES.filter(
    (card) =>
      isFinishingCard(card) &&
      (cardState[card] ?? 0) > 0 &&
      cardSuits(card, { warriorClass, arkCards: creature.arkCards }),
  ).map((card) => ({ card, count: cardState[card] ?? 0 }));
}
