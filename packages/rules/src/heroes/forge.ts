import { ARTIFACTS, artifactEffectiveLevel, REFORGE_SHARE, type ArtifactId } from '../content/artifacts.ts';
import type { ArtifactEffectType } from '../content/artifact-effect-types.ts';
import { serverDay } from '../server-day.ts';

export { REFORGE_SHARE };

/** Stat points an artifact is worth per effective level, by effect type; amulets count 2 + 2. */
export const STAT_POINTS_PER_LEVEL: Partial<
  Record<ArtifactEffectType, { attack: number; defence: number; health: number }>
> = {
  attack: { attack: 4, defence: 0, health: 0 },
  defence: { attack: 0, defence: 3, health: 0 },
  attack_defence: { attack: 2, defence: 2, health: 0 },
  health: { attack: 0, defence: 0, health: 12 },
};
const AMULET_POINTS = { attack: 2, defence: 2, health: 0 } as const;

export interface StatPoints {
  attack: number;
  defence: number;
  health: number;
}

/** What an artifact at `level` is worth in stat points (per effective level, artifactEffectiveLevel). */
export function artifactStatPoints(artifactId: ArtifactId, level: number): StatPoints {
  const per = STAT_POINTS_PER_LEVEL[ARTIFACTS[artifactId].effectType] ?? AMULET_POINTS;
  const l = artifactEffectiveLevel(artifactId, level);
  return { attack: per.attack * l, defence: per.defence * l, health: per.health * l };
}

/** §9: reforging gives the chosen hero 25 % of the artifact's power, each stat rounded down. */
export function reforgeBonus(artifactId: ArtifactId, level: number): StatPoints {
  const p = artifactStatPoints(artifactId, level);
  return {
    attack: Math.floor(p.attack * REFORGE_SHARE),
    defence: Math.floor(p.defence * REFORGE_SHARE),
    health: Math.floor(p.health * REFORGE_SHARE),
  };
}

/** Reforges per player per server (Moscow) day. */
export const FORGE_DAILY_LIMIT = 3;

/** BLACKSMITH_TIRED once the player reforged FORGE_DAILY_LIMIT times today (`countToday`). */
export function checkForge(countToday: number): 'BLACKSMITH_TIRED' | null {
  return countToday >= FORGE_DAILY_LIMIT ? 'BLACKSMITH_TIRED' : null;
}

/** The key the daily count is kept under: the server day (Moscow days since the epoch) of `nowMs`. */
export function forgeDay(nowMs: number): string {
  return String(serverDay(nowMs));
}
