import { ARTIFACTS, isAmulet, isArtifactId, type ArtifactDef } from '../content/artifacts.ts';

/** One amulet slot per creature, besides its artifact slots (§5: amulets are artifacts of the other effect types). */
export const AMULET_SLOTS = 1;

/** Artifact (non-amulet) slots of a creature of `rank`: 1 + ⌈rank / 2⌉ (2 at ranks 1–2, 3 at 3–4, …). */
export function artifactSlotsCount(rank: number): number {
  return 1 + Math.ceil(Math.max(1, Math.floor(rank)) / 2);
}

export type GiveArtifactError = 'SLOT_UNAVAILABLE' | 'NO_FREE_SLOT' | 'ALL_SLOTS_FILLED' | 'ALREADY_HELD';

/** An artifact instance and where it is. */
export interface ArtifactInstance {
  instanceId: number;
  artifactId: string;
  /** The creature holding it now, or null when it lies in the inventory. */
  holderCreatureId: number | null;
}

/**
 * Why `artifact` cannot be given to `creature` now, or null (§5 "only if it is not temporal and its
 * slot count is below the limit, excluding the creature that already holds it"). `held` lists the
 * artifacts on that creature now. Temporal creatures and temporal artifacts take no slot
 * (SLOT_UNAVAILABLE, as does an unknown artifact); an artifact on this creature already is
 * ALREADY_HELD; an amulet needs the free amulet slot (NO_FREE_SLOT), any other artifact a free
 * artifact slot (ALL_SLOTS_FILLED). An artifact held by another creature moves: that holder's slots
 * do not count.
 */
export function checkGiveArtifact(params: {
  creature: { id: number; temporal: boolean; rank: number };
  held: readonly { instanceId: number; artifactId: string }[];
  artifact: ArtifactInstance;
}): GiveArtifactError | null {
  const { creature, held, artifact } = params;
  if (creature.temporal || !isArtifactId(artifact.artifactId)) return 'SLOT_UNAVAILABLE';
  const def: ArtifactDef = ARTIFACTS[artifact.artifactId];
  if (def.temporal === true) return 'SLOT_UNAVAILABLE';
  if (artifact.holderCreatureId === creature.id || held.some((h) => h.instanceId === artifact.instanceId))
    return 'ALREADY_HELD';
  const amulets = held.filter((h) => isArtifactId(h.artifactId) && isAmulet(h.artifactId)).length;
  if (isAmulet(artifact.artifactId)) return amulets >= AMULET_SLOTS ? 'NO_FREE_SLOT' : null;
  return held.length - amulets >= artifactSlotsCount(creature.rank) ? 'ALL_SLOTS_FILLED' : null;
}
